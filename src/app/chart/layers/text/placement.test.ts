import { describe, expect, it } from 'vitest';
import { CollisionIndex } from './collisionIndex';
import { TextPlacement, placeLabels, type PlacementView } from './placement';
import { LABEL_KIND, type LabelArrays, type LabelKind } from './textFormat';

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
    const [a, b] = placeLabels([masked, better], view, [Uint8Array.from([1, 1]), null]);
    expect([...(a ?? [])]).toEqual([0, 0]);
    expect([...(b ?? [])]).toEqual([1]);
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

describe('TextPlacement', () => {
  it('places when the view changes, at most once per interval, and tells each layer', () => {
    const placement = new TextPlacement();
    const got: number[][] = [];
    placement.add({ labels: labels([{ x: 0, y: 0, priority: 1 }]), apply: (s) => got.push([...s]) });
    expect(placement.pending()).toBe(true);
    expect(placement.update(view, 1000)).toBe(true);
    expect(got).toEqual([[1]]);
    expect(placement.update(view, 2000)).toBe(false);
    expect(placement.update({ ...view, pixelsPerMercatorM: 2 }, 1050)).toBe(false);
    expect(placement.pending()).toBe(true);
    expect(placement.update({ ...view, pixelsPerMercatorM: 2 }, 1200)).toBe(true);
  });
});
