// Alerts repository: the alerts with their lifecycle columns and, in one
// JSON column, what they show (vessels, reason, conflict or integrity
// details as at the last lifecycle event), plus the audit trail
// (alert_events). The SQLite side; postgres/alerts.ts the PostgreSQL one.
import type { Alert, AlertEvent, AlertEventKind, AlertKind, AlertState, CloseReason } from '../../protocol/alerts';
import type { Db } from './database';

/** One audit entry to write with a change. */
export interface AlertEventInput {
  at: string;
  event: AlertEventKind;
  userId: number | null;
  userName: string | null;
  detail: string;
}

export interface AlertListFilter {
  states: readonly AlertState[];
  kind?: AlertKind | undefined;
  limit: number;
}

export interface AlertStore {
  /** Stores new alerts (ids assigned), each with its 'opened' event, in one transaction; resolves to the ids in order. */
  insert(alerts: readonly { alert: Omit<Alert, 'id'>; event: AlertEventInput }[]): Promise<number[]>;
  /** Writes alerts' current state, each with its event, in one transaction. */
  save(changes: readonly { alert: Alert; event: AlertEventInput }[]): Promise<void>;
  get(id: number): Promise<Alert | undefined>;
  /** The audit trail of an alert, oldest first. */
  events(id: number): Promise<AlertEvent[]>;
  /** Alerts in the given states, newest first. */
  list(filter: AlertListFilter): Promise<Alert[]>;
  /** Keys snoozed until after `nowIso`, with the time. */
  snoozedAfter(nowIso: string): Promise<{ key: string; until: string }[]>;
  /** Deletes closed alerts (and their events) closed before `beforeIso`; resolves to how many. */
  pruneClosed(beforeIso: string): Promise<number>;
}

/** An alerts row as both backends return it. */
export interface AlertRow {
  id: number;
  kind: AlertKind;
  key: string;
  state: AlertState;
  opened_at: string;
  acknowledged_at: string | null;
  acknowledged_by_name: string | null;
  closed_at: string | null;
  close_reason: CloseReason | null;
  snoozed_until: string | null;
  json: string;
}

type Shown = Pick<Alert, 'vessels' | 'reason' | 'conflict' | 'integrity'>;

export function fromRow(row: AlertRow): Alert {
  let shown: Partial<Shown>;
  try {
    shown = JSON.parse(row.json) as Shown;
  } catch {
    shown = {};
  }
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    key: row.key,
    vessels: shown.vessels ?? [],
    reason: shown.reason ?? '',
    conflict: shown.conflict ?? null,
    integrity: shown.integrity ?? null,
    opened_at: row.opened_at,
    acknowledged_at: row.acknowledged_at,
    acknowledged_by: row.acknowledged_by_name,
    closed_at: row.closed_at,
    close_reason: row.close_reason,
    snoozed_until: row.snoozed_until,
  };
}

export const shownJson = (a: Alert | Omit<Alert, 'id'>): string => JSON.stringify({ vessels: a.vessels, reason: a.reason, conflict: a.conflict, integrity: a.integrity });

export const COLUMNS = 'id, kind, key, state, opened_at, acknowledged_at, acknowledged_by_name, closed_at, close_reason, snoozed_until, json';

export class AlertRepository implements AlertStore {
  private readonly insertAlert;
  private readonly updateAlert;
  private readonly insertEvent;

  constructor(private readonly db: Db) {
    this.insertAlert = db.prepare(
      `INSERT INTO alerts (kind, key, state, rule, opened_at, acknowledged_at, acknowledged_by_name, closed_at, close_reason, snoozed_until, json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.updateAlert = db.prepare(
      `UPDATE alerts SET state = ?, acknowledged_at = ?, acknowledged_by = COALESCE(?, acknowledged_by), acknowledged_by_name = ?,
       closed_at = ?, close_reason = ?, snoozed_until = ?, json = ? WHERE id = ?`,
    );
    this.insertEvent = db.prepare('INSERT INTO alert_events (alert_id, at, event, user_id, user_name, detail) VALUES (?, ?, ?, ?, ?, ?)');
  }

  async insert(alerts: readonly { alert: Omit<Alert, 'id'>; event: AlertEventInput }[]): Promise<number[]> {
    if (alerts.length === 0) return [];
    return this.db.transaction(() =>
      alerts.map(({ alert, event }) => {
        const result = this.insertAlert.run(
          alert.kind,
          alert.key,
          alert.state,
          alert.integrity?.rule ?? null,
          alert.opened_at,
          alert.acknowledged_at,
          alert.acknowledged_by,
          alert.closed_at,
          alert.close_reason,
          alert.snoozed_until,
          shownJson(alert),
        );
        const id = Number(result.lastInsertRowid);
        this.writeEvent(id, event);
        return id;
      }),
    )();
  }

  async save(changes: readonly { alert: Alert; event: AlertEventInput }[]): Promise<void> {
    if (changes.length === 0) return;
    this.db.transaction(() => {
      for (const { alert, event } of changes) {
        this.updateAlert.run(
          alert.state,
          alert.acknowledged_at,
          event.event === 'acknowledged' ? event.userId : null,
          alert.acknowledged_by,
          alert.closed_at,
          alert.close_reason,
          alert.snoozed_until,
          shownJson(alert),
          alert.id,
        );
        this.writeEvent(alert.id, event);
      }
    })();
  }

  async get(id: number): Promise<Alert | undefined> {
    const row = this.db.prepare<[number], AlertRow>(`SELECT ${COLUMNS} FROM alerts WHERE id = ?`).get(id);
    return row ? fromRow(row) : undefined;
  }

  async events(id: number): Promise<AlertEvent[]> {
    return this.db
      .prepare<[number], { at: string; event: AlertEventKind; user_name: string | null; detail: string }>(
        'SELECT at, event, user_name, detail FROM alert_events WHERE alert_id = ? ORDER BY id',
      )
      .all(id)
      .map((row) => ({ at: row.at, event: row.event, user: row.user_name, detail: row.detail }));
  }

  async list(filter: AlertListFilter): Promise<Alert[]> {
    const states = filter.states.map(() => '?').join(', ');
    const kind = filter.kind ? ' AND kind = ?' : '';
    const params: (string | number)[] = [...filter.states, ...(filter.kind ? [filter.kind] : []), filter.limit];
    return this.db
      .prepare<(string | number)[], AlertRow>(`SELECT ${COLUMNS} FROM alerts WHERE state IN (${states})${kind} ORDER BY id DESC LIMIT ?`)
      .all(...params)
      .map(fromRow);
  }

  async snoozedAfter(nowIso: string): Promise<{ key: string; until: string }[]> {
    return this.db
      .prepare<[string], { key: string; until: string }>(
        'SELECT key, MAX(snoozed_until) AS until FROM alerts WHERE snoozed_until > ? GROUP BY key ORDER BY key',
      )
      .all(nowIso);
  }

  async pruneClosed(beforeIso: string): Promise<number> {
    return this.db.prepare("DELETE FROM alerts WHERE state = 'closed' AND closed_at < ?").run(beforeIso).changes;
  }

  private writeEvent(alertId: number, e: AlertEventInput): void {
    this.insertEvent.run(alertId, e.at, e.event, e.userId, e.userName, e.detail);
  }
}
