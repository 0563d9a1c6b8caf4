// The alert book: every open alert in memory (with its live values), its
// lifecycle new -> acknowledged -> closed written to the store with an audit
// entry per change, the snoozes, and the alerts stream (merge mode: the open
// alerts first, then each changed alert; a closed one leaves the list).
// Each alert's priority follows from its kind and details. On a cluster the
// book of a node that does not evaluate is a mirror of the evaluating
// node's (`mirror`), and a node taking the evaluation over adopts the open
// alerts from the store (`adopt`; docs/vts-rules.md).
import {
  ALERTS_STREAM,
  SNOOZE_MIN,
  alertPriority,
  compareAlerts,
  type Alert,
  type AlertDetailResponse,
  type AlertKind,
  type AlertPriority,
  type AlertState,
  type CloseReason,
  type EvaluationStats,
} from '../../protocol/alerts';
import type { AlertEventInput, AlertStore } from '../db/alerts';
import { StreamChannel } from '../streams/channel';
import { CLOSE_TEXT, openedText, snoozedText } from './texts';

/** Closed alerts are kept this long, then pruned. */
export const ALERT_RETENTION_DAYS = 30;

/** Who acted on an alert. */
export interface Operator {
  id: number;
  username: string;
}

/** The details of each kind (null on the alerts of the other kinds). */
type Details = Pick<Alert, 'conflict' | 'integrity' | 'zone' | 'anchor' | 'distress' | 'safety_message' | 'aton'>;

const NO_DETAILS: Details = { conflict: null, integrity: null, zone: null, anchor: null, distress: null, safety_message: null, aton: null };

/** What a monitor gives to open an alert (details of its own kind only; the rule defaults to the integrity rule). */
export type AlertDraft = Pick<Alert, 'kind' | 'key' | 'vessels' | 'reason'> & Partial<Details & Pick<Alert, 'rule'>>;

/** What a monitor may change on an open alert. */
export type AlertUpdate = Partial<Pick<Alert, 'vessels' | 'reason'> & Details>;

export type OperatorResult = { alert: Alert } | { error: 'not_found' | 'closed' | 'not_snoozable' };

/** Filters of the alert list beyond state and kind. */
export interface AlertListOptions {
  /** Zone alerts of this zone only. */
  zoneId?: number | undefined;
  priority?: AlertPriority | undefined;
}

/** Kinds an operator cannot snooze: a distress stays until its device is silent. */
const NOT_SNOOZABLE: ReadonlySet<AlertKind> = new Set(['distress']);

export class AlertBook {
  readonly channel: StreamChannel<Alert>;
  private readonly byKey = new Map<string, Alert>();
  private readonly byId = new Map<number, Alert>();
  /** Key -> snoozed until (unix ms). */
  private readonly snoozes = new Map<string, number>();
  /** Changed since the last flush, to publish. */
  private readonly changed = new Map<number, Alert>();
  /** Keys being opened (an open() awaiting the store), so a second open() of the same key waits its turn out. */
  private readonly opening = new Set<string>();
  /** Hear every batch flush() sends to the stream (the cluster announces them). */
  private readonly flushListeners = new Set<(batch: Alert[]) => void>();
  /** Set by the conflict monitor while new conflicts wait for room. */
  limitReached = false;
  /** The last conflict evaluation (set by the conflict monitor). */
  lastEvaluation: EvaluationStats | null = null;

  constructor(
    private readonly store: AlertStore,
    private readonly now: () => number = Date.now,
  ) {
    this.channel = new StreamChannel<Alert>({ field: ALERTS_STREAM.field, mode: 'merge', idOf: (a) => a.id, snapshot: () => this.openAlerts() });
  }

  /** Closes what a previous run left open (the situation is judged afresh), loads the snoozes, prunes old alerts. */
  async start(): Promise<void> {
    const at = this.iso();
    const left = await this.store.list({ states: ['new', 'acknowledged'], limit: 1_000_000 });
    await this.store.save(
      left.map((alert) => ({
        alert: { ...alert, state: 'closed' as const, closed_at: at, close_reason: 'restart' as const },
        event: this.event('closed', null, CLOSE_TEXT.restart),
      })),
    );
    for (const { key, until } of await this.store.snoozedAfter(at)) this.snoozes.set(key, Date.parse(until));
    await this.prune();
  }

  /**
   * Takes the open alerts from the store as they are (a cluster's node
   * taking the evaluation over: the previous evaluator's alerts go on), with
   * the snoozes; whatever this book held is dropped.
   */
  async adopt(): Promise<void> {
    const open = await this.store.list({ states: ['new', 'acknowledged'], limit: 1_000_000 });
    this.byId.clear();
    this.byKey.clear();
    for (const alert of open.reverse()) this.remember(alert);
    this.snoozes.clear();
    for (const { key, until } of await this.store.snoozedAfter(this.iso())) this.snoozes.set(key, Date.parse(until));
  }

  /**
   * A node that does not evaluate: applies alerts the evaluating node
   * announced (closed ones leave) and sends them to this node's stream.
   * `openIds`, when given, is the evaluator's whole open list: alerts held
   * here and not in it are closed from the store, those missing are read
   * from it (a message missed or overtaken while this node started).
   */
  async mirror(batch: readonly Alert[], openIds: readonly number[] | null): Promise<void> {
    for (const alert of batch) {
      const held = this.byId.get(alert.id);
      if (held) this.forget(held);
      if (alert.state !== 'closed') this.remember(alert);
      this.changed.set(alert.id, alert);
    }
    if (openIds) {
      const listed = new Set(openIds);
      for (const held of [...this.byId.values()]) {
        if (listed.has(held.id)) continue;
        this.forget(held);
        const stored = await this.store.get(held.id);
        this.changed.set(held.id, stored?.state === 'closed' ? stored : { ...held, state: 'closed', closed_at: this.iso() });
      }
      for (const id of openIds) {
        if (this.byId.has(id)) continue;
        const stored = await this.store.get(id);
        if (stored && stored.state !== 'closed' && !this.byId.has(id)) {
          this.remember(stored);
          this.changed.set(id, stored);
        }
      }
    }
    this.flush();
  }

  /** Ids of the open alerts. */
  openIds(): number[] {
    return [...this.byId.keys()];
  }

  /** Hears every batch sent to the stream; returns the function that stops it. */
  onFlush(listener: (batch: Alert[]) => void): () => void {
    this.flushListeners.add(listener);
    return () => this.flushListeners.delete(listener);
  }

  async prune(): Promise<number> {
    return this.store.pruneClosed(new Date(this.now() - ALERT_RETENTION_DAYS * 86_400_000).toISOString());
  }

  /** Open alerts (all, or of one kind), newest first. */
  openAlerts(kind?: AlertKind): Alert[] {
    const out = [...this.byId.values()].filter((a) => !kind || a.kind === kind);
    return out.sort((a, b) => b.id - a.id);
  }

  openCount(kind: AlertKind): number {
    let n = 0;
    for (const a of this.byId.values()) if (a.kind === kind) n += 1;
    return n;
  }

  find(key: string): Alert | undefined {
    return this.byKey.get(key);
  }

  /** Keys snoozed (some may have run out). */
  snoozedCount(): number {
    return this.snoozes.size;
  }

  isSnoozed(key: string): boolean {
    const until = this.snoozes.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.snoozes.delete(key);
    return false;
  }

  /**
   * Opens alerts (in one write) except those whose key is open or snoozed
   * (or repeated); resolves to the alerts opened.
   */
  async open(drafts: readonly AlertDraft[]): Promise<Alert[]> {
    const at = this.iso();
    const keys = new Set<string>();
    const fresh: Omit<Alert, 'id'>[] = [];
    for (const draft of drafts) {
      if (this.byKey.has(draft.key) || this.isSnoozed(draft.key) || keys.has(draft.key) || this.opening.has(draft.key)) continue;
      keys.add(draft.key);
      const details: Details = { ...NO_DETAILS, ...draft };
      fresh.push({
        ...draft,
        ...details,
        priority: alertPriority({ kind: draft.kind, ...details }),
        rule: draft.rule ?? draft.integrity?.rule ?? null,
        state: 'new',
        opened_at: at,
        acknowledged_at: null,
        acknowledged_by: null,
        closed_at: null,
        close_reason: null,
        snoozed_until: null,
      });
    }
    for (const key of keys) this.opening.add(key);
    let ids: number[];
    try {
      ids = await this.store.insert(fresh.map((alert) => ({ alert, event: this.event('opened', null, openedText(alert)) })));
    } finally {
      for (const key of keys) this.opening.delete(key);
    }
    return fresh.map((alert, i) => {
      const opened: Alert = { id: ids[i] ?? 0, ...alert };
      this.remember(opened);
      this.changed.set(opened.id, opened);
      return opened;
    });
  }

  /** Live values of an open alert (memory only; stored at its next lifecycle event). */
  update(alert: Alert, update: AlertUpdate): void {
    const current = this.byId.get(alert.id);
    if (!current) return;
    Object.assign(current, update);
    current.priority = alertPriority(current);
    this.changed.set(current.id, current);
  }

  /** Closes open alerts, each with its reason. */
  async close(items: readonly { alert: Alert; reason: CloseReason }[]): Promise<void> {
    const at = this.iso();
    const changes: { alert: Alert; event: AlertEventInput }[] = [];
    for (const { alert, reason } of items) {
      const current = this.byId.get(alert.id);
      if (!current) continue;
      this.forget(current);
      const closed: Alert = { ...current, state: 'closed', closed_at: at, close_reason: reason };
      changes.push({ alert: closed, event: this.event('closed', null, CLOSE_TEXT[reason]) });
      this.changed.set(closed.id, closed);
    }
    await this.store.save(changes);
  }

  async acknowledge(id: number, operator: Operator): Promise<OperatorResult> {
    const alert = this.byId.get(id);
    if (!alert) return (await this.store.get(id)) ? { error: 'closed' } : { error: 'not_found' };
    if (alert.state === 'new') {
      Object.assign(alert, { state: 'acknowledged' satisfies AlertState, acknowledged_at: this.iso(), acknowledged_by: operator.username });
      await this.store.save([{ alert, event: this.event('acknowledged', operator, '') }]);
      this.changed.set(alert.id, alert);
      this.flush();
    }
    return { alert };
  }

  /** Closes the alert and suppresses new ones for its key for SNOOZE_MIN minutes. */
  async snooze(id: number, operator: Operator): Promise<OperatorResult> {
    const alert = this.byId.get(id);
    if (!alert) return (await this.store.get(id)) ? { error: 'closed' } : { error: 'not_found' };
    if (NOT_SNOOZABLE.has(alert.kind)) return { error: 'not_snoozable' };
    const untilMs = this.now() + SNOOZE_MIN * 60_000;
    const until = new Date(untilMs).toISOString();
    this.snoozes.set(alert.key, untilMs);
    this.forget(alert);
    const snoozed: Alert = { ...alert, snoozed_until: until };
    const closed: Alert = { ...snoozed, state: 'closed', closed_at: this.iso(), close_reason: 'snoozed' };
    await this.store.save([
      { alert: snoozed, event: this.event('snoozed', operator, snoozedText(until)) },
      { alert: closed, event: this.event('closed', operator, CLOSE_TEXT.snoozed) },
    ]);
    this.changed.set(closed.id, closed);
    this.flush();
    return { alert: closed };
  }

  /** An alert with its audit trail (open ones with their live values). */
  async detail(id: number): Promise<AlertDetailResponse | undefined> {
    const alert = this.byId.get(id) ?? (await this.store.get(id));
    return alert ? { alert, events: await this.store.events(id) } : undefined;
  }

  /**
   * Alerts by state: open ones from memory, closed ones from the store;
   * by priority (alarm first), then newest first.
   */
  async list(state: 'open' | 'closed' | 'all', kind: AlertKind | undefined, limit: number, options: AlertListOptions = {}): Promise<Alert[]> {
    const { zoneId, priority } = options;
    const zoneKind = zoneId === undefined ? kind : 'zone';
    if (zoneId !== undefined && kind !== undefined && kind !== 'zone') return [];
    const wanted = (a: Alert): boolean => (zoneId === undefined || a.zone?.zone_id === zoneId) && (priority === undefined || a.priority === priority);
    const open = state === 'closed' ? [] : this.openAlerts(zoneKind).filter(wanted);
    const keyPrefix = zoneId === undefined ? undefined : `zone:${zoneId}:`;
    // A priority filter on closed alerts is applied after reading: read more to fill the page.
    const closed = state === 'open' ? [] : (await this.store.list({ states: ['closed'], kind: zoneKind, keyPrefix, limit: priority ? limit * 4 : limit })).filter(wanted);
    return [...open, ...closed].sort(compareAlerts).slice(0, limit);
  }

  /** Sends the alerts changed since the last flush to the stream. */
  flush(): void {
    if (this.changed.size === 0) return;
    const batch = [...this.changed.values()];
    this.changed.clear();
    this.channel.publish(batch);
    for (const listener of this.flushListeners) listener(batch);
  }

  private remember(alert: Alert): void {
    this.byId.set(alert.id, alert);
    this.byKey.set(alert.key, alert);
  }

  private forget(alert: Alert): void {
    this.byId.delete(alert.id);
    if (this.byKey.get(alert.key)?.id === alert.id) this.byKey.delete(alert.key);
  }

  private iso(): string {
    return new Date(this.now()).toISOString();
  }

  private event(event: AlertEventInput['event'], operator: Operator | null, detail: string): AlertEventInput {
    return { at: this.iso(), event, userId: operator?.id ?? null, userName: operator?.username ?? null, detail };
  }
}
