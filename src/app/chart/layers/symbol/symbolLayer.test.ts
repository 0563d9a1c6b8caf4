// A cell's symbol layers build their quads in tasks of their own, not all in
// the microtask where their last symbol arrives.
import { describe, expect, it, vi } from 'vitest';
import type { LayerContext } from '../../render/chartLayer';
import type { SymbolEntry } from '../../enc/symbolAtlas';
import { SymbolLayer } from './symbolLayer';

const entry: SymbolEntry = { uv: [0, 0, 1, 1], widthPx: 32, heightPx: 32, drawable: true };

describe('symbol layer', () => {
  it('builds each layer in a task of its own once the shared last symbol has arrived, and not after dispose', async () => {
    vi.useFakeTimers();
    try {
      const built: string[] = [];
      let release: (e: SymbolEntry) => void = () => undefined;
      const last = new Promise<SymbolEntry>((resolve) => (release = resolve));
      const atlas = { get: (name: string) => (name === 'LAST' ? last : Promise.resolve(entry)), takeDirty: () => [], generation: 0 };
      const program = { newMesh: () => ({ dispose: () => undefined }), syncAtlas: () => false, draw: () => undefined };
      const ctx = { program: () => program } as unknown as LayerContext;
      const points = { positions: new Float32Array([0, 0, 1, 1]), symbols: ['A', 'LAST'] };
      const layers = ['a', 'b', 'c'].map((name) => new SymbolLayer(ctx, name, 0, points, atlas, null));
      // Which layer's quads were built, in the order the tasks ran.
      for (const layer of layers) {
        const p = layer as unknown as { program: { newMesh: () => unknown } };
        p.program = { ...program, newMesh: () => (built.push(layer.id), { dispose: () => undefined }) };
      }
      layers[2]?.dispose();
      release(entry);
      for (let i = 0; i < 10; i += 1) await Promise.resolve(); // the promise chains settle
      expect(vi.getTimerCount()).toBe(3);
      // The symbols are in, the quads are not built yet: a task each is queued.
      expect(built).toEqual([]);
      vi.runAllTimers();
      expect(built).toEqual(['a', 'b']);
      expect(layers.map((l) => l.sync())).toEqual([true, true, false]);
    } finally {
      vi.useRealTimers();
    }
  });
});
