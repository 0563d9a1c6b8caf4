// The seam between the streams and the replay, with scripted sockets: a
// picture closes the streams and fills the live store, the vessel worker
// and the open alerts; 'live' opens the streams again.
import { describe, expect, it } from 'vitest';
import { AlertsConnection } from '../alerts/alertsConnection';
import { testConflict } from '../alerts/testAlert';
import { LiveConnection } from '../live/liveConnection';
import { LiveStore } from '../live/liveStore';
import { FakeSocket } from '../live/testSocket';
import type { WorkerPicture } from '../live/worker/picturePipeline';
import { feedSwitch } from './feedSwitch';

function harness() {
  const sockets: FakeSocket[] = [];
  const deps = {
    open: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    setTimer: () => 0,
    clearTimer: () => undefined,
    location: { protocol: 'http:', host: 'h' },
  };
  const store = new LiveStore();
  const worker: string[] = [];
  const live = new LiveConnection(store, deps, {
    connect: () => worker.push('connect'),
    disconnect: () => worker.push('disconnect'),
    showPicture: (id: number) => worker.push(`picture:${id}`),
    showLive: () => worker.push('live'),
  });
  const changes: number[] = [];
  const alerts = new AlertsConnection(deps, () => changes.push(alerts.open.size));
  return { sockets, store, worker, live, alerts, changes, feeds: feedSwitch(live, alerts) };
}

const open = (sockets: FakeSocket[]) => sockets.filter((s) => !s.closed).map((s) => s.url.replace('ws://h/ws/', ''));

describe('feed switch', () => {
  it('shows a picture in place of the streams and goes back to them', () => {
    const h = harness();
    h.live.start();
    h.alerts.start();
    expect(open(h.sockets)).toHaveLength(5);
    h.sockets.find((s) => s.url.includes('trains'))?.receive(JSON.stringify({ trains: [{ train_id: 1 }] }));
    const picture: WorkerPicture = {
      id: 5,
      at: '2026-01-01T00:00:00Z',
      atons: [],
      stations: [{ id: 3 } as never],
      warnings: [],
      alerts: [testConflict(9, 5)],
    };
    h.feeds.show(picture);
    expect(open(h.sockets)).toEqual([]);
    expect(h.store.trains).toEqual([]);
    expect(h.store.stations).toEqual(picture.stations);
    expect(h.worker.at(-1)).toBe('picture:5');
    expect(h.alerts.open.list().map((a) => a.id)).toEqual([9]);
    // A new picture replaces the last one; the streams stay closed.
    h.feeds.show({ ...picture, id: 6, stations: [], alerts: [] });
    expect(h.sockets).toHaveLength(5);
    expect(h.worker.at(-1)).toBe('picture:6');
    expect(h.alerts.open.size).toBe(0);
    h.feeds.live();
    expect(h.worker.at(-1)).toBe('live');
    expect(h.store.stations).toEqual([]);
    expect(open(h.sockets)).toHaveLength(5);
    expect(h.sockets).toHaveLength(10);
  });

  it('signing in while replaying keeps the streams closed until live', () => {
    const h = harness();
    h.feeds.show({ id: 1, at: '', atons: [], stations: [], warnings: [], alerts: [] });
    h.live.start();
    h.alerts.start();
    expect(open(h.sockets)).toEqual([]);
    h.feeds.live();
    expect(open(h.sockets)).toHaveLength(5);
  });
});
