// The demo data agrees with the chart's coastline (the coastline store at
// its finest level): the built-in atons, every position of the simulated
// vessels over an hour, the anchorages, berths and fishing grounds lie in
// water; the demo sidings and every vehicle of the demo trains on land.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ATONS, DEMO_SIDINGS, DEMO_TRAINS } from '../db/seed';
import { LandTest } from '../chart/coastline/store';
import { openCoastlineStore } from '../testing/coastlineStore';
import { trainGeometry } from '../../wasm/shapes';
import { ROLLING_STOCK } from './trains';
import { ANCHORAGES, BERTHS, FISHING_GROUNDS, LANES } from './lanes';
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
      const [lat, lon] = anchorage.centre;
      for (const [dLat, dLon] of [[0, 0], [1, 1.7], [1, -1.7], [-1, 1.7], [-1, -1.7]] as const) {
        const at: [number, number] = [lat + dLat * anchorage.radiusDeg, lon + dLon * anchorage.radiusDeg];
        expect(onLand(...at), `${anchorage.name} at ${where(...at)}`).toBe(false);
      }
    }
    for (const berth of [...BERTHS, ...FISHING_GROUNDS]) expect(onLand(berth[0], berth[1]), `${where(berth[0], berth[1])}`).toBe(false);
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
