// The history in its own SQLite file in the data folder (history.sqlite;
// the main database is never touched): WAL with synchronous NORMAL (a
// killed process loses nothing committed and never corrupts the file),
// position and static rows clustered by vessel and time (WITHOUT ROWID:
// a day's track is one range read), items by kind and time. Retention
// deletes in small batches (one vessel's old rows, or a few thousand items,
// a step), so writes go on between the steps.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AlertMark } from '../../../protocol/history';
import { ALERT_EVENT_CODES, ITEM_KINDS } from '../../history/records';
import { alertMark, joinBounds, type HistoryBackend, type HistoryFlush, type VesselAt, type VesselRows } from './backend';
import type { PositionRow } from '../../history/positionRows';
import type { StaticRecord } from '../../history/records';

export const HISTORY_FILE_NAME = 'history.sqlite';

const SCHEMA_VERSION = 1;

const SCHEMA = `
  CREATE TABLE positions (
    mmsi    INTEGER NOT NULL,
    t_ms    INTEGER NOT NULL,
    lat     INTEGER NOT NULL,
    lon     INTEGER NOT NULL,
    speed   INTEGER,
    course  INTEGER,
    heading INTEGER,
    nav     INTEGER NOT NULL,
    span_ms INTEGER NOT NULL,
    reports INTEGER NOT NULL,
    PRIMARY KEY (mmsi, t_ms)
  ) WITHOUT ROWID;
  CREATE TABLE statics (
    mmsi         INTEGER NOT NULL,
    t_ms         INTEGER NOT NULL,
    id           INTEGER NOT NULL,
    name         TEXT    NOT NULL,
    vessel_type  INTEGER,
    draught      REAL,
    to_bow       INTEGER,
    to_stern     INTEGER,
    to_port      INTEGER,
    to_starboard INTEGER,
    target_kind  TEXT,
    altitude     INTEGER,
    PRIMARY KEY (mmsi, t_ms)
  ) WITHOUT ROWID;
  CREATE INDEX statics_time ON statics (t_ms, mmsi);
  CREATE TABLE items (
    kind  INTEGER NOT NULL,
    key   TEXT    NOT NULL,
    t_ms  INTEGER NOT NULL,
    body  BLOB,
    event INTEGER
  );
  CREATE INDEX items_time ON items (kind, t_ms);
  CREATE TABLE keyframes (
    kind INTEGER NOT NULL,
    t_ms INTEGER NOT NULL,
    PRIMARY KEY (kind, t_ms)
  ) WITHOUT ROWID;
  CREATE INDEX keyframes_time ON keyframes (t_ms);
  CREATE TABLE written (
    one    INTEGER PRIMARY KEY CHECK (one = 1),
    to_ms  INTEGER NOT NULL
  );
`;

const POSITION_COLUMNS =
  'mmsi, t_ms AS tMs, lat AS latRaw, lon AS lonRaw, speed AS speed10, course AS course10, heading, nav, span_ms AS spanMs, reports';
const STATIC_COLUMNS = 'mmsi, t_ms AS tMs, id, name, vessel_type, draught, to_bow, to_stern, to_port, to_starboard, target_kind, altitude';
/** Vessels whose old rows one retention step deletes. */
const PRUNE_VESSELS = 25;
/** Items (and events, keyframes) one retention step deletes. */
const PRUNE_ROWS = 5_000;

export interface SqliteHistoryOptions {
  /** Most pages the file may hold (tests: a full disk). */
  maxPageCount?: number;
}

export class SqliteHistory implements HistoryBackend {
  readonly name = 'sqlite';
  private readonly db: Database.Database;
  private readonly statements;
  /** The vessels whose rows before the cutoff are still to delete (one retention pass). */
  private pruning: { cutoffMs: number; mmsis: number[] } | null = null;

  constructor(dataDir: string, options: SqliteHistoryOptions = {}) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(join(dataDir, HISTORY_FILE_NAME));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    if (options.maxPageCount !== undefined) this.db.pragma(`max_page_count = ${options.maxPageCount}`);
    if (this.db.pragma('user_version', { simple: true }) !== SCHEMA_VERSION) {
      this.db.transaction(() => {
        this.db.exec(SCHEMA);
        this.db.pragma(`user_version = ${SCHEMA_VERSION}`);
      })();
    }
    const db = this.db;
    this.statements = {
      upsertPosition: db.prepare(
        `INSERT INTO positions (mmsi, t_ms, lat, lon, speed, course, heading, nav, span_ms, reports) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (mmsi, t_ms) DO UPDATE SET span_ms = excluded.span_ms, reports = excluded.reports`,
      ),
      upsertStatic: db.prepare(
        `INSERT INTO statics (mmsi, t_ms, id, name, vessel_type, draught, to_bow, to_stern, to_port, to_starboard, target_kind, altitude) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (mmsi, t_ms) DO UPDATE SET id = excluded.id, name = excluded.name, vessel_type = excluded.vessel_type, draught = excluded.draught,
         to_bow = excluded.to_bow, to_stern = excluded.to_stern, to_port = excluded.to_port, to_starboard = excluded.to_starboard,
         target_kind = excluded.target_kind, altitude = excluded.altitude`,
      ),
      insertItem: db.prepare('INSERT INTO items (kind, key, t_ms, body, event) VALUES (?, ?, ?, ?, ?)'),
      insertKeyframe: db.prepare('INSERT INTO keyframes (kind, t_ms) VALUES (?, ?) ON CONFLICT DO NOTHING'),
      positions: db.prepare<[number, number, number], PositionRow>(`SELECT ${POSITION_COLUMNS} FROM positions WHERE mmsi = ? AND t_ms >= ? AND t_ms <= ? ORDER BY t_ms`),
      lastPosition: db.prepare<[number, number, number], PositionRow>(
        `SELECT ${POSITION_COLUMNS} FROM positions WHERE mmsi = ? AND t_ms >= ? AND t_ms <= ? ORDER BY t_ms DESC LIMIT 1`,
      ),
      staticAt: db.prepare<[number, number], StaticRecord>(`SELECT ${STATIC_COLUMNS} FROM statics WHERE mmsi = ? AND t_ms <= ? ORDER BY t_ms DESC LIMIT 1`),
      candidates: db.prepare<[number, number], { mmsi: number }>('SELECT DISTINCT mmsi FROM statics WHERE t_ms >= ? AND t_ms <= ?'),
      keyframe: db.prepare<[number, number], { t: number | null }>('SELECT max(t_ms) AS t FROM keyframes WHERE kind = ? AND t_ms <= ?'),
      items: db.prepare<[number, number, number], { key: string; body: Uint8Array | null }>(
        'SELECT key, body FROM items WHERE kind = ? AND t_ms >= ? AND t_ms <= ? ORDER BY t_ms, rowid',
      ),
      marks: db.prepare<[number, number, number], { t: number; key: string }>(
        `SELECT t_ms AS t, key FROM items WHERE kind = ${ITEM_KINDS.alert} AND t_ms >= ? AND t_ms <= ? AND event = ${ALERT_EVENT_CODES.opened} ORDER BY t_ms DESC LIMIT ?`,
      ),
      staticBounds: db.prepare<[], { fromMs: number | null; toMs: number | null }>('SELECT min(t_ms) AS fromMs, max(t_ms) AS toMs FROM statics'),
      keyframeBounds: db.prepare<[], { fromMs: number | null; toMs: number | null }>('SELECT min(t_ms) AS fromMs, max(t_ms) AS toMs FROM keyframes'),
      writtenTo: db.prepare<[], { fromMs: null; toMs: number }>('SELECT NULL AS fromMs, to_ms AS toMs FROM written'),
      setWrittenTo: db.prepare('INSERT INTO written (one, to_ms) VALUES (1, ?) ON CONFLICT (one) DO UPDATE SET to_ms = max(to_ms, excluded.to_ms)'),
      oldVessels: db.prepare<[number], { mmsi: number }>('SELECT DISTINCT mmsi FROM statics WHERE t_ms < ?'),
      prunePositions: db.prepare('DELETE FROM positions WHERE mmsi = ? AND t_ms < ?'),
      pruneStatics: db.prepare('DELETE FROM statics WHERE mmsi = ? AND t_ms < ?'),
      pruneItems: db.prepare(`DELETE FROM items WHERE rowid IN (SELECT rowid FROM items WHERE kind IN (1, 2, 3, 4) AND t_ms < ? LIMIT ${PRUNE_ROWS})`),
      pruneKeyframes: db.prepare('DELETE FROM keyframes WHERE t_ms < ?'),
    };
  }

  async write(flush: HistoryFlush): Promise<void> {
    const s = this.statements;
    this.db.transaction(() => {
      for (const p of flush.positions) s.upsertPosition.run(p.mmsi, p.tMs, p.latRaw, p.lonRaw, p.speed10, p.course10, p.heading, p.nav, p.spanMs, p.reports);
      for (const v of flush.statics) {
        s.upsertStatic.run(v.mmsi, v.tMs, v.id, v.name, v.vessel_type, v.draught, v.to_bow, v.to_stern, v.to_port, v.to_starboard, v.target_kind, v.altitude);
      }
      for (const item of flush.items) s.insertItem.run(item.kind, item.key, item.tMs, item.body, item.event);
      for (const k of flush.keyframes) s.insertKeyframe.run(k.kind, k.tMs);
      s.setWrittenTo.run(flush.writtenMs);
    })();
  }

  async positions(mmsi: number, fromMs: number, toMs: number): Promise<PositionRow[]> {
    return this.statements.positions.all(mmsi, fromMs, toMs);
  }

  async staticAt(mmsi: number, atMs: number): Promise<StaticRecord | undefined> {
    return this.statements.staticAt.get(mmsi, atMs);
  }

  async vesselsAt(atMs: number, sinceMs: number, candidatesFromMs: number): Promise<VesselAt[]> {
    const s = this.statements;
    const out: VesselAt[] = [];
    for (const { mmsi } of s.candidates.all(candidatesFromMs, atMs)) {
      const position = s.lastPosition.get(mmsi, sinceMs, atMs);
      const statics = position && s.staticAt.get(mmsi, atMs);
      if (position && statics) out.push({ position, statics });
    }
    return out;
  }

  async vesselRows(fromMs: number, toMs: number, candidatesFromMs: number): Promise<VesselRows[]> {
    const s = this.statements;
    const out: VesselRows[] = [];
    for (const { mmsi } of s.candidates.all(candidatesFromMs, toMs)) {
      const rows = s.positions.all(mmsi, fromMs, toMs);
      const statics = rows.length > 0 ? s.staticAt.get(mmsi, toMs) : undefined;
      if (statics) out.push({ statics, rows });
    }
    return out;
  }

  async itemsAt(kind: number, atMs: number): Promise<{ key: string; body: Uint8Array | null }[]> {
    const keyframeMs = this.statements.keyframe.get(kind, atMs)?.t ?? null;
    return keyframeMs === null ? [] : this.statements.items.all(kind, keyframeMs, atMs);
  }

  async alertMarks(fromMs: number, toMs: number, limit: number): Promise<{ marks: AlertMark[]; more: boolean }> {
    const rows = this.statements.marks.all(fromMs, toMs, limit + 1);
    return { marks: rows.slice(0, limit).map((row) => alertMark(row.t, row.key)), more: rows.length > limit };
  }

  async bounds(): Promise<{ fromMs: number; toMs: number } | null> {
    const s = this.statements;
    return joinBounds([s.staticBounds.get(), s.keyframeBounds.get(), s.writtenTo.get()]);
  }

  async pruneStep(cutoffMs: number): Promise<boolean> {
    const s = this.statements;
    if (this.pruning?.cutoffMs !== cutoffMs) this.pruning = { cutoffMs, mmsis: s.oldVessels.all(cutoffMs).map((row) => row.mmsi) };
    const vessels = this.pruning.mmsis.splice(0, PRUNE_VESSELS);
    if (vessels.length > 0) {
      this.db.transaction(() => {
        for (const mmsi of vessels) {
          s.prunePositions.run(mmsi, cutoffMs);
          s.pruneStatics.run(mmsi, cutoffMs);
        }
      })();
      return true;
    }
    if (s.pruneItems.run(cutoffMs).changes > 0) return true;
    s.pruneKeyframes.run(cutoffMs);
    this.pruning = null;
    return false;
  }

  async prepareDays(): Promise<void> {
    // One file: nothing to prepare.
  }

  /** `PRAGMA integrity_check`'s answer ('ok' when sound). */
  integrityCheck(): string {
    return String(this.db.pragma('integrity_check', { simple: true }));
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
