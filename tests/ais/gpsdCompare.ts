// Field-by-field comparison of our decoded messages with GPSD's JSON reports
// (scaled `gpsdecode -j` or unscaled `-u -j` / daemon output). GPSD keeps
// "not available" values (lat 91, lon 181, speed 102.3, course 360, heading
// 511, ...) where we return null; the expectations map them to null first.
// The checks of the position and static reports are here; those of the
// link and text messages in gpsdChecksLink.ts, of the binary messages and
// their applications in gpsdChecksBinary.ts.
import type { AisMessage, StaticDataA } from '../../src/server/ais/messages';
import { bool, notAvailable, num, own, type Checks } from './gpsdCheck';
import { APPLICATION_CHECKS, APPLICATIONS_NOT_DECODED, BINARY_CHECKS, BINARY_HEADER_FIELDS } from './gpsdChecksBinary';
import { LINK_CHECKS } from './gpsdChecksLink';

export type GpsdReport = Record<string, unknown> & { type: number; mmsi: number };

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Position: scaled degrees or raw 1/600000 (type 27: 1/600) degrees; `na` in degrees. */
const position = (na: number) => (v: unknown, scaled: boolean, type: number) => {
  const per = type === 27 ? 600 : 600000;
  const deg = scaled ? num(v) : num(v) / per;
  return Math.abs(deg - na) < 1e-9 ? null : deg;
};
/** Tenths (speed, course) except for types whose field is whole units. */
const tenths = (na: number, wholeTypes: number[]) => (v: unknown, scaled: boolean, type: number) => {
  const raw = wholeTypes.includes(type) || !scaled ? num(v) : Math.round(num(v) * 10);
  if (wholeTypes.includes(type)) return raw === na ? null : raw;
  return raw === na ? null : raw / 10;
};

/** Types 1-5, 9, 11, 18, 19, 21, 24 and 27. */
const CHECKS: Checks = {
  repeat: { ours: own('repeat') },
  status: { ours: own('navStatus') },
  speed: {
    ours: own('speedKn'),
    theirs: (v, scaled, type) => tenths(type === 9 ? 1023 : type === 27 ? 63 : 1023, [9, 27])(v, scaled, type),
    tolerance: 1e-9,
  },
  course: {
    ours: own('courseDeg'),
    theirs: (v, scaled, type) => tenths(type === 27 ? 511 : 3600, [27])(v, scaled, type),
    tolerance: 1e-9,
  },
  heading: { ours: own('headingDeg'), theirs: notAvailable(511) },
  accuracy: { ours: own('accuracy'), theirs: bool },
  raim: { ours: own('raim'), theirs: bool },
  lon: { ours: own('lonDeg'), theirs: position(181), tolerance: (scaled, type) => (scaled ? (type === 27 ? 5e-5 : 5e-8) : 1e-9) },
  lat: { ours: own('latDeg'), theirs: position(91), tolerance: (scaled, type) => (scaled ? (type === 27 ? 5e-5 : 5e-8) : 1e-9) },
  second: { ours: own('second') },
  maneuver: { ours: own('maneuver') },
  radio: { ours: own('radio') },
  epfd: { ours: own('epfd') },
  imo: { ours: own('imo'), theirs: num },
  ais_version: { ours: own('aisVersion') },
  callsign: { ours: own('callsign') },
  shipname: { ours: own('shipName') },
  shiptype: { ours: own('shipType') },
  to_bow: { ours: own('toBowM') },
  to_stern: { ours: own('toSternM') },
  to_port: { ours: own('toPortM') },
  to_starboard: { ours: own('toStarboardM') },
  draught: { ours: own('draughtM'), theirs: (v, scaled) => (num(v) === 0 ? null : scaled ? num(v) : num(v) / 10), tolerance: 1e-9 },
  destination: { ours: own('destination') },
  dte: { ours: own('dte'), theirs: bool },
  alt: { ours: own('altitudeM'), theirs: notAvailable(4095) },
  regional: { ours: own('regional') },
  assigned: { ours: own('assigned'), theirs: bool },
  reserved: { ours: own('reserved') },
  cs: { ours: own('cs'), theirs: bool },
  display: { ours: own('display'), theirs: bool },
  dsc: { ours: own('dsc'), theirs: bool },
  band: { ours: own('band'), theirs: bool },
  msg22: { ours: own('msg22'), theirs: bool },
  aid_type: { ours: own('aidType') },
  name: { ours: own('name') },
  off_position: { ours: own('offPosition'), theirs: bool },
  virtual_aid: { ours: own('virtualAid'), theirs: bool },
  gnss: { ours: own('gnss'), theirs: bool },
  model: { ours: own('model') },
  serial: { ours: own('serial') },
  mothership_mmsi: { ours: own('mothershipMmsi') },
  // GPSD reads the vendor id as 7 characters over the model and serial bits
  // (the ITU-R M.1371-3 layout); ours is the 3-character manufacturer id.
  vendorid: { ours: own('vendorId'), theirs: (v) => String(v).slice(0, 3) },
  timestamp: {
    ours: (m) =>
      `${pad(num(m.year), 4)}-${pad(num(m.month))}-${pad(num(m.day))}T${pad(num(m.hour))}:${pad(num(m.minute))}:${pad(num(m.second))}Z`,
  },
  eta: {
    ours: (m) => {
      const eta = m.eta as { month: number; day: number; hour: number; minute: number };
      return `${pad(eta.month)}-${pad(eta.day)}T${pad(eta.hour)}:${pad(eta.minute)}Z`;
    },
  },
  // Raw rate of turn: only in unscaled output (scaled output has words such as "fastleft").
  turn: { ours: own('turnRaw'), theirs: (v, scaled) => (scaled ? undefined : notAvailable(-128)(v)) },
};

/** Fields GPSD reports that we do not compare (descriptions, its own metadata). */
const IGNORED = new Set([
  'class',
  'device',
  'type',
  'mmsi',
  'scaled',
  'status_text',
  'shiptype_text',
  'epfd_text',
  'aid_type_text',
  'stationtype_text',
  'racon_text',
  'light_text',
  'preciptype_text',
  'ice_text',
]);

/**
 * The checks of a report's type (and application, for 6 and 8), and
 * whether a field is the data of an application GPSD decodes and we carry
 * as bits (APPLICATIONS_NOT_DECODED).
 */
function checksFor(report: GpsdReport): { checks: Checks; notOurs: (key: string) => boolean } {
  const byType = LINK_CHECKS[report.type] ?? BINARY_CHECKS[report.type];
  if (!byType) return { checks: CHECKS, notOurs: () => false };
  if (report.type !== 6 && report.type !== 8) return { checks: byType, notOurs: () => false };
  const application = `${report.type}/${num(report.dac)}/${num(report.fid)}`;
  const notDecoded = application in APPLICATIONS_NOT_DECODED;
  return {
    checks: { ...byType, ...APPLICATION_CHECKS[application] },
    notOurs: (key) => notDecoded && !BINARY_HEADER_FIELDS.has(key),
  };
}

export interface CompareOptions {
  /** More fields not to compare (e.g. libais's communication-state fields). */
  ignore?: ReadonlySet<string>;
  /** Smallest tolerance for scaled numbers (libais's floats went through 32 bits). */
  floatTolerance?: number;
}

/**
 * Mismatches between GPSD's report and our message ("field: ours != theirs"),
 * and fields we do not know. For a merged type 24 report pass our part A.
 */
export function compareWithGpsd(
  expected: GpsdReport,
  message: AisMessage,
  partA?: StaticDataA,
  options: CompareOptions = {},
): string[] {
  const problems: string[] = [];
  const scaled = expected.scaled === true;
  if (message.type !== expected.type) return [`type: ${message.type} != ${expected.type}`];
  if (message.mmsi !== expected.mmsi) return [`mmsi: ${message.mmsi} != ${expected.mmsi}`];
  const ours = message as unknown as Record<string, unknown>;
  const { checks, notOurs } = checksFor(expected);
  for (const [key, value] of Object.entries(expected)) {
    if (IGNORED.has(key) || options.ignore?.has(key) || notOurs(key)) continue;
    const check = checks[key];
    if (!check) {
      problems.push(`${key}: not compared`);
      continue;
    }
    const source = key === 'shipname' && partA ? (partA as unknown as Record<string, unknown>) : ours;
    const want = check.theirs ? check.theirs(value, scaled, expected.type) : value;
    if (want === undefined) continue;
    const got = check.ours(source);
    const base = typeof check.tolerance === 'function' ? check.tolerance(scaled, expected.type) : check.tolerance;
    const tolerance = base === undefined ? undefined : Math.max(base, options.floatTolerance ?? 0);
    const same =
      typeof want === 'function'
        ? (want as (ours: unknown) => boolean)(got)
        : typeof want === 'number' && typeof got === 'number' && tolerance !== undefined
          ? Math.abs(want - got) <= tolerance
          : want === got;
    if (!same) problems.push(`${key}: ours ${JSON.stringify(got)} != gpsd ${JSON.stringify(value)}`);
  }
  return problems;
}

/**
 * GPSD emits type 24 only when it has both parts of one MMSI, keeping the
 * last 8 part A messages in a ring (MAX_TYPE24_INTERLEAVE): we do the same to compare.
 */
export class Type24Merger {
  private readonly ring: (StaticDataA | null)[] = new Array<StaticDataA | null>(8).fill(null);
  private next = 0;

  /** The part A to merge with when `message` completes a pair, otherwise null. */
  push(message: AisMessage): StaticDataA | null {
    if (message.type !== 24) return null;
    if (message.part === 'A') {
      this.ring[this.next] = message;
      this.next = (this.next + 1) % this.ring.length;
      return null;
    }
    const slot = this.ring.findIndex((a) => a?.mmsi === message.mmsi);
    const a = this.ring[slot] ?? null;
    if (a) this.ring[slot] = null;
    return a;
  }
}
