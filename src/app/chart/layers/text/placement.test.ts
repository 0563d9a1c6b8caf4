import { describe, expect, it, vi } from 'vitest';
import { CollisionIndex } from './collisionIndex';
import { PLACEMENT_INTERVAL_MS, TextPlacement, placementSteps, type LabelHidden, type PlacementView } from './placement';
import { LABEL_KIND, type LabelArrays, type LabelKind } from './textFormat';

/** A placement run to its end at once: per layer the shown flags. */
function placeLabels(layers: readonly LabelArrays[], v: PlacementView, hidden: readonly (LabelHidden | null)[] = []): Uint8Array[] {
  const steps = placementSteps(layers, v, hidden);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value.shown;
  }
}

const view: PlacementView = { centreRel: [0, 0], pixelsPerMercatorM: 1, viewportPx: [400, 300] };

/** Labels at (x, y) metres (= px at scale 1) with a 20 x 10 px box centred on them. */
function labels(items: { x: number; y: number; priority: number; kind?: LabelKind; minPx?: number }[]): LabelArrays {
  return {
    anchors: Float32Array.from(items.flatMap((i) => [i.x, i.y])),
    boxes: Float32Array.from(items.flatMap(() => [-10, -5, 10, 5])),
    priorities: Float32Array.from(items.map((i) => i.priority)),
    kinds: Uint8Array.from(items.map((i) => i.kind ?? LABEL_KIND.placed)),
    minPixelsPerMercatorM: Float32Array.from(items.map((i) => i.minPx ?? 0)),
  };
}

describe('CollisionIndex', () => {
  it('refuses a box overlapping one placed, across grid cells, and accepts one beside it', () => {
    const index = new CollisionIndex(-200, -150, 400, 300);
    expect(index.place(60, 60, 70, 70)).toBe(true);
    expect(index.place(69, 69, 140, 140)).toBe(false);
    expect(index.place(70, 60, 80, 70)).toBe(true);
    expect(index.collides(-500, -500, -400, -400)).toBe(false);
  });
});

describe('placeLabels', () => {
  it('shows the higher priority of two overlapping labels, across layers, and both when apart', () => {
    const low = labels([{ x: 0, y: 0, priority: 20 }, { x: 100, y: 0, priority: 20 }]);
    const high = labels([{ x: 5, y: 2, priority: 50 }]);
    const [a, b] = placeLabels([low, high], view);
    expect([...(a ?? [])]).toEqual([0, 1]);
    expect([...(b ?? [])]).toEqual([1]);
  });

  it('keeps labels off obstacles (point symbols), never draws obstacles, always shows fixed labels', () => {
    const l = labels([
      { x: 0, y: 0, priority: 20 },
      { x: 3, y: 0, priority: 100, kind: LABEL_KIND.obstacle },
      { x: 1, y: 1, priority: 0, kind: LABEL_KIND.fixed },
    ]);
    expect([...(placeLabels([l], view)[0] ?? [])]).toEqual([0, 0, 1]);
  });

  it('leaves out labels far outside the viewport and its margin; zooming out makes labels collide', () => {
    const l = labels([{ x: 0, y: 0, priority: 20 }, { x: 30, y: 0, priority: 20 }, { x: 5000, y: 0, priority: 90 }]);
    expect([...(placeLabels([l], view)[0] ?? [])]).toEqual([1, 1, 0]);
    expect([...(placeLabels([l], { ...view, pixelsPerMercatorM: 0.5 })[0] ?? [])]).toEqual([1, 0, 0]);
  });
});

describe('labels of a masked cell', () => {
  it('never places a hidden label (a better cell is drawn there), and it blocks nothing', () => {
    const masked = labels([
      { x: 0, y: 0, priority: 90 },
      { x: 1, y: 1, priority: 0, kind: LABEL_KIND.fixed },
    ]);
    const better = labels([{ x: 2, y: 0, priority: 20 }]);
    const asked: number[] = [];
    const [a, b] = placeLabels([masked, better], view, [
      (i) => {
        asked.push(i);
        return true;
      },
      null,
    ]);
    expect([...(a ?? [])]).toEqual([0, 0]);
    expect([...(b ?? [])]).toEqual([1]);
    expect(asked).toEqual([0, 1]);
  });

  it('asks whether a label is hidden only near the viewport (the test is a point-in-coverage test)', () => {
    const far = labels([
      { x: 0, y: 0, priority: 1 },
      { x: 1e6, y: 0, priority: 1 },
    ]);
    const asked: number[] = [];
    placeLabels([far], view, [
      (i) => {
        asked.push(i);
        return false;
      },
    ]);
    expect(asked).toEqual([0]);
  });
});

describe('SCAMIN', () => {
  it('hides a label zoomed out below its SCAMIN, and it does not block others then', () => {
    const l = labels([
      { x: 0, y: 0, priority: 50, minPx: 0.8 },
      { x: 2, y: 0, priority: 20 },
    ]);
    expect([...(placeLabels([l], view)[0] ?? [])]).toEqual([1, 0]);
    expect([...(placeLabels([l], { ...view, pixelsPerMercatorM: 0.7 })[0] ?? [])]).toEqual([0, 1]);
  });
});

/**
 * Frames at `now`, `now + 16`, ... (the placement's slices, in tasks of
 * their own, run between them) until one shows a placement; the frames
 * drawn before it.
 */
function framesUntilPlaced(placement: TextPlacement, v: PlacementView, now: number, each: (framesSoFar: number) => void = () => undefined): number {
  let frames = 0;
  while (!placement.update(v, now + 16 * frames, {})) {
    each(frames);
    frames += 1;
    vi.advanceTimersToNextTimer();
    expect(frames).toBeLessThan(10_000);
  }
  return frames;
}

describe('TextPlacement', () => {
  it('places when the view changes, at most once per interval, and tells each layer', () => {
    vi.useFakeTimers();
    try {
      const placement = new TextPlacement();
      const got: number[][] = [];
      placement.add({ labels: labels([{ x: 0, y: 0, priority: 1 }]), apply: (s) => got.push([...s]) });
      expect(placement.pending()).toBe(true);
      expect(placement.frameNeeded(1000)).toBe(true);
      // The frame starts it, its slice runs in a task of its own, the next frame shows it.
      expect(placement.update(view, 1000)).toBe(false);
      expect(placement.frameNeeded(1000)).toBe(false);
      vi.runAllTimers();
      expect(placement.frameNeeded(1016)).toBe(true);
      expect(placement.update(view, 1016)).toBe(true);
      expect(got).toEqual([[1]]);
      expect(placement.frameNeeded(2000)).toBe(false);
      expect(placement.update(view, 2000)).toBe(false);
      // A zoom within the interval: due, but no frame asked for before its time.
      expect(placement.update({ ...view, pixelsPerMercatorM: 2 }, 1050)).toBe(false);
      expect(placement.pending()).toBe(true);
      expect(placement.frameNeeded(1100)).toBe(false);
      expect(placement.frameNeeded(1016 + PLACEMENT_INTERVAL_MS)).toBe(true);
      expect(placement.update({ ...view, pixelsPerMercatorM: 2 }, 1200)).toBe(false);
      vi.runAllTimers();
      expect(placement.update({ ...view, pixelsPerMercatorM: 2 }, 1216)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('TextPlacement in slices', () => {
  it('spreads a large placement over tasks, shows nothing new until it is done, and ends with the one-go result', () => {
    vi.useFakeTimers();
    try {
      // 5,000 labels on a 100 x 50 grid 8 px apart: many overlap, priorities vary.
      const items = Array.from({ length: 5000 }, (_, i) => ({ x: (i % 100) * 8 - 400, y: Math.floor(i / 100) * 8 - 200, priority: (i * 7919) % 13 }));
      const big = labels(items);
      const other = labels([{ x: 1, y: 1, priority: 99 }]);
      const got: number[][][] = [[], []];
      const placement = new TextPlacement(() => undefined, 0); // a zero budget: one step per task
      placement.add({ labels: big, apply: (s) => got[0]?.push([...s]) });
      placement.add({ labels: other, apply: (s) => got[1]?.push([...s]) });
      const frames = framesUntilPlaced(placement, view, 1000, () => {
        expect(placement.pending()).toBe(true);
        // A layer gets its result only once the steps are done (before the frame that shows it).
        expect(got[0]?.length ?? 0).toBeLessThanOrEqual(1);
        if (got[0]?.length === 1) expect(got[1]).toHaveLength(0);
      });
      expect(frames).toBeGreaterThan(5);
      expect(placement.pending()).toBe(false);
      // No step in a frame, however many text layers call it in their draw.
      const frame = {};
      placement.add({ labels: big, apply: () => undefined });
      const later = 1000 + 16 * frames + PLACEMENT_INTERVAL_MS;
      for (let i = 0; i < 400; i += 1) expect(placement.update(view, later, frame)).toBe(false);
      expect(placement.pending()).toBe(true);
      expect(vi.getTimerCount()).toBe(1); // its one slice queued
      const [a, b] = placeLabels([big, other], view);
      expect(got[0]).toEqual([[...(a ?? [])]]);
      expect(got[1]).toEqual([[...(b ?? [])]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('places again after a layer added while a placement was under way', () => {
    vi.useFakeTimers();
    try {
      const placement = new TextPlacement(() => undefined, 0);
      const many = labels(Array.from({ length: 2000 }, (_, i) => ({ x: i % 50, y: Math.floor(i / 50), priority: 1 })));
      placement.add({ labels: many, apply: () => undefined });
      expect(placement.update(view, 1000)).toBe(false);
      const late: number[][] = [];
      placement.add({ labels: labels([{ x: 300, y: 0, priority: 1 }]), apply: (s) => late.push([...s]) });
      framesUntilPlaced(placement, view, 1016);
      expect(late).toEqual([]); // it began before the layer came
      expect(placement.pending()).toBe(true);
      framesUntilPlaced(placement, view, 5000);
      expect(late).toEqual([[1]]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('TextPlacement between frames', () => {
  it('goes on in tasks of its own between frames, and shows the result at the next frame', () => {
    vi.useFakeTimers();
    try {
      const many = labels(Array.from({ length: 3000 }, (_, i) => ({ x: (i % 60) * 5 - 150, y: Math.floor(i / 60) * 5 - 120, priority: i % 7 })));
      const got: number[][] = [];
      const placement = new TextPlacement(() => undefined, 0);
      placement.add({ labels: many, apply: (s) => got.push([...s]) });
      expect(placement.update(view, 1000, {})).toBe(false);
      expect(got).toHaveLength(0);
      // No frame comes; the queued slices run one task each until it is done
      // and the layer has its result (a layer's draw shows it at the next frame).
      vi.runAllTimers();
      expect(got).toHaveLength(1);
      expect(placement.pending()).toBe(true);
      expect(placement.frameNeeded(1016)).toBe(true);
      expect(placement.update(view, 1016, {})).toBe(true);
      expect(got).toEqual([[...(placeLabels([many], view)[0] ?? [])]]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('TextPlacement shown at once', () => {
  it('gives each layer its result before the frame, and shows every layer in that frame', () => {
    vi.useFakeTimers();
    try {
      const events: string[] = [];
      const layer = (name: string, x: number) => ({
        labels: labels([{ x, y: 0, priority: 1 }]),
        apply: () => events.push(`apply ${name}`),
        show: () => events.push(`show ${name}`),
      });
      const placement = new TextPlacement(() => undefined, 0); // one step or one layer per task
      placement.add(layer('a', 0));
      placement.add(layer('b', 100));
      framesUntilPlaced(placement, view, 1000, () => expect(events.filter((e) => e.startsWith('show'))).toEqual([]));
      expect(events).toEqual(['apply a', 'apply b', 'show a', 'show b']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('placement order', () => {
  it('agrees with placing in (priority desc, layer, label) order by brute force', () => {
    let seed = 3;
    const next = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
    const priorities = [1, 5, 5.5, 20];
    const make = (n: number) => labels(Array.from({ length: n }, () => ({ x: next() * 300 - 150, y: next() * 200 - 100, priority: priorities[Math.floor(next() * 4)] ?? 1 })));
    const layers = [make(300), make(200)];
    const got = placeLabels(layers, view);
    // Reference: every candidate in order, kept when its box overlaps no kept box.
    const order = layers.flatMap((l, li) => Array.from(l.priorities, (p, i) => ({ li, i, p }))).sort((a, b) => b.p - a.p || a.li - b.li || a.i - b.i);
    const kept: number[][] = [];
    const want = layers.map((l) => new Array<number>(l.kinds.length).fill(0));
    for (const { li, i } of order) {
      const l = layers[li] as LabelArrays;
      const box = [l.anchors[2 * i]! - 10, l.anchors[2 * i + 1]! - 5, l.anchors[2 * i]! + 10, l.anchors[2 * i + 1]! + 5];
      if (kept.some((k) => box[0]! < k[2]! && box[2]! > k[0]! && box[1]! < k[3]! && box[3]! > k[1]!)) continue;
      kept.push(box);
      (want[li] as number[])[i] = 1;
    }
    expect(got.map((g) => [...g])).toEqual(want);
  });

  it('puts the candidates in order in steps too, not in one step over them all', () => {
    const n = 1000;
    const many = labels(Array.from({ length: n }, (_, i) => ({ x: (i % 40) * 20 - 400, y: Math.floor(i / 40) * 20 - 250, priority: i % 7 })));
    const steps = placementSteps([many], view);
    let count = 0;
    while (!steps.next().done) count += 1;
    // Gathering, ordering and placing each pause after every 128 labels (one sort of them all was one step).
    expect(count).toBeGreaterThanOrEqual(3 * Math.ceil(n / 128) - 1);
  });
});

describe('TextPlacement pending report', () => {
  it('reports a placement due or under way until its result is shown, and nothing without layers', () => {
    const states: boolean[] = [];
    const placement = new TextPlacement(() => undefined, 0, (p) => states.push(p));
    const layer = { labels: labels(Array.from({ length: 600 }, (_, i) => ({ x: i % 40, y: Math.floor(i / 40), priority: 1 }))), apply: () => undefined };
    placement.add(layer);
    expect(states.at(-1)).toBe(true);
    vi.useFakeTimers();
    try {
      framesUntilPlaced(placement, view, 1000, () => expect(states.at(-1)).toBe(true));
    } finally {
      vi.useRealTimers();
    }
    expect(states.at(-1)).toBe(false);
    placement.remove(layer);
    expect(states.at(-1)).toBe(false);
  });
});

describe('TextPlacement and layers not drawn yet', () => {
  it('asks no frame for a layer of a cell not shown; the reveal (a new filter version) places it at the next frame', () => {
    vi.useFakeTimers();
    try {
      const placement = new TextPlacement();
      const shown: number[][] = [];
      const first = { labels: labels([{ x: 0, y: 0, priority: 1 }]), apply: () => undefined };
      placement.add(first);
      framesUntilPlaced(placement, view, 1000);
      let drawn = false;
      let version = 0;
      const cell = {
        labels: labels([{ x: 100, y: 0, priority: 1 }]),
        apply: (s: Uint8Array) => shown.push([...s]),
        drawn: () => drawn,
        filterVersion: () => version,
        labelHidden: () => (drawn ? null : () => true),
      };
      placement.add(cell);
      expect(placement.pending()).toBe(false);
      expect(placement.frameNeeded(5000)).toBe(false);
      // A frame for something else places nothing new either.
      expect(placement.update(view, 5000)).toBe(false);
      expect(placement.frameNeeded(5000)).toBe(false);
      // The cell is shown: its reveal frame starts a placement with its label.
      drawn = true;
      version = 1;
      framesUntilPlaced(placement, view, 6000);
      expect(shown.at(-1)).toEqual([1]);
      // Removing a layer not drawn needs no placement; removing a drawn one does.
      drawn = false;
      placement.remove(cell);
      expect(placement.pending()).toBe(false);
      placement.add(cell);
      placement.remove(first);
      expect(placement.pending()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('TextPlacement and filter changes between frames', () => {
  it('asks a frame when a drawn layer’s filter changes (a cell shown), also while a placement was under way', () => {
    vi.useFakeTimers();
    try {
      const placement = new TextPlacement();
      let version = 0;
      placement.add({ labels: labels([{ x: 0, y: 0, priority: 1 }]), apply: () => undefined, filterVersion: () => version });
      framesUntilPlaced(placement, view, 1000);
      expect(placement.frameNeeded(2000)).toBe(false);
      // A cell shown elsewhere: the filter's verdicts may differ now, with no frame for any other reason.
      version = 1;
      expect(placement.frameNeeded(2001)).toBe(true);
      // Started, then the filter changes before it is shown: the placement shown is stale, another is due.
      expect(placement.update(view, 2001, {})).toBe(false);
      version = 2;
      vi.runAllTimers();
      expect(placement.update(view, 2017, {})).toBe(true);
      expect(placement.pending()).toBe(true);
      expect(placement.frameNeeded(2017 + PLACEMENT_INTERVAL_MS)).toBe(true);
      framesUntilPlaced(placement, view, 2017 + PLACEMENT_INTERVAL_MS);
      expect(placement.frameNeeded(3000)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
