import { describe, expect, it } from 'vitest';
import { projectMercator } from '../../../../wasm/core';
import { vesselArea, VECTOR_REACH_KN } from './vesselArea';

const GDANSK = projectMercator({ latDeg: 54.5, lonDeg: 18.6 });
/** A view 1000 px across (its range: half its height, in Mercator NM). */
const view = (centreM = GDANSK, halfM = 5000, vectorLengthMin = 0, halfPx = 500) => ({ centreM, halfWidthM: halfM, halfHeightM: halfM, vectorLengthMin, pixelsPerMercatorM: halfPx / halfM, rangeNm: halfM / 1852 });

describe('vesselArea', () => {
  it('is the view and a view on every side, with the longest vector reaching in', () => {
    const a = vesselArea(null, view());
    expect(a.xMaxM - a.xMinM).toBeCloseTo(30_000, 3);
    const [west, south, east, north] = a.bbox ?? [0, 0, 0, 0];
    expect(west < 18.6 && 18.6 < east && south < 54.5 && 54.5 < north).toBe(true);
    // 6 min at 50 kn: 5 NM on the ground, 1 / cos(54.5°) Mercator metres a metre, on each side.
    const withVectors = vesselArea(null, view(GDANSK, 5000, 6));
    const reachM = ((VECTOR_REACH_KN * 6) / 60) * 1852 / Math.cos((54.5 * Math.PI) / 180);
    expect(withVectors.xMaxM - withVectors.xMinM).toBeCloseTo(30_000 + 2 * reachM, 0);
  });

  it('is kept while the view pans inside it, and remade when the view leaves it or zooms far in', () => {
    const a = vesselArea(null, view());
    expect(vesselArea(a, view({ xM: GDANSK.xM + 9000, yM: GDANSK.yM - 9000 }))).toBe(a);
    const moved = vesselArea(a, view({ xM: GDANSK.xM + 11_000, yM: GDANSK.yM }));
    expect(moved).not.toBe(a);
    expect(moved.xMinM).toBeCloseTo(GDANSK.xM + 11_000 - 15_000, 3);
    // Made for a view of 10 km: kept at 2.5 km, remade at 2 km (zoomed in more than 4 times).
    expect(vesselArea(a, view(GDANSK, 1250))).toBe(a);
    expect(vesselArea(a, view(GDANSK, 1000))).not.toBe(a);
    // With the vectors' reach the area is larger, the zoom it is kept over the same.
    const withVectors = vesselArea(null, view(GDANSK, 5000, 6));
    expect(vesselArea(withVectors, view(GDANSK, 1250, 6))).toBe(withVectors);
  });

  it('is drawn at scales from a quarter to four times its own, and remade past them', () => {
    const a = vesselArea(null, view());
    expect(a.drawnScalesPxPerM[0]).toBeCloseTo(0.1 / 4, 9);
    expect(a.drawnScalesPxPerM[1]).toBeCloseTo(0.1 * 4, 9);
    // The same view in a window 3 and 5 times as wide: the scale past four times the area's remakes it.
    expect(vesselArea(a, view(GDANSK, 5000, 0, 1500))).toBe(a);
    const rescaled = vesselArea(a, view(GDANSK, 5000, 0, 2500));
    expect(rescaled).not.toBe(a);
    expect(rescaled.drawnScalesPxPerM[1]).toBeCloseTo(0.5 * 4, 9);
    // A window a fifth as wide: below a quarter of the area's scale.
    expect(vesselArea(a, view(GDANSK, 5000, 0, 100))).not.toBe(a);
  });

  it('is drawn at ranges from a quarter to four times its own; the stationary symbols shrunk at all of them from 3 NM on', () => {
    const a = vesselArea(null, view());
    expect(a.drawnRangesNm[0]).toBeCloseTo(5000 / 1852 / 4, 9);
    expect(a.stationaryShrunk).toBe(false);
    expect(vesselArea(a, { ...view(), rangeNm: (4 * 5000) / 1852 })).toBe(a);
    expect(vesselArea(a, { ...view(), rangeNm: (5 * 5000) / 1852 })).not.toBe(a);
    // 27 NM: shrunk from 6.75 NM to 108 NM; 12 NM: not at 3 NM.
    expect(vesselArea(null, view(GDANSK, 50_000)).stationaryShrunk).toBe(true);
    expect(vesselArea(null, view(GDANSK, 12 * 1852)).stationaryShrunk).toBe(false);
  });

  it('leaves no vessel out of a view across the antimeridian or of half the world', () => {
    expect(vesselArea(null, view(projectMercator({ latDeg: 0, lonDeg: 179.9 }), 50_000)).bbox).toBeNull();
    expect(vesselArea(null, view(GDANSK, 5_000_000)).bbox).toBeNull();
  });
});
