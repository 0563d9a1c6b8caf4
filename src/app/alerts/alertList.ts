// The open alerts as the console holds them: merged per id from the alerts
// stream (its first message after each connect is every open alert and
// replaces the list; later ones are changed alerts, a closed one leaves),
// the panel's order (the server's: by priority, alarm first, then newest
// first), the count of unacknowledged ones, and which new conflicts to
// announce with a toast (each once).
import { compareAlerts, type Alert, type AlertKind } from '../../protocol/alerts';

/** At most this many toasts for one batch; the rest are summed up in one. */
export const MAX_TOASTS_PER_BATCH = 3;

export class OpenAlerts {
  private readonly byId = new Map<number, Alert>();
  private readonly announced = new Set<number>();

  get size(): number {
    return this.byId.size;
  }

  get(id: number): Alert | undefined {
    return this.byId.get(id);
  }

  list(): Alert[] {
    return [...this.byId.values()];
  }

  /**
   * Applies one stream message (`snapshot`: the first after a connect,
   * every open alert) and answers the conflicts to announce: new, not yet
   * acknowledged and never announced before.
   */
  apply(batch: readonly Alert[], snapshot: boolean): Alert[] {
    if (snapshot) this.byId.clear();
    const announce: Alert[] = [];
    for (const alert of batch) {
      if (alert.state === 'closed') {
        this.byId.delete(alert.id);
        this.announced.delete(alert.id);
        continue;
      }
      this.byId.set(alert.id, alert);
      if (alert.kind === 'conflict' && alert.state === 'new' && !this.announced.has(alert.id)) {
        this.announced.add(alert.id);
        announce.push(alert);
      }
    }
    if (snapshot) for (const id of this.announced) if (!this.byId.has(id)) this.announced.delete(id);
    return announce;
  }

  /** An operator's change answered by the server (the stream will say the same). */
  update(alert: Alert): void {
    if (alert.state === 'closed') this.byId.delete(alert.id);
    else if (this.byId.has(alert.id)) this.byId.set(alert.id, alert);
    this.announced.add(alert.id);
  }

  /** Replaces the list without announcing anything (a replayed picture; [] to empty it before the stream's next snapshot). */
  show(alerts: readonly Alert[]): void {
    this.byId.clear();
    for (const alert of alerts) if (alert.state !== 'closed') this.byId.set(alert.id, alert);
  }

  clear(): void {
    this.byId.clear();
    this.announced.clear();
  }
}

/** The panel's order, as GET /api/alerts/ sorts: by priority (alarm first), then newest first; `kind` filters. */
export function sortAlerts(alerts: readonly Alert[], kind: AlertKind | null = null): Alert[] {
  return alerts.filter((a) => kind === null || a.kind === kind).sort(compareAlerts);
}

export const unacknowledgedCount = (alerts: readonly Alert[]): number => alerts.reduce((n, a) => n + (a.state === 'new' ? 1 : 0), 0);
