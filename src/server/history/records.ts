// What the recorder (main thread) hands the history writer (its worker
// thread) every flush: the position reports packed into one Float64Array
// (moved, not copied, to the worker), the vessels' static data where it
// changed, the atons', stations' and warnings' lists as their streams
// published them, and the alerts' lifecycle events.
import type { Alert } from '../../protocol/alerts';
import type { TargetKind } from '../../protocol/vessels';

/** Values per position report in `HistoryBatch.positions`. */
export const REPORT_STRIDE = 8;
/** Offsets of a report's values; speed, course and heading are NaN where the vessel did not say. */
export const REPORT = { mmsi: 0, tMs: 1, latDeg: 2, lonDeg: 3, speedKn: 4, courseDeg: 5, headingDeg: 6, nav: 7 } as const;

/** A vessel's static data as the vessels list shows it, from `tMs` on. */
export interface StaticRecord {
  mmsi: number;
  tMs: number;
  /** The vessels stream's id. */
  id: number;
  name: string;
  vessel_type: number | null;
  draught: number | null;
  to_bow: number | null;
  to_stern: number | null;
  to_port: number | null;
  to_starboard: number | null;
  /** What the target is when not a vessel (a distress device, a SAR aircraft), else null. */
  target_kind: TargetKind | null;
  /** A SAR aircraft's altitude (m), else null. */
  altitude: number | null;
}

/** The lists recorded as they change (each item by its key). */
export const ITEM_KINDS = { aton: 1, station: 2, warning: 3, alert: 4 } as const;
export type ItemKind = keyof typeof ITEM_KINDS;
export type ListKind = Exclude<ItemKind, 'alert'>;

/** A whole list as a stream published it at `tMs`. */
export interface ListRecord {
  kind: ListKind;
  tMs: number;
  items: readonly object[];
}

export type AlertEventName = 'opened' | 'acknowledged' | 'snoozed' | 'closed';
/** An alert event as stored with its item row. */
export const ALERT_EVENT_CODES: Record<AlertEventName, number> = { opened: 1, acknowledged: 2, snoozed: 3, closed: 4 };

/** One alert lifecycle event with the alert as it stood after it. */
export interface AlertRecord {
  tMs: number;
  event: AlertEventName;
  alert: Alert;
}

export interface HistoryBatch {
  /** The recorder's clock at the flush (the generator's simulated one). */
  nowMs: number;
  /** REPORT_STRIDE values per report, `reportCount` reports, in the order heard. */
  positions: Float64Array;
  reportCount: number;
  statics: StaticRecord[];
  lists: ListRecord[];
  alerts: AlertRecord[];
}

/** An item's key in its list: atons by id, stations by name, warnings by id, alerts by kind and id ('conflict:12'). */
export function itemKey(kind: ItemKind, item: object): string {
  const record = item as Record<string, unknown>;
  if (kind === 'alert') return `${String(record.kind)}:${String(record.id)}`;
  return String(kind === 'station' ? record.name : record.id);
}

export const emptyBatch = (nowMs: number): HistoryBatch => ({ nowMs, positions: new Float64Array(0), reportCount: 0, statics: [], lists: [], alerts: [] });
