// The history's storage as the engine sees it, implemented on the embedded
// SQLite file (sqliteHistory.ts, the default) and on PostgreSQL
// (postgresHistory.ts, with TRAXIS_DATABASE_URL). Both keep the same
// tables: position rows (positionRows.ts) by vessel and time; static data
// by vessel and time (written when it changes and again on a vessel's first
// report of each UTC day, so each day holds every vessel it saw); the
// atons', stations', warnings' and open alerts' items as they change
// (a null body: gone; an alert's rows with their lifecycle event, whose
// openings are the replay's marks) with hourly keyframes of whole lists.
import type { AlertMark } from '../../../protocol/history';
import type { PositionRow } from '../../history/positionRows';
import type { StaticRecord } from '../../history/records';

export interface ItemRow {
  kind: number;
  key: string;
  tMs: number;
  /** The item's JSON as stored (history/bodyCodec.ts), null when it left the list. */
  body: Uint8Array | null;
  /** An alert's lifecycle event (ALERT_EVENT_CODES), null otherwise and in keyframes. */
  event: number | null;
}

/** Everything one flush writes, in one transaction. */
export interface HistoryFlush {
  /** New rows and rows whose span grew (upserted by vessel and time). */
  positions: PositionRow[];
  statics: StaticRecord[];
  items: ItemRow[];
  /** A whole list of `kind` was written at `tMs` (items rows of that time). */
  keyframes: { kind: number; tMs: number }[];
  /** The recorder's clock at the flush: the newest moment written (the range's end). */
  writtenMs: number;
}

export interface VesselAt {
  position: PositionRow;
  statics: StaticRecord;
}

export interface VesselRows {
  statics: StaticRecord;
  rows: PositionRow[];
}

export interface HistoryBackend {
  readonly name: 'sqlite' | 'postgres';
  write(flush: HistoryFlush): Promise<void>;
  /** One vessel's rows with times in [fromMs, toMs], in time order. */
  positions(mmsi: number, fromMs: number, toMs: number): Promise<PositionRow[]>;
  /** One vessel's static data as it stood at `atMs`. */
  staticAt(mmsi: number, atMs: number): Promise<StaticRecord | undefined>;
  /**
   * Every vessel with static data written in [candidatesFromMs, atMs] (a
   * UTC day's first report writes it) that has a row in [sinceMs, atMs]:
   * its last such row and its static data as at `atMs`.
   */
  vesselsAt(atMs: number, sinceMs: number, candidatesFromMs: number): Promise<VesselAt[]>;
  /** The same vessels' rows in [fromMs, toMs] (those with any), static data as at `toMs`. */
  vesselRows(fromMs: number, toMs: number, candidatesFromMs: number): Promise<VesselRows[]>;
  /** The items of `kind` from its last keyframe at or before `atMs` up to `atMs`, in written order (empty without a keyframe). */
  itemsAt(kind: number, atMs: number): Promise<{ key: string; body: Uint8Array | null }[]>;
  /** When alerts opened in [fromMs, toMs] (their items' 'opened' rows), newest first, at most `limit` (and whether there were more). */
  alertMarks(fromMs: number, toMs: number, limit: number): Promise<{ marks: AlertMark[]; more: boolean }>;
  /** The oldest time kept and the newest flush's, null when empty. */
  bounds(): Promise<{ fromMs: number; toMs: number } | null>;
  /** Deletes one small batch of what lies before `cutoffMs` (a UTC day's start); resolves false once nothing is left. */
  pruneStep(cutoffMs: number): Promise<boolean>;
  /** Prepares what writes of `dayMs`'s UTC day need (PostgreSQL: its partitions); no-op otherwise. */
  prepareDays(daysMs: readonly number[]): Promise<void>;
  close(): Promise<void>;
}

export const DAY_MS = 86_400_000;
export const startOfUtcDay = (tMs: number): number => Math.floor(tMs / DAY_MS) * DAY_MS;

/** A write that failed because the disk (or the database's space) is full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === '53100' || code === 'ENOSPC';
}

/** The widest of several tables' bounds (nulls where a table is empty). */
export function joinBounds(bounds: readonly ({ fromMs: number | null; toMs: number | null } | undefined)[]): { fromMs: number; toMs: number } | null {
  const froms = bounds.map((b) => b?.fromMs).filter((t): t is number => t !== null && t !== undefined).map(Number);
  const tos = bounds.map((b) => b?.toMs).filter((t): t is number => t !== null && t !== undefined).map(Number);
  return froms.length > 0 && tos.length > 0 ? { fromMs: Math.min(...froms), toMs: Math.max(...tos) } : null;
}

/** A mark of an alert's 'opened' item row (its key: '<kind>:<id>'). */
export function alertMark(t: number, key: string): AlertMark {
  const split = key.lastIndexOf(':');
  return { t, id: Number(key.slice(split + 1)), kind: key.slice(0, split) as AlertMark['kind'] };
}
