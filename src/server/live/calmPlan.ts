// Calm traffic's room in one region (see vesselTraffic.ts): LANE_PAIR
// vessels a lane, homes of vessels working an area WANDER_SPACING_NM apart
// and clear of the lanes, anchorages and the demo situations, one dredger at
// work, and every other vessel in port: alongside a free stretch of quay,
// or at anchor outside every other swing circle (portPlaces.ts).
import { ANCHORAGES, insidePolygon } from './anchorages';
import { DEMO_CENTRE, DEMO_CLEARANCE_NM, LANES, OPEN_WATER, type LatLon } from './lanes';
import { PortPlaces, randomAnchor, randomBerth, type Place } from './portPlaces';
import type { Random } from './random';
import { bearingDeg, distanceNm, segmentDistanceNm, wholeDeg } from './trafficGeometry';
import type { Tracked } from './trafficStep';
import { NAV } from './vesselTraffic';

/** Vessels per lane in calm traffic: half a round trip apart. */
export const LANE_PAIR = 2;
/** Calm traffic: homes of vessels working an area at least this far apart, NM. */
export const WANDER_SPACING_NM = 4;
/** Calm traffic: homes of vessels working an area at least this far from a lane's centre line and from an anchorage, NM. */
export const LANE_CLEARANCE_NM = 2.5;
/** Calm traffic: how far a vessel working an area strays from its home, degrees of latitude. */
const CALM_WANDER_RADIUS_DEG = 0.008;
/** Share of the vessels sent to port that go alongside first (the others try the anchorages first). */
const ALONGSIDE_FIRST = 0.8;

const laneDistanceNm = (p: LatLon): number =>
  Math.min(...LANES.flatMap((lane) => lane.points.slice(1).map((b, i) => segmentDistanceNm(p, lane.points[i] ?? b, b))));

/** Distance from `p` to the nearest anchorage (0 inside one), NM. */
export const anchorageDistanceNm = (p: LatLon): number =>
  Math.min(
    ...ANCHORAGES.map((a) =>
      insidePolygon(p, a.corners) ? 0 : Math.min(...a.corners.map((c, i) => segmentDistanceNm(p, c, a.corners[(i + 1) % a.corners.length] ?? c))),
    ),
  );

export class CalmPlan {
  private laneSlots = 0;
  private readonly homes: LatLon[] = [];
  private dredging = false;
  private readonly places: PortPlaces;

  constructor(private readonly r: Random) {
    // The wind the vessels at anchor head into, from the west quarter (the bay's prevailing wind).
    this.places = new PortPlaces(r.range(225, 315));
  }

  /** Puts a vessel where calm traffic has room for it. */
  place(tracked: Tracked): void {
    const { vessel: v, behaviour: b } = tracked;
    const r = this.r;
    if (b.kind === 'lane') {
      const slot = this.laneSlots;
      const lane = LANES[Math.floor(slot / LANE_PAIR)] ?? b.lane;
      // A vessel too long for the port at the slot's lane's end goes to port (the next one takes the slot).
      if (slot < LANES.length * LANE_PAIR && tracked.hull.toBowM + tracked.hull.toSternM <= (lane.maxLengthM ?? Infinity)) {
        this.laneSlots += 1;
        const last = lane.points.length - 1;
        // The first of a pair from the sea end inwards, the second from the port end outwards.
        const inbound = slot % LANE_PAIR === 0;
        const at = (inbound ? lane.points[0] : lane.points[last]) ?? [v.latDeg, v.lonDeg];
        const next = (inbound ? lane.points[1] : lane.points[last - 1]) ?? at;
        const courseDeg = wholeDeg(bearingDeg(at, next));
        tracked.behaviour = { ...b, lane, sideNm: 0.375, leg: inbound ? 0 : last - 1, forward: inbound, dwellS: 0 };
        Object.assign(v, { latDeg: at[0], lonDeg: at[1], cogDeg: courseDeg, headingDeg: courseDeg });
        v.navStatus = lane.deepWater && inbound ? NAV.constrainedByDraught : NAV.underWayEngine;
        return;
      }
      this.toPort(tracked, r.next() < ALONGSIDE_FIRST);
    } else if (b.kind === 'wander') {
      const dredger = v.navStatus === NAV.restricted;
      if (dredger && !this.dredging) {
        // One dredger at work, at its site.
        this.dredging = true;
        return;
      }
      const home = dredger ? null : this.wanderHome(b.home);
      if (home) {
        tracked.behaviour = { ...b, home, radiusDeg: Math.min(b.radiusDeg, CALM_WANDER_RADIUS_DEG) };
        Object.assign(v, { latDeg: home[0], lonDeg: home[1] });
      } else this.toPort(tracked, true);
    } else this.toPort(tracked, b.kind === 'moored');
  }

  /** A home for a vessel working an area near `wanted`, with room around it, or null. */
  private wanderHome(wanted: LatLon): LatLon | null {
    const r = this.r;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const home: LatLon = attempt === 0 ? wanted : [wanted[0] + r.range(-0.05, 0.05), wanted[1] + r.range(-0.08, 0.08)];
      if (!insidePolygon(home, OPEN_WATER)) continue;
      if (laneDistanceNm(home) < LANE_CLEARANCE_NM || anchorageDistanceNm(home) < LANE_CLEARANCE_NM) continue;
      if (distanceNm(home, DEMO_CENTRE) < DEMO_CLEARANCE_NM) continue;
      if (this.homes.some((h) => distanceNm(h, home) < WANDER_SPACING_NM)) continue;
      this.homes.push(home);
      return home;
    }
    return null;
  }

  /** Alongside or at anchor (the other when the first has no room; busy traffic's random spot when neither has). */
  private toPort(tracked: Tracked, alongsideFirst: boolean): void {
    const { vessel: v, hull } = tracked;
    const r = this.r;
    const moor = (): Place | null => this.places.moor(hull, r);
    const anchor = (): Place | null => this.places.anchor(hull, r);
    let moored = alongsideFirst;
    let place = alongsideFirst ? moor() : anchor();
    if (!place) {
      moored = !moored;
      place = moored ? moor() : anchor();
    }
    place ??= moored ? randomBerth(hull, r) : randomAnchor(r);
    tracked.behaviour = moored ? { kind: 'moored', home: place.home } : { kind: 'anchored', home: place.home, headDeg: place.headingDeg };
    Object.assign(v, {
      latDeg: place.home[0],
      lonDeg: place.home[1],
      sogKn: 0,
      headingDeg: wholeDeg(place.headingDeg),
      cogDeg: wholeDeg(place.headingDeg),
      navStatus: moored ? NAV.moored : NAV.atAnchor,
    });
    if (!moored) v.classB = false;
  }
}
