// One live stream: its WebSocket clients, ping/pong liveness, and a bounded
// send queue per client. A client has at most one message in flight; what
// arrives meanwhile waits in one pending slot:
// - 'replace' streams (trains, stations, atons, warnings): every batch
//   replaces all, so only the newest batch is kept;
// - 'merge' streams (vessels): items are merged per id, so a newer update of
//   the same id replaces the pending one (counted as coalesced).
// A slow reader therefore never makes the server buffer without bound.
// The snapshot a new client receives is serialised once per published
// batch: clients arriving together (every client of a killed node
// reconnecting to this one) share it. It stays valid until the next publish,
// because what changed after it was made is published to them as well.
import type { WebSocket } from 'ws';
import { PING_TEXT, PONG_TEXT } from '../../protocol/streams';

/** Longest a serialised snapshot is handed to new clients. */
const SNAPSHOT_REUSE_MS = 1000;

export type ChannelMode = 'replace' | 'merge';

export interface ChannelStats {
  clients: number;
  messagesSent: number;
  /** Batches dropped because a newer one replaced them before sending. */
  batchesReplaced: number;
  /** Per-id updates replaced by a newer one before sending. */
  itemsCoalesced: number;
  /** Clients closed for not answering ping. */
  clientsTimedOut: number;
}

interface Client {
  socket: WebSocket;
  alive: boolean;
  inFlight: boolean;
  /** The next whole message (replace mode, or the snapshot), already serialised and encoded. */
  pendingBatch: Buffer | null;
  /** Serialised items by id (merge mode). */
  pendingById: Map<number, string>;
}

export interface ChannelOptions<T> {
  field: string;
  mode: ChannelMode;
  /** Id of an item (merge mode). */
  idOf?: (item: T) => number;
  /** What a new client receives first (the current state). */
  snapshot: () => T[];
}

export class StreamChannel<T> {
  private readonly clients = new Set<Client>();
  /** The serialised snapshot, until the next publish (and at most SNAPSHOT_REUSE_MS: expiry changes the state without one). */
  private snapshotJson: Buffer | null = null;
  private snapshotAtMs = 0;
  readonly stats: ChannelStats = { clients: 0, messagesSent: 0, batchesReplaced: 0, itemsCoalesced: 0, clientsTimedOut: 0 };

  constructor(private readonly options: ChannelOptions<T>) {}

  get clientCount(): number {
    return this.clients.size;
  }

  /** Takes a newly opened socket: sends the snapshot and starts tracking it. */
  add(socket: WebSocket): void {
    const client: Client = { socket, alive: true, inFlight: false, pendingBatch: null, pendingById: new Map() };
    this.clients.add(client);
    this.stats.clients = this.clients.size;
    socket.on('message', (data, isBinary) => {
      if (!isBinary && data.toString() === PONG_TEXT) client.alive = true;
    });
    const remove = (): void => {
      this.clients.delete(client);
      this.stats.clients = this.clients.size;
    };
    socket.on('close', remove);
    socket.on('error', remove);
    // The whole current state as one message, in either mode.
    const nowMs = Date.now();
    if (this.snapshotJson === null || nowMs - this.snapshotAtMs > SNAPSHOT_REUSE_MS) {
      // Encoded once: sending a string makes ws encode it again for every client (6 MB for 20,000 vessels).
      this.snapshotJson = Buffer.from(JSON.stringify({ [this.options.field]: this.options.snapshot() }));
      this.snapshotAtMs = nowMs;
    }
    this.enqueue(client, this.snapshotJson);
  }

  /** The state changed without a batch (e.g. the blacklist hid vessels): the next snapshot is made afresh. */
  forgetSnapshot(): void {
    this.snapshotJson = null;
  }

  /** Sends a batch: the whole state (replace) or changed items (merge). Each item is serialised once for all clients. */
  publish(items: T[]): void {
    this.snapshotJson = null;
    if (this.clients.size === 0 || (this.options.mode === 'merge' && items.length === 0)) return;
    const serialised = this.serialise(items);
    for (const client of this.clients) this.enqueue(client, serialised);
  }

  private serialise(items: T[]): Buffer | [number, string][] {
    if (this.options.mode === 'replace') return Buffer.from(JSON.stringify({ [this.options.field]: items }));
    const idOf = this.options.idOf;
    if (!idOf) throw new Error('merge channel needs idOf');
    return items.map((item) => [idOf(item), JSON.stringify(item)]);
  }

  /** Sends 'ping' to every client; closes those that did not answer the last one. */
  heartbeat(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        this.stats.clientsTimedOut += 1;
        this.clients.delete(client);
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(PING_TEXT);
    }
    this.stats.clients = this.clients.size;
  }

  closeAll(): void {
    for (const client of this.clients) client.socket.terminate();
    this.clients.clear();
    this.stats.clients = 0;
  }

  private enqueue(client: Client, message: Buffer | [number, string][]): void {
    if (Buffer.isBuffer(message)) {
      if (client.pendingBatch !== null) this.stats.batchesReplaced += 1;
      client.pendingBatch = message;
    } else {
      for (const [id, json] of message) {
        if (client.pendingById.has(id)) this.stats.itemsCoalesced += 1;
        client.pendingById.set(id, json);
      }
    }
    this.flush(client);
  }

  private flush(client: Client): void {
    if (client.inFlight || client.socket.readyState !== client.socket.OPEN) return;
    let message: Buffer | string;
    if (client.pendingBatch !== null) {
      message = client.pendingBatch;
      client.pendingBatch = null;
    } else if (client.pendingById.size > 0) {
      message = `{${JSON.stringify(this.options.field)}:[${[...client.pendingById.values()].join(',')}]}`;
      client.pendingById.clear();
    } else {
      return;
    }
    client.inFlight = true;
    this.stats.messagesSent += 1;
    // A text frame either way (the streams are JSON text).
    client.socket.send(message, { binary: false }, (error) => {
      client.inFlight = false;
      if (!error) this.flush(client);
    });
  }
}
