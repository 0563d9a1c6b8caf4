// PostgreSQL alerts repository (db/alerts.ts for SQLite): the same rows,
// the same answers; writes of one tick in one transaction.
import type { Alert, AlertEvent, AlertEventKind } from '../../../protocol/alerts';
import { COLUMNS, fromRow, insertValues, keyPattern, updateValues, type AlertEventInput, type AlertListFilter, type AlertRow, type AlertStore } from '../alerts';
import { query, transaction, type PgPool, type Queryable } from './pool';

type Row = AlertRow & Record<string, unknown>;

const writeEvent = (db: Queryable, alertId: number, e: AlertEventInput): Promise<unknown> =>
  query(db, 'INSERT INTO alert_events (alert_id, at, event, user_id, user_name, detail) VALUES ($1, $2, $3, $4, $5, $6)', [
    alertId,
    e.at,
    e.event,
    e.userId,
    e.userName,
    e.detail,
  ]);

export class PgAlertRepository implements AlertStore {
  constructor(private readonly pool: PgPool) {}

  async insert(alerts: readonly { alert: Omit<Alert, 'id'>; event: AlertEventInput }[]): Promise<number[]> {
    if (alerts.length === 0) return [];
    return transaction(this.pool, async (client) => {
      const ids: number[] = [];
      for (const { alert, event } of alerts) {
        const result = await query<{ id: number }>(
          client,
          `INSERT INTO alerts (kind, key, state, rule, opened_at, acknowledged_at, acknowledged_by_name, closed_at, close_reason, snoozed_until, json)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          insertValues(alert),
        );
        const id = result.rows[0]?.id;
        if (id === undefined) throw new Error('INSERT INTO alerts returned no id');
        await writeEvent(client, id, event);
        ids.push(id);
      }
      return ids;
    });
  }

  async save(changes: readonly { alert: Alert; event: AlertEventInput }[]): Promise<void> {
    if (changes.length === 0) return;
    await transaction(this.pool, async (client) => {
      for (const { alert, event } of changes) {
        await query(
          client,
          `UPDATE alerts SET state = $1, acknowledged_at = $2, acknowledged_by = COALESCE($3, acknowledged_by), acknowledged_by_name = $4,
           closed_at = $5, close_reason = $6, snoozed_until = $7, json = $8 WHERE id = $9`,
          updateValues(alert, event),
        );
        await writeEvent(client, alert.id, event);
      }
    });
  }

  async get(id: number): Promise<Alert | undefined> {
    const row = (await query<Row>(this.pool, `SELECT ${COLUMNS} FROM alerts WHERE id = $1`, [id])).rows[0];
    return row ? fromRow(row) : undefined;
  }

  async events(id: number): Promise<AlertEvent[]> {
    const rows = (
      await query<{ at: string; event: AlertEventKind; user_name: string | null; detail: string }>(
        this.pool,
        'SELECT at, event, user_name, detail FROM alert_events WHERE alert_id = $1 ORDER BY id',
        [id],
      )
    ).rows;
    return rows.map((row) => ({ at: row.at, event: row.event, user: row.user_name, detail: row.detail }));
  }

  async list(filter: AlertListFilter): Promise<Alert[]> {
    const params: unknown[] = [filter.states];
    let kind = '';
    if (filter.kind) {
      params.push(filter.kind);
      kind = ` AND kind = $${params.length}`;
    }
    if (filter.keyPrefix) {
      params.push(keyPattern(filter.keyPrefix));
      kind += ` AND key LIKE $${params.length} ESCAPE '\\'`;
    }
    params.push(filter.limit);
    const sql = `SELECT ${COLUMNS} FROM alerts WHERE state = ANY($1::text[])${kind} ORDER BY id DESC LIMIT $${params.length}`;
    return (await query<Row>(this.pool, sql, params)).rows.map(fromRow);
  }

  async snoozedAfter(nowIso: string): Promise<{ key: string; until: string }[]> {
    return (
      await query<{ key: string; until: string }>(
        this.pool,
        'SELECT key, MAX(snoozed_until) AS until FROM alerts WHERE snoozed_until > $1 GROUP BY key ORDER BY key',
        [nowIso],
      )
    ).rows;
  }

  async pruneClosed(beforeIso: string): Promise<number> {
    return (await query(this.pool, "DELETE FROM alerts WHERE state = 'closed' AND closed_at < $1", [beforeIso])).rowCount ?? 0;
  }
}
