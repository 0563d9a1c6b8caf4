// TCP AIS source: connects to host:port (an AIS receiver or aggregator that
// sends NMEA lines), feeds lines to the sink, and reconnects with exponential
// back-off after a failure, a close or a silent connection.
import { Socket } from 'node:net';
import { LineSplitter, type LineSink } from './lineSplitter';

export interface TcpSourceOptions {
  host: string;
  port: number;
  onLine: LineSink;
  /** First reconnect delay (default 1 s); doubles per failed attempt. */
  minBackoffMs?: number;
  /** Longest reconnect delay (default 60 s). */
  maxBackoffMs?: number;
  /** Give up a connection attempt after this long (default 10 s). */
  connectTimeoutMs?: number;
  /** Reconnect when nothing arrives for this long (default 5 min; 0 = never). */
  idleTimeoutMs?: number;
  /** Connection events, e.g. for logging. */
  onStatus?: (status: TcpSourceStatus) => void;
}

export type TcpSourceStatus =
  | { state: 'connected' }
  | { state: 'disconnected'; reason: string; retryInMs: number };

export class TcpAisSource {
  private socket: Socket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private failures = 0;
  readonly stats = { connects: 0, disconnects: 0, lines: 0, overlongLines: 0, sinkErrors: 0 };

  constructor(private readonly options: TcpSourceOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.socket?.destroy();
    this.socket = null;
  }

  /** The delay before the next attempt after `failures` failed ones. */
  backoffMs(failures: number): number {
    const min = this.options.minBackoffMs ?? 1000;
    const max = this.options.maxBackoffMs ?? 60_000;
    return Math.min(max, min * 2 ** Math.min(failures, 30));
  }

  private connect(): void {
    const socket = new Socket();
    this.socket = socket;
    const splitter = new LineSplitter((line) => {
      this.stats.lines++;
      try {
        this.options.onLine(line);
      } catch {
        this.stats.sinkErrors++;
      }
    });
    let connected = false;
    let reason = 'closed';
    socket.setTimeout(this.options.connectTimeoutMs ?? 10_000);
    socket.on('connect', () => {
      connected = true;
      this.failures = 0;
      this.stats.connects++;
      socket.setTimeout(this.options.idleTimeoutMs ?? 300_000);
      this.options.onStatus?.({ state: 'connected' });
    });
    socket.on('data', (chunk: Buffer) => splitter.push(chunk));
    socket.on('timeout', () => {
      reason = connected ? 'idle timeout' : 'connect timeout';
      socket.destroy();
    });
    socket.on('error', (error) => {
      reason = error.message;
    });
    socket.on('close', () => {
      splitter.flush();
      this.stats.overlongLines += splitter.overlong;
      if (connected) this.stats.disconnects++;
      if (this.socket !== socket || !this.running) return;
      this.socket = null;
      const retryInMs = this.backoffMs(this.failures);
      this.failures++;
      this.options.onStatus?.({ state: 'disconnected', reason, retryInMs });
      this.timer = setTimeout(() => {
        this.timer = null;
        if (this.running) this.connect();
      }, retryInMs);
    });
    socket.connect({ host: this.options.host, port: this.options.port });
  }
}
