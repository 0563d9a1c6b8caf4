// Alerts kept in memory: the history generator's alert book opens and
// closes the simulated past's alerts here (their lifecycle goes into the
// history), so the station's own alerts list never holds them. A closed
// alert is forgotten at once (the crowded traffic closes thousands an hour).
import type { Alert, AlertEvent } from '../../protocol/alerts';
import type { AlertEventInput, AlertListFilter, AlertStore } from '../db/alerts';

export function memoryAlertStore(): AlertStore {
  const alerts = new Map<number, Alert>();
  const events = new Map<number, AlertEvent[]>();
  let nextId = 1;
  const remember = (alert: Alert, event: AlertEventInput): void => {
    alerts.set(alert.id, { ...alert });
    events.set(alert.id, [...(events.get(alert.id) ?? []), { at: event.at, event: event.event, user: event.userName, detail: event.detail }]);
  };
  return {
    insert: async (items) =>
      items.map(({ alert, event }) => {
        const id = nextId++;
        remember({ id, ...alert }, event);
        return id;
      }),
    save: async (changes) => {
      for (const { alert, event } of changes) {
        if (alert.state !== 'closed') remember(alert, event);
        else {
          alerts.delete(alert.id);
          events.delete(alert.id);
        }
      }
    },
    get: async (id) => alerts.get(id),
    events: async (id) => events.get(id) ?? [],
    list: async (filter: AlertListFilter) =>
      [...alerts.values()]
        .filter((a) => filter.states.includes(a.state) && (!filter.kind || a.kind === filter.kind))
        .sort((a, b) => b.id - a.id)
        .slice(0, filter.limit),
    snoozedAfter: async (nowIso) => [...alerts.values()].filter((a) => a.snoozed_until !== null && a.snoozed_until > nowIso).map((a) => ({ key: a.key, until: a.snoozed_until ?? '' })),
    pruneClosed: async (beforeIso) => {
      let pruned = 0;
      for (const [id, a] of alerts) {
        if (a.state === 'closed' && a.closed_at !== null && a.closed_at < beforeIso) {
          alerts.delete(id);
          events.delete(id);
          pruned += 1;
        }
      }
      return pruned;
    },
  };
}
