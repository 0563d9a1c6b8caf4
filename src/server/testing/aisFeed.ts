// An AIS feed for tests and benchmarks: a TCP server the node reading the
// AIS sources connects to (TRAXIS_AIS_TCP=feed.address; on a cluster, the
// node holding the lease), lines written to every connected reader, and
// encoders of the reports the VTS rules' scenarios send.
import { createServer, type Server, type Socket } from 'node:net';
import { AisEncoder, toSentences, type AidToNavigationReport, type ClassAPosition, type EncodableMessage, type StaticVoyageData } from '../ais';
import { BitWriter } from '../ais/sixbit';

export class AisFeed {
  private readonly readers = new Set<Socket>();
  private readonly encoder = new AisEncoder();
  private waiting: (() => void)[] = [];

  private constructor(
    private readonly server: Server,
    readonly address: string,
  ) {
    server.on('connection', (socket) => {
      this.readers.add(socket);
      socket.on('close', () => this.readers.delete(socket));
      socket.on('error', () => this.readers.delete(socket));
      for (const resolve of this.waiting.splice(0)) resolve();
    });
  }

  static async start(): Promise<AisFeed> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    return new AisFeed(server, `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  }

  get connected(): number {
    return this.readers.size;
  }

  /** Resolves once a reader is connected. */
  reader(): Promise<void> {
    return this.readers.size > 0 ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Writes NMEA lines to every reader. */
  lines(lines: readonly string[]): void {
    if (lines.length === 0) return;
    const text = `${lines.join('\r\n')}\r\n`;
    for (const socket of this.readers) socket.write(text);
  }

  /** Encodes the messages and writes them. */
  send(...messages: EncodableMessage[]): void {
    this.lines(messages.flatMap((message) => this.encoder.encode(message)));
  }

  async close(): Promise<void> {
    for (const socket of this.readers) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A class A position report. */
export function classA(mmsi: number, latDeg: number, lonDeg: number, speedKn: number, courseDeg: number, over: Partial<ClassAPosition> = {}): ClassAPosition {
  return {
    type: 1,
    repeat: 0,
    mmsi,
    navStatus: 0,
    turnRaw: 0,
    speedKn,
    accuracy: true,
    lonDeg,
    latDeg,
    courseDeg,
    headingDeg: courseDeg,
    second: 0,
    maneuver: 0,
    raim: false,
    radio: 0,
    ...over,
  };
}

/** A class A static report (ship type and dimensions). */
export function staticData(mmsi: number, shipName: string, shipType: number, lengthM = 100): StaticVoyageData {
  return {
    type: 5,
    repeat: 0,
    mmsi,
    aisVersion: 0,
    imo: 0,
    callsign: 'TEST',
    shipName,
    shipType,
    toBowM: Math.round(lengthM * 0.6),
    toSternM: Math.round(lengthM * 0.4),
    toPortM: 8,
    toStarboardM: 8,
    epfd: 1,
    eta: { month: 0, day: 0, hour: 24, minute: 60 },
    draughtM: 6,
    destination: 'GDANSK',
    dte: false,
  };
}

/** A floating AtoN's report (a port-hand mark), off position or not. */
export function atonReport(mmsi: number, latDeg: number, lonDeg: number, offPosition: boolean, name = 'BOJA TESTOWA'): AidToNavigationReport {
  return {
    type: 21,
    repeat: 0,
    mmsi,
    aidType: 24,
    name,
    accuracy: true,
    lonDeg,
    latDeg,
    toBowM: 1,
    toSternM: 1,
    toPortM: 1,
    toStarboardM: 1,
    epfd: 1,
    second: 30,
    offPosition,
    regional: 0,
    raim: false,
    virtualAid: false,
    assigned: false,
  };
}

/** A broadcast safety-related message (type 14) as NMEA lines (the encoder has no text messages). */
export function safetyBroadcastLines(mmsi: number, text: string): string[] {
  const bits = new BitWriter().uint(14, 6).uint(0, 2).uint(mmsi, 30).uint(0, 2).text(text, text.length);
  const { payload, fillBits } = bits.toPayload();
  return toSentences(payload, fillBits);
}
