// A stored position row and how it is read back. A row is a report as the
// vessel sent it (position in AIS units, 1/600,000 degree, so the decoded
// value comes back exactly; speed and course in tenths, heading in whole
// degrees) that also stands for the reports after it that a dead reckoning
// of it predicted (compaction.ts): `reports` of them, the last `spanMs`
// after it. Any of them is read back by dead-reckoning the row (the Rust
// core's great-circle dead reckoning, as the compaction used) to its time.
import { deadReckon } from '../../wasm/motion';

/** AIS position units per degree (ITU-R M.1371). */
export const AIS_UNITS_PER_DEG = 600_000;

export interface PositionRow {
  mmsi: number;
  tMs: number;
  latRaw: number;
  lonRaw: number;
  /** Tenths of a knot, null when not available. */
  speed10: number | null;
  /** Tenths of a degree, null when not available. */
  course10: number | null;
  /** Whole degrees, null when not available. */
  heading: number | null;
  /** AIS navigation status code. */
  nav: number;
  /** Time from this report to the last one it stands for (0: itself alone). */
  spanMs: number;
  /** Reports it stands for, itself included. */
  reports: number;
}

export const toRaw = (deg: number): number => Math.round(deg * AIS_UNITS_PER_DEG);
export const fromRaw = (raw: number): number => raw / AIS_UNITS_PER_DEG;
export const tenthsOrNull = (value: number): number | null => (Number.isFinite(value) ? Math.round(value * 10) : null);
export const wholeOrNull = (value: number): number | null => (Number.isFinite(value) ? Math.round(value) : null);

export const speedKn = (row: PositionRow): number | null => (row.speed10 === null ? null : row.speed10 / 10);
export const courseDeg = (row: PositionRow): number | null => (row.course10 === null ? null : row.course10 / 10);

/** Where the row's dead reckoning puts the vessel `elapsedMs` after its report (where it was, without speed or course). */
export function positionAfter(row: PositionRow, elapsedMs: number): { latDeg: number; lonDeg: number } {
  const from = { latDeg: fromRaw(row.latRaw), lonDeg: fromRaw(row.lonRaw) };
  if (elapsedMs <= 0 || row.speed10 === null || row.course10 === null || row.speed10 === 0) return from;
  return deadReckon(from, row.speed10 / 10, row.course10 / 10, elapsedMs / 1000);
}

/** The last report a row stands for at or before `atMs` (≥ the row's own time): exact at its ends, else on the row's mean interval. */
export function lastReportAt(row: PositionRow, atMs: number): number {
  const endMs = row.tMs + row.spanMs;
  if (atMs >= endMs) return endMs;
  if (row.reports <= 1 || row.spanMs <= 0) return row.tMs;
  const intervalMs = row.spanMs / (row.reports - 1);
  const steps = Math.floor((atMs - row.tMs) / intervalMs + 1e-6);
  return Math.min(endMs, Math.round(row.tMs + steps * intervalMs));
}
