// Vessels as the core's flat batch input (the vessel worker's fleet, the
// predicted ghost).
import type { Vessel } from '../../../../protocol/vessels';
import { NAV_STATUS_CODES, type VesselBatchInput } from '../../../../wasm/shapes';

/** A vessel with a position: what the chart draws of one. */
export type DrawnVessel = Vessel & { latitude: number; longitude: number };

const num = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : NaN);

export function vesselBatch(vessels: Iterable<DrawnVessel>, count: number): VesselBatchInput {
  const b: VesselBatchInput = {
    latDeg: new Float64Array(count),
    lonDeg: new Float64Array(count),
    headingDeg: new Float64Array(count),
    speedKn: new Float64Array(count),
    courseDeg: new Float64Array(count),
    dimsM: new Float64Array(count * 4),
    navStatus: new Uint8Array(count),
    ids: new Uint32Array(count),
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
    b.navStatus[i] = NAV_STATUS_CODES[v.nav_status] ?? 0;
    b.ids[i] = v.id;
    i += 1;
  }
  return b;
}
