// The built-in vessel traffic of Gdańsk Bay: a deterministic (seeded) fleet
// of mixed types and sizes moving along the lanes into and out of Gdynia and
// Gdańsk, at anchor on the roads, moored alongside the quays, fishing,
// drifting, dredging and sailing, some without dimensions. Lane traffic
// keeps to the starboard side of its lane (opposing traffic passes clear, as
// a traffic separation scheme has it), anchorages lie off the fairways. The
// traffic is calm (measured in alerts/trafficConflicts.test.ts; the room it
// gives each vessel is calmPlan.ts's): each lane carries LANE_PAIR vessels
// half a round trip apart (they meet mid-lane, each on its side, and turn
// round at the ends alone, in the narrow port legs too), vessels working an
// area keep WANDER_SPACING_NM from one another and LANE_CLEARANCE_NM from the
// lanes and anchorages (and DEMO_CLEARANCE_NM from the demo situations'
// place), and every other vessel is in port: alongside a free stretch of
// quay, or at anchor outside every other swing circle (portPlaces.ts), no
// hull on land or on another (portTraffic.test.ts). Close quarters come from
// the demo scenarios (demoScenarios.ts). Busy traffic (`busy`; by default for
// spread fleets and those over CALM_FLEET_MAX: the benchmarks') places every
// lane vessel at random and shares the areas, quays and anchorages: a
// crowded picture with many conflicts. It produces AIS-like reports
// (position every few seconds, static data every few minutes) that are
// encoded as NMEA and sent through the same decoder as a real feed.
import { CalmPlan } from './calmPlan';
import { DREDGING_SITE, DRIFT_AREA, FISHING_GROUNDS, LANES, laneOffsetScale, SAILING_AREA, type LatLon } from './lanes';
import { randomAnchor, randomBerth } from './portPlaces';
import { Random } from './random';
import { advance, placeOnLane, type Behaviour, type Tracked } from './trafficStep';
import { starboardOf, wholeDeg } from './trafficGeometry';

/** AIS navigational status codes used by the simulator. */
export const NAV = {
  underWayEngine: 0,
  atAnchor: 1,
  notUnderCommand: 2,
  restricted: 3,
  constrainedByDraught: 4,
  moored: 5,
  fishing: 7,
  underWaySailing: 8,
} as const;

export interface SimDimensions {
  toBowM: number;
  toSternM: number;
  toPortM: number;
  toStarboardM: number;
}

export interface SimVessel {
  mmsi: number;
  name: string;
  callsign: string;
  /** AIS ship type code (30 fishing, 52 tug, 60 passenger, 70 cargo, 80 tanker, ...). */
  shipType: number;
  /** Class B transponder (reports with AIS types 18 and 24). */
  classB: boolean;
  dims: SimDimensions | null;
  draughtM: number;
  destination: string;
  latDeg: number;
  lonDeg: number;
  sogKn: number;
  cogDeg: number;
  headingDeg: number;
  navStatus: number;
}

export interface SimReports {
  positions: SimVessel[];
  statics: SimVessel[];
}

const MIDS = [261, 261, 261, 211, 219, 230, 244, 255, 265, 273, 636, 538];
const NAMES = ['BALTIC', 'GDYNIA', 'POMORZE', 'WISLA', 'KASZUBY', 'ORLEN', 'NORD', 'AMBER', 'HEL', 'SOPOT', 'MAZURY', 'ODRA', 'LEBA', 'RUGIA', 'POLONIA'];
const SUFFIXES = ['STAR', 'TRADER', 'SPIRIT', 'EXPRESS', 'PIONEER', 'CARRIER', 'WIND', 'BREEZE', 'QUEEN', 'LINK'];
const DESTINATIONS = ['PLGDY', 'PLGDN', 'SEKAR', 'DEHAM', 'DKAAR', 'FIHEL', 'LTKLJ', 'NLRTM'];

/** Distance a lane vessel keeps to starboard of the centre line at sea, nautical miles (range of the fleet). */
const SIDE_NM: readonly [number, number] = [0.3, 0.45];

/** When a vessel next reports anything. */
const nextDue = (t: Tracked): number => Math.min(t.nextPositionS, t.nextStaticS);

/** The vessel as reported: moved to its region (a copy) when it has one. */
const shifted = ({ vessel, shift }: Tracked): SimVessel =>
  shift[0] === 0 && shift[1] === 0 ? vessel : { ...vessel, latDeg: vessel.latDeg + shift[0], lonDeg: vessel.lonDeg + shift[1] };

export interface VesselTrafficOptions {
  /**
   * Vessels per bay-sized region; 0 (the default) keeps the whole fleet in
   * Gdańsk Bay. A large fleet then spreads over copies of the bay laid side
   * by side (REGIONS_PER_COLUMN a column, REGION_STEP_DEG apart), each at the
   * density of this many vessels — the picture of a wide area, for
   * benchmarks of what scales with the area rather than the density.
   */
  perRegion?: number;
  /**
   * Lanes and areas without the calm traffic's limits (crowded: many
   * conflicts). Default: busy for spread fleets and fleets over
   * CALM_FLEET_MAX (the benchmarks' 20,000), calm otherwise (the demo).
   */
  busy?: boolean;
}

/** A vessel's motion is taken in steps of at most this many seconds (lane ends and turns stay as sharp as the vessel's speed). */
export const MOTION_STEP_S = 1;

/** Fleets up to this many vessels in one region are calm unless told otherwise. */
export const CALM_FLEET_MAX = 1000;

const REGIONS_PER_COLUMN = 10;
const REGION_STEP_DEG: LatLon = [0.8, 2];

export class VesselTraffic {
  private readonly random: Random;
  private readonly fleet: Tracked[] = [];
  /** Each vessel's next report (position or static data), traffic seconds, by fleet index: `step` reads only these until one falls due. */
  private readonly dueS: Float64Array;
  private timeS = 0;

  constructor(count: number, seed = 1, options: VesselTrafficOptions = {}) {
    this.random = new Random(seed);
    const used = new Set<number>();
    const perRegion = Math.max(0, Math.floor(options.perRegion ?? 0));
    const plans = new Map<number, CalmPlan>();
    for (let i = 0; i < count; i += 1) {
      const region = perRegion > 0 ? Math.floor(i / perRegion) : 0;
      const shift: LatLon = [(region % REGIONS_PER_COLUMN) * REGION_STEP_DEG[0], Math.floor(region / REGIONS_PER_COLUMN) * REGION_STEP_DEG[1]];
      const tracked = { ...this.create(i, used), shift };
      if (!(options.busy ?? (perRegion > 0 || count > CALM_FLEET_MAX))) {
        const plan = plans.get(region) ?? new CalmPlan(this.random);
        plans.set(region, plan);
        plan.place(tracked);
      }
      this.fleet.push(tracked);
    }
    this.dueS = Float64Array.from(this.fleet, nextDue);
  }

  get size(): number {
    return this.fleet.length;
  }

  /** Every vessel, moved on to the traffic's time. */
  vessels(): readonly SimVessel[] {
    for (const tracked of this.fleet) this.move(tracked);
    return this.fleet.map(shifted);
  }

  private mmsi(used: Set<number>): number {
    for (;;) {
      const mmsi = this.random.pick(MIDS) * 1_000_000 + this.random.int(100_000, 999_999);
      if (!used.has(mmsi)) {
        used.add(mmsi);
        return mmsi;
      }
    }
  }

  private create(index: number, used: Set<number>): Omit<Tracked, 'shift'> {
    const r = this.random;
    const roll = r.next();
    const kind: Behaviour['kind'] | 'fishing' | 'drifting' | 'dredger' | 'pleasure' =
      roll < 0.25 ? 'lane' : roll < 0.43 ? 'anchored' : roll < 0.81 ? 'moored' : roll < 0.88 ? 'fishing' : roll < 0.91 ? 'drifting' : roll < 0.93 ? 'dredger' : 'pleasure';
    const shipType =
      kind === 'fishing' ? 30 : kind === 'dredger' ? 33 : kind === 'pleasure' ? r.pick([36, 37]) : r.pick([70, 70, 70, 80, 80, 60, 52, 50, 79, 89]);
    const lengthM = shipType === 37 || shipType === 36 ? r.int(8, 18) : shipType === 52 || shipType === 50 ? r.int(18, 35) : shipType === 30 ? r.int(15, 40) : r.int(80, 300);
    const beamM = Math.max(3, Math.round(lengthM / r.range(5.5, 7.5)));
    const bowM = Math.round(lengthM * r.range(0.6, 0.85));
    // About one vessel in ten does not broadcast its dimensions.
    const hull = { toBowM: bowM, toSternM: lengthM - bowM, toPortM: Math.floor(beamM / 2), toStarboardM: Math.ceil(beamM / 2) };
    const dims = r.next() < 0.1 ? null : hull;
    const vessel: SimVessel = {
      mmsi: this.mmsi(used),
      name: `${r.pick(NAMES)} ${r.pick(SUFFIXES)}${index % 7 === 0 ? ` ${(index % 9) + 1}` : ''}`.slice(0, 20),
      callsign: `SP${r.int(1000, 9999)}`,
      shipType,
      classB: kind === 'pleasure',
      dims,
      draughtM: Math.round(Math.min(15, lengthM / 18 + 1) * 10) / 10,
      destination: r.pick(DESTINATIONS),
      latDeg: 0,
      lonDeg: 0,
      sogKn: 0,
      cogDeg: 0,
      headingDeg: 0,
      navStatus: NAV.underWayEngine,
    };
    let behaviour: Behaviour;
    if (kind === 'lane') {
      const lane = r.pick(LANES);
      behaviour = { kind: 'lane', lane, sideNm: r.range(SIDE_NM[0], SIDE_NM[1]), leg: r.int(0, lane.points.length - 2), forward: r.next() < 0.5, dwellS: 0 };
      const a = lane.points[behaviour.leg] ?? lane.points[0] ?? [54.6, 18.8];
      const b = lane.points[behaviour.leg + 1] ?? a;
      const [from, to] = behaviour.forward ? [a, b] : [b, a];
      const t = r.next();
      const share = laneOffsetScale(lane, behaviour.leg) + (laneOffsetScale(lane, behaviour.leg + 1) - laneOffsetScale(lane, behaviour.leg)) * t;
      const side = starboardOf(from, to, behaviour.sideNm * share);
      vessel.latDeg = from[0] + (to[0] - from[0]) * t + (side[0] - to[0]);
      vessel.lonDeg = from[1] + (to[1] - from[1]) * t + (side[1] - to[1]);
      // Deep-draught tankers and bulkers on the approaches.
      if ((shipType === 80 || shipType === 70) && lengthM > 180 && r.next() < 0.3) vessel.navStatus = NAV.constrainedByDraught;
    } else if (kind === 'anchored' || kind === 'moored') {
      // Anywhere in an anchorage or along a quay (busy traffic); calm traffic finds each a free place (CalmPlan).
      const place = kind === 'anchored' ? randomAnchor(r) : randomBerth(hull, r);
      behaviour = kind === 'anchored' ? { kind, home: place.home, headDeg: place.headingDeg } : { kind, home: place.home };
      vessel.navStatus = kind === 'anchored' ? NAV.atAnchor : NAV.moored;
      vessel.headingDeg = wholeDeg(place.headingDeg);
      vessel.cogDeg = vessel.headingDeg;
    } else {
      const area = (centre: LatLon, radiusDeg: number): LatLon => [centre[0] + r.range(-1, 1) * radiusDeg, centre[1] + r.range(-1, 1) * radiusDeg * 1.7];
      const home: LatLon =
        kind === 'fishing'
          ? area(r.pick(FISHING_GROUNDS), 0.04)
          : kind === 'dredger'
            ? area(DREDGING_SITE, 0.003)
            : kind === 'pleasure'
              ? [r.range(...SAILING_AREA.latDeg), r.range(...SAILING_AREA.lonDeg)]
              : [r.range(...DRIFT_AREA.latDeg), r.range(...DRIFT_AREA.lonDeg)];
      behaviour = {
        kind: 'wander',
        home,
        radiusDeg: kind === 'dredger' ? 0.005 : kind === 'pleasure' ? 0.02 : 0.03,
        // A dredger at work creeps (below the alerts' minimum speed).
        speedKn: kind === 'fishing' ? r.range(2, 4) : kind === 'dredger' ? 0.4 : kind === 'pleasure' ? r.range(3, 6) : r.range(0.4, 1.5),
      };
      vessel.navStatus =
        kind === 'fishing' ? NAV.fishing : kind === 'dredger' ? NAV.restricted : kind === 'pleasure' ? (shipType === 36 ? NAV.underWaySailing : NAV.underWayEngine) : NAV.notUnderCommand;
    }
    if (behaviour.kind !== 'lane') {
      vessel.latDeg = behaviour.home[0];
      vessel.lonDeg = behaviour.home[1];
    }
    if (behaviour.kind === 'wander') {
      vessel.cogDeg = r.range(0, 360);
      vessel.headingDeg = wholeDeg(vessel.cogDeg);
    }
    return { vessel, hull, behaviour, nextPositionS: r.range(0, 10), nextStaticS: r.range(0, 60), movedS: 0 };
  }

  /**
   * Advances the traffic's clock by `dtS` seconds and returns the reports
   * that fell due. Only what is reported is seen, so a vessel moves when it
   * reports (or when `vessels` is read): its motion since the last time, in
   * steps of at most MOTION_STEP_S. Moving all 20,000 vessels of the
   * benchmarks five times a second cost the server about 60 ms of every
   * second (now about 6); a vessel under way reports every 10 s, one at
   * anchor every 60 s.
   */
  step(dtS: number): SimReports {
    this.timeS += dtS;
    const reports: SimReports = { positions: [], statics: [] };
    const { fleet, dueS } = this;
    for (let i = 0; i < dueS.length; i += 1) {
      if ((dueS[i] ?? Infinity) > this.timeS) continue;
      const tracked = fleet[i];
      if (!tracked) continue;
      this.move(tracked);
      const { vessel } = tracked;
      if (this.timeS >= tracked.nextPositionS) {
        reports.positions.push(shifted(tracked));
        const still = vessel.sogKn < 0.5;
        tracked.nextPositionS = this.timeS + (vessel.classB ? (still ? 180 : 30) : still ? 60 : 10);
      }
      if (this.timeS >= tracked.nextStaticS) {
        reports.statics.push(shifted(tracked));
        tracked.nextStaticS = this.timeS + 360;
      }
      dueS[i] = nextDue(tracked);
    }
    return reports;
  }

  /** Takes a vessel's motion on to the traffic's time, in steps of at most MOTION_STEP_S. */
  private move(tracked: Tracked): void {
    let leftS = this.timeS - tracked.movedS;
    while (leftS > 1e-9) {
      const s = Math.min(leftS, MOTION_STEP_S);
      advance(tracked, s, this.random);
      leftS -= s;
    }
    tracked.movedS = this.timeS;
  }

  /**
   * Takes the fleet on from a picture of it (what another node's traffic
   * reported, from the tracker), instead of stepping it all along: each
   * vessel the picture has moves to where it was seen, on its course and
   * speed (a lane vessel onto its lane's nearest leg, heading the way it
   * went); the reports then fall due over the next seconds, as at start.
   */
  resume(seen: (mmsi: number) => SeenVessel | undefined): void {
    this.fleet.forEach((tracked, i) => {
      const { vessel, shift, behaviour } = tracked;
      const at = seen(vessel.mmsi);
      if (at) {
        vessel.latDeg = at.latDeg - shift[0];
        vessel.lonDeg = at.lonDeg - shift[1];
        vessel.cogDeg = at.cogDeg;
        vessel.sogKn = at.sogKn;
        vessel.headingDeg = at.headingDeg;
        if (behaviour.kind === 'lane') placeOnLane(behaviour, [vessel.latDeg, vessel.lonDeg], vessel.cogDeg);
      }
      tracked.movedS = this.timeS;
      tracked.nextPositionS = this.timeS + this.random.range(0, 10);
      tracked.nextStaticS = this.timeS + this.random.range(0, 60);
      this.dueS[i] = nextDue(tracked);
    });
  }
}

/** Where a vessel was last seen (its region's shift included), for `resume`. */
export interface SeenVessel {
  latDeg: number;
  lonDeg: number;
  cogDeg: number;
  sogKn: number;
  headingDeg: number;
}
