// Vessels as the core's flat batch input (the vessel worker's fleet, the
// predicted ghost).
import { isDistressKind, NAV_STATUS_NAMES, type TargetKind, type Vessel } from '../../../../protocol/vessels';
import { VESSEL_FLAGS, type VesselBatchInput } from '../../../../wasm/shapes';

/** A vessel with a position: what the chart draws of one. */
export type DrawnVessel = Vessel & { latitude: number; longitude: number };

const num = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : NaN);
const NAV_CODES = new Map<string, number>(NAV_STATUS_NAMES.map((name, code) => [name, code]));
/** AIS 'not defined'. */
const NOT_DEFINED = 15;

/** The VESSEL_FLAGS of a target's symbol: the AIS-SART symbol for a SART, MOB or EPIRB, the aircraft for a SAR aircraft, none for a vessel. */
export function targetSymbolFlags(kind: TargetKind | undefined): number {
  if (isDistressKind(kind)) return VESSEL_FLAGS.distress;
  return kind === 'sar_aircraft' ? VESSEL_FLAGS.sarAircraft : 0;
}

/** The batch of `count` vessels; `flagsOf` gives each one's VESSEL_FLAGS (none by default). */
export function vesselBatch<V extends DrawnVessel>(vessels: Iterable<V>, count: number, flagsOf?: (vessel: V) => number): VesselBatchInput {
  const b: VesselBatchInput = {
    latDeg: new Float64Array(count),
    lonDeg: new Float64Array(count),
    headingDeg: new Float64Array(count),
    speedKn: new Float64Array(count),
    courseDeg: new Float64Array(count),
    dimsM: new Float64Array(count * 4),
    navStatus: new Uint8Array(count),
    ids: new Uint32Array(count),
    flags: new Uint8Array(count),
  };
  let i = 0;
  for (const v of vessels) {
    if (i >= count) break;
    b.latDeg[i] = v.latitude;
    b.lonDeg[i] = v.longitude;
    b.headingDeg[i] = num(v.heading);
    b.speedKn[i] = num(v.speed);
    b.courseDeg[i] = num(v.course);
    b.dimsM[4 * i] = num(v.to_bow);
    b.dimsM[4 * i + 1] = num(v.to_stern);
    b.dimsM[4 * i + 2] = num(v.to_port);
    b.dimsM[4 * i + 3] = num(v.to_starboard);
    b.navStatus[i] = NAV_CODES.get(v.nav_status) ?? NOT_DEFINED;
    b.ids[i] = v.id;
    b.flags[i] = flagsOf ? flagsOf(v) : 0;
    i += 1;
  }
  return b;
}
