import { describe, expect, it } from 'vitest';
import { alertFit, alertGeometry, fitView, FIT_MARGIN, MIN_FIT_RANGE_NM } from './alertView';
import { testConflict, testIntegrity } from './testAlert';

describe('alertGeometry', () => {
  it('takes the vessels with a position and the CPA positions', () => {
    const alert = testConflict(1, 5);
    const second = alert.vessels[1];
    if (second) second.latitude = null;
    expect(alertGeometry(alert)).toEqual({
      vessels: [{ latDeg: 54.6, lonDeg: 18.8 }],
      cpa: [
        { latDeg: 54.6, lonDeg: 18.85 },
        { latDeg: 54.602, lonDeg: 18.85 },
      ],
      thresholdNm: 0.5,
    });
    expect(alertGeometry(testIntegrity(2, '2026-11-23T09:00:00Z')).cpa).toEqual([]);
  });
});

describe('fitView', () => {
  it('centres on the points with the larger half-extent and a margin as the range', () => {
    const fit = fitView([
      { latDeg: 54, lonDeg: 18 },
      { latDeg: 54.1, lonDeg: 18.1 },
    ]);
    expect(fit?.centre.latDeg).toBeCloseTo(54.05, 9);
    expect(fit?.centre.lonDeg).toBeCloseTo(18.05, 9);
    // 0.1° of latitude is 6 NM: half of it with the margin.
    expect(fit?.rangeNm).toBeCloseTo(3 * FIT_MARGIN, 9);
  });

  it('keeps a minimum range, nothing without points, and pairs across the antimeridian together', () => {
    expect(fitView([{ latDeg: 10, lonDeg: 20 }])?.rangeNm).toBe(MIN_FIT_RANGE_NM);
    expect(fitView([])).toBeNull();
    const fit = fitView([
      { latDeg: 0, lonDeg: 179.95 },
      { latDeg: 0, lonDeg: -179.95 },
    ]);
    expect(Math.abs(fit?.centre.lonDeg ?? 0)).toBeCloseTo(180, 6);
    expect(fit?.rangeNm).toBeCloseTo(3 * FIT_MARGIN, 6);
  });
});

describe('alertFit', () => {
  it('centres a conflict on its CPA with both vessels in range', () => {
    const fit = alertFit({
      thresholdNm: 0.5,
      vessels: [
        { latDeg: 54.7, lonDeg: 19.2 },
        { latDeg: 54.6, lonDeg: 19.3 },
      ],
      cpa: [
        { latDeg: 54.7, lonDeg: 19.3 },
        { latDeg: 54.7, lonDeg: 19.3 },
      ],
    });
    expect(fit?.centre.latDeg).toBeCloseTo(54.7, 9);
    expect(fit?.centre.lonDeg).toBeCloseTo(19.3, 9);
    // Both vessels 6 NM from the CPA (the western one ~3.47 NM east-west, so north-south decides).
    expect(fit?.rangeNm).toBeCloseTo(0.1 * 60 * FIT_MARGIN, 6);
  });

  it('centres an alert without CPA on its points', () => {
    expect(alertFit({ vessels: [{ latDeg: 10, lonDeg: 20 }], cpa: [], thresholdNm: null })?.centre).toEqual({ latDeg: 10, lonDeg: 20 });
  });

  it('takes the CPA midpoint across the antimeridian', () => {
    const fit = alertFit({ vessels: [], thresholdNm: 0.5, cpa: [{ latDeg: 0, lonDeg: 179.9 }, { latDeg: 0, lonDeg: -179.9 }] });
    expect(Math.abs(fit?.centre.lonDeg ?? 0)).toBeCloseTo(180, 6);
  });
});
