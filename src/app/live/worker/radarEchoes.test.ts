import { describe, expect, it } from 'vitest';
import type { LiveVessel } from '../vesselTable';
import { CLUTTER_REACH, buildRadarEchoes, hullOutlines, radarCircle, seaClutter } from './radarEchoes';
import { NO_COAST, coastLines } from './radarLand';

const ORIGIN = { latDeg: 54.53, lonDeg: 18.54 };
const VIEW = { centre: { latDeg: 54.5, lonDeg: 18.6 }, rangeNm: 5 };

const vessel = (id: number, latitude: number, longitude: number, extra: Partial<LiveVessel> = {}): LiveVessel =>
  ({ id, mmsi: String(id), name: '', vessel_type: null, latitude, longitude, speed: 5, course: 90, heading: 90, nav_status: 'UnderWayUsingEngine', draught: null, to_bow: null, to_stern: null, to_port: null, to_starboard: null, last_reported: '', receivedMs: 0, ...extra }) as LiveVessel;

describe('radar echoes (vessel worker)', () => {
  it('outlines every vessel inside the radar circle as a closed rectangle along its heading', () => {
    const hulls = hullOutlines(
      [vessel(1, 54.5, 18.6, { to_bow: 150, to_stern: 50, to_port: 15, to_starboard: 15 }), vessel(2, 54.52, 18.62), vessel(3, 55.5, 18.6), vessel(4, 54.5, 18.6 + 6 / 60 / Math.cos((54.5 * Math.PI) / 180))],
      VIEW,
      ORIGIN,
    );
    expect(Array.from(hulls.offsets)).toEqual([0, 5, 10]); // the far ones are out
    const xs = Array.from(hulls.xyM.filter((_, i) => i % 2 === 0 && i < 10));
    const ys = Array.from(hulls.xyM.filter((_, i) => i % 2 === 1 && i < 10));
    // Heading 90: the 200 m hull lies east-west (Mercator metres: x 1/cos(lat) longer).
    const k = 1 / Math.cos((54.5 * Math.PI) / 180);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(200 * k, 0);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(30 * k, 0);
    expect(hulls.xyM[0]).toBeCloseTo(hulls.xyM[8] ?? NaN, 6);
  });

  it('adds sea clutter near the centre, densest close in', () => {
    const circle = radarCircle(VIEW, ORIGIN);
    const clutter = seaClutter(400, circle, 7);
    expect(clutter).toHaveLength(1200);
    let inner = 0;
    for (let i = 0; i < 400; i += 1) {
      const r = Math.hypot((clutter[3 * i] ?? 0) - circle.xM, (clutter[3 * i + 1] ?? 0) - circle.yM);
      expect(r).toBeLessThanOrEqual(circle.radiusM * CLUTTER_REACH + 1e-6);
      if (r < (circle.radiusM * CLUTTER_REACH) / 4) inner += 1;
    }
    expect(inner).toBeGreaterThan(150); // half the points within a quarter of the reach
    expect(seaClutter(10, circle, 7)).toEqual(seaClutter(10, circle, 7));
  });

  it('builds the core echoes (500 x 10 / range) at the vessels plus the clutter', () => {
    const echoes = buildRadarEchoes([vessel(1, 54.5, 18.6)], VIEW, NO_COAST, ORIGIN, 1, 2);
    const circle = radarCircle(VIEW, ORIGIN);
    // 1000 core echoes and 500 clutter points.
    expect(echoes.length).toBe(3 * 1500);
    const sigma = 5 * 1852 * 0.004;
    for (let i = 0; i < 1000; i += 1) {
      const r = Math.hypot((echoes[3 * i] ?? 0) - circle.xM, (echoes[3 * i + 1] ?? 0) - circle.yM);
      expect(r).toBeLessThan(8 * sigma + 100);
    }
    expect(buildRadarEchoes([], VIEW, NO_COAST, ORIGIN, 1, 2).length).toBe(3 * 500);
  });
});

describe('radar land returns', () => {
  it('keeps the coast of a world contour view and drops its tiles\' clip edges', () => {
    const tile = { key: '10/561/330', z: 10, x: 561, y: 330, state: 'coast' as const, bbox: [18.5, 54.4, 18.7, 54.6] as [number, number, number, number] };
    // Land clipped by the tile's south, east and north borders; the coast runs (18.5, 54.6) -> (18.55, 54.5) -> (18.6, 54.4).
    const ring = [18.6, 54.4, 18.7, 54.4, 18.7, 54.6, 18.5, 54.6, 18.55, 54.5, 18.6, 54.4];
    const land = { tiles: [tile], features: [{ kind: 'Polygon' as const, coordinates: ring, color: '#000', cscl: 1, properties: { tile: tile.key } }] };
    const coast = coastLines(land);
    // (18.6,54.4)->(18.7,54.4) south border, ->(18.7,54.6) east border, ->(18.5,54.6) north border: dropped.
    expect(Array.from(coast.offsets)).toEqual([0, 3]);
    expect(Array.from(coast.lonLatDeg)).toEqual([18.5, 54.6, 18.55, 54.5, 18.6, 54.4]);
    const withoutTile = coastLines({ tiles: [], features: land.features.map((f) => ({ ...f, properties: {} })) });
    expect(Array.from(withoutTile.offsets)).toEqual([0, 6]);
  });
});
