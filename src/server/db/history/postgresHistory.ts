// The history on PostgreSQL (postgresSchema.ts): a flush's rows go in as
// arrays (one statement per table, in one transaction), the day partitions
// they need made first (and two days ahead); a picture is one query (each
// vessel's last row and static data by LATERAL joins); retention detaches
// and drops one day's partitions a step.
import type { AlertMark } from '../../../protocol/history';
import { createPool, transaction, type PgPool, type Queryable } from '../postgres/pool';
import { ALERT_EVENT_CODES, ITEM_KINDS } from '../../history/records';
import { alertMark, DAY_MS, joinBounds, startOfUtcDay, type HistoryBackend, type HistoryFlush, type VesselAt, type VesselRows } from './backend';
import type { PositionRow } from '../../history/positionRows';
import { createPartitions, dropPartitions, migrateHistory, partitionDays } from './postgresSchema';
import type { StaticRecord } from '../../history/records';

const POSITION_COLUMNS = `mmsi, t_ms AS "tMs", lat AS "latRaw", lon AS "lonRaw", speed AS speed10, course AS course10, heading, nav, span_ms AS "spanMs", reports`;
const STATIC_COLUMNS = `mmsi, t_ms AS "tMs", id, name, vessel_type, draught, to_bow, to_stern, to_port, to_starboard, target_kind, altitude`;
/** Days made ahead of the newest written. */
const DAYS_AHEAD = 2;

const column = <T, K extends keyof T>(rows: readonly T[], key: K): T[K][] => rows.map((row) => row[key]);

/** A row of the picture's query: the position's columns, then the static data's with an s_ prefix. */
type JoinedRow = PositionRow & { [K in keyof StaticRecord as `s_${K & string}`]: StaticRecord[K] };

function staticsOf(row: JoinedRow): StaticRecord {
  return {
    mmsi: row.mmsi,
    tMs: row.s_tMs,
    id: row.s_id,
    name: row.s_name,
    vessel_type: row.s_vessel_type,
    draught: row.s_draught,
    to_bow: row.s_to_bow,
    to_stern: row.s_to_stern,
    to_port: row.s_to_port,
    to_starboard: row.s_to_starboard,
    target_kind: row.s_target_kind,
    altitude: row.s_altitude,
  };
}

function positionOf(row: JoinedRow): PositionRow {
  const { mmsi, tMs, latRaw, lonRaw, speed10, course10, heading, nav, spanMs, reports } = row;
  return { mmsi, tMs, latRaw, lonRaw, speed10, course10, heading, nav, spanMs, reports };
}

const LATEST_STATIC = `SELECT t_ms AS "s_tMs", id AS s_id, name AS s_name, vessel_type AS s_vessel_type, draught AS s_draught, to_bow AS s_to_bow,
  to_stern AS s_to_stern, to_port AS s_to_port, to_starboard AS s_to_starboard, target_kind AS s_target_kind, altitude AS s_altitude FROM history_statics`;

export class PostgresHistory implements HistoryBackend {
  readonly name = 'postgres';
  private readonly days = new Set<number>();

  private constructor(private readonly pool: PgPool) {}

  static async open(url: string, poolSize = 3): Promise<PostgresHistory> {
    // An idle connection the server dropped is replaced by the next query; that query's error is what counts.
    const pool = createPool(url, poolSize, () => undefined);
    try {
      await migrateHistory(pool);
      const history = new PostgresHistory(pool);
      for (const day of await partitionDays(pool)) history.days.add(day);
      await history.prepareDays([startOfUtcDay(Date.now())]);
      return history;
    } catch (error) {
      await pool.end();
      throw error;
    }
  }

  async prepareDays(daysMs: readonly number[]): Promise<void> {
    const wanted = new Set<number>();
    for (const day of daysMs) for (let ahead = 0; ahead <= DAYS_AHEAD; ahead += 1) wanted.add(day + ahead * DAY_MS);
    const missing = [...wanted].filter((day) => !this.days.has(day)).sort((a, b) => a - b);
    if (missing.length === 0) return;
    await createPartitions(this.pool, missing);
    for (const day of missing) this.days.add(day);
  }

  async write(flush: HistoryFlush): Promise<void> {
    await transaction(this.pool, async (client) => {
      const p = flush.positions;
      if (p.length > 0) {
        await client.query(
          `INSERT INTO history_positions (mmsi, t_ms, lat, lon, speed, course, heading, nav, span_ms, reports)
           SELECT * FROM unnest($1::int[], $2::bigint[], $3::int[], $4::int[], $5::smallint[], $6::smallint[], $7::smallint[], $8::smallint[], $9::int[], $10::int[])
           ON CONFLICT (mmsi, t_ms) DO UPDATE SET span_ms = EXCLUDED.span_ms, reports = EXCLUDED.reports`,
          [column(p, 'mmsi'), column(p, 'tMs'), column(p, 'latRaw'), column(p, 'lonRaw'), column(p, 'speed10'), column(p, 'course10'), column(p, 'heading'), column(p, 'nav'), column(p, 'spanMs'), column(p, 'reports')],
        );
      }
      const s = flush.statics;
      if (s.length > 0) {
        await client.query(
          `INSERT INTO history_statics (mmsi, t_ms, id, name, vessel_type, draught, to_bow, to_stern, to_port, to_starboard, target_kind, altitude)
           SELECT * FROM unnest($1::int[], $2::bigint[], $3::int[], $4::text[], $5::smallint[], $6::float8[], $7::smallint[], $8::smallint[], $9::smallint[], $10::smallint[], $11::text[], $12::smallint[])
           ON CONFLICT (mmsi, t_ms) DO UPDATE SET id = EXCLUDED.id, name = EXCLUDED.name, vessel_type = EXCLUDED.vessel_type, draught = EXCLUDED.draught,
             to_bow = EXCLUDED.to_bow, to_stern = EXCLUDED.to_stern, to_port = EXCLUDED.to_port, to_starboard = EXCLUDED.to_starboard,
             target_kind = EXCLUDED.target_kind, altitude = EXCLUDED.altitude`,
          [
            column(s, 'mmsi'),
            column(s, 'tMs'),
            column(s, 'id'),
            column(s, 'name'),
            column(s, 'vessel_type'),
            column(s, 'draught'),
            column(s, 'to_bow'),
            column(s, 'to_stern'),
            column(s, 'to_port'),
            column(s, 'to_starboard'),
            column(s, 'target_kind'),
            column(s, 'altitude'),
          ],
        );
      }
      const i = flush.items;
      if (i.length > 0) {
        await client.query('INSERT INTO history_items (kind, key, t_ms, body, event) SELECT * FROM unnest($1::smallint[], $2::text[], $3::bigint[], $4::bytea[], $5::smallint[])', [
          column(i, 'kind'),
          column(i, 'key'),
          column(i, 'tMs'),
          i.map((item) => (item.body === null ? null : Buffer.from(item.body.buffer, item.body.byteOffset, item.body.byteLength))),
          column(i, 'event'),
        ]);
      }
      const k = flush.keyframes;
      if (k.length > 0) {
        await client.query('INSERT INTO history_keyframes (kind, t_ms) SELECT * FROM unnest($1::smallint[], $2::bigint[]) ON CONFLICT DO NOTHING', [column(k, 'kind'), column(k, 'tMs')]);
      }
      await client.query(
        'INSERT INTO history_written (one, to_ms) VALUES (1, $1) ON CONFLICT (one) DO UPDATE SET to_ms = greatest(history_written.to_ms, EXCLUDED.to_ms)',
        [flush.writtenMs],
      );
    });
  }

  async positions(mmsi: number, fromMs: number, toMs: number): Promise<PositionRow[]> {
    return (await this.pool.query<PositionRow>(`SELECT ${POSITION_COLUMNS} FROM history_positions WHERE mmsi = $1 AND t_ms BETWEEN $2 AND $3 ORDER BY t_ms`, [mmsi, fromMs, toMs])).rows;
  }

  async staticAt(mmsi: number, atMs: number): Promise<StaticRecord | undefined> {
    const result = await this.pool.query<StaticRecord>(`SELECT ${STATIC_COLUMNS} FROM history_statics WHERE mmsi = $1 AND t_ms <= $2 ORDER BY t_ms DESC LIMIT 1`, [mmsi, atMs]);
    return result.rows[0];
  }

  async vesselsAt(atMs: number, sinceMs: number, candidatesFromMs: number): Promise<VesselAt[]> {
    const result = await this.pool.query<JoinedRow>(
      `SELECT p.*, s.* FROM (SELECT DISTINCT mmsi FROM history_statics WHERE t_ms BETWEEN $1 AND $3) c
       CROSS JOIN LATERAL (SELECT ${POSITION_COLUMNS} FROM history_positions WHERE mmsi = c.mmsi AND t_ms BETWEEN $2 AND $3 ORDER BY t_ms DESC LIMIT 1) p
       CROSS JOIN LATERAL (${LATEST_STATIC} WHERE mmsi = c.mmsi AND t_ms <= $3 ORDER BY t_ms DESC LIMIT 1) s`,
      [candidatesFromMs, sinceMs, atMs],
    );
    return result.rows.map((row) => ({ position: positionOf(row), statics: staticsOf(row) }));
  }

  async vesselRows(fromMs: number, toMs: number, candidatesFromMs: number): Promise<VesselRows[]> {
    const result = await this.pool.query<JoinedRow>(
      `WITH c AS (SELECT DISTINCT mmsi FROM history_statics WHERE t_ms BETWEEN $1 AND $3),
       p AS (SELECT ${POSITION_COLUMNS} FROM history_positions WHERE mmsi IN (SELECT mmsi FROM c) AND t_ms BETWEEN $2 AND $3)
       SELECT p.*, s.* FROM p CROSS JOIN LATERAL (${LATEST_STATIC} WHERE mmsi = p.mmsi AND t_ms <= $3 ORDER BY t_ms DESC LIMIT 1) s
       ORDER BY p.mmsi, p."tMs"`,
      [candidatesFromMs, fromMs, toMs],
    );
    const out: VesselRows[] = [];
    for (const row of result.rows) {
      const last = out.at(-1);
      if (last?.statics.mmsi === row.mmsi) last.rows.push(positionOf(row));
      else out.push({ statics: staticsOf(row), rows: [positionOf(row)] });
    }
    return out;
  }

  async itemsAt(kind: number, atMs: number): Promise<{ key: string; body: Uint8Array | null }[]> {
    const result = await this.pool.query<{ key: string; body: Uint8Array | null }>(
      `SELECT key, body FROM history_items WHERE kind = $1 AND t_ms <= $2
         AND t_ms >= (SELECT max(t_ms) FROM history_keyframes WHERE kind = $1 AND t_ms <= $2) ORDER BY t_ms, seq`,
      [kind, atMs],
    );
    return result.rows;
  }

  async alertMarks(fromMs: number, toMs: number, limit: number): Promise<{ marks: AlertMark[]; more: boolean }> {
    const result = await this.pool.query<{ t: number; key: string }>(
      `SELECT t_ms AS t, key FROM history_items WHERE kind = ${ITEM_KINDS.alert} AND t_ms BETWEEN $1 AND $2 AND event = ${ALERT_EVENT_CODES.opened} ORDER BY t_ms DESC LIMIT $3`,
      [Math.max(fromMs, -9e15), Math.min(toMs, 9e15), limit + 1],
    );
    return { marks: result.rows.slice(0, limit).map((row) => alertMark(row.t, row.key)), more: result.rows.length > limit };
  }

  async bounds(): Promise<{ fromMs: number; toMs: number } | null> {
    const of = async (table: string): Promise<{ fromMs: number | null; toMs: number | null } | undefined> =>
      (await this.pool.query<{ fromMs: number | null; toMs: number | null }>(`SELECT min(t_ms) AS "fromMs", max(t_ms) AS "toMs" FROM ${table}`)).rows[0];
    const written = (await this.pool.query<{ toMs: number }>('SELECT to_ms AS "toMs" FROM history_written')).rows[0];
    return joinBounds([await of('history_statics'), await of('history_keyframes'), written && { fromMs: null, toMs: written.toMs }]);
  }

  async pruneStep(cutoffMs: number): Promise<boolean> {
    const old = (await partitionDays(this.pool)).filter((day) => day < cutoffMs).sort((a, b) => a - b)[0];
    if (old === undefined) return false;
    await dropPartitions(this.pool, old);
    this.days.delete(old);
    return true;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** For tests: the pool's queries. */
  get db(): Queryable {
    return this.pool;
  }
}
