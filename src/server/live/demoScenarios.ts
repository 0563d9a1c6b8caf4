// Demo situations for the alerts (with the built-in traffic and the demo
// data on), so a newcomer sees each within minutes of `npm start`:
// - close quarters: two vessels shuttle on crossing legs and pass 0.1 NM
//   apart every CROSSING_PERIOD_S (on a collision course from the start, so
//   the alert is there at the first evaluation);
// - spoofed jump: a vessel whose report is now and then 10-15 NM off
//   (first after a minute, then every SPOOF_PERIOD_S, each time elsewhere);
// - duplicated MMSI: for two minutes in every DUPLICATE_PERIOD_S a second
//   transmitter with another demo vessel's MMSI and name reports from
//   10 NM away (first after a minute and a half).
// All in open water east of the Gdańsk approaches, clear of the lanes.
import { DEMO_CENTRE, type LatLon } from './lanes';
import type { SimReports, SimVessel } from './vesselTraffic';

const CENTRE: LatLon = DEMO_CENTRE;
const SPEED_KN = 12;
/** Half a crossing leg: the two meet every 2 × this / speed hours. */
const LEG_NM = 1;
export const CROSSING_PERIOD_S = ((2 * LEG_NM) / SPEED_KN) * 3600;
export const SPOOF_FIRST_S = 60;
export const SPOOF_PERIOD_S = 240;
export const DUPLICATE_FIRST_S = 90;
export const DUPLICATE_PERIOD_S = 480;
export const DUPLICATE_LENGTH_S = 120;
const REPORT_S = 10;
const STATIC_S = 360;

/** The demo MMSIs (Polish MID; the built-in traffic's numbers start at MID + 100000). */
export const DEMO_MMSI = { crossingA: 261000901, crossingB: 261000902, spoofed: 261000903, duplicated: 261000904 } as const;

/** A vessel shuttling back and forth on a straight leg from `start` on `courseDeg`. */
interface Shuttle {
  vessel: SimVessel;
  start: LatLon;
  courseDeg: number;
  legNm: number;
  speedKn: number;
  /** Seconds into its shuttle at time 0. */
  phaseS: number;
}

function demoVessel(mmsi: number, name: string, callsign: string): SimVessel {
  return {
    mmsi,
    name,
    callsign,
    shipType: 70,
    classB: false,
    dims: { toBowM: 110, toSternM: 30, toPortM: 10, toStarboardM: 10 },
    draughtM: 7.5,
    destination: 'PLGDN',
    latDeg: 0,
    lonDeg: 0,
    sogKn: SPEED_KN,
    cogDeg: 0,
    headingDeg: 0,
    navStatus: 0,
  };
}

/** A point `eastNm`/`northNm` from `from`. */
function offset(from: LatLon, eastNm: number, northNm: number): LatLon {
  return [from[0] + northNm / 60, from[1] + eastNm / 60 / Math.cos((from[0] * Math.PI) / 180)];
}

/** Where a shuttle is at `tS`, sailing which way. */
function place(s: Shuttle, tS: number): void {
  const runNm = (s.speedKn * (tS + s.phaseS)) / 3600;
  const phase = runNm % (2 * s.legNm);
  const outward = phase < s.legNm;
  const alongNm = outward ? phase : 2 * s.legNm - phase;
  const rad = (s.courseDeg * Math.PI) / 180;
  const [lat, lon] = offset(s.start, Math.sin(rad) * alongNm, Math.cos(rad) * alongNm);
  const course = outward ? s.courseDeg : (s.courseDeg + 180) % 360;
  Object.assign(s.vessel, { latDeg: lat, lonDeg: lon, sogKn: s.speedKn, cogDeg: course, headingDeg: Math.round(course) % 360 });
}

export class DemoScenarios {
  private timeS = 0;
  private readonly shuttles: Shuttle[];
  private readonly twin: Shuttle;
  private nextReportS = 0;
  private nextTwinS = REPORT_S / 2;
  private nextStaticS = 0;

  constructor() {
    const crossing = (mmsi: number, name: string, start: LatLon, courseDeg: number): Shuttle => ({
      vessel: demoVessel(mmsi, name, `SQ${mmsi % 10000}`),
      start,
      courseDeg,
      legNm: 2 * LEG_NM,
      speedKn: SPEED_KN,
      phaseS: 0,
    });
    this.shuttles = [
      // West to east through the centre; south to north 0.1 NM east of it: both there after LEG_NM.
      crossing(DEMO_MMSI.crossingA, 'DEMO ZBLIZENIE A', offset(CENTRE, -LEG_NM, 0), 90),
      crossing(DEMO_MMSI.crossingB, 'DEMO ZBLIZENIE B', offset(CENTRE, 0.1, -LEG_NM), 0),
      { vessel: demoVessel(DEMO_MMSI.spoofed, 'DEMO SKOK', 'SQ0903'), start: offset(CENTRE, 4, -8), courseDeg: 45, legNm: 3, speedKn: 10, phaseS: 0 },
      { vessel: demoVessel(DEMO_MMSI.duplicated, 'DEMO DUPLIKAT', 'SQ0904'), start: offset(CENTRE, -6, 6), courseDeg: 120, legNm: 3, speedKn: 10, phaseS: 0 },
    ];
    this.twin = { vessel: demoVessel(DEMO_MMSI.duplicated, 'DEMO DUPLIKAT', 'SQ0904'), start: offset(CENTRE, 4, 10), courseDeg: 250, legNm: 3, speedKn: 9, phaseS: 0 };
    for (const s of this.shuttles) place(s, 0);
    place(this.twin, 0);
  }

  /** The demo vessels (for the first report of everyone). */
  vessels(): SimVessel[] {
    return this.shuttles.map((s) => s.vessel);
  }

  /** Advances by `dtS` seconds; the reports that fell due (spoofed ones are copies). */
  step(dtS: number): SimReports {
    this.timeS += dtS;
    const t = this.timeS;
    const reports: SimReports = { positions: [], statics: [] };
    for (const s of this.shuttles) place(s, t);
    place(this.twin, t);
    if (t >= this.nextReportS) {
      this.nextReportS = t + REPORT_S;
      for (const s of this.shuttles) reports.positions.push(s.vessel.mmsi === DEMO_MMSI.spoofed && this.spoofDue(t) ? this.spoofed(s.vessel, t) : s.vessel);
    }
    if (t >= this.nextTwinS) {
      this.nextTwinS = t + REPORT_S;
      if (this.twinActive(t)) reports.positions.push(this.twin.vessel);
    }
    if (t >= this.nextStaticS) {
      this.nextStaticS = t + STATIC_S;
      reports.statics.push(...this.vessels());
    }
    return reports;
  }

  /** One report in the spoof's period (the first after its start). */
  private spoofDue(tS: number): boolean {
    if (tS < SPOOF_FIRST_S) return false;
    return (tS - SPOOF_FIRST_S) % SPOOF_PERIOD_S < REPORT_S;
  }

  /** The report as a spoofer sends it: 10-15 NM off, in a direction that changes each time. */
  private spoofed(v: SimVessel, tS: number): SimVessel {
    const k = Math.floor((tS - SPOOF_FIRST_S) / SPOOF_PERIOD_S);
    const bearing = ((k * 137) % 360) * (Math.PI / 180);
    const distanceNm = 10 + (k % 6);
    const [lat, lon] = offset([v.latDeg, v.lonDeg], Math.sin(bearing) * distanceNm, Math.cos(bearing) * distanceNm);
    return { ...v, latDeg: lat, lonDeg: lon };
  }

  private twinActive(tS: number): boolean {
    if (tS < DUPLICATE_FIRST_S) return false;
    return (tS - DUPLICATE_FIRST_S) % DUPLICATE_PERIOD_S < DUPLICATE_LENGTH_S;
  }
}
