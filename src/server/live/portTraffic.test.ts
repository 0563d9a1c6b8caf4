// The built-in traffic looks like a port: moored vessels lie alongside the
// quays of Gdynia and Gdańsk, parallel to them; tens of vessels lie at
// anchor inside the anchorages, each outside every other one's swing
// circle; and no hull (the rectangle of a vessel's AIS reference offsets
// and heading) is on land (the coastline store) or overlaps another, at
// start and through an hour of traffic.
import { afterAll, describe, expect, it } from 'vitest';
import { LandTest } from '../chart/coastline/store';
import { openCoastlineStore } from '../testing/coastlineStore';
import { ANCHORAGES, insidePolygon } from './anchorages';
import { BERTHS } from './berths';
import { distanceM, hullCorners, hullReachM, hullsOverlap, PlaceIndex, toMetres } from './hulls';
import type { LatLon } from './lanes';
import { ANCHOR_SCOPE_M, FENDER_M } from './portPlaces';
import { segmentDistanceNm } from './trafficGeometry';
import { NAV, VesselTraffic, type SimDimensions, type SimVessel } from './vesselTraffic';

const store = openCoastlineStore();
afterAll(() => store?.close());
const land = store ? new LandTest(store) : null;

const DEFAULT_FLEET = 200;
const HOUR_S = 3600;

const where = (v: SimVessel): string => `${v.name} (${v.mmsi}, nav status ${v.navStatus}) at ${v.latDeg.toFixed(5)} N ${v.lonDeg.toFixed(5)} E heading ${v.headingDeg}`;
const at = (v: SimVessel): LatLon => [v.latDeg, v.lonDeg];
const hullOf = (v: SimVessel & { dims: SimDimensions }): LatLon[] => hullCorners(at(v), v.headingDeg, v.dims);
const withDims = (fleet: readonly SimVessel[]): (SimVessel & { dims: SimDimensions })[] => fleet.filter((v): v is SimVessel & { dims: SimDimensions } => v.dims !== null);

/** Points along a hull's outline every `stepM` metres, and its middle line. */
function outline(corners: readonly LatLon[], stepM = 8): LatLon[] {
  const points: LatLon[] = [];
  corners.forEach((a, i) => {
    const b = corners[(i + 1) % corners.length] ?? a;
    const n = Math.max(1, Math.ceil(distanceM(a, b) / stepM));
    for (let s = 0; s < n; s += 1) points.push([a[0] + ((b[0] - a[0]) * s) / n, a[1] + ((b[1] - a[1]) * s) / n]);
  });
  return points;
}

/** The hulls on land (described). */
function onLand(fleet: readonly SimVessel[]): string[] {
  if (!land) throw new Error('no coastline store');
  return withDims(fleet)
    .filter((v) => outline(hullOf(v)).some((p) => land.isLand(p[1], p[0])))
    .map(where);
}

/** The pairs of hulls that overlap (described), found through a grid of reference points. */
function overlapping(fleet: readonly SimVessel[]): string[] {
  const vessels = withDims(fleet);
  const index = new PlaceIndex<number>();
  const hulls = vessels.map(hullOf);
  const maxReachM = Math.max(...vessels.map((v) => hullReachM(v.dims)));
  const pairs: string[] = [];
  vessels.forEach((v, i) => {
    for (const j of index.near(at(v), hullReachM(v.dims) + maxReachM)) {
      if (hullsOverlap(hulls[i] ?? [], hulls[j] ?? [])) pairs.push(`${where(v)} and ${where(vessels[j] as SimVessel)}`);
    }
    index.add(at(v), i);
  });
  return pairs;
}

describe.skipIf(!store)('the built-in traffic in port', () => {
  for (const seed of [1, 2, 3]) {
    it(`puts no hull on land and no two hulls on each other, at start and through an hour (seed ${seed})`, () => {
      const traffic = new VesselTraffic(DEFAULT_FLEET, seed);
      const start = traffic.vessels();
      expect(onLand(start)).toEqual([]);
      expect(overlapping(start)).toEqual([]);
      const problems = new Set<string>();
      for (let t = 60; t <= HOUR_S; t += 60) {
        traffic.step(60);
        const fleet = traffic.vessels();
        // Every minute the vessels under way; at the hour everyone.
        const moving = t === HOUR_S ? fleet : fleet.filter((v) => v.navStatus !== NAV.moored && v.navStatus !== NAV.atAnchor);
        for (const problem of onLand(moving)) problems.add(`on land at ${t} s: ${problem}`);
        for (const problem of overlapping(fleet)) problems.add(`overlap at ${t} s: ${problem}`);
      }
      expect([...problems].slice(0, 10)).toEqual([]);
    }, 60_000);
  }
});

describe('moored and anchored vessels', () => {
  const traffic = new VesselTraffic(DEFAULT_FLEET, 1);
  const start = traffic.vessels().map((v) => ({ ...v }));
  const moored = start.filter((v) => v.navStatus === NAV.moored);
  const anchored = start.filter((v) => v.navStatus === NAV.atAnchor);

  it('has tens of vessels at anchor and more alongside, in both ports', () => {
    expect(anchored.length).toBeGreaterThanOrEqual(20);
    expect(anchored.length).toBeLessThanOrEqual(60);
    expect(moored.length).toBeGreaterThanOrEqual(50);
    expect(moored.some((v) => v.lonDeg < 18.6)).toBe(true);
    expect(moored.some((v) => v.lonDeg > 18.6)).toBe(true);
  });

  it('moors each vessel alongside a quay, parallel to it, its side the fenders off it', () => {
    for (const v of withDims(moored)) {
      const onQuay = BERTHS.map((berth) => {
        const [east, north] = toMetres(berth.a, berth.b);
        const quayDeg = (Math.atan2(east, north) * 180) / Math.PI;
        const offDeg = Math.abs(((((v.headingDeg - quayDeg) % 180) + 270) % 180) - 90);
        const offM = segmentDistanceNm(at(v), berth.a, berth.b) * 1852;
        return { offDeg, offM };
      }).reduce<{ offDeg: number; offM: number } | undefined>((best, quay) => (quay.offM < 60 && (!best || quay.offM < best.offM) ? quay : best), undefined);
      expect(onQuay, where(v)).toBeDefined();
      expect(onQuay?.offDeg ?? 99, where(v)).toBeLessThan(1);
      // The reference point lies its side's offset plus the fenders off the quay line.
      expect(Math.min(Math.abs((onQuay?.offM ?? 0) - v.dims.toPortM - FENDER_M), Math.abs((onQuay?.offM ?? 0) - v.dims.toStarboardM - FENDER_M)), where(v)).toBeLessThan(2);
    }
  });

  it('anchors each vessel inside an anchorage, outside every other swing circle, and keeps it there', () => {
    for (const v of anchored) expect(ANCHORAGES.some((a) => insidePolygon(at(v), a.corners)), where(v)).toBe(true);
    const swingM = (v: SimVessel): number => (v.dims ? v.dims.toBowM + v.dims.toSternM : 0) + ANCHOR_SCOPE_M;
    anchored.forEach((a, i) => {
      for (const b of anchored.slice(i + 1)) {
        if (a.dims && b.dims) expect(distanceM(at(a), at(b)), `${where(a)} and ${where(b)}`).toBeGreaterThanOrEqual(swingM(a) + swingM(b));
      }
    });
    for (let t = 0; t < HOUR_S; t += 60) traffic.step(60);
    const later = new Map(traffic.vessels().map((v) => [v.mmsi, v]));
    for (const v of [...anchored, ...moored]) {
      const now = later.get(v.mmsi);
      expect(now && distanceM(at(v), at(now)), where(v)).toBe(0);
      expect(now?.navStatus).toBe(v.navStatus);
    }
  });
});
