// Prediction, zoom and picking through the WASM package.
import { describe, expect, it } from 'vitest';
import { sphereDistanceM } from './geodesy';
import {
  applyWheel,
  canPredict,
  deadReckon,
  ghostPosition,
  ghostTimeStep,
  idToRgb,
  motionVectorEnd,
  pickColours,
  resolvePick,
  rgbToId,
  validatePickIds,
  wheelValue,
  zoomStepSize,
} from './motion';

const GDANSK = { latDeg: 54.53, lonDeg: 18.54 };

describe('prediction', () => {
  it('dead-reckons with 1 kn = 0.514444 m/s', () => {
    const p = deadReckon(GDANSK, 10, 45, 3600);
    expect(sphereDistanceM(GDANSK.latDeg, GDANSK.lonDeg, p.latDeg, p.lonDeg)).toBeCloseTo(18519.984, 6);
  });

  it('steps ghosts by 0.3 and draws 6-minute vectors by default', () => {
    expect(ghostTimeStep(1)).toBeCloseTo(0.3, 12);
    expect(ghostTimeStep(4)).toBeCloseTo(1.2, 12);
    const g = ghostPosition(GDANSK, 12, 90, 2);
    expect(sphereDistanceM(GDANSK.latDeg, GDANSK.lonDeg, g.latDeg, g.lonDeg)).toBeCloseTo(12 * 0.514444 * 0.6 * 60, 6);
    const v = motionVectorEnd(GDANSK, 10, 180, 6);
    expect(sphereDistanceM(GDANSK.latDeg, GDANSK.lonDeg, v.latDeg, v.lonDeg)).toBeCloseTo(10 * 0.514444 * 360, 6);
    const clamped = motionVectorEnd(GDANSK, 10, 180, 600);
    expect(sphereDistanceM(GDANSK.latDeg, GDANSK.lonDeg, clamped.latDeg, clamped.lonDeg)).toBeCloseTo(10 * 0.514444 * 3600, 6);
    expect(canPredict(5, 90)).toBe(true);
    expect(canPredict(0, 90)).toBe(false);
    expect(canPredict(5, 0)).toBe(false);
  });
});

describe('zoom', () => {
  it('uses the spec constants and clamps', () => {
    expect(wheelValue(100, 0.3)).toBeCloseTo(0.3, 12);
    expect(zoomStepSize(12)).toBeCloseTo(0.25, 12);
    expect(zoomStepSize(0.5)).toBe(0.15);
    expect(zoomStepSize(20000)).toBe(0.6);
    expect(applyWheel(1, 12, 100, 0.3, true)).toBeCloseTo(1.25 ** -0.3, 12);
    expect(applyWheel(1, 12, 100, 0.3, false)).toBe(1);
  });
});

describe('picking', () => {
  it('encodes ids as red + green*256 + blue*65536', () => {
    expect(Array.from(idToRgb(0x030201))).toEqual([1, 2, 3]);
    expect(rgbToId(1, 2, 3)).toBe(0x030201);
    expect(() => idToRgb(2 ** 24)).toThrow(/24 bits/);
    expect(Array.from(pickColours(new Uint32Array([258])))).toEqual([2, 1, 0, 255]);
    expect(() => validatePickIds(new Uint32Array([1, 2]), new Uint32Array([2]))).toThrow(/more than once/);
    expect(() => validatePickIds(new Uint32Array([1]), new Uint32Array([3]))).not.toThrow();
    expect(resolvePick(2, new Uint32Array([2]), new Uint32Array([2]))).toBe('train');
    expect(resolvePick(3, new Uint32Array([2]), new Uint32Array([3]))).toBe('vessel');
    expect(resolvePick(0, new Uint32Array([]), new Uint32Array([]))).toBe('nothing');
  });
});
