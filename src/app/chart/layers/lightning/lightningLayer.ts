// The lightning strikes (spec sections 1, 4 and 8): a bolt at each strike
// of the Blitz poll (the source is a version counter), older ones fading
// (strikeFade.ts), dimmer at night. Rebuilt when the strikes change and once
// a second while there are any (the fading moves on); not pickable.
import { projectLonLatRelative } from '../../../../wasm/geometry';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { LIVE_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { MarkerProgram, uploadMarkers } from '../marker/markerProgram';
import { glyphBuffers, themeTone, toned, type Glyph, type Rgba } from '../sketch/glyphs';
import { strikeAlphas } from './strikeFade';

export const STRIKE_SIZE_PX = 16;
export const LIGHTNING_REFADE_MS = 1000;
const BOLT: Rgba = [255, 214, 0, 255];
const BOLT_OUTLINE: Rgba = [60, 35, 0, 220];

export class LightningLayer implements ChartLayer {
  readonly id = 'lightning';
  readonly order = LIVE_ORDER.lightning;
  readonly pickable = false;
  readonly glState = ALPHA_BLENDED;
  private readonly program: MarkerProgram;
  private readonly mesh;
  private builtVersion = 0;
  private builtAtMs = -Infinity;
  private builtTone = 1;

  constructor(
    private readonly ctx: LayerContext,
    private readonly sources: Pick<ChartSources, 'lightning' | 'preferences'>,
    private readonly clock: () => number = Date.now,
  ) {
    this.program = ctx.program(MarkerProgram.kind, (gl) => new MarkerProgram(gl));
    this.mesh = this.program.newMesh();
  }

  sync(nowMs: number): boolean {
    const { strikes, version } = this.sources.lightning;
    const fadeDue = strikes.length > 0 && nowMs - this.builtAtMs >= LIGHTNING_REFADE_MS;
    const tone = themeTone(this.sources.preferences.value.ui_settings.theme);
    if ((version === this.builtVersion && !fadeDue && tone === this.builtTone) || !this.ctx.gpuIdle()) return false;
    this.builtVersion = version;
    this.builtTone = tone;
    this.builtAtMs = nowMs;
    if (strikes.length === 0) {
      this.mesh.dispose();
      return true;
    }
    const lonLat = new Float64Array(2 * strikes.length);
    strikes.forEach((s, i) => {
      lonLat[2 * i] = s.lonDeg;
      lonLat[2 * i + 1] = s.latDeg;
    });
    const at = projectLonLatRelative(lonLat, this.ctx.origin.latDeg, this.ctx.origin.lonDeg);
    const alphas = strikeAlphas(strikes, this.clock());
    const fade = (c: Rgba, a: number): Rgba => [c[0], c[1], c[2], Math.round(c[3] * a)];
    const glyphs: Glyph[] = strikes.map((_, i) => {
      const a = alphas[i] ?? 1;
      return { xM: at[2 * i] ?? 0, yM: at[2 * i + 1] ?? 0, shape: 'bolt', sizePx: STRIKE_SIZE_PX, rgba: fade(toned(BOLT, tone), a), outline: fade(BOLT_OUTLINE, a) };
    });
    uploadMarkers(this.mesh, glyphBuffers(glyphs));
    return true;
  }

  draw(pass: RenderPass, u: FrameUniforms): void {
    if (pass === 'colour') this.program.draw(this.mesh, u);
  }

  dispose(): void {
    this.mesh.dispose();
  }
}
