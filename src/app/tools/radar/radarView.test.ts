import { describe, expect, it } from 'vitest';
import { sweepAngle, RADAR_SWEEP_PERIOD_MS } from '../../chart/layers/radar/radarLayer';
import { radarViewChanged } from './radarView';

const view = (latDeg: number, lonDeg: number, rangeNm: number) => ({ centre: { latDeg, lonDeg }, rangeNm });

describe('radar view', () => {
  it('asks for a new picture when the range or centre moved by more than 5 % of the range', () => {
    const a = view(54.5, 18.6, 12);
    expect(radarViewChanged(null, a)).toBe(true);
    expect(radarViewChanged(a, view(54.5, 18.6, 12.5))).toBe(false);
    expect(radarViewChanged(a, view(54.5, 18.6, 13))).toBe(true);
    expect(radarViewChanged(a, view(54.5 + 0.5 / 60, 18.6, 12))).toBe(false); // 0.5 NM of 12
    expect(radarViewChanged(a, view(54.5 + 0.7 / 60, 18.6, 12))).toBe(true);
  });

  it('turns the sweep once per period, clockwise from north', () => {
    expect(sweepAngle(0)).toBe(0);
    expect(sweepAngle(RADAR_SWEEP_PERIOD_MS / 4)).toBeCloseTo(Math.PI / 2);
    expect(sweepAngle(RADAR_SWEEP_PERIOD_MS * 3 + 1)).toBeCloseTo(sweepAngle(1));
  });
});
