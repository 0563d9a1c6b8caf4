// The history's recorder, on the main thread: hears every vessel change of
// the tracker (real feeds and built-in traffic alike: both reach it through
// the AIS pipeline), the lists the atons', stations' and warnings' streams
// publish and the alerts' lifecycle events, and hands them to the writer
// every `flushMs` (at most a second, so a killed server loses at most that).
// Per report it only packs numbers into a Float64Array and compares a
// vessel's static data with what it last sent; everything else happens on
// the writer's thread. A vessel's static data is sent when it changes and
// on its first report of each UTC day (so each day's rows name every
// vessel they hold).
import type { Vessel } from '../../protocol/vessels';
import { NAV_STATUS_NAMES } from '../../protocol/vessels';
import type { TrackerChange, VesselTracker } from '../ais/vesselTracker';
import { DAY_MS } from '../db/history/backend';
import { REPORT, REPORT_STRIDE, type AlertRecord, type HistoryBatch, type ListKind, type ListRecord, type StaticRecord } from './records';

export const FLUSH_MS = 250;
const INITIAL_REPORTS = 4096;

const NAV_CODE = new Map<string, number>(NAV_STATUS_NAMES.map((name, code) => [name, code]));

export interface RecorderOptions {
  /** The clock of the lists' and flushes' times (default Date.now; the generator's is simulated). */
  now?: () => number;
  /** Time between flushes (default FLUSH_MS); 0: only when `flush()` is called. */
  flushMs?: number;
  /** False while this node must not record (on a cluster, every node but the one reading the AIS sources). */
  isActive?: () => boolean;
}

type Sent = Omit<StaticRecord, 'mmsi' | 'tMs'> & { day: number };

const sameStatics = (a: Sent, v: Vessel): boolean =>
  a.id === v.id &&
  a.name === v.name &&
  a.vessel_type === v.vessel_type &&
  a.draught === v.draught &&
  a.to_bow === v.to_bow &&
  a.to_stern === v.to_stern &&
  a.to_port === v.to_port &&
  a.to_starboard === v.to_starboard &&
  a.target_kind === (v.target_kind ?? null) &&
  a.altitude === (v.altitude ?? null);

const orNaN = (value: number | null): number => value ?? NaN;

export class HistoryRecorder {
  private positions = new Float64Array(INITIAL_REPORTS * REPORT_STRIDE);
  private reportCount = 0;
  private statics: StaticRecord[] = [];
  private lists: ListRecord[] = [];
  private alerts: AlertRecord[] = [];
  private readonly sent = new Map<number, Sent>();
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => number;
  private readonly isActive: () => boolean;
  private wasActive = false;
  private sentDay = 0;

  constructor(
    private readonly sink: (batch: HistoryBatch) => void,
    private readonly options: RecorderOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.isActive = options.isActive ?? (() => true);
  }

  /** Hears the tracker's vessel changes; returns the function that stops it. */
  attach(tracker: VesselTracker): () => void {
    return tracker.onChange((change) => this.vesselChange(change));
  }

  start(): void {
    const flushMs = this.options.flushMs ?? FLUSH_MS;
    if (this.timer || flushMs <= 0) return;
    this.timer = setInterval(() => this.flush(), flushMs);
    this.timer.unref();
  }

  /** Stops the timer and hands out what is pending. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.flush();
  }

  /** A list as its stream published it (whole). */
  recordList(kind: ListKind, items: readonly object[]): void {
    if (this.active()) this.lists.push({ kind, tMs: this.now(), items });
  }

  recordAlerts(events: readonly AlertRecord[]): void {
    if (this.active()) this.alerts.push(...events);
  }

  /** Hands what was heard since the last flush to the writer (nothing when nothing was). */
  flush(): void {
    if (this.reportCount === 0 && this.statics.length === 0 && this.lists.length === 0 && this.alerts.length === 0) return;
    const nowMs = this.now();
    this.forgetPastDays(Math.floor(nowMs / DAY_MS));
    const batch: HistoryBatch = {
      nowMs,
      positions: this.positions,
      reportCount: this.reportCount,
      statics: this.statics,
      lists: this.lists,
      alerts: this.alerts,
    };
    this.positions = new Float64Array(this.positions.length);
    this.reportCount = 0;
    this.statics = [];
    this.lists = [];
    this.alerts = [];
    this.sink(batch);
  }

  /** The static data sent on past days is sent again anyway: forgotten when a day begins. */
  private forgetPastDays(day: number): void {
    if (day === this.sentDay) return;
    this.sentDay = day;
    for (const [mmsi, sent] of this.sent) if (sent.day < day) this.sent.delete(mmsi);
  }

  /** Whether recording now; a node that takes over sends every vessel's static data again. */
  private active(): boolean {
    const active = this.isActive();
    if (active && !this.wasActive) this.sent.clear();
    this.wasActive = active;
    return active;
  }

  private vesselChange(change: TrackerChange): void {
    if (change.kind !== 'vessel' || !this.active()) return;
    const v = change.vessel;
    const mmsi = Number(v.mmsi);
    const tMs = Date.parse(v.last_reported);
    const day = Math.floor(tMs / DAY_MS);
    const sent = this.sent.get(mmsi);
    if (!sent || sent.day !== day || !sameStatics(sent, v)) {
      const statics = {
        id: v.id,
        name: v.name,
        vessel_type: v.vessel_type,
        draught: v.draught,
        to_bow: v.to_bow,
        to_stern: v.to_stern,
        to_port: v.to_port,
        to_starboard: v.to_starboard,
        target_kind: v.target_kind ?? null,
        altitude: v.altitude ?? null,
      };
      this.sent.set(mmsi, { ...statics, day });
      this.statics.push({ mmsi, tMs, ...statics });
    }
    if (!change.positionReport || v.latitude === null || v.longitude === null) return;
    if ((this.reportCount + 1) * REPORT_STRIDE > this.positions.length) {
      const grown = new Float64Array(this.positions.length * 2);
      grown.set(this.positions);
      this.positions = grown;
    }
    const at = this.reportCount * REPORT_STRIDE;
    const p = this.positions;
    p[at + REPORT.mmsi] = mmsi;
    p[at + REPORT.tMs] = tMs;
    p[at + REPORT.latDeg] = v.latitude;
    p[at + REPORT.lonDeg] = v.longitude;
    p[at + REPORT.speedKn] = orNaN(v.speed);
    p[at + REPORT.courseDeg] = orNaN(v.course);
    p[at + REPORT.headingDeg] = orNaN(v.heading);
    p[at + REPORT.nav] = NAV_CODE.get(v.nav_status) ?? 15;
    this.reportCount += 1;
  }
}
