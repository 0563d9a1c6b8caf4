import { describe, expect, it } from 'vitest';
import { ALPHA_BLENDED, type GlState } from './chartLayer';
import { GlStateCache, type GlStateGl } from './glState';

function recordingGl() {
  const calls: string[] = [];
  const names = ['BLEND', 'DEPTH_TEST', 'STENCIL_TEST', 'SRC_ALPHA', 'ONE_MINUS_SRC_ALPHA', 'ONE', 'ALWAYS', 'EQUAL', 'NOTEQUAL', 'GREATER', 'KEEP', 'REPLACE', 'ZERO'];
  const gl: Record<string, unknown> = Object.fromEntries(names.map((n) => [n, n]));
  for (const fn of ['enable', 'disable', 'blendFunc', 'stencilFunc', 'stencilOp', 'stencilMask', 'colorMask']) gl[fn] = (...args: unknown[]) => calls.push(`${fn}(${args.join(',')})`);
  return { gl: gl as unknown as GlStateGl, calls };
}

const STENCILLED: GlState = {
  blend: 'alpha',
  depthTest: false,
  stencil: { func: 'equal', ref: 1, readMask: 0xff, writeMask: 0, fail: 'keep', depthFail: 'keep', pass: 'keep' },
};

describe('GL state as values', () => {
  it('applies a state once and only what changes after', () => {
    const { gl, calls } = recordingGl();
    const cache = new GlStateCache(gl);
    cache.apply(ALPHA_BLENDED, false);
    expect(calls).toEqual(['enable(BLEND)', 'blendFunc(SRC_ALPHA,ONE_MINUS_SRC_ALPHA)', 'disable(DEPTH_TEST)', 'disable(STENCIL_TEST)', 'colorMask(true,true,true,true)']);
    calls.length = 0;
    cache.apply({ ...ALPHA_BLENDED }, false);
    expect(calls).toEqual([]);
    cache.apply(STENCILLED, false);
    expect(calls).toEqual(['enable(STENCIL_TEST)', 'stencilFunc(EQUAL,1,255)', 'stencilOp(KEEP,KEEP,KEEP)', 'stencilMask(0)']);
    calls.length = 0;
    cache.apply({ ...ALPHA_BLENDED, blend: 'additive' }, false);
    expect(calls).toEqual(['enable(BLEND)', 'blendFunc(SRC_ALPHA,ONE)', 'disable(STENCIL_TEST)']);
  });

  it('turns colour writes off for a stencil-only layer and back on after it', () => {
    const { gl, calls } = recordingGl();
    const cache = new GlStateCache(gl);
    cache.apply(ALPHA_BLENDED, false);
    calls.length = 0;
    const maskOnly: GlState = {
      blend: 'none',
      depthTest: false,
      colourWrite: false,
      stencil: { func: 'greater', ref: 7, readMask: 0xff, writeMask: 0xff, fail: 'keep', depthFail: 'keep', pass: 'replace' },
    };
    cache.apply(maskOnly, false);
    expect(calls).toEqual(['disable(BLEND)', 'enable(STENCIL_TEST)', 'stencilFunc(GREATER,7,255)', 'stencilOp(KEEP,KEEP,REPLACE)', 'stencilMask(255)', 'colorMask(false,false,false,false)']);
    calls.length = 0;
    cache.apply(STENCILLED, false);
    expect(calls).toContain('colorMask(true,true,true,true)');
  });

  it('never blends in the pick pass and re-applies everything after a reset', () => {
    const { gl, calls } = recordingGl();
    const cache = new GlStateCache(gl);
    cache.apply(ALPHA_BLENDED, true);
    expect(calls[0]).toBe('disable(BLEND)');
    calls.length = 0;
    cache.reset();
    cache.apply(ALPHA_BLENDED, false);
    expect(calls).toContain('enable(BLEND)');
    expect(calls).toContain('disable(DEPTH_TEST)');
  });
});
