// Compaction of the position reports: a report that the dead reckoning of
// the vessel's last STORED report predicts within COMPACT_DISTANCE_M, whose
// course and heading are within COMPACT_ANGLE_DEG and speed within
// COMPACT_SPEED_KN of it, with the same navigation status, and at most
// COMPACT_MAX_GAP_MS after it, is not stored: the stored row's `reports`
// and `spanMs` grow instead (so the read-back knows when its last report
// was). Every report is therefore read back within COMPACT_DISTANCE_M
// (positionRows.ts). A vessel's rows are handed out once when stored and
// again whenever their span grew, so the writer upserts them (at most one
// flush lost on a kill: the rows as they stood at the last one).
import { sphereDistanceM } from '../../wasm/geodesy';
import { TRACK_TOLERANCE_M } from '../../protocol/history';
import { fromRaw, positionAfter, tenthsOrNull, toRaw, wholeOrNull, type PositionRow } from './positionRows';
import { REPORT, REPORT_STRIDE } from './records';

export const COMPACT_DISTANCE_M = TRACK_TOLERANCE_M;
export const COMPACT_ANGLE_DEG = 3;
export const COMPACT_SPEED_KN = 0.5;
export const COMPACT_MAX_GAP_MS = 60_000;
/** A vessel's run is forgotten this long after its last report (its next report starts a row anyway). */
const FORGET_AFTER_MS = COMPACT_MAX_GAP_MS;

interface Run {
  row: PositionRow;
  /** Changed since handed out. */
  dirty: boolean;
}

const angleApart = (a: number, b: number): number => Math.abs((((a - b) % 3600) + 5400) % 3600 - 1800) / 10;

/** Whether `report` may be left out as predicted by `row`. */
export function predicted(row: PositionRow, report: PositionRow): boolean {
  if (report.tMs - row.tMs > COMPACT_MAX_GAP_MS || report.nav !== row.nav) return false;
  if ((row.speed10 === null) !== (report.speed10 === null) || (row.course10 === null) !== (report.course10 === null)) return false;
  if ((row.heading === null) !== (report.heading === null)) return false;
  if (row.speed10 !== null && report.speed10 !== null && Math.abs(row.speed10 - report.speed10) > COMPACT_SPEED_KN * 10) return false;
  if (row.course10 !== null && report.course10 !== null && angleApart(row.course10, report.course10) > COMPACT_ANGLE_DEG) return false;
  if (row.heading !== null && report.heading !== null && angleApart(row.heading * 10, report.heading * 10) > COMPACT_ANGLE_DEG) return false;
  const at = positionAfter(row, report.tMs - row.tMs);
  return sphereDistanceM(at.latDeg, at.lonDeg, fromRaw(report.latRaw), fromRaw(report.lonRaw)) <= COMPACT_DISTANCE_M;
}

/** One report of a batch's packed positions as a row of its own. */
export function reportRow(values: Float64Array, index: number): PositionRow {
  const at = index * REPORT_STRIDE;
  const value = (offset: number): number => values[at + offset] ?? NaN;
  return {
    mmsi: value(REPORT.mmsi),
    tMs: value(REPORT.tMs),
    latRaw: toRaw(value(REPORT.latDeg)),
    lonRaw: toRaw(value(REPORT.lonDeg)),
    speed10: tenthsOrNull(value(REPORT.speedKn)),
    course10: tenthsOrNull(value(REPORT.courseDeg)),
    heading: wholeOrNull(value(REPORT.headingDeg)),
    nav: value(REPORT.nav),
    spanMs: 0,
    reports: 1,
  };
}

export class Compactor {
  private readonly runs = new Map<number, Run>();
  /** Rows of runs that ended with changes not yet handed out. */
  private ended: PositionRow[] = [];
  private readonly dirty = new Set<number>();
  readonly counts = { reports: 0, stored: 0, outOfOrder: 0 };

  /** Takes one report (in the order heard): a new stored row, or one more report of the vessel's last. */
  add(report: PositionRow): void {
    this.counts.reports += 1;
    const run = this.runs.get(report.mmsi);
    if (run) {
      const last = run.row.tMs + run.row.spanMs;
      if (report.tMs <= last) {
        this.counts.outOfOrder += 1;
        return;
      }
      if (predicted(run.row, report)) {
        run.row.spanMs = report.tMs - run.row.tMs;
        run.row.reports += 1;
        run.dirty = true;
        this.dirty.add(report.mmsi);
        return;
      }
      if (run.dirty) this.ended.push(run.row);
    }
    this.counts.stored += 1;
    this.runs.set(report.mmsi, { row: report, dirty: true });
    this.dirty.add(report.mmsi);
  }

  /** The rows to write (new ones and those whose span grew), each once; copies. */
  drain(): PositionRow[] {
    const out = this.ended;
    this.ended = [];
    for (const mmsi of this.dirty) {
      const run = this.runs.get(mmsi);
      if (!run?.dirty) continue;
      run.dirty = false;
      out.push({ ...run.row });
    }
    this.dirty.clear();
    return out;
  }

  /** Forgets the runs of vessels not heard for a minute (their next report starts a row anyway). */
  prune(nowMs: number): void {
    for (const [mmsi, run] of this.runs) {
      if (!run.dirty && run.row.tMs + run.row.spanMs < nowMs - FORGET_AFTER_MS) this.runs.delete(mmsi);
    }
  }

  /** Forgets everything (after a failed write: the next reports start afresh). */
  reset(): void {
    this.runs.clear();
    this.ended = [];
    this.dirty.clear();
  }

  get vessels(): number {
    return this.runs.size;
  }
}
