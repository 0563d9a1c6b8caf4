// Ruler geodesy through the WASM package, and the Karney (WGS84) option
// against the npm package geographiclib-geodesic as an oracle.
import geodesic from 'geographiclib-geodesic';
import { describe, expect, it } from 'vitest';
import { formatBearing, formatDistance, formatLeg, formatTotal, karneyInverse, polylineLengthNm, rulerLeg, sphereDistanceM } from './geodesy';

const R = 6378137;
const RAD = Math.PI / 180;

/** [lat1, lon1, lat2, lon2, what] */
const PAIRS: [number, number, number, number, string][] = [
  [54.53, 18.54, 54.5301, 18.5401, 'short: 13 m in Gdańsk Bay'],
  [54.53, 18.54, 54.4, 18.7, 'short: harbour approach'],
  [0, 0, 0, 0.001, 'short: on the equator'],
  [54.53, 18.54, 59.33, 18.07, 'Gdańsk to Stockholm'],
  [51.5, -0.12, 40.71, -74.0, 'long: London to New York'],
  [34.095925, -118.2884237, 59.4323439, 24.7341649, 'long: Los Angeles to Tallinn'],
  [-33.9, 18.4, 35.7, 139.7, 'long: Cape Town to Tokyo'],
  [40.64, -73.78, 1.36, 103.99, 'long: New York to Singapore'],
  [0, 0, 0.5, 179.5, 'nearly antipodal, off the equator'],
  [0, 0, 0, 179.7, 'nearly antipodal on the equator'],
  [30, 0, -30, 179.8, 'nearly antipodal at 30 degrees'],
  [-41.3, 174.8, 41.3, -5.2, 'nearly antipodal: Wellington and its antipode region'],
  [10, 0, -10.0001, 179.9999, 'nearly antipodal, asymmetric'],
  [0, 179.5, 0, -179.5, 'across the antimeridian on the equator'],
  [65.0, 179.9, 65.1, -179.9, 'across the antimeridian, Bering Sea'],
  [-17.7, 178.4, -13.8, -171.8, 'across the antimeridian: Fiji to Samoa'],
  [51.9, -176.6, 52.0, 177.5, 'across the antimeridian westwards: Aleutians'],
  [89.9, 0, 89.9, 180, 'near the North Pole, over it'],
  [89.5, 45, 88.0, -135, 'near the North Pole'],
  [-89.9, 30, -89.0, -100, 'near the South Pole'],
  [90, 0, 80, 10, 'from the North Pole'],
  [-90, 0, -60, 0, 'from the South Pole'],
  [78.2, 15.6, 69.6, 18.9, 'Svalbard to Tromsø'],
];

describe('Karney (WGS84) against geographiclib-geodesic', () => {
  it('has at least 20 pairs', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(20);
  });

  for (const [lat1, lon1, lat2, lon2, what] of PAIRS) {
    it(what, () => {
      const oracle = geodesic.Geodesic.WGS84.Inverse(lat1, lon1, lat2, lon2);
      const ours = karneyInverse(lat1, lon1, lat2, lon2);
      expect(oracle.s12).toBeDefined();
      expect(Math.abs(ours.distanceM - (oracle.s12 ?? NaN))).toBeLessThan(1e-6);
      const oracleBearing = (((oracle.azi1 ?? NaN) % 360) + 360) % 360;
      const diff = Math.abs(ours.bearingDeg - oracleBearing);
      expect(Math.min(diff, 360 - diff)).toBeLessThan(1e-8);
      expect(ours.bearingDeg).toBeGreaterThanOrEqual(0);
      expect(ours.bearingDeg).toBeLessThan(360);
    });
  }
});

describe('sphere (R = 6378137 m) ruler', () => {
  it('matches closed forms', () => {
    expect(sphereDistanceM(0, 0, 0, 1)).toBeCloseTo(R * RAD, 6);
    expect(sphereDistanceM(90, 0, -90, 0)).toBeCloseTo(Math.PI * R, 6);
    expect(sphereDistanceM(0, 0, 0, 90, 6371000)).toBeCloseTo((Math.PI / 2) * 6371000, 6);
    const leg = rulerLeg(54, 18, 54 + 1 / 60, 18);
    expect(leg.distanceNm).toBeCloseTo((R * (RAD / 60)) / 1852, 9);
    expect(leg.bearingDeg).toBeCloseTo(0, 9);
    expect(rulerLeg(0, 0, 0, -1).bearingDeg).toBeCloseTo(270, 9);
    expect(rulerLeg(0, 179.5, 0, -179.5).bearingDeg).toBeCloseTo(90, 9);
  });

  it('is symmetric and satisfies the triangle inequality', () => {
    let seed = 1;
    const rnd = (): number => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 200; i += 1) {
      const p = [0, 1, 2].map(() => [rnd() * 170 - 85, rnd() * 360 - 180] as const);
      const [a, b, c] = p as [readonly [number, number], readonly [number, number], readonly [number, number]];
      const ab = sphereDistanceM(a[0], a[1], b[0], b[1]);
      expect(sphereDistanceM(b[0], b[1], a[0], a[1])).toBeCloseTo(ab, 6);
      expect(ab).toBeLessThanOrEqual(sphereDistanceM(a[0], a[1], c[0], c[1]) + sphereDistanceM(c[0], c[1], b[0], b[1]) + 1e-6);
    }
  });

  it('totals a polyline and rejects bad input', () => {
    const legNm = (R * RAD) / 1852;
    expect(polylineLengthNm(new Float64Array([0, 0, 1, 0, 1, 1]))).toBeCloseTo(2 * legNm, 9);
    expect(() => polylineLengthNm(new Float64Array([0, 95]))).toThrow(/latitude 95/);
    expect(() => rulerLeg(NaN, 0, 0, 0)).toThrow(/finite/);
  });

  it('formats as the spec says', () => {
    expect(formatDistance(1.23456)).toBe('1.235 NM');
    expect(formatDistance(0.05)).toBe('93 m');
    expect(formatBearing(359.96)).toBe('0.0°');
    expect(formatLeg(2, 90)).toBe('2.000 NM 90.0°');
    expect(formatTotal(12.3456)).toBe('TOTAL 12.346 NM');
  });
});
