// The history's tables in PostgreSQL (TRAXIS_DATABASE_URL): the same as the
// SQLite file's (sqliteHistory.ts) with a history_ prefix in the main
// database, each partitioned by day (declarative partitioning, RANGE on the
// unix-ms time, one partition per UTC day, made ahead), so retention drops
// whole days. Its own schema version (history_schema), migrated under an
// advisory lock like the main migrations; nothing of the main schema changes.
import type { PgPool, Queryable } from '../postgres/pool';
import { DAY_MS } from './backend';

export const HISTORY_TABLES = ['history_positions', 'history_statics', 'history_items', 'history_keyframes'] as const;
export type HistoryTable = (typeof HISTORY_TABLES)[number];

/** pg_advisory_lock key of the history's migrations and partitions ('HIST' in ASCII). */
const HISTORY_LOCK = 0x48495354;

const SCHEMA_VERSION = 1;

const SCHEMA = `
  CREATE TABLE history_positions (
    mmsi    INTEGER  NOT NULL,
    t_ms    BIGINT   NOT NULL,
    lat     INTEGER  NOT NULL,
    lon     INTEGER  NOT NULL,
    speed   SMALLINT,
    course  SMALLINT,
    heading SMALLINT,
    nav     SMALLINT NOT NULL,
    span_ms INTEGER  NOT NULL,
    reports INTEGER  NOT NULL,
    PRIMARY KEY (mmsi, t_ms)
  ) PARTITION BY RANGE (t_ms);
  CREATE TABLE history_statics (
    mmsi         INTEGER NOT NULL,
    t_ms         BIGINT  NOT NULL,
    id           INTEGER NOT NULL,
    name         TEXT    NOT NULL,
    vessel_type  SMALLINT,
    draught      DOUBLE PRECISION,
    to_bow       SMALLINT,
    to_stern     SMALLINT,
    to_port      SMALLINT,
    to_starboard SMALLINT,
    target_kind  TEXT,
    altitude     SMALLINT,
    PRIMARY KEY (mmsi, t_ms)
  ) PARTITION BY RANGE (t_ms);
  CREATE INDEX history_statics_time ON history_statics (t_ms, mmsi);
  CREATE SEQUENCE history_items_seq;
  CREATE TABLE history_items (
    seq   BIGINT   NOT NULL DEFAULT nextval('history_items_seq'),
    kind  SMALLINT NOT NULL,
    key   TEXT     NOT NULL,
    t_ms  BIGINT   NOT NULL,
    body  BYTEA,
    event SMALLINT
  ) PARTITION BY RANGE (t_ms);
  CREATE INDEX history_items_time ON history_items (kind, t_ms, seq);
  CREATE TABLE history_keyframes (
    kind SMALLINT NOT NULL,
    t_ms BIGINT   NOT NULL,
    PRIMARY KEY (kind, t_ms)
  ) PARTITION BY RANGE (t_ms);
  CREATE INDEX history_keyframes_time ON history_keyframes (t_ms);
  CREATE TABLE history_written (
    one   INTEGER PRIMARY KEY CHECK (one = 1),
    to_ms BIGINT  NOT NULL
  );
`;

/** A day's partition name: <table>_pYYYYMMDD. */
export function partitionName(table: HistoryTable, dayMs: number): string {
  return `${table}_p${new Date(dayMs).toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** The day (UTC midnight, unix ms) of a partition's name, or null for another table. */
export function partitionDay(name: string): number | null {
  const match = /_p(\d{4})(\d{2})(\d{2})$/.exec(name);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** Creates the history's tables once (any node; the others wait for the lock and find them). */
export async function migrateHistory(pool: PgPool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [HISTORY_LOCK]);
    try {
      await client.query('CREATE TABLE IF NOT EXISTS history_schema (version INTEGER NOT NULL)');
      const version = (await client.query<{ version: number }>('SELECT max(version) AS version FROM history_schema')).rows[0]?.version ?? 0;
      if (version < SCHEMA_VERSION) {
        await client.query('BEGIN');
        try {
          await client.query(SCHEMA);
          await client.query('INSERT INTO history_schema (version) VALUES ($1)', [SCHEMA_VERSION]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [HISTORY_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The days that have partitions (those of history_positions). */
export async function partitionDays(db: Queryable): Promise<number[]> {
  const result = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = 'history_positions'`,
  );
  return result.rows.map((row) => partitionDay(row.name)).filter((day): day is number => day !== null);
}

/** Creates every table's partition of each day not there yet, under the history's lock (nodes may race). */
export async function createPartitions(pool: PgPool, days: readonly number[]): Promise<void> {
  if (days.length === 0) return;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [HISTORY_LOCK]);
    for (const dayMs of days) {
      for (const table of HISTORY_TABLES) {
        await client.query(`CREATE TABLE IF NOT EXISTS ${partitionName(table, dayMs)} PARTITION OF ${table} FOR VALUES FROM (${dayMs}) TO (${dayMs + DAY_MS})`);
      }
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Detaches (without blocking the writes: CONCURRENTLY) and drops every table's partition of one day. */
export async function dropPartitions(pool: PgPool, dayMs: number): Promise<void> {
  for (const table of HISTORY_TABLES) {
    const name = partitionName(table, dayMs);
    const exists = await pool.query<{ attached: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE c.relname = $1) AS attached`,
      [name],
    );
    if (exists.rows[0]?.attached) {
      // A detach interrupted earlier left the partition pending: FINALIZE completes it.
      await pool.query(`ALTER TABLE ${table} DETACH PARTITION ${name} CONCURRENTLY`).catch(() => pool.query(`ALTER TABLE ${table} DETACH PARTITION ${name} FINALIZE`));
    }
    await pool.query(`DROP TABLE IF EXISTS ${name}`);
  }
}
