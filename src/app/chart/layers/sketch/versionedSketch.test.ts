// A sketch layer over a versioned source sketches the source again only
// when its version changes, redraws a per-theme sketch on a theme change,
// and waits for an idle GPU.
import { describe, expect, it, vi } from 'vitest';
import type { Theme } from '../../../../protocol/preferences';
import { fakeWebGl2 } from '../../gl/fakeWebGl2';
import type { LayerContext } from '../../render/chartLayer';
import { EMPTY_SKETCH, type Sketch } from './sketchLayer';
import { versionedSketchLayer } from './versionedSketch';

function context(): { ctx: LayerContext; idle: { now: boolean } } {
  const { gl } = fakeWebGl2();
  const idle = { now: true };
  const ctx = {
    gl,
    program: (_kind: string, make: (gl: WebGL2RenderingContext) => unknown) => make(gl),
    origin: { latDeg: 54.5, lonDeg: 18.5 },
    originM: { xM: 0, yM: 0 },
    gpuIdle: () => idle.now,
  } as unknown as LayerContext;
  return { ctx, idle };
}

function setup<V>(version: { now: V }, emptyAt?: { at: V }) {
  const { ctx, idle } = context();
  const theme = { now: 'day' as Theme };
  const perTheme = vi.fn((_theme: Theme): Sketch => EMPTY_SKETCH);
  const sketch = vi.fn(() => perTheme);
  const layer = versionedSketchLayer(
    ctx,
    { id: 'test-sketch', order: 7, lineWidthPx: 2, theme: () => theme.now },
    { version: () => version.now, sketch, ...(emptyAt ? { emptyAt: emptyAt.at } : {}) },
  );
  return { layer, sketch, perTheme, theme, idle };
}

describe('versioned sketch layer', () => {
  it('keeps the id and order it is given, and is not pickable', () => {
    const { layer } = setup({ now: 0 });
    expect([layer.id, layer.order, layer.pickable]).toEqual(['test-sketch', 7, false]);
  });

  it('sketches the source again only when its version changes', () => {
    const version = { now: 0 };
    const { layer, sketch } = setup(version);
    expect(layer.sync(0)).toBe(true);
    expect(sketch).toHaveBeenCalledTimes(1);
    expect(layer.sync(1)).toBe(false);
    expect(layer.sync(2)).toBe(false);
    expect(sketch).toHaveBeenCalledTimes(1);
    version.now = 1;
    expect(layer.sync(3)).toBe(true);
    expect(sketch).toHaveBeenCalledTimes(2);
    expect(layer.sync(4)).toBe(false);
    expect(sketch).toHaveBeenCalledTimes(2);
  });

  it('follows the drawn object itself as its version, and starts empty at the given version', () => {
    const first = { points: 1 };
    const version: { now: object | null } = { now: null };
    const { layer, sketch } = setup(version, { at: null });
    // The first sync builds the layer's empty sketch; the source is not sketched.
    expect(layer.sync(0)).toBe(true);
    expect(layer.sync(1)).toBe(false);
    expect(sketch).not.toHaveBeenCalled();
    version.now = first;
    expect(layer.sync(2)).toBe(true);
    expect(layer.sync(3)).toBe(false);
    // An equal but new object is a new version.
    version.now = { points: 1 };
    expect(layer.sync(4)).toBe(true);
    expect(sketch).toHaveBeenCalledTimes(2);
  });

  it('draws a per-theme sketch again on a theme change without sketching the source again', () => {
    const { layer, sketch, perTheme, theme } = setup({ now: 0 });
    layer.sync(0);
    expect(perTheme).toHaveBeenLastCalledWith('day');
    theme.now = 'night';
    expect(layer.sync(1)).toBe(true);
    expect(perTheme).toHaveBeenLastCalledWith('night');
    expect(perTheme).toHaveBeenCalledTimes(2);
    expect(sketch).toHaveBeenCalledTimes(1);
  });

  it('builds once the GPU is idle', () => {
    const { layer, perTheme, idle } = setup({ now: 0 });
    idle.now = false;
    expect(layer.sync(0)).toBe(false);
    expect(perTheme).not.toHaveBeenCalled();
    idle.now = true;
    expect(layer.sync(1)).toBe(true);
    expect(perTheme).toHaveBeenCalledTimes(1);
  });
});
