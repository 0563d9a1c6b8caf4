// The vessel worker's state with scripted sockets and timers: stream to
// table, table summaries, the watched vessel, and one layer build in flight.
import { describe, expect, it } from 'vitest';
import { VESSEL_SWEEP_MS } from '../../../protocol/vessels';
import { VESSEL_VERTEX_BYTES } from '../../../wasm/shapes';
import { testVessel } from '../testVessel';
import { FakeSocket } from '../testSocket';
import type { LiveVessel } from '../vesselTable';
import { buildPackedVesselLayer } from './vesselLayerBuild';
import { VESSEL_REBUILD_MIN_INTERVAL_MS, VESSEL_TABLE_INTERVAL_MS, VesselPipeline } from './vesselPipeline';
import type { VesselWorkerMessage } from './vesselWorkerProtocol';

const origin = { latDeg: 54.53, lonDeg: 18.54 };

function harness() {
  let nowMs = 0;
  let clockMs = 1_000_000;
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; at: number }[] = [];
  const posted: { m: VesselWorkerMessage; t: Transferable[] }[] = [];
  const builds: number[] = [];
  const buildClocks: number[] = [];
  const pipeline = new VesselPipeline({
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    setTimer: (fn, ms) => {
      const timer = { fn, at: nowMs + ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const i = timers.indexOf(timer as (typeof timers)[0]);
      if (i >= 0) timers.splice(i, 1);
    },
    now: () => nowMs,
    clock: () => clockMs,
    post: (m, t) => posted.push({ m, t }),
    build: (vessels: ReadonlyMap<number, LiveVessel>, options, atMs) => {
      builds.push(vessels.size);
      buildClocks.push(atMs);
      return Promise.resolve(buildPackedVesselLayer(vessels.values(), vessels.size, options, atMs));
    },
  });
  /** Advances both clocks and runs the timers that are due. */
  const advance = async (ms: number) => {
    nowMs += ms;
    clockMs += ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= nowMs).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers.splice(timers.indexOf(due), 1);
      due.fn();
    }
    await Promise.resolve();
    await Promise.resolve();
  };
  const of = <T extends VesselWorkerMessage['type']>(type: T) =>
    posted.filter((p) => p.m.type === type).map((p) => p.m as Extract<VesselWorkerMessage, { type: T }>);
  return { pipeline, sockets, timers, posted, builds, buildClocks, advance, of, clock: () => clockMs };
}

const batch = (...ids: number[]) => JSON.stringify({ vessels: ids.map((id) => testVessel(id)) });

describe('vessel pipeline (worker side)', () => {
  it("opens the vessels stream, answers 'ping', merges batches and skips vessels without a position", async () => {
    const h = harness();
    h.pipeline.handle({ type: 'connect', location: { protocol: 'https:', host: 'h' } });
    const socket = h.sockets[0];
    if (!socket) throw new Error('no socket');
    expect(socket.url).toBe('wss://h/ws/socket-server-vessels/');
    socket.receive('ping');
    expect(socket.sent).toEqual(['pong']);
    socket.receive(JSON.stringify({ vessels: [testVessel(2 ** 23), testVessel(2 ** 23 + 1, { latitude: null })] }));
    expect([...h.pipeline.table.vessels.keys()]).toEqual([2 ** 23]);
    // The first summary goes at once, the next no sooner than a second later.
    socket.receive(batch(2 ** 23 + 2));
    expect(h.of('table').map((m) => Array.from(m.ids))).toEqual([[2 ** 23]]);
    await h.advance(VESSEL_TABLE_INTERVAL_MS);
    expect(h.of('table').map((m) => Array.from(m.ids))).toEqual([[2 ** 23], [2 ** 23, 2 ** 23 + 2]]);
    // Reconnects 1 s after a close.
    socket.emitClose();
    await h.advance(1000);
    expect(h.sockets).toHaveLength(2);
  });

  it('builds one layer at a time, transferred, the next only after the upload and the interval', async () => {
    const h = harness();
    h.pipeline.handle({ type: 'connect', location: { protocol: 'http:', host: 'h' } });
    h.sockets[0]?.receive(batch(2 ** 23, 2 ** 23 + 1));
    expect(h.builds).toEqual([]); // no options yet
    h.pipeline.handle({ type: 'layerOptions', visible: true, vectorLengthMin: 6, origin, area: null, drawnScalesPxPerM: null, stationaryShrunk: false });
    await h.advance(0);
    const [first] = h.of('layer');
    if (!first) throw new Error('no layer');
    expect(Array.from(first.layer.ids)).toEqual([2 ** 23, 2 ** 23 + 1]);
    expect(first.layer.vertexCount).toBe(first.layer.vertices.byteLength / VESSEL_VERTEX_BYTES);
    expect(first.layer.vertexOffsets).toHaveLength(3);
    const transfer = h.posted.find((p) => p.m === first)?.t ?? [];
    expect(transfer).toContain(first.layer.vertices);
    // More vessels: nothing until the main thread uploaded the first layer.
    h.sockets[0]?.receive(batch(2 ** 23 + 2));
    await h.advance(5000);
    expect(h.builds).toEqual([2]);
    h.pipeline.handle({ type: 'uploaded', buildId: first.buildId, mainMs: 300 });
    // 300 ms of upload: the next build waits 10x that (3 s) rather than 1 s.
    await h.advance(VESSEL_REBUILD_MIN_INTERVAL_MS);
    expect(h.builds).toEqual([2]);
    await h.advance(2000);
    expect(h.builds).toEqual([2, 3]);
  });

  it('does not build hidden vessels, and rebuilds when the vector length changes', async () => {
    const h = harness();
    h.pipeline.handle({ type: 'connect', location: { protocol: 'http:', host: 'h' } });
    h.pipeline.handle({ type: 'layerOptions', visible: false, vectorLengthMin: 6, origin, area: null, drawnScalesPxPerM: null, stationaryShrunk: false });
    h.sockets[0]?.receive(batch(2 ** 23));
    await h.advance(2000);
    expect(h.builds).toEqual([]);
    h.pipeline.handle({ type: 'layerOptions', visible: true, vectorLengthMin: 6, origin, area: null, drawnScalesPxPerM: null, stationaryShrunk: false });
    await h.advance(0);
    expect(h.builds).toEqual([1]);
    const buildId = h.of('layer')[0]?.buildId ?? 0;
    h.pipeline.handle({ type: 'uploaded', buildId, mainMs: 1 });
    h.pipeline.handle({ type: 'layerOptions', visible: true, vectorLengthMin: 12, origin, area: null, drawnScalesPxPerM: null, stationaryShrunk: false });
    await h.advance(VESSEL_REBUILD_MIN_INTERVAL_MS);
    expect(h.builds).toEqual([1, 1]);
  });

  it('builds only the vessels in the asked area, and a new area as soon as the last layer is uploaded', async () => {
    const h = harness();
    h.pipeline.handle({ type: 'connect', location: { protocol: 'http:', host: 'h' } });
    const at = (id: number, latitude: number, longitude: number) => testVessel(id, { latitude, longitude });
    h.sockets[0]?.receive(JSON.stringify({ vessels: [at(2 ** 23, 54.5, 18.6), at(2 ** 23 + 1, 54.6, 18.7), at(2 ** 23 + 2, 38.9, -76.4)] }));
    h.pipeline.handle({ type: 'layerOptions', visible: true, vectorLengthMin: 6, origin, area: [18, 54, 19, 55], drawnScalesPxPerM: null, stationaryShrunk: false });
    await h.advance(0);
    expect(h.builds).toEqual([2]);
    const first = h.of('layer')[0];
    expect(Array.from(first?.layer.ids ?? [])).toEqual([2 ** 23, 2 ** 23 + 1]);
    h.pipeline.handle({ type: 'uploaded', buildId: first?.buildId ?? 0, mainMs: 1 });
    // The same area again: nothing new to build.
    h.pipeline.handle({ type: 'layerOptions', visible: true, vectorLengthMin: 6, origin, area: [18, 54, 19, 55], drawnScalesPxPerM: null, stationaryShrunk: false });
    await h.advance(0);
    expect(h.builds).toEqual([2]);
    // The view moved to another area: built at once, without the fleet changes' interval.
    h.pipeline.handle({ type: 'layerOptions', visible: true, vectorLengthMin: 6, origin, area: [-77, 38, -76, 39], drawnScalesPxPerM: null, stationaryShrunk: false });
    await h.advance(0);
    expect(h.builds).toEqual([2, 1]);
    expect(Array.from(h.of('layer')[1]?.layer.ids ?? [])).toEqual([2 ** 23 + 2]);
    // The same area drawn at other scales (the bbox of a whole-world area is null at every zoom): built at once too.
    h.pipeline.handle({ type: 'uploaded', buildId: h.of('layer')[1]?.buildId ?? 0, mainMs: 1 });
    h.pipeline.handle({ type: 'layerOptions', visible: true, vectorLengthMin: 6, origin, area: [-77, 38, -76, 39], drawnScalesPxPerM: [0.01, 0.16], stationaryShrunk: false });
    await h.advance(0);
    expect(h.builds).toEqual([2, 1, 1]);
  });

  it('rebuilds when a vessel becomes a lost target, with no report in between, and not before', async () => {
    const h = harness();
    h.pipeline.handle({ type: 'connect', location: { protocol: 'http:', host: 'h' } });
    // Class A at 10 kn: reports every 10 s, lost after 30 s without one.
    h.sockets[0]?.receive(batch(2 ** 23));
    const heardMs = h.clock();
    h.pipeline.handle({ type: 'layerOptions', visible: true, vectorLengthMin: 6, origin, area: null, drawnScalesPxPerM: null, stationaryShrunk: false });
    await h.advance(0);
    const first = h.of('layer')[0];
    h.pipeline.handle({ type: 'uploaded', buildId: first?.buildId ?? 0, mainMs: 1 });
    await h.advance(29_000);
    expect(h.builds).toEqual([1]);
    await h.advance(1_000);
    expect(h.builds).toEqual([1, 1]);
    expect(h.buildClocks[1]).toBe(heardMs + 30_000);
    // Crossed, without its vector and heading lines: fewer vertices than before.
    const lost = h.of('layer')[1];
    expect(lost?.layer.vertexCount).toBeLessThan(first?.layer.vertexCount ?? 0);
    h.pipeline.handle({ type: 'uploaded', buildId: lost?.buildId ?? 0, mainMs: 1 });
    // Lost stays lost: nothing more to build until it reports again.
    await h.advance(60_000);
    expect(h.builds).toEqual([1, 1]);
    h.sockets[0]?.receive(batch(2 ** 23));
    await h.advance(VESSEL_REBUILD_MIN_INTERVAL_MS);
    expect(h.builds).toEqual([1, 1, 1]);
    expect(h.of('layer')[2]?.layer.vertexCount).toBe(first?.layer.vertexCount);
  });

  it('sends the watched vessel now and on each update, and null once it expired', async () => {
    const h = harness();
    h.pipeline.handle({ type: 'connect', location: { protocol: 'http:', host: 'h' } });
    h.sockets[0]?.receive(batch(2 ** 23, 2 ** 23 + 1));
    h.pipeline.handle({ type: 'watch', id: 2 ** 23 + 1 });
    h.sockets[0]?.receive(JSON.stringify({ vessels: [testVessel(2 ** 23 + 1, { speed: 4 }), testVessel(2 ** 23, { speed: 5 })] }));
    expect(h.of('vessel').map((m) => [m.id, m.vessel?.speed])).toEqual([
      [2 ** 23 + 1, 10],
      [2 ** 23 + 1, 4],
    ]);
    // Not updated for more than 10 minutes: gone at the first sweep after that (15 min).
    await h.advance(2 * VESSEL_SWEEP_MS);
    expect(h.pipeline.table.size).toBe(2);
    await h.advance(VESSEL_SWEEP_MS);
    expect(h.of('vessel').at(-1)).toEqual({ type: 'vessel', id: 2 ** 23 + 1, vessel: null });
    expect(h.pipeline.table.size).toBe(0);
  });

  it('drops blacklisted vessels at once and never merges them again', async () => {
    const h = harness();
    h.pipeline.handle({ type: 'connect', location: { protocol: 'http:', host: 'h' } });
    h.sockets[0]?.receive(JSON.stringify({ vessels: [testVessel(2 ** 23, { mmsi: '211000001' }), testVessel(2 ** 23 + 1, { mmsi: '211000002' })] }));
    h.pipeline.handle({ type: 'watch', id: 2 ** 23 + 1 });
    h.pipeline.handle({ type: 'blacklist', mmsis: ['211000002'] });
    expect([...h.pipeline.table.vessels.keys()]).toEqual([2 ** 23]);
    expect(h.of('vessel').at(-1)).toEqual({ type: 'vessel', id: 2 ** 23 + 1, vessel: null });
    // A batch that was already on its way when the server dropped it.
    h.sockets[0]?.receive(JSON.stringify({ vessels: [testVessel(2 ** 23 + 1, { mmsi: '211000002' })] }));
    expect(h.pipeline.table.size).toBe(1);
    await h.advance(VESSEL_TABLE_INTERVAL_MS);
    expect(h.of('table').at(-1)?.ids).toEqual(Uint32Array.from([2 ** 23]));
    // Removed from the blacklist: the stream brings it back.
    h.pipeline.handle({ type: 'blacklist', mmsis: [] });
    h.sockets[0]?.receive(JSON.stringify({ vessels: [testVessel(2 ** 23 + 1, { mmsi: '211000002' })] }));
    expect(h.pipeline.table.size).toBe(2);
  });

  it('forgets everything on disconnect and posts no layer started before it', async () => {
    const h = harness();
    h.pipeline.handle({ type: 'layerOptions', visible: true, vectorLengthMin: 6, origin, area: null, drawnScalesPxPerM: null, stationaryShrunk: false });
    h.pipeline.handle({ type: 'connect', location: { protocol: 'http:', host: 'h' } });
    h.sockets[0]?.receive(batch(2 ** 23));
    h.pipeline.handle({ type: 'disconnect' });
    expect(h.sockets[0]?.closed).toBe(true);
    await h.advance(VESSEL_TABLE_INTERVAL_MS);
    // The build started before the disconnect is dropped; the empty table is built next.
    expect(h.of('layer').map((m) => m.layer.ids.length)).toEqual([0]);
    expect(h.of('table').at(-1)?.ids.length).toBe(0);
    expect(h.timers.filter((t) => t.at >= VESSEL_SWEEP_MS)).toHaveLength(0);
  });

  it('shows a replayed picture instead of the stream, then the stream again', async () => {
    const h = harness();
    h.pipeline.handle({ type: 'connect', location: { protocol: 'http:', host: 'h' } });
    h.sockets[0]?.receive(batch(1, 2));
    h.pipeline.handle({ type: 'watch', id: 2 });
    h.pipeline.showPicture([testVessel(2, { latitude: 54.4 }), testVessel(3)]);
    expect(h.sockets[0]?.closed).toBe(true);
    expect([...h.pipeline.table.vessels.keys()].sort()).toEqual([2, 3]);
    expect(h.pipeline.table.vessels.get(2)?.latitude).toBe(54.4);
    expect(h.of('vessel').at(-1)?.vessel?.latitude).toBe(54.4);
    // No expiry while replaying: the picture's vessels are old by construction.
    await h.advance(2 * VESSEL_SWEEP_MS);
    expect(h.pipeline.table.size).toBe(2);
    // A connect while replaying (signing in again) waits for 'live'.
    h.pipeline.handle({ type: 'connect', location: { protocol: 'http:', host: 'h' } });
    expect(h.sockets).toHaveLength(1);
    h.pipeline.handle({ type: 'live' });
    expect(h.pipeline.table.size).toBe(0);
    expect(h.sockets).toHaveLength(2);
    expect(h.sockets[1]?.url).toBe('ws://h/ws/socket-server-vessels/');
    h.sockets[1]?.receive(batch(1));
    expect([...h.pipeline.table.vessels.keys()]).toEqual([1]);
  });
});
