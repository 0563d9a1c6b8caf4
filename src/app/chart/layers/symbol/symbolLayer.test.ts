// A cell's symbol layers build their quads in tasks of their own, not all in
// the microtask where their last symbol arrives.
import { describe, expect, it, vi } from 'vitest';
import type { FrameUniforms, LayerContext } from '../../render/chartLayer';
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
      // Drawn before its symbols came (its cell shown): its quads' arrival asks for a frame; never drawn: the first frame drawing it shows them.
      layers[0]?.draw('colour', {} as FrameUniforms);
      release(entry);
      for (let i = 0; i < 10; i += 1) await Promise.resolve(); // the promise chains settle
      expect(vi.getTimerCount()).toBe(3);
      // The symbols are in, the quads are not built yet: a task each is queued.
      expect(built).toEqual([]);
      vi.runAllTimers();
      expect(built).toEqual(['a', 'b']);
      expect(layers.map((l) => l.sync())).toEqual([true, false, false]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is ready once its quads are built, with the atlas written in that task (none left for the frame); a disposed layer is ready too', async () => {
    vi.useFakeTimers();
    try {
      const written: string[] = [];
      const atlas = { get: () => Promise.resolve(entry), takeDirty: () => [], generation: 0 };
      const program = {
        newMesh: () => (written.push('mesh'), { dispose: () => undefined }),
        syncAtlas: () => (written.push('atlas'), written.length === 1),
        draw: () => undefined,
      };
      const ctx = { program: () => program } as unknown as LayerContext;
      const points = { positions: new Float32Array([0, 0]), symbols: ['A'] };
      const layer = new SymbolLayer(ctx, 'a', 0, points, atlas, null);
      let ready = false;
      void layer.ready().then(() => (ready = true));
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      expect(ready).toBe(false);
      await vi.runAllTimersAsync();
      expect(ready).toBe(true);
      expect(written).toEqual(['atlas', 'mesh']);
      const gone = new SymbolLayer(ctx, 'b', 0, { positions: new Float32Array([0, 0]), symbols: ['B'] }, { ...atlas, get: () => new Promise<SymbolEntry>(() => undefined) }, null);
      let goneReady = false;
      void gone.ready().then(() => (goneReady = true));
      gone.dispose();
      await vi.runAllTimersAsync();
      expect(goneReady).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
