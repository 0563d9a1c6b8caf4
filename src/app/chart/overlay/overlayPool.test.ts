import { describe, expect, it } from 'vitest';
import { ICON_HIDE_RANGE_NM, ICON_SCALE_MAX, ICON_SCALE_MIN, OVERLAY_POOL_MAX, anchorsOf, iconPlacements, iconScale, overlayPlacements } from './overlayPool';

type Item = { id: number; latDeg: number | null; lonDeg: number };
const item = (id: number, lonDeg = id, latDeg: number | null = 0): Item => ({ id, latDeg, lonDeg });
const position = (i: Item) => (i.latDeg === null ? null : { latDeg: i.latDeg, lonDeg: i.lonDeg });
// Longitude as the x pixel, latitude as y.
const toScreen = (p: { latDeg: number; lonDeg: number }) => ({ xPx: p.lonDeg, yPx: p.latDeg });

describe('overlay pool', () => {
  it('shows at most 100 icons, in list order', () => {
    const shown = overlayPlacements(
      Array.from({ length: 250 }, (_, i) => item(i)),
      position,
      toScreen,
      1000,
      100,
    );
    expect(shown).toHaveLength(OVERLAY_POOL_MAX);
    expect(shown.map((s) => s.index)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('hides icons off-screen by more than 50 px and those without a position', () => {
    const items = [item(1, -50), item(2, -51), item(3, 150), item(4, 151), item(5, 10, null), item(6, NaN)];
    expect(overlayPlacements(items, position, toScreen, 100, 100).map((s) => items[s.index]?.id)).toEqual([1, 3]);
  });

  it('projects each position once into anchors, null kept, and places from the anchors as from the positions', () => {
    const items = [item(1, -50), item(2, 10, null), item(3, 150), item(4, 151)];
    let calls = 0;
    const anchors = anchorsOf(items, position, (p) => {
      calls += 1;
      return { xPx: p.lonDeg, yPx: p.latDeg };
    });
    expect(calls).toBe(3);
    expect(anchors[1]).toBeNull();
    expect(overlayPlacements(anchors, (a) => a, (a) => a, 100, 100)).toEqual(overlayPlacements(items, position, toScreen, 100, 100));
  });

  it('clamps the zoom-based icon scale to 0.2..0.8', () => {
    expect(iconScale(1000)).toBe(ICON_SCALE_MIN);
    expect(iconScale(0.5)).toBe(ICON_SCALE_MAX);
    expect(iconScale(10)).toBeCloseTo(0.4, 12);
  });
});

describe('icon placements', () => {
  it('hides every icon above the range threshold (1000 NM by default) and applies the pool and margin below it', () => {
    const anchors = [{ xPx: 10, yPx: 10 }, null, { xPx: -60, yPx: 10 }, { xPx: 90, yPx: 90 }];
    const view = (rangeNm: number) => ({ widthPx: 100, heightPx: 100, rangeNm });
    expect(ICON_HIDE_RANGE_NM).toBe(1000);
    expect(iconPlacements(anchors, (a) => a, view(1000)).map((p) => p.index)).toEqual([0, 3]);
    expect(iconPlacements(anchors, (a) => a, view(1200))).toEqual([]);
    expect(iconPlacements(anchors, (a) => a, view(50), 40)).toEqual([]);
    expect(iconPlacements(anchors, (a) => a, view(NaN))).toEqual([]);
  });
});
