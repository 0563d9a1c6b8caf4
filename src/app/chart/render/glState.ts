// Applies a layer's GL state (given as values) to the context, touching
// only what differs from the state last applied.
import type { BlendMode, CompareFunc, GlState, StencilOp, StencilState } from './chartLayer';

export type GlStateGl = Pick<
  WebGL2RenderingContext,
  'enable' | 'disable' | 'blendFunc' | 'stencilFunc' | 'stencilOp' | 'stencilMask' | 'colorMask' | 'BLEND' | 'DEPTH_TEST' | 'STENCIL_TEST' | 'SRC_ALPHA' | 'ONE_MINUS_SRC_ALPHA' | 'ONE'
> &
  Record<string, unknown>;

const COMPARE: Record<CompareFunc, string> = {
  always: 'ALWAYS',
  never: 'NEVER',
  equal: 'EQUAL',
  notequal: 'NOTEQUAL',
  less: 'LESS',
  lequal: 'LEQUAL',
  greater: 'GREATER',
  gequal: 'GEQUAL',
};
const OPS: Record<StencilOp, string> = { keep: 'KEEP', zero: 'ZERO', replace: 'REPLACE', incr: 'INCR', decr: 'DECR', invert: 'INVERT' };

const sameStencil = (a: StencilState | null, b: StencilState | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.func === b.func &&
    a.ref === b.ref &&
    a.readMask === b.readMask &&
    a.writeMask === b.writeMask &&
    a.fail === b.fail &&
    a.depthFail === b.depthFail &&
    a.pass === b.pass);

export class GlStateCache {
  private current: GlState | null = null;

  constructor(private readonly gl: GlStateGl) {}

  /** Forgets what was applied (after code outside the layers changed the state: the pick target, a clear). */
  reset(): void {
    this.current = null;
  }

  apply(next: GlState, pickPass: boolean): void {
    const gl = this.gl;
    // Ids must reach the pick target unblended.
    const blend: BlendMode = pickPass ? 'none' : next.blend;
    const was = this.current;
    if (!was || was.blend !== blend) this.applyBlend(blend);
    if (!was || was.depthTest !== next.depthTest) {
      if (next.depthTest) gl.enable(gl.DEPTH_TEST);
      else gl.disable(gl.DEPTH_TEST);
    }
    if (!was || !sameStencil(was.stencil, next.stencil)) this.applyStencil(next.stencil);
    const colourWrite = next.colourWrite ?? true;
    if (!was || (was.colourWrite ?? true) !== colourWrite) gl.colorMask(colourWrite, colourWrite, colourWrite, colourWrite);
    this.current = { ...next, blend, colourWrite };
  }

  private applyBlend(blend: BlendMode): void {
    const gl = this.gl;
    if (blend === 'none') {
      gl.disable(gl.BLEND);
      return;
    }
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.SRC_ALPHA, blend === 'additive' ? gl.ONE : gl.ONE_MINUS_SRC_ALPHA);
  }

  private applyStencil(s: StencilState | null): void {
    const gl = this.gl;
    if (!s) {
      gl.disable(gl.STENCIL_TEST);
      return;
    }
    const k = (name: string) => gl[name] as number;
    gl.enable(gl.STENCIL_TEST);
    gl.stencilFunc(k(COMPARE[s.func]), s.ref, s.readMask);
    gl.stencilOp(k(OPS[s.fail]), k(OPS[s.depthFail]), k(OPS[s.pass]));
    gl.stencilMask(s.writeMask);
  }
}
