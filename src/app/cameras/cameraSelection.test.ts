// The middle-click selection over the core's sector test (WASM in vitest).
import { describe, expect, it } from 'vitest';
import type { Camera } from '../../protocol/cameras';
import { cameraClickAt, camerasCovering } from './cameraSelection';

const camera = (id: number, latitude: number, longitude: number, angle_min: number, angle_max: number, range_max: number): Camera => ({
  id,
  name: `K${id}`,
  camera_type: 'Symulacja',
  ip_address: '127.0.0.1',
  port: 8000 + id,
  latitude,
  longitude,
  angle_min,
  angle_max,
  range_min: 0,
  range_max,
  login: '',
  password: '',
  snapshot_url: '',
});

// Two cameras looking east over the same water, one nearer the point; a third looking away from it.
const near = camera(1, 54.5, 18.6, 45, 135, 3000);
const far = camera(2, 54.5, 18.58, 60, 120, 4000);
const west = camera(3, 54.5, 18.64, 0, 30, 5000);
const point = { latDeg: 54.5, lonDeg: 18.62 };

describe('camera selection by coverage', () => {
  it('finds the cameras whose sector holds the point, nearest first', () => {
    expect(camerasCovering([far, west, near], point).map((c) => c.id)).toEqual([1, 2]);
  });

  it('is a single click for one match, a multi click with the nearest as main for several, none outside', () => {
    expect(cameraClickAt([near, west], point)).toEqual({ kind: 'single', camera: near, position: point });
    expect(cameraClickAt([far, near], point)).toEqual({ kind: 'multi', main: near, surrounding: [far], position: point });
    expect(cameraClickAt([near, far], { latDeg: 54.6, lonDeg: 18.6 })).toBeNull();
  });

  it('skips a camera whose numbers are unusable', () => {
    expect(cameraClickAt([{ ...near, latitude: NaN }], point)).toBeNull();
  });
});
