// Alerts repository: the alerts with their lifecycle columns and, in one
// JSON column, what they show (vessels, reason, rule, the details of their
// kind as at the last lifecycle event; the priority follows from them),
// plus the audit trail
// (alert_events). The SQLite side; postgres/alerts.ts the PostgreSQL one.
import { alertPriority, type Alert, type AlertEvent, type AlertEventKind, type AlertKind, type AlertRule, type AlertState, type CloseReason } from '../../protocol/alerts';
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
  /** Only keys starting with this (e.g. 'zone:12:': one zone's alerts); letters, digits, '_' and ':' only. */
  keyPrefix?: string | undefined;
  limit: number;
}

/** A key prefix as a LIKE pattern (the prefix holds no wildcard: checked). */
export function keyPattern(prefix: string): string {
  if (!/^[A-Za-z0-9_:]*$/.test(prefix)) throw new Error(`alert key prefix '${prefix}' has characters a LIKE pattern would read`);
  return `${prefix.replaceAll('_', '\\_')}%`;
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

/** What an alert shows, kept in its JSON column. */
type Shown = Pick<Alert, 'vessels' | 'reason' | 'conflict' | 'integrity' | 'zone' | 'anchor' | 'distress' | 'safety_message' | 'aton' | 'rule'>;

export function fromRow(row: AlertRow): Alert {
  let shown: Partial<Shown>;
  try {
    shown = JSON.parse(row.json) as Shown;
  } catch {
    shown = {};
  }
  const details = {
    conflict: shown.conflict ?? null,
    integrity: shown.integrity ?? null,
    zone: shown.zone ?? null,
    anchor: shown.anchor ?? null,
    distress: shown.distress ?? null,
    safety_message: shown.safety_message ?? null,
    aton: shown.aton ?? null,
  };
  return {
    id: row.id,
    kind: row.kind,
    priority: alertPriority({ kind: row.kind, ...details }),
    rule: shown.rule ?? details.integrity?.rule ?? null,
    state: row.state,
    key: row.key,
    vessels: shown.vessels ?? [],
    reason: shown.reason ?? '',
    ...details,
    opened_at: row.opened_at,
    acknowledged_at: row.acknowledged_at,
    acknowledged_by: row.acknowledged_by_name,
    closed_at: row.closed_at,
    close_reason: row.close_reason,
    snoozed_until: row.snoozed_until,
  };
}

export const shownJson = (a: Alert | Omit<Alert, 'id'>): string => {
  const shown: Shown = {
    vessels: a.vessels,
    reason: a.reason,
    rule: a.rule,
    conflict: a.conflict,
    integrity: a.integrity,
    zone: a.zone,
    anchor: a.anchor,
    distress: a.distress,
    safety_message: a.safety_message,
    aton: a.aton,
  };
  return JSON.stringify(shown);
};

/** The rule column: the zone or integrity rule. */
const ruleOf = (a: Omit<Alert, 'id'>): AlertRule | null => a.rule ?? a.integrity?.rule ?? null;

type SqlValue = string | number | null;

/** The values of an alert's INSERT, in both backends' column order (kind, key, state, rule, opened_at, acknowledged_at, acknowledged_by_name, closed_at, close_reason, snoozed_until, json). */
export const insertValues = (alert: Omit<Alert, 'id'>): SqlValue[] => [
  alert.kind,
  alert.key,
  alert.state,
  ruleOf(alert),
  alert.opened_at,
  alert.acknowledged_at,
  alert.acknowledged_by,
  alert.closed_at,
  alert.close_reason,
  alert.snoozed_until,
  shownJson(alert),
];

/** The values of an alert's UPDATE, in both backends' order (state, acknowledged_at, acknowledged_by (the user id, on acknowledgement only), acknowledged_by_name, closed_at, close_reason, snoozed_until, json, id). */
export const updateValues = (alert: Alert, event: AlertEventInput): SqlValue[] => [
  alert.state,
  alert.acknowledged_at,
  event.event === 'acknowledged' ? event.userId : null,
  alert.acknowledged_by,
  alert.closed_at,
  alert.close_reason,
  alert.snoozed_until,
  shownJson(alert),
  alert.id,
];

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
        const result = this.insertAlert.run(...insertValues(alert));
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
        this.updateAlert.run(...updateValues(alert, event));
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
    const prefix = filter.keyPrefix ? " AND key LIKE ? ESCAPE '\\'" : '';
    const params: (string | number)[] = [...filter.states, ...(filter.kind ? [filter.kind] : []), ...(filter.keyPrefix ? [keyPattern(filter.keyPrefix)] : []), filter.limit];
    return this.db
      .prepare<(string | number)[], AlertRow>(`SELECT ${COLUMNS} FROM alerts WHERE state IN (${states})${kind}${prefix} ORDER BY id DESC LIMIT ?`)
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
