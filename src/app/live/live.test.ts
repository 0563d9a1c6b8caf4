// Stream clients (ping/pong, reconnect after 1 s, bad messages), the vessel
// table's merge and expiry rules and the live store.
import { describe, expect, it } from 'vitest';
import { LiveStore } from './liveStore';
import { VesselTable } from './vesselTable';
import { testVessel } from './testVessel';
import { RECONNECT_DELAY_MS, StreamClient, streamUrl } from './streamClient';
import { FakeSocket } from './testSocket';

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const batches: unknown[][] = [];
  const client = new StreamClient<unknown>('vessels', (items) => batches.push(items), {
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    setTimer: (fn, ms) => {
      const timer = { fn, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      timers.splice(timers.indexOf(timer as (typeof timers)[0]), 1);
    },
    location: { protocol: 'http:', host: 'port.example:8080' },
  });
  return { client, sockets, timers, batches };
}

describe('StreamClient', () => {
  it('connects to the stream path on the page host, ws or wss as the page', () => {
    expect(streamUrl('vessels', { protocol: 'http:', host: 'h:1' })).toBe('ws://h:1/ws/socket-server-vessels/');
    expect(streamUrl('warnings', { protocol: 'https:', host: 'h' })).toBe('wss://h/ws/socket-server-warnings/');
  });

  it("answers 'ping' with 'pong', passes batches on, counts bad messages, sends nothing else", () => {
    const { client, sockets, batches } = harness();
    client.start();
    const socket = sockets[0];
    if (!socket) throw new Error('no socket');
    socket.receive('ping');
    socket.receive('{"vessels":[{"id":1}]}');
    socket.receive('{"trains":[]}');
    socket.receive('not json');
    expect(socket.sent).toEqual(['pong']);
    expect(batches).toEqual([[{ id: 1 }]]);
    expect(client.stats).toMatchObject({ batches: 1, badMessages: 2 });
  });

  it('reconnects 1 s after closing, and not after stop', () => {
    const { client, sockets, timers } = harness();
    client.start();
    sockets[0]?.emitClose();
    expect(timers.map((t) => t.ms)).toEqual([RECONNECT_DELAY_MS]);
    expect(RECONNECT_DELAY_MS).toBe(1000);
    timers.shift()?.fn();
    expect(sockets).toHaveLength(2);
    client.stop();
    expect(sockets[1]?.closed).toBe(true);
    sockets[1]?.emitClose();
    expect(timers).toHaveLength(0);
  });
});

const vessel = testVessel;

describe('VesselTable', () => {
  it('merges vessels per id and skips those without a position', () => {
    let now = 1000;
    const table = new VesselTable(() => now);
    expect(table.merge([vessel(1), vessel(2, { latitude: null }), vessel(3, { longitude: null })])).toBe(1);
    expect([...table.vessels.keys()]).toEqual([1]);
    now = 2000;
    table.merge([vessel(1, { speed: 3 }), vessel(4)]);
    expect(table.vessels.get(1)).toMatchObject({ speed: 3, receivedMs: 2000 });
    expect(table.size).toBe(2);
    expect(table.version).toBe(2);
  });

  it('expires vessels not updated for 10 minutes', () => {
    let now = 0;
    const table = new VesselTable(() => now);
    table.merge([vessel(1)]);
    now = 5 * 60_000;
    table.merge([vessel(2)]);
    now = 10 * 60_000 + 1;
    expect(table.expire()).toEqual([1]);
    expect([...table.vessels.keys()]).toEqual([2]);
  });

  it('tells listeners about each vessel update with its previous state', () => {
    const table = new VesselTable();
    const seen: [number | null, number | null][] = [];
    table.onUpdate((current, previous) => seen.push([current.speed, previous?.speed ?? null]));
    table.merge([vessel(1, { speed: 5 })]);
    table.merge([vessel(1, { speed: 6 })]);
    expect(seen).toEqual([
      [5, null],
      [6, 5],
    ]);
  });
});

describe('LiveStore', () => {
  it('replaces trains, atons, stations and warnings as a whole', () => {
    const store = new LiveStore();
    store.replace('atons', [{ id: 1 }, { id: 2 }]);
    store.replace('atons', [{ id: 3 }]);
    expect(store.atons).toEqual([{ id: 3 }]);
    expect(store.version.atons).toBe(2);
  });

  it("knows the worker's vessel ids, and keeps only the watched vessel's record", () => {
    const store = new LiveStore();
    const watched: (number | null)[] = [];
    store.setWatchSink((id) => watched.push(id));
    store.setVesselIds(Uint32Array.from([7, 8]));
    expect(store.vesselCount).toBe(2);
    expect(store.hasVessel(8)).toBe(true);
    expect(store.hasVessel(9)).toBe(false);
    store.watchVessel(8);
    store.mergeVessels([vessel(8)]);
    store.watchVessel(7);
    expect(watched).toEqual([8, 7]);
    expect(store.watchedVesselId).toBe(7);
    expect(store.vessels.size).toBe(0);
  });
});
