// The seam between the streams and the replay, with scripted sockets: a
// picture closes the streams and fills the live store, the vessel worker
// and the open alerts; 'live' opens the streams again.
import { describe, expect, it } from 'vitest';
import { AlertsConnection } from '../alerts/alertsConnection';
import { testConflict } from '../alerts/testAlert';
import { LiveConnection } from '../live/liveConnection';
import { LiveStore } from '../live/liveStore';
import { FakeSocket } from '../live/testSocket';
import type { PictureListsJson, WorkerPicture } from '../live/worker/picturePipeline';
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

const lists = (l: Partial<Record<keyof PictureListsJson, unknown[]>>): PictureListsJson => ({
  atons: JSON.stringify(l.atons ?? []),
  stations: JSON.stringify(l.stations ?? []),
  warnings: JSON.stringify(l.warnings ?? []),
  alerts: JSON.stringify(l.alerts ?? []),
});

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
      json: lists({ stations: [{ id: 3 }], alerts: [testConflict(9, 5)] }),
    };
    h.feeds.show(picture);
    expect(open(h.sockets)).toEqual([]);
    expect(h.store.trains).toEqual([]);
    expect(h.store.stations).toEqual([{ id: 3 }]);
    expect(h.worker.at(-1)).toBe('picture:5');
    expect(h.alerts.open.list().map((a) => a.id)).toEqual([9]);
    // An unchanged list is not replaced (its overlays are not redrawn).
    const { stations } = h.store;
    const atonsVersion = h.store.version.atons;
    h.feeds.show({ ...picture, id: 6, json: { ...picture.json } });
    expect(h.store.stations).toBe(stations);
    expect(h.store.version.atons).toBe(atonsVersion);
    // A new picture replaces the last one; the streams stay closed.
    h.feeds.show({ ...picture, id: 7, json: lists({}) });
    expect(h.sockets).toHaveLength(5);
    expect(h.worker.at(-1)).toBe('picture:7');
    expect(h.store.stations).toEqual([]);
    expect(h.alerts.open.size).toBe(0);
    h.feeds.live();
    expect(h.worker.at(-1)).toBe('live');
    expect(h.store.stations).toEqual([]);
    expect(open(h.sockets)).toHaveLength(5);
    expect(h.sockets).toHaveLength(10);
  });

  it('signing in while replaying keeps the streams closed until live', () => {
    const h = harness();
    h.feeds.show({ id: 1, at: '', json: lists({}) });
    h.live.start();
    h.alerts.start();
    expect(open(h.sockets)).toEqual([]);
    h.feeds.live();
    expect(open(h.sockets)).toHaveLength(5);
  });
});
