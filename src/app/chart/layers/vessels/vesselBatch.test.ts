import { describe, expect, it } from 'vitest';
import { buildVesselLayer } from '../../../../wasm/shapes';
import { symbolQuads } from '../symbol/symbolProgram';
import { vesselBatch, type DrawnVessel } from './vesselBatch';

const vessel = (id: number, over: Partial<DrawnVessel> = {}): DrawnVessel => ({
  id,
  mmsi: '261000001',
  name: 'X',
  vessel_type: 70,
  latitude: 54.5,
  longitude: 18.6,
  speed: null,
  course: null,
  heading: null,
  nav_status: 'UnderWayUsingEngine',
  draught: null,
  to_bow: null,
  to_stern: null,
  to_port: null,
  to_starboard: null,
  last_reported: '',
  ...over,
});

const origin = { latDeg: 54.53, lonDeg: 18.54 };
const options = { origin, vectorLengthMin: 6, alphaScale: 1, pickable: true };

describe('vessel layer batch', () => {
  it('flattens the store (NaN for missing values, nav-status codes)', () => {
    const b = vesselBatch([vessel(2 ** 23 + 1, { to_bow: 50, nav_status: 'AtAnchor', speed: 3 })], 1);
    expect(b.ids[0]).toBe(2 ** 23 + 1);
    expect(b.dimsM[0]).toBe(50);
    expect(Number.isNaN(b.dimsM[1])).toBe(true);
    expect(b.navStatus[0]).toBe(1);
    expect(b.speedKn[0]).toBe(3);
    expect(Number.isNaN(b.courseDeg[0])).toBe(true);
  });

  it('builds every vessel in one core call: red triangle, green hull, vector, id colours', () => {
    const vessels = [
      vessel(2 ** 23 + 1),
      vessel(2 ** 23 + 2, { to_bow: 80, to_stern: 20, to_port: 8, to_starboard: 8, heading: 45, speed: 10, course: 45 }),
      vessel(2 ** 23 + 3, { to_bow: 0, to_stern: 0, to_port: 4, to_starboard: 4 }),
    ];
    const layer = buildVesselLayer(vesselBatch(vessels, vessels.length), options);
    // 1 triangle + (3 hull + 2 vector) + 1 triangle.
    expect(layer.positions.length / 2).toBe(3 * 7);
    expect(layer.offsetsPx.length).toBe(layer.positions.length);
    expect(Array.from(layer.colours.slice(0, 4))).toEqual([255, 0, 0, 255]);
    expect(Array.from(layer.colours.slice(12, 15))).toEqual([0, 204, 0]);
    expect(Array.from(layer.pickColours.slice(0, 4))).toEqual([1, 0, 128, 255]);
    expect(Array.from(layer.pickColours.slice(-4))).toEqual([3, 0, 128, 255]);
    const noVectors = buildVesselLayer(vesselBatch(vessels, vessels.length), { ...options, vectorLengthMin: NaN, pickable: false });
    expect(noVectors.positions.length / 2).toBe(3 * 5);
    expect(noVectors.pickColours.every((v) => v === 0)).toBe(true);
  });

  it('builds 20,000 vessels quickly', () => {
    const many = Array.from({ length: 20_000 }, (_, i) =>
      vessel(2 ** 23 + i, { latitude: 54 + (i % 100) / 100, longitude: 18 + i / 20_000, to_bow: 50, to_stern: 10, to_port: 5, to_starboard: 5, speed: 5, course: 90 }),
    );
    const t0 = performance.now();
    const layer = buildVesselLayer(vesselBatch(many, many.length), options);
    const ms = performance.now() - t0;
    expect(layer.positions.length / 2).toBe(20_000 * 15);
    expect(ms).toBeLessThan(2000);
  });
});

describe('symbol quads', () => {
  it('makes two triangles per drawable symbol around its point', () => {
    const q = symbolQuads(new Float32Array([10, 20, 30, 40]), [
      { uv: [0, 0, 0.5, 0.5], widthPx: 32, heightPx: 32, drawable: true },
      { uv: [0, 0, 0, 0], widthPx: 0, heightPx: 0, drawable: false },
    ]);
    expect(q.positions.length).toBe(12);
    expect(Array.from(q.positions.slice(0, 2))).toEqual([10, 20]);
    expect(Math.max(...q.offsetsPx)).toBe(16);
    expect(Math.min(...q.offsetsPx)).toBe(-16);
    expect(Array.from(q.uvs.slice(0, 2))).toEqual([0, 0.5]);
  });
});
