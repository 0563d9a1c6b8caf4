import { describe, expect, it } from 'vitest';
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
});
