// One step of one simulated vessel: vessels at anchor swing about their
// mean heading (head to the wind), moored ones lie still,
// vessels working an area wander with a slow wobble and turn back home,
// lane vessels keep to starboard of their lane, funnel into its ends and
// turn round there. No closures here: the fleet steps 20,000 vessels a
// second in the benchmarks.
import { laneOffsetScale, type Lane, type LatLon } from './lanes';
import type { Random } from './random';
import { angleDiff, bearingDeg, distanceNm, KN_TO_DEG_LAT_PER_S, move, segmentDistanceNm, starboardOf, towards, wholeDeg } from './trafficGeometry';
import type { SimDimensions, SimVessel } from './vesselTraffic';

export type Behaviour =
  /** `sideNm`: distance kept to starboard of the lane's centre line at sea (narrow waters take their lane's offset share of it). */
  | { kind: 'lane'; lane: Lane; sideNm: number; leg: number; forward: boolean; dwellS: number }
  /** `headDeg`: the heading it lies at on average (head to the wind); it swings about that. */
  | { kind: 'anchored'; home: LatLon; headDeg: number }
  | { kind: 'moored'; home: LatLon }
  | { kind: 'wander'; home: LatLon; radiusDeg: number; speedKn: number };

export interface Tracked {
  vessel: SimVessel;
  /** Its hull's reference offsets, also when it does not report them (vessel.dims null). */
  hull: SimDimensions;
  /** The region's offset from Gdańsk Bay (spread fleets), degrees. */
  shift: LatLon;
  behaviour: Behaviour;
  nextPositionS: number;
  nextStaticS: number;
  /** The traffic's time (s) this vessel's motion was last taken on to (VesselTraffic moves a vessel when it reports). */
  movedS: number;
}

/** Within this distance of a lane's end the two directions funnel into the end point, where vessels turn round. */
const FUNNEL_NM = 1;

/** How a vessel at anchor swings: its heading's random walk, degrees per square root of a second. */
const ANCHOR_SWING_DEG = 1.1;
/** How fast a vessel at anchor comes back to its mean heading: the share of the difference per second. */
const ANCHOR_RETURN_PER_S = 1 / 300;

/** Turn rate of wandering vessels heading back into their area, degrees a second. */
const WANDER_TURN_DEG_S = 3;

/** Whether `index` is a lane's first or last point (`last` the last index). */
const isEnd = (index: number, last: number): boolean => index === 0 || index === last;

/** A funnel's mouth (FUNNEL_NM along the lane, at most the leg's length, on the vessel's side) is this far from the end point. */
const mouthNm = (sideNm: number, legNm: number): number => Math.hypot(Math.min(FUNNEL_NM, legNm), sideNm);

/** Advances one vessel by `dtS` seconds. */
export function advance(tracked: Tracked, dtS: number, r: Random): void {
  const { vessel: v, behaviour: b } = tracked;
  if (b.kind === 'anchored' || b.kind === 'moored') {
    v.sogKn = b.kind === 'anchored' ? Math.round(r.range(0, 0.3) * 10) / 10 : 0;
    // Swinging at anchor: the heading drifts slowly.
    if (b.kind === 'anchored') {
      const back = angleDiff(b.headDeg, v.headingDeg) * Math.min(1, ANCHOR_RETURN_PER_S * dtS);
      v.headingDeg = wholeDeg(v.headingDeg + back + r.normal() * ANCHOR_SWING_DEG * Math.sqrt(dtS));
    }
    v.cogDeg = v.headingDeg;
    return;
  }
  if (b.kind === 'wander') {
    // Long straight legs with a slow wobble; outside its area a vessel turns
    // back towards home at a few degrees a second (no sudden course jumps).
    const away = Math.hypot(v.latDeg - b.home[0], v.lonDeg - b.home[1]);
    const wobble = r.normal() * 0.7 * Math.sqrt(dtS);
    const turn = away > b.radiusDeg ? Math.max(-WANDER_TURN_DEG_S * dtS, Math.min(WANDER_TURN_DEG_S * dtS, angleDiff(bearingDeg([v.latDeg, v.lonDeg], b.home), v.cogDeg))) : 0;
    v.cogDeg = (((v.cogDeg + turn + wobble) % 360) + 360) % 360;
    v.sogKn = b.speedKn;
    v.headingDeg = wholeDeg(v.cogDeg);
    move(v, dtS);
    return;
  }
  if (b.dwellS > 0) {
    b.dwellS -= dtS;
    v.sogKn = 0;
    return;
  }
  const points = b.lane.points;
  const ahead = points[b.forward ? b.leg + 1 : b.leg] ?? points[0] ?? [v.latDeg, v.lonDeg];
  const behind = points[b.forward ? b.leg : b.leg + 1] ?? ahead;
  const inPort = b.forward ? b.leg >= points.length - 3 : b.leg >= points.length - 2;
  // Each direction keeps to its side; within FUNNEL_NM of a lane's end the
  // two funnel into the end point, where a vessel turns round: no one
  // crosses the opposing stream out on the lane.
  const last = points.length - 1;
  const here: LatLon = [v.latDeg, v.lonDeg];
  const aheadIndex = b.forward ? b.leg + 1 : b.leg;
  const behindIndex = b.forward ? b.leg : b.leg + 1;
  const aheadSideNm = b.sideNm * laneOffsetScale(b.lane, aheadIndex);
  const behindSideNm = b.sideNm * laneOffsetScale(b.lane, behindIndex);
  let goal = starboardOf(behind, ahead, aheadSideNm);
  let legEnd = true;
  if (isEnd(aheadIndex, last)) {
    if (distanceNm(here, ahead) > mouthNm(aheadSideNm, distanceNm(behind, ahead)) * 1.001) {
      goal = starboardOf(behind, towards(ahead, behind, FUNNEL_NM), aheadSideNm);
      legEnd = false;
    } else goal = ahead;
  }
  // A leg shorter than the funnel has its mouth at its other end: a vessel that reached it goes on (it stood there before).
  if (legEnd && isEnd(behindIndex, last) && distanceNm(here, behind) < mouthNm(behindSideNm, distanceNm(behind, ahead)) * 0.999) {
    goal = starboardOf(behind, towards(behind, ahead, FUNNEL_NM), behindSideNm);
    legEnd = false;
  }
  v.sogKn = Math.round((inPort ? b.lane.portSpeedKn : b.lane.seaSpeedKn) * (v.classB ? 0.6 : 1) * 10) / 10;
  v.cogDeg = bearingDeg(here, goal);
  v.headingDeg = wholeDeg(v.cogDeg + r.normal() * 1.5);
  const remainingDeg = Math.hypot(goal[0] - v.latDeg, (goal[1] - v.lonDeg) * Math.cos((v.latDeg * Math.PI) / 180));
  const stepDeg = v.sogKn * KN_TO_DEG_LAT_PER_S * dtS;
  if (stepDeg >= remainingDeg) {
    v.latDeg = goal[0];
    v.lonDeg = goal[1];
    if (!legEnd) return;
    b.leg += b.forward ? 1 : -1;
    if (b.leg >= points.length - 1 || b.leg < 0) {
      // End of the lane: turn round to the other side of the lane (no stay:
      // a vessel lying at the end would stand in the way of those following).
      b.forward = !b.forward;
      b.leg = Math.min(Math.max(b.leg, 0), points.length - 2);
    }
  } else {
    move(v, dtS);
  }
}

/**
 * Puts a lane vessel seen at `here`, heading `cogDeg`, back on its lane (a
 * node taking over the traffic from the picture another node reported):
 * the leg and direction whose track (the leg moved to starboard of that
 * direction, as `advance` steers it) lies nearest, among the directions
 * within 90 degrees of its course.
 */
export function placeOnLane(b: Extract<Behaviour, { kind: 'lane' }>, here: LatLon, cogDeg: number): void {
  const points = b.lane.points;
  let best = Infinity;
  for (let leg = 0; leg + 1 < points.length; leg += 1) {
    for (const forward of [true, false]) {
      const behindIndex = forward ? leg : leg + 1;
      const aheadIndex = forward ? leg + 1 : leg;
      const behind = points[behindIndex] as LatLon;
      const ahead = points[aheadIndex] as LatLon;
      if (Math.abs(angleDiff(cogDeg, bearingDeg(behind, ahead))) > 90) continue;
      const trackFrom = starboardOf(ahead, behind, -b.sideNm * laneOffsetScale(b.lane, behindIndex));
      const trackTo = starboardOf(behind, ahead, b.sideNm * laneOffsetScale(b.lane, aheadIndex));
      const nm = segmentDistanceNm(here, trackFrom, trackTo);
      if (nm >= best) continue;
      best = nm;
      b.leg = leg;
      b.forward = forward;
    }
  }
  b.dwellS = 0;
}
