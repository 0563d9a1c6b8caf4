import { describe, expect, it } from 'vitest';
import type { ChartLayer } from '../render/chartLayer';
import { UploadQueue, type UploadJob } from '../render/uploadQueue';
import { ChartLayerGroups } from './chartLayerGroups';
import type { BuiltLayer } from './workerProtocol';

const built = (chartName: string, layerName: string): BuiltLayer => ({ chartName, layerName, cscl: 1, fill: null, lines: [], points: null, text: null });

function setup() {
  const queue = new UploadQueue();
  const shown: { id: string; group: string | null }[] = [];
  const disposed: string[] = [];
  let invalidations = 0;
  const renderer = {
    queueUpload: (job: UploadJob) => queue.push(job),
    addLayer: (layer: ChartLayer) => void shown.push({ id: layer.id, group: layer.group ?? null }),
    removeGroup: (group: string) => {
      queue.removeGroup(group);
      for (let i = shown.length - 1; i >= 0; i -= 1) if (shown[i]?.group === group) shown.splice(i, 1);
    },
    invalidate: () => void (invalidations += 1),
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
  return { groups, shown, disposed, fills, pump, queue, invalidations: () => invalidations };
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

  it("writes a recolour load's colours into the shown layers of that chart by layer name, at once", () => {
    const { groups, fills, pump } = setup();
    groups.addLayer(built('A', 'DEPARE'), 1, false);
    groups.addLayer(built('A', 'LNDARE'), 1, false);
    groups.addLayer(built('B', 'DEPARE'), 2, false);
    pump();
    const night = new Uint8Array(4).fill(9);
    groups.recolour(5, 'DEPARE', { fill: night, lines: [], text: null });
    expect(fills.every((f) => f.colours.length === 0)).toBe(true);
    const results: boolean[] = [];
    groups.applyColours('A', 5, (ok) => results.push(ok));
    // Written by an upload job (while the GPU is idle), then redrawn.
    expect(results).toEqual([]);
    expect(pump()).toBe(true);
    expect(results).toEqual([true]);
    expect(fills.map((f) => [f.id, f.colours.length])).toEqual([
      ['enc:A:DEPARE', 1],
      ['enc:A:LNDARE', 0],
      ['enc:B:DEPARE', 0],
    ]);
    // Colours that do not fit the vertices: reported, so the chart is loaded again.
    groups.recolour(6, 'LNDARE', { fill: new Uint8Array(8), lines: [], text: null });
    groups.applyColours('A', 6, (ok) => results.push(ok));
    pump();
    expect(results).toEqual([true, false]);
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
    groups.applyColours('A', 7, () => undefined);
    queue.pump((job) => void counts.set(job.group, (counts.get(job.group) ?? 0) + 1), Infinity);
    await Promise.resolve();
    expect([...counts.keys()].filter((g) => g.includes('colours'))).toEqual([]);
  });
});
