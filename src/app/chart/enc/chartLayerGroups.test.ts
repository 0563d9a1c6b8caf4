import { describe, expect, it, vi } from 'vitest';
import type { ChartLayer } from '../render/chartLayer';
import { UploadQueue, type UploadJob } from '../render/uploadQueue';
import { COLOUR_FRAME_RESERVE_MS, ChartLayerGroups, LAYER_READY_WAIT_MS } from './chartLayerGroups';
import type { BuiltLayer } from './workerProtocol';

const built = (chartName: string, layerName: string): BuiltLayer => ({ chartName, layerName, cscl: 1, fill: null, lines: [], points: null, text: null });

/** `ready`: per chart layer name, what its layer's `ready` returns (none: the layer has no `ready`). */
function setup(ready: Record<string, Promise<void>> = {}) {
  const queue = new UploadQueue();
  const shown: { id: string; group: string | null }[] = [];
  const disposed: string[] = [];
  let invalidations = 0;
  const frames: string[] = [];
  const renderer = {
    queueUpload: (job: UploadJob) => queue.push(job),
    addLayer: (layer: ChartLayer) => void shown.push({ id: layer.id, group: layer.group ?? null }),
    removeGroup: (group: string) => {
      queue.removeGroup(group);
      for (let i = shown.length - 1; i >= 0; i -= 1) if (shown[i]?.group === group) shown.splice(i, 1);
    },
    invalidate: () => void (invalidations += 1),
    reserveFrame: (forMs: number) => void frames.push(`reserve ${forMs}`),
    releaseFrame: () => void frames.push('release'),
  };
  const fills: { id: string; colours: Uint8Array[] }[] = [];
  const groups = new ChartLayerGroups(renderer, (b, group, add, visible) => ({
    group,
    label: b.layerName,
    bytes: 1,
    run: () => {
      const id = `${group}:${b.layerName}`;
      const record = { id, colours: [] as Uint8Array[] };
      fills.push(record);
      add({
        id,
        group,
        order: 0,
        pickable: false,
        glState: {},
        sync: () => false,
        draw: () => undefined,
        dispose: () => void disposed.push(id),
        ready: ready[b.layerName] ? () => ready[b.layerName] : undefined,
        recolourFill: (c: Uint8Array) => {
          record.colours.push(c);
          return c.length === 4;
        },
      } as unknown as ChartLayer);
      return visible;
    },
  }));
  /** Runs every queued upload; true when one asked for a redraw. */
  const pump = () => queue.pump(() => undefined, Infinity);
  return { groups, shown, disposed, fills, pump, queue, frames, invalidations: () => invalidations };
}

describe('chart layer groups', () => {
  it('shows a first load layer by layer', () => {
    const { groups, shown, pump } = setup();
    groups.addLayer(built('A', 'LNDARE'), 1, false);
    expect(pump()).toBe(true);
    expect(shown.map((l) => l.id)).toEqual(['enc:A:LNDARE']);
  });

  it('keeps the old layers of a staged load until all its uploads ran, then swaps them in one go', () => {
    const { groups, shown, pump, invalidations } = setup();
    groups.addLayer(built('A', 'LNDARE'), 1, false);
    groups.addLayer(built('A', 'DEPARE'), 1, false);
    pump();
    groups.addLayer(built('A', 'LNDARE'), 2, true);
    // Uploaded while the old layers show: no redraw asked.
    expect(pump()).toBe(false);
    expect(shown.map((l) => l.id)).toEqual(['enc:A:LNDARE', 'enc:A:DEPARE']);
    groups.addLayer(built('A', 'DEPARE'), 2, true);
    let done = false;
    groups.reveal('A', 2, () => (done = true));
    // The last upload has not run yet.
    expect(done).toBe(false);
    expect(pump()).toBe(true);
    expect(done).toBe(true);
    expect(shown.map((l) => l.id)).toEqual(['enc:A#2:LNDARE', 'enc:A#2:DEPARE']);
    expect(invalidations()).toBeGreaterThan(0);
    // The chart's layers are now the staged group's: removing the chart removes them.
    groups.removeChart('A');
    expect(shown).toEqual([]);
  });

  it('reveals at once when every upload already ran; a dropped load disposes what it made and never shows', () => {
    const { groups, shown, disposed, pump, queue } = setup();
    groups.addLayer(built('W', 'LNDARE'), 3, true);
    pump();
    let shownCalls = 0;
    groups.reveal('W', 3, () => (shownCalls += 1));
    expect(shownCalls).toBe(1);
    expect(shown.map((l) => l.id)).toEqual(['enc:W#3:LNDARE']);
    groups.addLayer(built('B', 'LNDARE'), 4, true);
    pump();
    groups.addLayer(built('B', 'DEPARE'), 4, true);
    groups.dropLoad(4);
    expect(queue.size).toBe(0);
    expect(disposed).toEqual(['enc:B#4:LNDARE']);
    expect(pump()).toBe(false);
    expect(shown.map((l) => l.id)).toEqual(['enc:W#3:LNDARE']);
  });

  it("asks no redraw for a swap that shows nothing (a cell's first load, drawn once its mask joins)", () => {
    const { groups, shown, pump, invalidations } = setup();
    groups.addLayer(built('A', 'LNDARE'), 1, true);
    let done = false;
    groups.reveal('A', 1, () => (done = true), false);
    expect(pump()).toBe(false);
    expect(done).toBe(true);
    expect(shown.map((l) => l.id)).toEqual(['enc:A#1:LNDARE']);
    expect(invalidations()).toBe(0);
  });

  it('reveals a staged load only once its layers are ready (symbols in), or after LAYER_READY_WAIT_MS', async () => {
    vi.useFakeTimers();
    try {
      let symbolsIn = () => undefined as void;
      const { groups, shown, pump } = setup({ BOYLAT: new Promise<void>((resolve) => (symbolsIn = resolve)), LIGHTS: new Promise<void>(() => undefined) });
      groups.addLayer(built('A', 'BOYLAT'), 1, true);
      groups.addLayer(built('A', 'LNDARE'), 1, true);
      let done = false;
      groups.reveal('A', 1, () => (done = true));
      pump();
      expect(done).toBe(false);
      expect(shown).toEqual([]);
      symbolsIn();
      await vi.advanceTimersByTimeAsync(0);
      expect(done).toBe(true);
      expect(shown.map((l) => l.id)).toEqual(['enc:A#1:BOYLAT', 'enc:A#1:LNDARE']);
      // A symbol that never comes holds the reveal back LAYER_READY_WAIT_MS at most.
      groups.addLayer(built('A', 'LIGHTS'), 2, true);
      groups.reveal('A', 2, () => undefined);
      pump();
      await vi.advanceTimersByTimeAsync(LAYER_READY_WAIT_MS - 1);
      expect(shown.map((l) => l.id)).toEqual(['enc:A#1:BOYLAT', 'enc:A#1:LNDARE']);
      await vi.advanceTimersByTimeAsync(1);
      expect(shown.map((l) => l.id)).toEqual(['enc:A#2:LIGHTS']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("writes every chart's recolour load and the caller's own recolour in one upload job, by layer name", () => {
    const { groups, fills, pump, queue, frames } = setup();
    groups.addLayer(built('A', 'DEPARE'), 1, false);
    groups.addLayer(built('A', 'LNDARE'), 1, false);
    groups.addLayer(built('B', 'DEPARE'), 2, false);
    groups.addLayer(built('C', 'DEPARE'), 3, false);
    pump();
    // The change keeps the next frame for itself until its colours are written.
    groups.expectColours();
    expect(frames).toEqual([`reserve ${COLOUR_FRAME_RESERVE_MS}`]);
    const night = new Uint8Array(4).fill(9);
    groups.recolour(5, 'DEPARE', { fill: night, lines: [], text: null });
    groups.recolour(6, 'DEPARE', { fill: night, lines: [], text: null });
    expect(fills.every((f) => f.colours.length === 0)).toBe(true);
    const results: number[][] = [];
    const order: string[] = [];
    groups.applyColours(
      [
        { chartName: 'A', load: 5 },
        { chartName: 'B', load: 6 },
      ],
      () => order.push(`alongside after ${fills.filter((f) => f.colours.length > 0).length} layers`),
      (unfit) => results.push([...unfit]),
    );
    // Written by one upload job (while the GPU is idle), then redrawn.
    expect(queue.size).toBe(1);
    expect(results).toEqual([]);
    expect(queue.pump(() => undefined, 0)).toBe(true);
    expect(results).toEqual([[]]);
    expect(order).toEqual(['alongside after 2 layers']);
    expect(frames.at(-1)).toBe('release');
    expect(fills.map((f) => [f.id, f.colours.length])).toEqual([
      ['enc:A:DEPARE', 1],
      ['enc:A:LNDARE', 0],
      ['enc:B:DEPARE', 1],
      ['enc:C:DEPARE', 0],
    ]);
    // Colours that do not fit the vertices: reported, so the chart is loaded again.
    groups.recolour(7, 'LNDARE', { fill: new Uint8Array(8), lines: [], text: null });
    groups.applyColours([{ chartName: 'A', load: 7 }], () => undefined, (unfit) => results.push([...unfit]));
    pump();
    expect(results).toEqual([[], [7]]);
  });

  it('leaves a load dropped before the write out of it', () => {
    const { groups, fills, pump } = setup();
    groups.addLayer(built('A', 'DEPARE'), 1, false);
    groups.addLayer(built('B', 'DEPARE'), 2, false);
    pump();
    groups.recolour(5, 'DEPARE', { fill: new Uint8Array(4), lines: [], text: null });
    groups.recolour(6, 'DEPARE', { fill: new Uint8Array(4), lines: [], text: null });
    let alongside = 0;
    groups.applyColours(
      [
        { chartName: 'A', load: 5 },
        { chartName: 'B', load: 6 },
      ],
      () => (alongside += 1),
      () => undefined,
    );
    groups.dropLoad(6);
    pump();
    expect(fills.map((f) => [f.id, f.colours.length])).toEqual([
      ['enc:A:DEPARE', 1],
      ['enc:B:DEPARE', 0],
    ]);
    expect(alongside).toBe(1);
  });

  it('leaves no count behind for the recolour jobs once they ran (the renderer counts a job after it ran)', async () => {
    const { groups, pump, queue } = setup();
    groups.addLayer(built('A', 'DEPARE'), 1, false);
    pump();
    // Count per group as the renderer does (after each job), dropped with the group.
    const counts = new Map<string, number>();
    const removeGroup = queue.removeGroup.bind(queue);
    queue.removeGroup = (group: string) => {
      counts.delete(group);
      removeGroup(group);
    };
    groups.recolour(7, 'DEPARE', { fill: new Uint8Array(4), lines: [], text: null });
    groups.applyColours([{ chartName: 'A', load: 7 }], () => undefined, () => undefined);
    queue.pump((job) => void counts.set(job.group, (counts.get(job.group) ?? 0) + 1), Infinity);
    await Promise.resolve();
    expect([...counts.keys()].filter((g) => g.includes('colours'))).toEqual([]);
  });
});
