// The atons', stations', warnings' and alerts' lists in the history: the
// picture at any moment holds each list as its stream last published it
// (and the alerts open then, as at their last lifecycle event), across the
// hourly keyframes, and after a restart of the writer. On SQLite, and on
// PostgreSQL in the PostgreSQL run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../../protocol/alerts';
import type { HistoryPicture } from '../../protocol/history';
import { builtInWarnings } from '../live/warnings';
import { StationSimulator } from '../live/stations';
import { HISTORY_BACKENDS, type OpenedHistory } from '../testing/historyBackends';
import { HistoryEngine } from './historyEngine';
import { emptyBatch, type AlertRecord, type ListRecord } from './records';

const T0 = Date.UTC(2025, 6, 1, 9, 40, 0);
const END_MS = T0 + 150 * 60_000;
const RESTART_MS = T0 + 81 * 60_000;

const aton = (id: number, latitude: number, name = `Pława ${id}`) => ({ id, name, mmsi: `99261${String(id).padStart(4, '0')}`, vid: 1, aid_type: 24, latitude, longitude: 18.6, active: true, integrated: false, last_reported: null });

function alert(id: number, state: Alert['state'], atMs: number): Alert {
  return {
    id,
    kind: 'conflict',
    priority: 'warning',
    rule: null,
    state,
    key: `conflict:26100000${id}:261000009`,
    vessels: [],
    reason: `CPA ${id}`,
    conflict: null,
    integrity: null,
    zone: null,
    anchor: null,
    distress: null,
    safety_message: null,
    aton: null,
    opened_at: new Date(T0).toISOString(),
    acknowledged_at: state === 'acknowledged' ? new Date(atMs).toISOString() : null,
    acknowledged_by: state === 'acknowledged' ? 'admin' : null,
    closed_at: state === 'closed' ? new Date(atMs).toISOString() : null,
    close_reason: state === 'closed' ? 'passed' : null,
    snoozed_until: null,
  };
}

/** What was published, in order: the lists and the alert events with their times. */
function published(): { lists: ListRecord[]; alerts: AlertRecord[] } {
  const stations = new StationSimulator(3, new Date(T0));
  const lists: ListRecord[] = [];
  const alerts: AlertRecord[] = [];
  for (let t = T0; t <= END_MS; t += 5_000) {
    const minute = (t - T0) / 60_000;
    if ((t - T0) % 10_000 === 0) lists.push({ kind: 'station', tMs: t, items: stations.step(new Date(t)) });
    // Aton 2 moves after 30 minutes; aton 3 is removed after 70 and back after 130.
    const atons = [aton(1, 54.5), aton(2, minute < 30 ? 54.51 : 54.515), ...(minute < 70 || minute >= 130 ? [aton(3, 54.52)] : [])];
    lists.push({ kind: 'aton', tMs: t, items: atons });
    if ((t - T0) % 60_000 === 0) {
      // One warning fewer from the second hour on.
      const warnings = builtInWarnings(new Date(T0));
      lists.push({ kind: 'warning', tMs: t, items: minute < 65 ? warnings : warnings.slice(1) });
    }
  }
  const at = (minute: number): number => T0 + minute * 60_000 + 1_234;
  alerts.push({ tMs: at(5), event: 'opened', alert: alert(1, 'new', at(5)) });
  alerts.push({ tMs: at(12), event: 'acknowledged', alert: alert(1, 'acknowledged', at(12)) });
  alerts.push({ tMs: at(30), event: 'opened', alert: alert(2, 'new', at(30)) });
  alerts.push({ tMs: at(40), event: 'closed', alert: alert(1, 'closed', at(40)) });
  // The writer restarts at 81 minutes (a server restart): the alert book closes what was open.
  alerts.push({ tMs: RESTART_MS, event: 'closed', alert: alert(2, 'closed', RESTART_MS) });
  alerts.push({ tMs: at(100), event: 'opened', alert: alert(3, 'new', at(100)) });
  alerts.push({ tMs: at(145), event: 'snoozed', alert: alert(3, 'new', at(145)) });
  alerts.push({ tMs: at(145), event: 'closed', alert: alert(3, 'closed', at(145)) });
  return { lists, alerts };
}

/** The lists and open alerts at `atMs`, straight from what was published. */
function expected(all: ReturnType<typeof published>, atMs: number): Pick<HistoryPicture, 'atons' | 'stations' | 'warnings' | 'alerts'> {
  const last = (kind: ListRecord['kind']) => all.lists.filter((l) => l.kind === kind && l.tMs <= atMs).at(-1)?.items ?? [];
  const open = new Map<number, Alert>();
  for (const { tMs, alert: a } of all.alerts) {
    if (tMs > atMs) break;
    if (a.state === 'closed') open.delete(a.id);
    else open.set(a.id, a);
  }
  return {
    atons: last('aton') as HistoryPicture['atons'],
    stations: last('station') as HistoryPicture['stations'],
    warnings: last('warning') as HistoryPicture['warnings'],
    alerts: [...open.values()].sort((a, b) => b.id - a.id),
  };
}

describe.each(HISTORY_BACKENDS)('history lists and alerts on $name', (backendCase) => {
  let opened: OpenedHistory;
  let engine: HistoryEngine;
  const all = published();

  beforeAll(async () => {
    opened = await backendCase.open();
    engine = new HistoryEngine(opened.backend, 30);
    // Flushes every 3 s as the recorder's, with what was published since the last.
    let listAt = 0;
    let alertAt = 0;
    for (let now = T0 + 3_000; now <= END_MS + 3_000; now += 3_000) {
      const lists: ListRecord[] = [];
      while (listAt < all.lists.length && (all.lists[listAt]?.tMs ?? Infinity) <= now) lists.push(all.lists[listAt++] as ListRecord);
      const alerts: AlertRecord[] = [];
      while (alertAt < all.alerts.length && (all.alerts[alertAt]?.tMs ?? Infinity) <= now) alerts.push(all.alerts[alertAt++] as AlertRecord);
      // A server restart: a new writer, which writes every list whole again.
      if (now === RESTART_MS) engine = new HistoryEngine(opened.backend, 30);
      await engine.write({ ...emptyBatch(now), lists, alerts });
    }
  }, 120_000);
  afterAll(() => opened?.close());

  const read = async (atMs: number): Promise<HistoryPicture> => JSON.parse(String((await engine.read({ kind: 'picture', atMs })).body)) as HistoryPicture;

  it('has nothing before the first write', async () => {
    expect(await read(T0 - 60_000)).toMatchObject({ atons: [], stations: [], warnings: [], alerts: [], vessels: [] });
  });

  it('holds each list as last published, and the alerts open then, at any moment', async () => {
    const moments = [3_000, 61_000, 20 * 60_000 + 1, 31 * 60_000, 40 * 60_000 + 1_234, 59 * 60_000 + 59_000, 60 * 60_000 + 1_000, 66 * 60_000, 75 * 60_000, 81 * 60_000 + 3_000, 90 * 60_000, 101 * 60_000, 131 * 60_000, 146 * 60_000];
    for (const offsetMs of moments) {
      const atMs = T0 + offsetMs;
      const picture = await read(atMs);
      // As sent: through JSON (-0 is 0 on the wire).
      const want = JSON.parse(JSON.stringify(expected(all, atMs))) as ReturnType<typeof expected>;
      const byKey = <T>(items: T[], key: (item: T) => string) => [...items].sort((a, b) => key(a).localeCompare(key(b)));
      expect(byKey(picture.atons, (a) => String(a.id))).toEqual(byKey(want.atons, (a) => String(a.id)));
      expect(byKey(picture.stations, (s) => s.name)).toEqual(byKey(want.stations, (s) => s.name));
      expect(byKey(picture.warnings, (w) => w.id)).toEqual(byKey(want.warnings, (w) => w.id));
      expect(picture.alerts).toEqual(want.alerts);
    }
  });

  it('marks when each alert opened', async () => {
    const range = JSON.parse(String((await engine.read({ kind: 'range', fromMs: null, toMs: null })).body)) as { alerts: { t: number; id: number; kind: string }[] };
    expect(range.alerts).toEqual([
      { t: T0 + 100 * 60_000 + 1_234, id: 3, kind: 'conflict' },
      { t: T0 + 30 * 60_000 + 1_234, id: 2, kind: 'conflict' },
      { t: T0 + 5 * 60_000 + 1_234, id: 1, kind: 'conflict' },
    ]);
    const windowed = JSON.parse(String((await engine.read({ kind: 'range', fromMs: T0, toMs: T0 + 10 * 60_000 })).body)) as { alerts: unknown[] };
    expect(windowed.alerts).toHaveLength(1);
  });
});
