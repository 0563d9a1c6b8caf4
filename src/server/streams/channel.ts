// One live stream: its WebSocket clients, ping/pong liveness, and a bounded
// send queue per client. A client has at most one message in flight; what
// arrives meanwhile waits in one pending slot:
// - 'replace' streams (trains, stations, atons, warnings): every batch
//   replaces all, so only the newest batch is kept;
// - 'merge' streams (vessels): items are merged per id, so a newer update of
//   the same id replaces the pending one (counted as coalesced).
// A slow reader therefore never makes the server buffer without bound.
// The snapshot a new client receives is made and serialised once and shared
// by the clients arriving within SNAPSHOT_REUSE_MS (every client of a killed
// node reconnecting to this one). In replace mode it stays valid until the
// next publish. In merge mode it outlives publishes: the channel keeps what
// was published since it was made, merged per id, and a client that takes
// it also gets those updates, queued behind it — the snapshot plus the
// updates since is the current state. It goes out in messages of
// SNAPSHOT_CHUNK_ITEMS items (each batch merges per id, spec section 9),
// serialised when first needed and before any update queued meanwhile: a
// client's first vessels arrive after one small message, not after 6 MB,
// however many clients arrive at once.
// A merge-mode batch is serialised once per publish for every client that
// has nothing else queued (the usual case), not once per client.
import type { WebSocket } from 'ws';
import { PING_TEXT, PONG_TEXT } from '../../protocol/streams';

/** Longest a serialised snapshot is handed to new clients. */
const SNAPSHOT_REUSE_MS = 1000;

/** Items per snapshot message in merge mode. */
export const SNAPSHOT_CHUNK_ITEMS = 1000;

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
  /** The merge-mode snapshot being sent, and the index of its next message. */
  snapshot: { chunks: Pick<SnapshotChunks<unknown>, 'count' | 'message'>; next: number } | null;
}

/** A merge-mode snapshot's messages, each serialised and encoded when first sent, and the updates published since it was made. */
class SnapshotChunks<T> {
  private readonly messages: Buffer[] = [];
  readonly count: number;
  /** Serialised items published after the snapshot was made, merged per id. */
  readonly since = new Map<number, string>();

  constructor(
    private readonly field: string,
    private readonly items: readonly T[],
    private readonly json: (item: T) => string,
  ) {
    this.count = Math.max(1, Math.ceil(items.length / SNAPSHOT_CHUNK_ITEMS));
  }

  message(index: number): Buffer {
    const made = this.messages[index];
    if (made) return made;
    const start = index * SNAPSHOT_CHUNK_ITEMS;
    const items = this.items.slice(start, start + SNAPSHOT_CHUNK_ITEMS).map(this.json);
    const message = Buffer.from(`{${JSON.stringify(this.field)}:[${items.join(',')}]}`);
    this.messages[index] = message;
    return message;
  }
}

export interface ChannelOptions<T> {
  field: string;
  mode: ChannelMode;
  /** Id of an item (merge mode). */
  idOf?: (item: T) => number;
  /** What a new client receives first (the current state). */
  snapshot: () => T[];
  /**
   * Merge mode: an item (an object) never changes once handed to the channel —
   * a changed item is a new object, as the vessel tracker makes them. Its JSON
   * is then kept with it and reused by the snapshot (20,000 vessels: 6 MB not
   * serialised again for each snapshot).
   */
  immutableItems?: boolean;
}

export class StreamChannel<T> {
  private readonly clients = new Set<Client>();
  /** The serialised snapshot: in replace mode until the next publish; at most SNAPSHOT_REUSE_MS (expiry changes the state without a publish). */
  private snapshotJson: Buffer | SnapshotChunks<T> | null = null;
  /** The JSON of items already serialised (immutableItems), while the item lives. */
  private readonly jsonOf = new WeakMap<object, string>();
  private readonly json = (item: T): string => {
    if (!this.options.immutableItems || typeof item !== 'object' || item === null) return JSON.stringify(item);
    const known = this.jsonOf.get(item);
    if (known !== undefined) return known;
    const json = JSON.stringify(item);
    this.jsonOf.set(item, json);
    return json;
  };
  private snapshotAtMs = 0;
  readonly stats: ChannelStats = { clients: 0, messagesSent: 0, batchesReplaced: 0, itemsCoalesced: 0, clientsTimedOut: 0 };

  constructor(private readonly options: ChannelOptions<T>) {}

  get clientCount(): number {
    return this.clients.size;
  }

  /** Takes a newly opened socket: sends the snapshot and starts tracking it. */
  add(socket: WebSocket): void {
    const client: Client = { socket, alive: true, inFlight: false, pendingBatch: null, pendingById: new Map(), snapshot: null };
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
    // The whole current state: one message (replace), or its chunks and the updates since (merge).
    const nowMs = Date.now();
    if (this.snapshotJson === null || nowMs - this.snapshotAtMs > SNAPSHOT_REUSE_MS) {
      // Encoded once: sending a string makes ws encode it again for every client (6 MB for 20,000 vessels).
      const items = this.options.snapshot();
      this.snapshotJson = this.options.mode === 'merge' ? new SnapshotChunks(this.options.field, items, this.json) : Buffer.from(JSON.stringify({ [this.options.field]: items }));
      this.snapshotAtMs = nowMs;
    }
    if (Buffer.isBuffer(this.snapshotJson)) this.enqueue(client, this.snapshotJson);
    else {
      client.snapshot = { chunks: this.snapshotJson, next: 0 };
      client.pendingById = new Map(this.snapshotJson.since);
      this.flush(client);
    }
  }

  /** The state changed without a batch (e.g. the blacklist hid vessels): the next snapshot is made afresh. */
  forgetSnapshot(): void {
    this.snapshotJson = null;
  }

  /** Sends a batch: the whole state (replace) or changed items (merge). Each item is serialised once for all clients. */
  publish(items: T[]): void {
    if (this.options.mode === 'replace') {
      this.snapshotJson = null;
      if (this.clients.size === 0) return;
      const message = Buffer.from(JSON.stringify({ [this.options.field]: items }));
      for (const client of this.clients) this.enqueue(client, message);
      return;
    }
    if (items.length === 0) return;
    // A snapshot too old to be handed out again stops collecting updates.
    if (this.snapshotJson !== null && Date.now() - this.snapshotAtMs > SNAPSHOT_REUSE_MS) this.snapshotJson = null;
    const snapshot = this.snapshotJson instanceof SnapshotChunks ? this.snapshotJson : null;
    if (this.clients.size === 0 && snapshot === null) return;
    const idOf = this.options.idOf;
    if (!idOf) throw new Error('merge channel needs idOf');
    const serialised = items.map((item): [number, string] => [idOf(item), this.json(item)]);
    if (snapshot) for (const [id, json] of serialised) snapshot.since.set(id, json);
    // One message for every client with nothing else queued; the others merge the items into their queue.
    let whole: Buffer | null = null;
    for (const client of this.clients) {
      if (this.idle(client)) {
        whole ??= Buffer.from(`{${JSON.stringify(this.options.field)}:[${serialised.map(([, json]) => json).join(',')}]}`);
        this.send(client, whole);
      } else this.enqueue(client, serialised);
    }
  }

  /** Nothing in flight or queued: the next message is this batch alone. */
  private idle(client: Client): boolean {
    return !client.inFlight && client.snapshot === null && client.pendingBatch === null && client.pendingById.size === 0 && client.socket.readyState === client.socket.OPEN;
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
    if (client.snapshot !== null) {
      // The snapshot first: updates queued meanwhile are newer than it.
      const { chunks, next } = client.snapshot;
      message = chunks.message(next);
      client.snapshot = next + 1 < chunks.count ? { chunks, next: next + 1 } : null;
    } else if (client.pendingBatch !== null) {
      message = client.pendingBatch;
      client.pendingBatch = null;
    } else if (client.pendingById.size > 0) {
      message = `{${JSON.stringify(this.options.field)}:[${[...client.pendingById.values()].join(',')}]}`;
      client.pendingById.clear();
    } else {
      return;
    }
    this.send(client, message);
  }

  private send(client: Client, message: Buffer | string): void {
    client.inFlight = true;
    this.stats.messagesSent += 1;
    // A text frame either way (the streams are JSON text).
    client.socket.send(message, { binary: false }, (error) => {
      client.inFlight = false;
      if (!error) this.flush(client);
    });
  }
}
