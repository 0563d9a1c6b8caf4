// The WASM package loaded in Node, as the server loads it.
import { describe, expect, it } from 'vitest';
import { START_POSITION } from '../protocol/geo';
import { coreVersion, projectMercator, unprojectMercator } from '../wasm/core';

describe('WASM core in Node', () => {
  it('projects the spec start position (54.53 N, 18.54 E) to spherical Mercator', () => {
    const { xM, yM } = projectMercator(START_POSITION);
    // R = 6378137 m: x = R * lon, y = R * ln(tan(pi/4 + lat/2)).
    const R = 6378137;
    const rad = Math.PI / 180;
    expect(xM).toBeCloseTo(R * 18.54 * rad, 6);
    expect(yM).toBeCloseTo(R * Math.log(Math.tan(Math.PI / 4 + (54.53 * rad) / 2)), 6);
    expect(xM).toBeCloseTo(2063863.3593, 3);
    expect(yM).toBeCloseTo(7271177.8652, 3);
  });

  it('round-trips through the inverse', () => {
    const back = unprojectMercator(projectMercator(START_POSITION));
    expect(back.latDeg).toBeCloseTo(54.53, 10);
    expect(back.lonDeg).toBeCloseTo(18.54, 10);
  });

  it('turns core errors into JS errors with the core message', () => {
    expect(() => projectMercator({ latDeg: 91, lonDeg: 0 })).toThrow('latitude 91 is outside -90..90 degrees');
    expect(() => projectMercator({ latDeg: Number.NaN, lonDeg: 0 })).toThrow('not a finite number');
  });

  it('reports the core version', () => {
    expect(coreVersion()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
