// UDP AIS source: listens on a port for datagrams of NMEA lines (one or
// more per datagram, as AIS receivers and forwarders send them).
import { createSocket, type Socket } from 'node:dgram';
import { LineSplitter, type LineSink } from './lineSplitter';

export interface UdpSourceOptions {
  port: number;
  /** Interface to bind (default 0.0.0.0). */
  host?: string;
  onLine: LineSink;
  /** Socket errors after binding (the socket stays open). */
  onError?: (error: Error) => void;
}

export class UdpAisSource {
  private socket: Socket | null = null;
  readonly stats = { datagrams: 0, lines: 0, sinkErrors: 0 };

  constructor(private readonly options: UdpSourceOptions) {}

  /** Binds the port; resolves when listening, rejects when the port cannot be bound. */
  async start(): Promise<void> {
    if (this.socket) return;
    const socket = createSocket('udp4');
    this.socket = socket;
    socket.on('message', (datagram: Buffer) => {
      this.stats.datagrams++;
      const splitter = new LineSplitter((line) => {
        if (line.trim() === '') return;
        this.stats.lines++;
        try {
          this.options.onLine(line);
        } catch {
          this.stats.sinkErrors++;
        }
      });
      splitter.push(datagram);
      splitter.flush();
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(this.options.port, this.options.host ?? '0.0.0.0', () => {
        socket.off('error', reject);
        socket.on('error', (error) => this.options.onError?.(error));
        resolve();
      });
    }).catch((error: unknown) => {
      this.socket = null;
      try {
        socket.close();
      } catch {
        // already closed by the failed bind
      }
      throw error;
    });
  }

  /** The bound port (useful with port 0). */
  get port(): number | null {
    return this.socket ? this.socket.address().port : null;
  }

  async stop(): Promise<void> {
    const socket = this.socket;
    this.socket = null;
    if (socket) await new Promise<void>((resolve) => socket.close(() => resolve()));
  }
}
