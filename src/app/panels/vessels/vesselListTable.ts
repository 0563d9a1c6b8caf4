// The vessels list as columns (what the list worker sends the main thread
// after parsing the 20 s poll's answer): one entry per vessel, typed arrays
// for numbers (NaN: missing) and plain arrays for texts. Pure: tested in
// vesselListTable.test.ts.
import { NAV_STATUS_NAMES, type NavStatus, type Vessel } from '../../../protocol/vessels';

export interface VesselListTable {
  /** Which load this is (the worker's load sequence number). */
  version: number;
  count: number;
  ids: Uint32Array;
  mmsi: string[];
  names: string[];
  /** AIS ship type code, -1 when unknown. */
  vesselType: Int16Array;
  speedKn: Float64Array;
  courseDeg: Float64Array;
  latDeg: Float64Array;
  lonDeg: Float64Array;
  /** Time of the last report (ms since the epoch), NaN when unknown. */
  reportedAtMs: Float64Array;
  /** Index into NAV_STATUS_NAMES. */
  navStatus: Uint8Array;
  /** Vessels per nav status (index into NAV_STATUS_NAMES). */
  statusCounts: number[];
}

const NOT_DEFINED = NAV_STATUS_NAMES.indexOf('NotDefined');
const statusIndex = new Map<string, number>(NAV_STATUS_NAMES.map((name, i) => [name, i]));

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : NaN);

export function navStatusIndex(status: unknown): number {
  return typeof status === 'string' ? (statusIndex.get(status) ?? NOT_DEFINED) : NOT_DEFINED;
}

export const navStatusAt = (table: VesselListTable, row: number): NavStatus => NAV_STATUS_NAMES[table.navStatus[row] ?? NOT_DEFINED] ?? 'NotDefined';

/** Columns of the vessels in the API's answer (anything not a vessel object is skipped). */
export function buildVesselListTable(vessels: readonly unknown[], version: number): VesselListTable {
  const rows = vessels.filter((v): v is Vessel => typeof v === 'object' && v !== null && typeof (v as Vessel).id === 'number');
  const count = rows.length;
  const table: VesselListTable = {
    version,
    count,
    ids: new Uint32Array(count),
    mmsi: new Array<string>(count),
    names: new Array<string>(count),
    vesselType: new Int16Array(count),
    speedKn: new Float64Array(count),
    courseDeg: new Float64Array(count),
    latDeg: new Float64Array(count),
    lonDeg: new Float64Array(count),
    reportedAtMs: new Float64Array(count),
    navStatus: new Uint8Array(count),
    statusCounts: NAV_STATUS_NAMES.map(() => 0),
  };
  rows.forEach((v, i) => {
    table.ids[i] = v.id;
    table.mmsi[i] = typeof v.mmsi === 'string' ? v.mmsi : String(v.mmsi ?? '');
    table.names[i] = typeof v.name === 'string' ? v.name.trim() : '';
    table.vesselType[i] = typeof v.vessel_type === 'number' && Number.isInteger(v.vessel_type) && v.vessel_type >= 0 && v.vessel_type <= 99 ? v.vessel_type : -1;
    table.speedKn[i] = num(v.speed);
    table.courseDeg[i] = num(v.course);
    table.latDeg[i] = num(v.latitude);
    table.lonDeg[i] = num(v.longitude);
    table.reportedAtMs[i] = typeof v.last_reported === 'string' ? Date.parse(v.last_reported) : NaN;
    const status = navStatusIndex(v.nav_status);
    table.navStatus[i] = status;
    table.statusCounts[status] = (table.statusCounts[status] ?? 0) + 1;
  });
  return table;
}

/** The typed arrays of a table, to transfer to another thread. */
export function tableTransfer(table: VesselListTable): Transferable[] {
  return [table.ids, table.vesselType, table.speedKn, table.courseDeg, table.latDeg, table.lonDeg, table.reportedAtMs, table.navStatus].map((a) => a.buffer);
}
