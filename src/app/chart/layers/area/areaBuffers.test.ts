// Areas built by the core: rings filled and outlined, polylines stroked,
// unusable shapes skipped; warnings' areas and camera sectors as shapes.
import { describe, expect, it } from 'vitest';
import type { NavWarning } from '../../../../protocol/streams';
import { cameraSectorShapes } from '../cameraSectors/cameraSectorShapes';
import { warningAreaLonLat, warningShapes } from '../warnings/warningAreas';
import { areaBuffers, type AreaShape } from './areaBuffers';

const origin = { latDeg: 54.53, lonDeg: 18.54 };
const ring: AreaShape = {
  lonLat: [18.55, 54.53, 18.56, 54.53, 18.56, 54.54, 18.55, 54.54],
  closed: true,
  fillRgba: [1, 0, 0, 0.2],
  lineRgba: [1, 0, 0, 1],
  lineStyle: 'dashed',
};

describe('area buffers', () => {
  it('fills and outlines a ring, strokes a polyline, skips what cannot be drawn', () => {
    const line: AreaShape = { ...ring, lonLat: [18.55, 54.53, 18.56, 54.53], fillRgba: null };
    const broken: AreaShape = { ...ring, lonLat: [18.55, NaN, 18.56, 54.53, 18.56, 54.54] };
    const built = areaBuffers([ring, line, broken], origin);
    expect(built.fill?.indices.length).toBe(6);
    expect(built.fill?.colours.slice(0, 4)).toEqual(Uint8Array.from([255, 0, 0, 51]));
    expect(built.outlines?.indices.length).toBeGreaterThan(0);
    // Dashed: the style id travels with every vertex.
    expect(built.outlines?.styleIds.every((s) => s === 1)).toBe(true);
    expect(built.polylines?.indices.length).toBeGreaterThan(0);
    // No halo asked for: none built; asked for: beneath the ring and the line, in its colour.
    expect([built.haloOutlines, built.haloPolylines]).toEqual([null, null]);
    const haloed = areaBuffers([{ ...ring, haloRgba: [0, 0, 0, 0.5] }, { ...line, haloRgba: [0, 0, 0, 0.5] }], origin);
    expect(haloed.haloOutlines?.indices.length).toBe(built.outlines?.indices.length);
    expect(haloed.haloPolylines?.indices.length).toBe(built.polylines?.indices.length);
    expect(haloed.haloOutlines?.colours.slice(0, 4)).toEqual(Uint8Array.from([0, 0, 0, 128]));
    const none = areaBuffers([broken], origin);
    expect(none).toEqual({ fill: null, outlines: null, polylines: null, haloOutlines: null, haloPolylines: null });
  });
});

describe('warning areas', () => {
  const warning = (coords: [number, number][]): NavWarning => ({ area_affected: { geometry: { coords } } }) as NavWarning;

  it('turns [lat, lon] pairs into [lon, lat], dashed rings for areas, lines for two points, nothing for one', () => {
    expect(warningAreaLonLat(warning([[54.1, 18.2]]))).toEqual([18.2, 54.1]);
    const shapes = warningShapes(
      [
        warning([
          [54.62, 18.62],
          [54.66, 18.7],
          [54.62, 18.78],
        ]),
        warning([
          [54.6, 18.6],
          [54.61, 18.61],
        ]),
        warning([[54.5, 18.5]]),
        { area_affected: null } as unknown as NavWarning,
      ],
      'night',
    );
    expect(shapes.map((s) => [s.closed, s.fillRgba !== null, s.lineStyle, s.lonLat.length])).toEqual([
      [true, true, 'dashed', 6],
      [false, false, 'dashed', 4],
    ]);
  });
});

describe('camera sectors', () => {
  it('outlines each camera with the core sector (20 arc segments) and skips unusable cameras', () => {
    const base = { id: 1, name: 'K', camera_type: '', ip_address: '', port: 8008, login: '', password: '', snapshot_url: '' };
    const shapes = cameraSectorShapes(
      [
        { ...base, latitude: 54.53, longitude: 18.57, angle_min: 30, angle_max: 150, range_min: 0, range_max: 2500 },
        { ...base, latitude: 54.53, longitude: 18.57, angle_min: 30, angle_max: 150, range_min: 100, range_max: 2500 },
        { ...base, latitude: NaN, longitude: 18.57, angle_min: 30, angle_max: 150, range_min: 0, range_max: 2500 },
      ],
      'day',
    );
    // Outer arc (21 points) + the camera position; outer and inner arcs (21 + 21).
    expect(shapes.map((s) => s.lonLat.length / 2)).toEqual([22, 42]);
    expect(areaBuffers(shapes, origin).fill?.indices.length).toBeGreaterThan(0);
  });
});
