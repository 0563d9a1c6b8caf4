// The bounded per-client queue of a stream, with scripted sockets.
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error: the benchmarks' helper is plain JavaScript
import { SNAPSHOT_CHUNK_VESSELS } from '../../../bench/lib/snapshot.mjs';
import { SNAPSHOT_CHUNK_ITEMS, StreamChannel } from './channel';

/** A socket whose sends complete only when `drain()` is called (a slow reader). */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: string[] = [];
  /** What was handed to send, as it was (a shared Buffer stays the same object). */
  raw: (string | Buffer)[] = [];
  private callbacks: ((error?: Error) => void)[] = [];
  terminated = false;

  send(data: string | Buffer, options?: { binary?: boolean }, callback?: (error?: Error) => void): void {
    if (Buffer.isBuffer(data) && options?.binary !== false) throw new Error('stream messages are text frames');
    this.sent.push(data.toString());
    this.raw.push(data);
    if (callback) this.callbacks.push(callback);
  }
  drain(): void {
    for (const callback of this.callbacks.splice(0)) callback();
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
}

const asSocket = (socket: FakeSocket) => socket as never;

describe('StreamChannel', () => {
  it('clients arriving together share one snapshot, also across publishes (with the updates since); forgetSnapshot makes the next one afresh', () => {
    let state = [1, 2];
    let made = 0;
    const channel = new StreamChannel<number>({ field: 'vessels', mode: 'merge', idOf: (n) => n, snapshot: () => (made += 1, state) });
    const sockets = Array.from({ length: 50 }, () => new FakeSocket());
    for (const socket of sockets) channel.add(asSocket(socket));
    expect(made).toBe(1);
    expect(sockets.every((socket) => socket.sent[0] === '{"vessels":[1,2]}')).toBe(true);
    state = [1, 2, 3];
    channel.publish([3]);
    const late = new FakeSocket();
    channel.add(asSocket(late));
    expect(made).toBe(1);
    // The shared snapshot, then what was published since it was made: together the current state.
    late.drain();
    expect(late.sent).toEqual(['{"vessels":[1,2]}', '{"vessels":[3]}']);
    state = [1];
    channel.forgetSnapshot();
    const after = new FakeSocket();
    channel.add(asSocket(after));
    expect(after.sent[0]).toBe('{"vessels":[1]}');
    expect(made).toBe(2);
  });

  it('merge mode: a snapshot older than a second is made afresh, and stops collecting updates', () => {
    vi.useFakeTimers();
    try {
      let made = 0;
      const channel = new StreamChannel<number>({ field: 'vessels', mode: 'merge', idOf: (n) => n, snapshot: () => (made += 1, [1]) });
      channel.add(asSocket(new FakeSocket()));
      vi.advanceTimersByTime(1001);
      channel.publish([2]);
      const late = new FakeSocket();
      channel.add(asSocket(late));
      late.drain();
      expect(made).toBe(2);
      expect(late.sent).toEqual(['{"vessels":[1]}']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('merge mode with immutableItems: the snapshot reuses the JSON each item was published with', () => {
    const items = [{ id: 1, v: 1 }, { id: 2, v: 1 }];
    const channel = new StreamChannel<{ id: number; v: number }>({ field: 'vessels', mode: 'merge', idOf: (x) => x.id, snapshot: () => items, immutableItems: true });
    channel.add(asSocket(new FakeSocket()));
    channel.publish([items[0] as { id: number; v: number }]);
    // Not allowed with immutableItems, but it shows what the snapshot is made of: the kept JSON, not the object as it is now.
    for (const item of items) item.v = 9;
    channel.forgetSnapshot();
    const late = new FakeSocket();
    channel.add(asSocket(late));
    expect(late.sent[0]).toBe('{"vessels":[{"id":1,"v":1},{"id":2,"v":1}]}');
    // Without the option, every snapshot serialises the items as they are.
    const plain = new StreamChannel<{ id: number; v: number }>({ field: 'vessels', mode: 'merge', idOf: (x) => x.id, snapshot: () => items });
    const socket = new FakeSocket();
    plain.add(asSocket(socket));
    expect(socket.sent[0]).toBe('{"vessels":[{"id":1,"v":9},{"id":2,"v":9}]}');
  });

  it('merge mode: a batch is serialised once for the clients with nothing queued; a busy client gets it merged into its queue', () => {
    const channel = new StreamChannel<{ id: number; v: number }>({ field: 'vessels', mode: 'merge', idOf: (x) => x.id, snapshot: () => [] });
    const busy = new FakeSocket();
    const first = new FakeSocket();
    const others = Array.from({ length: 8 }, () => new FakeSocket());
    for (const socket of [busy, first, ...others]) channel.add(asSocket(socket));
    for (const socket of [first, ...others]) socket.drain();
    channel.publish([{ id: 1, v: 1 }, { id: 2, v: 1 }]);
    channel.publish([{ id: 1, v: 2 }]);
    const idle = [first, ...others].map((socket) => socket.raw[1]);
    expect(idle.every((message) => Buffer.isBuffer(message) && message === idle[0])).toBe(true);
    expect(first.sent[1]).toBe('{"vessels":[{"id":1,"v":1},{"id":2,"v":1}]}');
    // The first client's snapshot was still in flight: both batches wait for it, merged per id.
    busy.drain();
    expect(busy.sent).toEqual(['{"vessels":[]}', '{"vessels":[{"id":1,"v":2},{"id":2,"v":1}]}']);
    // The others had the first batch in flight: the second waits for it.
    first.drain();
    expect(first.sent.at(-1)).toBe('{"vessels":[{"id":1,"v":2}]}');
  });

  it('merge mode: a large snapshot goes out in chunks, in order, before the updates queued meanwhile, one message in flight', () => {
    const count = SNAPSHOT_CHUNK_ITEMS * 2 + 5;
    const state = Array.from({ length: count }, (_, i) => ({ id: i, v: 0 }));
    const channel = new StreamChannel<{ id: number; v: number }>({ field: 'vessels', mode: 'merge', idOf: (x) => x.id, snapshot: () => state });
    const socket = new FakeSocket();
    channel.add(asSocket(socket));
    expect(socket.sent).toHaveLength(1);
    channel.publish([{ id: 0, v: 1 }]);
    for (let i = 0; i < 5; i += 1) socket.drain();
    const batches = socket.sent.map((text) => (JSON.parse(text) as { vessels: { id: number; v: number }[] }).vessels);
    expect(batches.map((b) => b.length)).toEqual([SNAPSHOT_CHUNK_ITEMS, SNAPSHOT_CHUNK_ITEMS, 5, 1]);
    // Merged per id in arrival order, the update wins over the snapshot's older value.
    const merged = new Map<number, number>();
    for (const batch of batches) for (const item of batch) merged.set(item.id, item.v);
    expect(merged.size).toBe(count);
    expect(merged.get(0)).toBe(1);
    // The benchmarks' clients skip this many messages of a snapshot.
    expect(SNAPSHOT_CHUNK_VESSELS).toBe(SNAPSHOT_CHUNK_ITEMS);
  });

  it('replace mode: sends the snapshot first, keeps only the newest batch while one is in flight', () => {
    const channel = new StreamChannel<number>({ field: 'trains', mode: 'replace', snapshot: () => [0] });
    const socket = new FakeSocket();
    channel.add(asSocket(socket));
    expect(socket.sent).toEqual(['{"trains":[0]}']);
    for (let i = 1; i <= 100; i += 1) channel.publish([i]);
    expect(socket.sent).toHaveLength(1);
    socket.drain();
    expect(socket.sent.at(-1)).toBe('{"trains":[100]}');
    expect(channel.stats.batchesReplaced).toBe(99);
  });

  it('merge mode: coalesces pending updates per id, never dropping an id', () => {
    const channel = new StreamChannel<{ id: number; v: number }>({ field: 'vessels', mode: 'merge', idOf: (item) => item.id, snapshot: () => [] });
    const socket = new FakeSocket();
    channel.add(asSocket(socket));
    expect(socket.sent).toEqual(['{"vessels":[]}']);
    socket.drain();
    channel.publish([{ id: 1, v: 1 }]);
    expect(socket.sent.at(-1)).toBe('{"vessels":[{"id":1,"v":1}]}');
    for (let v = 2; v <= 50; v += 1) channel.publish([{ id: 1, v }, { id: v, v }]);
    socket.drain();
    const last = JSON.parse(socket.sent.at(-1) ?? '') as { vessels: { id: number; v: number }[] };
    expect(last.vessels.find((vessel) => vessel.id === 1)).toEqual({ id: 1, v: 50 });
    expect(new Set(last.vessels.map((vessel) => vessel.id)).size).toBe(50);
    expect(channel.stats.itemsCoalesced).toBe(48);
  });

  it('a slow client does not hold back a fast one', () => {
    const channel = new StreamChannel<number>({ field: 'nws', mode: 'replace', snapshot: () => [] });
    const slow = new FakeSocket();
    const fast = new FakeSocket();
    channel.add(asSocket(slow));
    channel.add(asSocket(fast));
    for (let i = 0; i < 10; i += 1) {
      channel.publish([i]);
      fast.drain();
    }
    expect(fast.sent).toHaveLength(11);
    expect(slow.sent).toHaveLength(1);
  });

  it('heartbeat pings, and closes a client that did not answer the previous ping', () => {
    const channel = new StreamChannel<number>({ field: 'x', mode: 'replace', snapshot: () => [] });
    const quiet = new FakeSocket();
    const polite = new FakeSocket();
    channel.add(asSocket(quiet));
    channel.add(asSocket(polite));
    quiet.drain();
    polite.drain();
    channel.heartbeat();
    expect(quiet.sent.at(-1)).toBe('ping');
    polite.emit('message', Buffer.from('pong'), false);
    channel.heartbeat();
    expect(quiet.terminated).toBe(true);
    expect(polite.terminated).toBe(false);
    expect(channel.clientCount).toBe(1);
    expect(channel.stats.clientsTimedOut).toBe(1);
  });
});
