// The built-in vessel traffic of Gdańsk Bay: a deterministic (seeded) fleet
// of mixed types and sizes moving along the lanes into and out of Gdynia and
// Gdańsk, anchored on the roads, moored, fishing, drifting and dredging, some
// without dimensions. It produces AIS-like reports (position every few
// seconds, static data every few minutes) that are encoded as NMEA and sent
// through the same decoder as a real feed.
import { ANCHORAGES, BERTH_SPREAD_DEG, BERTHS, DREDGING_SITE, DRIFT_AREA, FISHING_GROUNDS, LANES, laneOffsetScale, type Lane, type LatLon } from './lanes';
import { Random } from './random';

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

type Behaviour =
  | { kind: 'lane'; lane: Lane; offsetDeg: number; leg: number; forward: boolean; dwellS: number }
  | { kind: 'anchored'; home: LatLon }
  | { kind: 'moored'; home: LatLon }
  | { kind: 'wander'; home: LatLon; radiusDeg: number; speedKn: number };

interface Tracked {
  vessel: SimVessel;
  behaviour: Behaviour;
  nextPositionS: number;
  nextStaticS: number;
}

export interface SimReports {
  positions: SimVessel[];
  statics: SimVessel[];
}

const MIDS = [261, 261, 261, 211, 219, 230, 244, 255, 265, 273, 636, 538];
const NAMES = ['BALTIC', 'GDYNIA', 'POMORZE', 'WISLA', 'KASZUBY', 'ORLEN', 'NORD', 'AMBER', 'HEL', 'SOPOT', 'MAZURY', 'ODRA', 'LEBA', 'RUGIA', 'POLONIA'];
const SUFFIXES = ['STAR', 'TRADER', 'SPIRIT', 'EXPRESS', 'PIONEER', 'CARRIER', 'WIND', 'BREEZE', 'QUEEN', 'LINK'];
const DESTINATIONS = ['PLGDY', 'PLGDN', 'SEKAR', 'DEHAM', 'DKAAR', 'FIHEL', 'LTKLJ', 'NLRTM'];

const KN_TO_DEG_LAT_PER_S = 1 / 60 / 3600;

function bearingDeg(from: LatLon, to: LatLon): number {
  const dLat = to[0] - from[0];
  const dLon = (to[1] - from[1]) * Math.cos((from[0] * Math.PI) / 180);
  const deg = ((Math.atan2(dLon, dLat) * 180) / Math.PI + 360) % 360;
  return deg >= 360 ? 0 : deg;
}

/** Whole degrees 0..359. */
const wholeDeg = (deg: number): number => ((Math.round(deg) % 360) + 360) % 360;

function move(v: SimVessel, dtS: number): void {
  const dLatDeg = v.sogKn * KN_TO_DEG_LAT_PER_S * dtS;
  const courseRad = (v.cogDeg * Math.PI) / 180;
  v.latDeg += dLatDeg * Math.cos(courseRad);
  v.lonDeg += (dLatDeg * Math.sin(courseRad)) / Math.cos((v.latDeg * Math.PI) / 180);
}

export class VesselTraffic {
  private readonly random: Random;
  private readonly fleet: Tracked[] = [];
  private timeS = 0;

  constructor(count: number, seed = 1) {
    this.random = new Random(seed);
    const used = new Set<number>();
    for (let i = 0; i < count; i += 1) this.fleet.push(this.create(i, used));
  }

  get size(): number {
    return this.fleet.length;
  }

  vessels(): readonly SimVessel[] {
    return this.fleet.map((t) => t.vessel);
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

  private create(index: number, used: Set<number>): Tracked {
    const r = this.random;
    const roll = r.next();
    const kind: Behaviour['kind'] | 'fishing' | 'drifting' | 'dredger' | 'pleasure' =
      roll < 0.55 ? 'lane' : roll < 0.67 ? 'anchored' : roll < 0.77 ? 'moored' : roll < 0.85 ? 'fishing' : roll < 0.88 ? 'drifting' : roll < 0.9 ? 'dredger' : 'pleasure';
    const shipType =
      kind === 'fishing' ? 30 : kind === 'dredger' ? 33 : kind === 'pleasure' ? r.pick([36, 37]) : r.pick([70, 70, 70, 80, 80, 60, 52, 50, 79, 89]);
    const lengthM = shipType === 37 || shipType === 36 ? r.int(8, 18) : shipType === 52 || shipType === 50 ? r.int(18, 35) : shipType === 30 ? r.int(15, 40) : r.int(80, 300);
    const beamM = Math.max(3, Math.round(lengthM / r.range(5.5, 7.5)));
    const bowM = Math.round(lengthM * r.range(0.6, 0.85));
    // About one vessel in ten does not broadcast its dimensions.
    const dims = r.next() < 0.1 ? null : { toBowM: bowM, toSternM: lengthM - bowM, toPortM: Math.floor(beamM / 2), toStarboardM: Math.ceil(beamM / 2) };
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
    if (kind === 'lane' || kind === 'pleasure') {
      const lanes = kind === 'pleasure' ? LANES.filter((lane) => lane.seaSpeedKn <= 16) : LANES;
      const lane = r.pick(lanes);
      behaviour = { kind: 'lane', lane, offsetDeg: r.range(-0.006, 0.006), leg: r.int(0, lane.points.length - 2), forward: r.next() < 0.5, dwellS: 0 };
      const from = lane.points[behaviour.leg] ?? lane.points[0] ?? [54.6, 18.8];
      const to = lane.points[behaviour.leg + 1] ?? from;
      const t = r.next();
      const offsetShare = laneOffsetScale(lane, behaviour.leg) + (laneOffsetScale(lane, behaviour.leg + 1) - laneOffsetScale(lane, behaviour.leg)) * t;
      vessel.latDeg = from[0] + (to[0] - from[0]) * t + behaviour.offsetDeg * offsetShare;
      vessel.lonDeg = from[1] + (to[1] - from[1]) * t;
      // Deep-draught tankers and bulkers on the approaches.
      if ((shipType === 80 || shipType === 70) && lengthM > 180 && r.next() < 0.3) vessel.navStatus = NAV.constrainedByDraught;
      if (kind === 'pleasure') vessel.navStatus = shipType === 36 ? NAV.underWaySailing : NAV.underWayEngine;
    } else if (kind === 'anchored') {
      const anchorage = r.pick(ANCHORAGES);
      const home: LatLon = [anchorage.centre[0] + r.range(-1, 1) * anchorage.radiusDeg, anchorage.centre[1] + r.range(-1, 1) * anchorage.radiusDeg * 1.7];
      behaviour = { kind: 'anchored', home };
      vessel.navStatus = NAV.atAnchor;
    } else if (kind === 'moored') {
      const berth = r.pick(BERTHS);
      behaviour = { kind: 'moored', home: [berth[0] + r.range(-BERTH_SPREAD_DEG[0], BERTH_SPREAD_DEG[0]), berth[1] + r.range(-BERTH_SPREAD_DEG[1], BERTH_SPREAD_DEG[1])] };
      vessel.navStatus = NAV.moored;
    } else {
      const home: LatLon =
        kind === 'fishing' ? r.pick(FISHING_GROUNDS) : kind === 'dredger' ? DREDGING_SITE : [r.range(...DRIFT_AREA.latDeg), r.range(...DRIFT_AREA.lonDeg)];
      behaviour = { kind: 'wander', home, radiusDeg: kind === 'dredger' ? 0.01 : 0.05, speedKn: kind === 'fishing' ? r.range(2, 4) : kind === 'dredger' ? 1.5 : r.range(0.4, 1.5) };
      vessel.navStatus = kind === 'fishing' ? NAV.fishing : kind === 'dredger' ? NAV.restricted : NAV.notUnderCommand;
    }
    if (behaviour.kind !== 'lane') {
      vessel.latDeg = behaviour.home[0];
      vessel.lonDeg = behaviour.home[1];
      vessel.cogDeg = r.range(0, 360);
      vessel.headingDeg = wholeDeg(vessel.cogDeg);
    }
    return { vessel, behaviour, nextPositionS: r.range(0, 10), nextStaticS: r.range(0, 60) };
  }

  /** Advances the fleet by `dtS` seconds and returns the reports that fell due. */
  step(dtS: number): SimReports {
    this.timeS += dtS;
    const reports: SimReports = { positions: [], statics: [] };
    for (const tracked of this.fleet) {
      this.advance(tracked, dtS);
      const { vessel } = tracked;
      if (this.timeS >= tracked.nextPositionS) {
        reports.positions.push(vessel);
        const still = vessel.sogKn < 0.5;
        tracked.nextPositionS = this.timeS + (vessel.classB ? (still ? 180 : 30) : still ? 60 : 10);
      }
      if (this.timeS >= tracked.nextStaticS) {
        reports.statics.push(vessel);
        tracked.nextStaticS = this.timeS + 360;
      }
    }
    return reports;
  }

  private advance(tracked: Tracked, dtS: number): void {
    const { vessel: v, behaviour: b } = tracked;
    const r = this.random;
    if (b.kind === 'anchored' || b.kind === 'moored') {
      v.sogKn = b.kind === 'anchored' ? Math.round(r.range(0, 0.3) * 10) / 10 : 0;
      // Swinging at anchor: the heading drifts slowly.
      if (b.kind === 'anchored') v.headingDeg = wholeDeg(v.headingDeg + r.normal() * 0.5);
      v.cogDeg = v.headingDeg;
      return;
    }
    if (b.kind === 'wander') {
      const away = Math.hypot(v.latDeg - b.home[0], v.lonDeg - b.home[1]);
      v.cogDeg = away > b.radiusDeg ? bearingDeg([v.latDeg, v.lonDeg], b.home) : (v.cogDeg + r.normal() * 3 + 360) % 360;
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
    const targetIndex = b.forward ? b.leg + 1 : b.leg;
    const target = points[targetIndex] ?? points[0] ?? [v.latDeg, v.lonDeg];
    const goal: LatLon = [target[0] + b.offsetDeg * laneOffsetScale(b.lane, targetIndex), target[1]];
    const inPort = b.forward ? b.leg >= points.length - 3 : b.leg >= points.length - 2;
    v.sogKn = Math.round((inPort ? b.lane.portSpeedKn : b.lane.seaSpeedKn) * (v.classB ? 0.6 : 1) * 10) / 10;
    v.cogDeg = bearingDeg([v.latDeg, v.lonDeg], goal);
    v.headingDeg = wholeDeg(v.cogDeg + r.normal() * 1.5);
    const remainingDeg = Math.hypot(goal[0] - v.latDeg, (goal[1] - v.lonDeg) * Math.cos((v.latDeg * Math.PI) / 180));
    const stepDeg = v.sogKn * KN_TO_DEG_LAT_PER_S * dtS;
    if (stepDeg >= remainingDeg) {
      v.latDeg = goal[0];
      v.lonDeg = goal[1];
      b.leg += b.forward ? 1 : -1;
      if (b.leg >= points.length - 1 || b.leg < 0) {
        // End of the lane: turn round after a stay in port (inbound) or at sea (outbound).
        b.forward = !b.forward;
        b.leg = Math.min(Math.max(b.leg, 0), points.length - 2);
        b.dwellS = r.range(120, 900);
      }
    } else {
      move(v, dtS);
    }
  }
}
