import { describe, expect, it } from 'vitest';
import { LANES, type LatLon } from './lanes';
import { Random } from './random';
import { distanceNm } from './trafficGeometry';
import { advance, type Tracked } from './trafficStep';
import { NAV, VesselTraffic } from './vesselTraffic';

describe('VesselTraffic', () => {
  it('is deterministic for a seed', () => {
    const a = new VesselTraffic(300, 9);
    const b = new VesselTraffic(300, 9);
    for (let i = 0; i < 100; i += 1) {
      a.step(1);
      b.step(1);
    }
    expect(a.vessels()).toEqual(b.vessels());
  });

  it('mixes types, sizes, missing dimensions and every special nav status, with unique MMSIs', () => {
    const fleet = new VesselTraffic(400, 1).vessels();
    expect(new Set(fleet.map((v) => v.mmsi)).size).toBe(400);
    expect(fleet.every((v) => String(v.mmsi).length === 9)).toBe(true);
    const statuses = new Set(fleet.map((v) => v.navStatus));
    for (const status of [NAV.atAnchor, NAV.constrainedByDraught, NAV.notUnderCommand, NAV.restricted, NAV.moored, NAV.fishing, NAV.underWayEngine]) expect(statuses).toContain(status);
    expect(fleet.some((v) => v.dims === null)).toBe(true);
    expect(fleet.some((v) => v.classB)).toBe(true);
    expect(new Set(fleet.map((v) => v.shipType)).size).toBeGreaterThan(5);
  });

  it('keeps vessels in Gdańsk Bay at plausible speeds while they move', () => {
    const traffic = new VesselTraffic(300, 2);
    for (let i = 0; i < 600; i += 1) traffic.step(1);
    for (const v of traffic.vessels()) {
      expect(v.latDeg).toBeGreaterThan(54.2);
      expect(v.latDeg).toBeLessThan(55.2);
      expect(v.lonDeg).toBeGreaterThan(17.8);
      expect(v.lonDeg).toBeLessThan(20.0);
      expect(v.sogKn).toBeGreaterThanOrEqual(0);
      expect(v.sogKn).toBeLessThanOrEqual(16);
      expect(v.cogDeg).toBeGreaterThanOrEqual(0);
      expect(v.cogDeg).toBeLessThan(360);
    }
  });

  it('reports positions every 10 s for moving class A vessels and static data every 6 minutes', () => {
    const traffic = new VesselTraffic(200, 3);
    let positions = 0;
    let statics = 0;
    for (let i = 0; i < 720; i += 1) {
      const reports = traffic.step(1);
      positions += reports.positions.length;
      statics += reports.statics.length;
    }
    // 12 minutes: every vessel reports static data twice; positions between 12 and 72 per vessel.
    expect(statics).toBeGreaterThanOrEqual(200 * 2 - 1);
    expect(positions).toBeGreaterThan(200 * 4);
    expect(positions).toBeLessThan(200 * 73);
  });

  it('a vessel under way has moved, between two of its reports, by its speed over the whole time between them (it moves when it reports)', () => {
    const traffic = new VesselTraffic(300, 4);
    const last = new Map<number, { at: LatLon; timeS: number; sogKn: number }>();
    let movedNm = 0;
    let expectedNm = 0;
    for (let i = 1; i <= 1500; i += 1) {
      const timeS = i * 0.2;
      for (const v of traffic.step(0.2).positions) {
        const before = last.get(v.mmsi);
        const at: LatLon = [v.latDeg, v.lonDeg];
        if (before && before.sogKn >= 3 && v.sogKn === before.sogKn) {
          const nm = distanceNm(before.at, at);
          const maxNm = (before.sogKn * (timeS - before.timeS)) / 3600;
          // Never faster than its speed; a turn or a wobble makes the straight line shorter.
          expect(nm).toBeLessThanOrEqual(maxNm * 1.05);
          movedNm += nm;
          expectedNm += maxNm;
        }
        last.set(v.mmsi, { at, timeS, sogKn: v.sogKn });
      }
    }
    expect(expectedNm).toBeGreaterThan(1);
    expect(movedNm / expectedNm).toBeGreaterThan(0.8);
  });

  it('a lane vessel turning round at the end of a lane leaves it, also on a last leg shorter than the funnel (it stood at the far end of the leg before, reporting its speed)', () => {
    for (const lane of LANES) {
      const last = lane.points.length - 1;
      const end = lane.points[last] as LatLon;
      const vessel = { ...new VesselTraffic(1, 1).vessels()[0]!, latDeg: end[0], lonDeg: end[1], classB: false };
      const tracked: Tracked = { vessel, hull: { toBowM: 100, toSternM: 20, toPortM: 10, toStarboardM: 10 }, shift: [0, 0], nextPositionS: 0, nextStaticS: 0, movedS: 0, behaviour: { kind: 'lane', lane, sideNm: 0.35, leg: last - 1, forward: false, dwellS: 0 } };
      const r = new Random(1);
      // Ten minutes at port speed: the vessel moves every minute (before, it stood still once it reached the far end of a short last leg).
      for (let minute = 0; minute < 10; minute += 1) {
        const from: LatLon = [vessel.latDeg, vessel.lonDeg];
        for (let s = 0; s < 60; s += 1) advance(tracked, 1, r);
        expect(distanceNm(from, [vessel.latDeg, vessel.lonDeg]), `${lane.name}, minute ${minute}`).toBeGreaterThan(0.02);
      }
    }
  });
});

