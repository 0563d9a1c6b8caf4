import { describe, expect, it } from 'vitest';
import { STATIONARY_MIN_SCALE, stationaryScale } from './vesselProgram';

describe('stationary vessels at small scales', () => {
  it('keep their size up to 3 NM, then shrink evenly in log range to 0.6 at 12 NM and beyond', () => {
    expect(stationaryScale(0.5)).toBe(1);
    expect(stationaryScale(3)).toBe(1);
    expect(stationaryScale(6)).toBeCloseTo(0.8, 10);
    expect(stationaryScale(12)).toBeCloseTo(STATIONARY_MIN_SCALE, 10);
    expect(stationaryScale(24)).toBe(STATIONARY_MIN_SCALE);
    expect(stationaryScale(NaN)).toBe(1);
  });
});
