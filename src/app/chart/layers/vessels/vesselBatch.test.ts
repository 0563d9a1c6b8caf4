import { describe, expect, it } from 'vitest';
import { buildVesselLayer, VESSEL_FLAGS, VESSEL_VERTEX_BYTES } from '../../../../wasm/shapes';
import { symbolQuads } from '../symbol/symbolProgram';
import { targetSymbolFlags, vesselBatch, type DrawnVessel } from './vesselBatch';

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
const options = { origin, vectorLengthMin: 6, pickable: true, outlineOnly: false };

/** Bytes 12..16 of each vertex as palette entry, alpha (255), role, flags, pick colour (alpha 255 when pickable). */
const paints = (vertices: ArrayBuffer): number[][] => {
  const bytes = new Uint8Array(vertices);
  const out: number[][] = [];
  for (let at = 0; at < bytes.length; at += VESSEL_VERTEX_BYTES) {
    const paint = bytes[at + 12] ?? 0;
    const [r, g, b] = Array.from(bytes.subarray(at + 13, at + 16));
    out.push([paint & 7, 255, (paint >> 3) & 3, (paint >> 5) & 3, r ?? 0, g ?? 0, b ?? 0, paint & 0x80 ? 255 : 0]);
  }
  return out;
};

describe('vessel layer batch', () => {
  it('flattens the store (NaN for missing values, AIS nav-status codes, flags)', () => {
    const b = vesselBatch([vessel(2 ** 23 + 1, { to_bow: 50, nav_status: 'AtAnchor', speed: 3 }), vessel(2 ** 23 + 2, { nav_status: 'Moored' })], 2, (v) => (v.id === 2 ** 23 + 2 ? VESSEL_FLAGS.lost : 0));
    expect(b.ids[0]).toBe(2 ** 23 + 1);
    expect(b.dimsM[0]).toBe(50);
    expect(Number.isNaN(b.dimsM[1])).toBe(true);
    expect(Array.from(b.navStatus)).toEqual([1, 5]);
    expect(b.speedKn[0]).toBe(3);
    expect(Number.isNaN(b.courseDeg[0])).toBe(true);
    expect(Array.from(b.flags)).toEqual([0, VESSEL_FLAGS.lost]);
    expect(Array.from(vesselBatch([vessel(1)], 1).flags)).toEqual([0]);
  });

  it('builds every vessel in one core call: interleaved vertices in drawing order with palette entries and id colours', () => {
    const vessels = [
      vessel(2 ** 23 + 1),
      vessel(2 ** 23 + 2, { to_bow: 80, to_stern: 20, to_port: 8, to_starboard: 8, heading: 45, speed: 10, course: 45 }),
      vessel(2 ** 23 + 3, { to_bow: 0, to_stern: 0, to_port: 4, to_starboard: 4, nav_status: 'Moored', speed: 0 }),
    ];
    const layer = buildVesselLayer(vesselBatch(vessels, vessels.length), options);
    expect(layer.vertexCount).toBe(layer.vertices.byteLength / VESSEL_VERTEX_BYTES);
    // The moored vessel first (stationary, drawn under the others), then by length.
    expect(Array.from(layer.ids)).toEqual([2 ** 23 + 3, 2 ** 23 + 2, 2 ** 23 + 1]);
    const p = paints(layer.vertices);
    const first = (i: number) => p[layer.vertexOffsets[i] ?? 0] ?? [];
    // Each symbol over its dark border (palette 4): the triangles' first vertices; the ship's vector comes first.
    expect(first(0).slice(0, 4)).toEqual([4, 255, 1, 1]);
    expect(first(1).slice(0, 4)).toEqual([4, 255, 0, 0]);
    expect(first(2).slice(4)).toEqual([1, 0, 128, 255]);
    // The red triangle (palette 1) of the vessel without dimensions; the green (0) of the others.
    expect(p.slice(layer.vertexOffsets[2]).some((v) => v[0] === 1)).toBe(true);
    expect(p.slice(0, layer.vertexOffsets[2]).some((v) => v[0] === 1)).toBe(false);
    const noVectors = buildVesselLayer(vesselBatch(vessels, vessels.length), { ...options, vectorLengthMin: NaN, pickable: false });
    expect(noVectors.vertexCount).toBe(layer.vertexCount - 12);
    expect(paints(noVectors.vertices).every((v) => v[4] === 0 && v[7] === 0)).toBe(true);
    expect(layer.hullReachM[1]).toBeGreaterThan(80);
    // Drawn only at 24 NM-like scales (a 100 m hull is at most 8 px): the ship carries its triangle alone (role 1), no hull (2).
    const roles = (vertices: ArrayBuffer) => new Set(paints(vertices).map((v) => v[2]));
    expect(roles(layer.vertices).has(2)).toBe(true);
    const far = buildVesselLayer(vesselBatch(vessels, vessels.length), { ...options, drawnScalesPxPerM: [0.005, 0.08] });
    expect(roles(far.vertices).has(2)).toBe(false);
    expect(roles(far.vertices).has(1)).toBe(true);
    expect(far.vertexCount).toBeLessThan(layer.vertexCount);
    expect(Array.from(far.hullReachM)).toEqual(Array.from(layer.hullReachM));
    // An anchored vessel where the stationary symbols are always shrunk: no heading line, no ball.
    const anchored = [vessel(2 ** 23 + 4, { nav_status: 'AtAnchor', speed: 0, heading: 90 })];
    const shown = buildVesselLayer(vesselBatch(anchored, 1), options);
    const shrunk = buildVesselLayer(vesselBatch(anchored, 1), { ...options, stationaryShrunk: true });
    expect(shrunk.vertexCount).toBe(6);
    expect(shown.vertexCount).toBeGreaterThan(6 + 12 + 30);
  });

  it('gives a SART, MOB device or EPIRB the AIS-SART symbol on top, a SAR aircraft the aircraft', () => {
    expect(['sart', 'mob', 'epirb'].map((k) => targetSymbolFlags(k as 'sart'))).toEqual([VESSEL_FLAGS.distress, VESSEL_FLAGS.distress, VESSEL_FLAGS.distress]);
    expect(targetSymbolFlags('sar_aircraft')).toBe(VESSEL_FLAGS.sarAircraft);
    expect(targetSymbolFlags('vessel')).toBe(0);
    expect(targetSymbolFlags(undefined)).toBe(0);
    const targets = [
      vessel(2 ** 23 + 1, { target_kind: 'sart', speed: 0, to_bow: 10, to_stern: 5, to_port: 2, to_starboard: 2 }),
      vessel(2 ** 23 + 2, { nav_status: 'EngagedInFishing', speed: 5, course: 10 }),
      vessel(2 ** 23 + 3, { target_kind: 'sar_aircraft', speed: 120, course: 270 }),
    ];
    const layer = buildVesselLayer(vesselBatch(targets, targets.length, (v) => targetSymbolFlags(v.target_kind)), options);
    // The SART last (on top), the aircraft over the fishing vessel.
    expect(Array.from(layer.ids)).toEqual([2 ** 23 + 2, 2 ** 23 + 3, 2 ** 23 + 1]);
    const p = paints(layer.vertices);
    const sart = p.slice(layer.vertexOffsets[2]);
    // Red (palette 1) over the border (4), all drawn at every scale (role 0): no triangle, no hull, though its dimensions are known.
    expect(new Set(sart.map((v) => v[0]))).toEqual(new Set([1, 4]));
    expect(sart.every((v) => v[2] === 0)).toBe(true);
    expect(layer.hullReachM[2]).toBe(0);
    const aircraft = p.slice(layer.vertexOffsets[1], layer.vertexOffsets[2]);
    expect(aircraft.every((v) => v[2] === 0)).toBe(true);
    expect(aircraft.some((v) => v[0] === 2)).toBe(true);
  });

  it('builds 20,000 vessels quickly', () => {
    const many = Array.from({ length: 20_000 }, (_, i) =>
      vessel(2 ** 23 + i, { latitude: 54 + (i % 100) / 100, longitude: 18 + i / 20_000, to_bow: 50, to_stern: 10, to_port: 5, to_starboard: 5, speed: 5, course: 90, heading: 90 }),
    );
    const t0 = performance.now();
    const layer = buildVesselLayer(vesselBatch(many, many.length), options);
    const ms = performance.now() - t0;
    // Vector 12, triangle 6, hull 18, a heading line for each 12 + 12.
    expect(layer.vertexCount).toBe(20_000 * 60);
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
