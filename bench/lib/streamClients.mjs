// Vessel-stream clients as the console's are (src/app/live/streamClient.ts):
// answer 'ping' with 'pong', reconnect 1 s after a close. A few of them
// parse every message and measure delays (the vessel's last_reported to
// receipt, stamped before any of them is parsed); every one records its
// longest silence (gap between two messages, a reconnect included).
import { fork } from 'node:child_process';
import WebSocket from 'ws';
import { snapshotMessages } from './snapshot.mjs';

const RECONNECT_DELAY_MS = 1000;

export function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Opens `count` clients of `url` (cookie for the session). `measuring` of
 * them parse messages for delays once `state.measuring` is true.
 */
export function openStreamClients({ url, cookie, count, measuring, vessels = 20000 }) {
  const state = { measuring: false, delaysMs: [], messages: 0, bytes: 0, reconnects: 0, closed: false };
  /** [receivedAtMs, message] of the measuring clients, not yet parsed. */
  let received = [];
  const parseReceived = () => {
    const batch = received;
    received = [];
    for (const [at, data] of batch) {
      const { vessels: reported } = JSON.parse(data.toString());
      for (const vessel of reported) state.delaysMs.push(at - Date.parse(vessel.last_reported));
    }
  };
  const clients = [];
  for (let i = 0; i < count; i += 1) {
    const client = { socket: null, lastMs: null, longestGapMs: 0, gapStartedAt: null, snapshots: 0, snapshotLeft: 0, reconnects: 0 };
    const connect = () => {
      if (state.closed) return;
      const socket = new WebSocket(url, { headers: { cookie } });
      client.socket = socket;
      client.snapshotLeft = snapshotMessages(vessels);
      client.connectAt = Date.now();
      socket.on('open', () => {
        client.openMs = Date.now() - client.connectAt;
      });
      socket.on('message', (data) => {
        if (data.length === 0) return;
        // Only a 4-byte message can be 'ping': the 6 MB snapshots are not decoded to text (50 clients in this one process would spend seconds on it).
        if (data.length === 4 && data.toString() === 'ping') {
          socket.send('pong');
          return;
        }
        const now = Date.now();
        if (client.lastMs !== null && now - client.lastMs > client.longestGapMs) {
          client.longestGapMs = now - client.lastMs;
          client.gapStartedAt = client.lastMs;
        }
        if (client.lastMs === null || client.lastMs < client.connectAt) client.firstMessageMs = now - client.connectAt;
        client.lastMs = now;
        state.messages += 1;
        state.bytes += data.length;
        if (i >= measuring) return;
        // The first messages after a connect are the snapshot of the whole fleet: its ages are not delivery delays.
        if (client.snapshotLeft > 0) {
          client.snapshotLeft -= 1;
          if (client.snapshotLeft === 0) client.snapshots += 1;
          return;
        }
        if (!state.measuring) return;
        // Parsed after every message that arrived with it has been stamped: the stamp is the delivery, not this process's parsing of other clients' copies.
        received.push([now, data]);
        if (received.length === 1) setImmediate(parseReceived);
      });
      socket.on('close', () => {
        if (state.closed) return;
        client.closedAt = Date.now();
        client.lastBeforeCloseAt = client.lastMs;
        state.reconnects += 1;
        client.reconnects += 1;
        setTimeout(connect, RECONNECT_DELAY_MS);
      });
      socket.on('error', () => undefined);
    };
    connect();
    clients.push(client);
  }
  return {
    state,
    clients,
    /** Forgets the gaps so far (after the warm-up). */
    resetGaps() {
      for (const client of clients) {
        client.longestGapMs = 0;
        client.reconnects = 0;
      }
    },
    close() {
      state.closed = true;
      for (const client of clients) client.socket?.terminate();
    },
  };
}

/**
 * `count` clients of `url`: the `measuring` ones in this process (they parse
 * and stamp), the others in a child process (streamFillers.child.mjs), so
 * that their traffic does not delay the measuring clients' stamps. `report()`
 * resolves to every client's gaps and reconnects (both processes).
 */
export function openStreamLoad({ url, cookie, count, measuring, vessels = 20000 }) {
  const own = openStreamClients({ url, cookie, count: measuring, measuring, vessels });
  const child = fork(new URL('./streamFillers.child.mjs', import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.send({ type: 'open', url, cookie, count: count - measuring, vessels });
  let asked = 0;
  const waiting = new Map();
  const none = { clients: [], reconnects: 0 };
  child.on('message', (message) => {
    if (message.type !== 'report') return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  // A child that died reports no clients (the benchmark goes on with its own) rather than leaving `report` waiting.
  child.on('exit', () => {
    for (const done of waiting.values()) done(none);
    waiting.clear();
  });
  return {
    state: own.state,
    resetGaps() {
      own.resetGaps();
      child.send({ type: 'resetGaps' });
    },
    /** Every client's { longestGapMs, reconnects, lastBeforeCloseAt, closedAt, openMs, firstMessageMs } and the reconnects in all. */
    report() {
      const id = ++asked;
      return new Promise((resolve) => {
        const done = (theirs) => resolve({ clients: [...own.clients, ...theirs.clients], reconnects: own.state.reconnects + theirs.reconnects });
        if (!child.connected) return done(none);
        waiting.set(id, done);
        child.send({ type: 'report', id });
      });
    },
    close() {
      own.close();
      if (child.connected) child.send({ type: 'close' });
    },
  };
}
