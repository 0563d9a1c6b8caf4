// The demo data agrees with the chart's coastline (the coastline store at
// its finest level): the built-in atons, every position of the simulated
// vessels over an hour, the anchorages and fishing grounds lie in
// water; the demo sidings and every vehicle of the demo trains on land.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ATONS, DEMO_SIDINGS, DEMO_TRAINS } from '../db/seed';
import { LandTest } from '../chart/coastline/store';
import { openCoastlineStore } from '../testing/coastlineStore';
import { trainGeometry } from '../../wasm/shapes';
import { ROLLING_STOCK } from './trains';
import { ANCHORAGE_LANE_CLEARANCE_NM, ANCHORAGES, insidePolygon } from './anchorages';
import { BERTHS } from './berths';
import { offsetM, toMetres } from './hulls';
import { FISHING_GROUNDS, LANES, OPEN_WATER, type LatLon } from './lanes';
import { segmentDistanceNm } from './trafficGeometry';
import { VesselTraffic } from './vesselTraffic';

const store = openCoastlineStore();
afterAll(() => store?.close());
const land = store ? new LandTest(store) : null;

const where = (latDeg: number, lonDeg: number): string => `${latDeg.toFixed(5)} N ${lonDeg.toFixed(5)} E`;

function onLand(latDeg: number, lonDeg: number): boolean {
  if (!land) throw new Error('no coastline store');
  return land.isLand(lonDeg, latDeg);
}

describe.skipIf(!store)('demo data on the coastline', () => {
  it('puts every built-in aton in water', () => {
    for (const aton of DEMO_ATONS) expect(onLand(aton.latitude, aton.longitude), `${aton.name} at ${where(aton.latitude, aton.longitude)}`).toBe(false);
  });

  it('puts the lanes (every 50 m of every leg), anchorages, berths and fishing grounds in water', () => {
    for (const lane of LANES) {
      lane.points.forEach((to, i) => {
        const from = lane.points[i - 1];
        if (!from) return;
        const steps = Math.ceil(Math.hypot(to[0] - from[0], (to[1] - from[1]) * 0.58) / 0.00045);
        for (let s = 0; s <= steps; s++) {
          const lat = from[0] + ((to[0] - from[0]) * s) / steps;
          const lon = from[1] + ((to[1] - from[1]) * s) / steps;
          expect(onLand(lat, lon), `${lane.name}, leg ${i} at ${where(lat, lon)}`).toBe(false);
        }
      });
    }
    for (const anchorage of ANCHORAGES) {
      for (const at of anchorage.corners) expect(onLand(...at), `${anchorage.name} at ${where(...at)}`).toBe(false);
    }
    for (const ground of FISHING_GROUNDS) expect(onLand(ground[0], ground[1]), `${where(ground[0], ground[1])}`).toBe(false);
  });

  it('lays every berth along a quay: land on its left, water on its right, all along', () => {
    for (const berth of BERTHS) {
      const [east, north] = toMetres(berth.a, berth.b);
      const lengthM = Math.hypot(east, north);
      const [ux, uy] = [east / lengthM, north / lengthM];
      for (let s = 0.05; s <= 0.951; s += 0.05) {
        const onQuay: LatLon = [berth.a[0] + (berth.b[0] - berth.a[0]) * s, berth.a[1] + (berth.b[1] - berth.a[1]) * s];
        const left = offsetM(onQuay, -uy * 10, ux * 10);
        const right = offsetM(onQuay, uy * 10, -ux * 10);
        expect(onLand(...left), `${berth.port} berth ${where(...berth.a)} - ${where(...berth.b)}, left at ${s.toFixed(2)}`).toBe(true);
        expect(onLand(...right), `${berth.port} berth ${where(...berth.a)} - ${where(...berth.b)}, right at ${s.toFixed(2)}`).toBe(false);
      }
    }
  });

  it('lays the anchorages in open water (every 200 m of them), clear of the lanes', () => {
    for (const anchorage of ANCHORAGES) {
      const lats = anchorage.corners.map((c) => c[0]);
      const lons = anchorage.corners.map((c) => c[1]);
      for (let lat = Math.min(...lats); lat <= Math.max(...lats); lat += 0.0018) {
        for (let lon = Math.min(...lons); lon <= Math.max(...lons); lon += 0.003) {
          if (insidePolygon([lat, lon], anchorage.corners)) expect(onLand(lat, lon), `${anchorage.name} at ${where(lat, lon)}`).toBe(false);
        }
      }
      for (const lane of LANES) {
        for (const corner of anchorage.corners) {
          lane.points.slice(1).forEach((b, i) => {
            expect(segmentDistanceNm(corner, lane.points[i] ?? b, b), `${anchorage.name} corner ${where(...corner)} from ${lane.name}`).toBeGreaterThanOrEqual(ANCHORAGE_LANE_CLEARANCE_NM);
          });
        }
        for (const p of lane.points) expect(insidePolygon(p, anchorage.corners), `${lane.name} point in ${anchorage.name}`).toBe(false);
      }
    }
  });

  it('keeps the open water of the homes of vessels working an area in water, a mile off the coast', () => {
    OPEN_WATER.forEach((a, i) => {
      const b = OPEN_WATER[(i + 1) % OPEN_WATER.length] ?? a;
      for (let s = 0; s <= 1; s += 0.02) {
        const p: LatLon = [a[0] + (b[0] - a[0]) * s, a[1] + (b[1] - a[1]) * s];
        for (const [east, north] of [[0, 0], [1852, 0], [-1852, 0], [0, 1852], [0, -1852]] as const) {
          const q = offsetM(p, east, north);
          if (insidePolygon(q, OPEN_WATER) || (east === 0 && north === 0)) expect(onLand(...q), `open water edge ${i} at ${where(...q)}`).toBe(false);
        }
      }
    });
  });

  it('keeps every simulated vessel in water for an hour of traffic, every second of it', () => {
    const traffic = new VesselTraffic(400, 1);
    const misplaced = new Set<string>();
    for (let t = 0; t <= 3600; t += 1) {
      for (const vessel of traffic.vessels()) {
        if (onLand(vessel.latDeg, vessel.lonDeg)) misplaced.add(`${vessel.name} (nav status ${vessel.navStatus}) at ${where(vessel.latDeg, vessel.lonDeg)}, t ${t} s`);
      }
      traffic.step(1);
    }
    expect([...misplaced].slice(0, 20)).toEqual([]);
  });

  it('puts the demo sidings and every vehicle of the demo trains on land', () => {
    for (const { sidingIndex, trolley_count: trolleyCount, name } of DEMO_TRAINS) {
      const siding = DEMO_SIDINGS[sidingIndex];
      if (!siding) throw new Error(`train ${name} has no siding`);
      expect(onLand(siding.latitude, siding.longitude), `${siding.nabrzeze} at ${where(siding.latitude, siding.longitude)}`).toBe(true);
      const train = trainGeometry({
        latDeg: siding.latitude,
        lonDeg: siding.longitude,
        azimuthDeg: siding.azimuth,
        sidingLengthM: siding.dlugosc_toru,
        trolleyCount,
        ...ROLLING_STOCK,
      });
      train.vehicles.forEach((ring, v) => {
        for (let i = 0; i + 1 < ring.length; i += 2) {
          const lon = ring[i] ?? 0;
          const lat = ring[i + 1] ?? 0;
          expect(onLand(lat, lon), `${name}, vehicle ${v} corner at ${where(lat, lon)}`).toBe(true);
        }
      });
    }
  });
});
