import { describe, expect, it } from 'vitest';
import {
  bandPreference,
  bestUsageBand,
  COASTLINE_MAX_LEVEL,
  coastlineLevel,
  coverageRanks,
  displayScaleDenominator,
  ringWithin,
  scaminVisible,
  usageBandForScale,
} from './chartScale';

describe('chart scale over the WASM core', () => {
  it('gives the display scale and its usage band, and throws for a bad range', () => {
    expect(displayScaleDenominator(24, 512)).toBeCloseTo(310_044.6, 0);
    expect(usageBandForScale(310_044)).toBe(3);
    expect(usageBandForScale(12_000)).toBe(5);
    expect(() => displayScaleDenominator(0, 512)).toThrow(/display range/);
    expect(() => coastlineLevel(24, 95)).toThrow(/latitude/);
  });

  it('picks the best band of those covering an area, null when none', () => {
    expect(bestUsageBand([4, 5], 5, 512)).toBe(4);
    expect(bestUsageBand([4, 5], 1, 512)).toBe(5);
    expect(bestUsageBand([], 1, 512)).toBeNull();
    expect(bestUsageBand([9, -1, 2.5], 1, 512)).toBeNull();
    expect(bandPreference(5, 5)).toBeGreaterThan(bandPreference(4, 5));
    expect(bandPreference(4, 5)).toBeGreaterThan(bandPreference(6, 5));
  });

  it('tests SCAMIN and gives the coastline level', () => {
    expect(scaminVisible(undefined, 1e7)).toBe(true);
    expect(scaminVisible(22_000, 21_000)).toBe(true);
    expect(scaminVisible(22_000, 45_000)).toBe(false);
    expect(coastlineLevel(24, 54.53)).toBe(10);
    expect(coastlineLevel(200, 54.53)).toBe(6);
    expect(COASTLINE_MAX_LEVEL).toBe(10);
  });

  it('ranks cells for the stencil mask and tests coverage containment', () => {
    // US4MD81M (band 4) and US5MD1MC (band 5): the approach cell at an approach display, the harbour cell at a harbour one.
    const [approach4 = 0, harbour4 = 0] = coverageRanks([4, 5], [80_000, 12_000], 4);
    expect(approach4).toBeGreaterThan(harbour4);
    const [approach5 = 0, harbour5 = 0] = coverageRanks([4, 5], [80_000, 12_000], 5);
    expect(harbour5).toBeGreaterThan(approach5);
    const [unknown = 0, banded = 0] = coverageRanks([null, 1], [1, 1], 6);
    expect(unknown).toBeGreaterThan(0);
    expect(banded).toBeGreaterThan(unknown);
    const square = (x: number, y: number, s: number) => Float64Array.from([x, y, x + s, y, x + s, y + s, x, y + s, x, y]);
    expect(ringWithin(square(1, 1, 1), square(0, 0, 5))).toBe(true);
    expect(ringWithin(square(0, 1, 1), square(0, 0, 5))).toBe(false);
  });
});
