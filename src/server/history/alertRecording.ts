// Every alert lifecycle event into the history, without a change to the
// alert book: the book's store is wrapped, and each event it writes (open,
// acknowledge, snooze, close, the closes after a restart) is told to the
// recorder once the store has it, with the alert as it stood after it.
import type { AlertStore } from '../db/alerts';
import type { AlertRecord } from './records';

export function recordingAlertStore(store: AlertStore, record: (events: AlertRecord[]) => void): AlertStore {
  return {
    insert: async (alerts) => {
      const ids = await store.insert(alerts);
      record(alerts.map(({ alert, event }, i) => ({ tMs: Date.parse(event.at), event: event.event, alert: { id: ids[i] ?? 0, ...alert } })));
      return ids;
    },
    save: async (changes) => {
      await store.save(changes);
      record(changes.map(({ alert, event }) => ({ tMs: Date.parse(event.at), event: event.event, alert })));
    },
    get: (id) => store.get(id),
    events: (id) => store.events(id),
    list: (filter) => store.list(filter),
    snoozedAfter: (nowIso) => store.snoozedAfter(nowIso),
    pruneClosed: (beforeIso) => store.pruneClosed(beforeIso),
  };
}
