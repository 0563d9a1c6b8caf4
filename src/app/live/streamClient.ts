// A live stream client (spec section 7, "Live streams"): a WebSocket on the
// backend host (wss on a secure page) that answers 'ping' with 'pong',
// passes each JSON batch on, and reconnects 1 s after closing. It sends
// nothing else.
import { PING_TEXT, PONG_TEXT, STREAMS, type StreamName } from '../../protocol/streams';

/** Socket reconnect delay (spec section 9). */
export const RECONNECT_DELAY_MS = 1000;

/** The part of the browser's WebSocket the client uses. */
export interface SocketLike {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: () => void): void;
  send(data: string): void;
  close(): void;
}

export interface StreamClientDeps {
  /** Opens a socket (the browser's WebSocket in the app). */
  open: (url: string) => SocketLike;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** Page location, for the socket URL. */
  location: { protocol: string; host: string };
}

/** A stream beyond the spec's five (e.g. the alerts stream): its path and its message's list field. */
export interface StreamSpec {
  path: string;
  field: string;
}

const specOf = (stream: StreamName | StreamSpec): StreamSpec => (typeof stream === 'string' ? STREAMS[stream] : stream);

export function streamUrl(stream: StreamName | StreamSpec, location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${specOf(stream).path}`;
}

export class StreamClient<T> {
  private socket: SocketLike | null = null;
  private timer: unknown = null;
  private running = false;
  /** Batches received, and messages that could not be read. */
  readonly stats = { batches: 0, badMessages: 0, connects: 0 };

  constructor(
    private readonly name: StreamName | StreamSpec,
    private readonly onBatch: (items: T[]) => void,
    private readonly deps: StreamClientDeps,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  stop(): void {
    this.running = false;
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    // Its close event finds `this.socket` changed and is ignored.
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private connect(): void {
    const socket = this.deps.open(streamUrl(this.name, this.deps.location));
    this.socket = socket;
    this.stats.connects += 1;
    const field = specOf(this.name).field;
    socket.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      if (event.data === PING_TEXT) {
        socket.send(PONG_TEXT);
        return;
      }
      try {
        const message = JSON.parse(event.data) as Record<string, unknown>;
        const items = message[field];
        if (!Array.isArray(items)) throw new Error(`no '${field}' list`);
        this.stats.batches += 1;
        this.onBatch(items as T[]);
      } catch {
        this.stats.badMessages += 1;
      }
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket || !this.running) return;
      this.socket = null;
      this.timer = this.deps.setTimer(() => {
        this.timer = null;
        if (this.running) this.connect();
      }, RECONNECT_DELAY_MS);
    });
  }
}
