// Sources against loopback only: a local TCP server that sends lines and
// disconnects (the client reconnects), a UDP datagram, a replay of a temp file.
import { createSocket } from 'node:dgram';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { checksumHex } from './checksum';
import { LineSplitter } from './lineSplitter';
import { AisEncoder } from './encoder';
import { AisPipeline } from './pipeline';
import { lineTimeMs, ReplayAisSource } from './replaySource';
import { createAisSources, hasAisSource, readAisConfig } from './sources';
import { TcpAisSource, type TcpSourceStatus } from './tcpSource';
import { UdpAisSource } from './udpSource';
import { VesselTracker } from './vesselTracker';

const TYPE1 = '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A';
const dir = mkdtempSync(join(tmpdir(), 'traxis-ais-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const waitFor = async (condition: () => boolean, timeoutMs = 5000): Promise<void> => {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};

const tagged = (timeS: number, sentence = TYPE1): string => {
  const body = `s:test,c:${timeS}`;
  return `\\${body}*${checksumHex(body)}\\${sentence}`;
};

describe('LineSplitter', () => {
  it('splits chunks on line ends, strips CR and keeps partial lines between chunks', () => {
    const lines: string[] = [];
    const s = new LineSplitter((l) => lines.push(l));
    s.push('a\r\nb');
    s.push('c\nd');
    s.flush();
    expect(lines).toEqual(['a', 'bc', 'd']);
  });

  it('drops over-long lines without growing its buffer', () => {
    const lines: string[] = [];
    const s = new LineSplitter((l) => lines.push(l), 10);
    s.push('x'.repeat(8));
    s.push('x'.repeat(8));
    s.push('x'.repeat(100));
    s.push('tail\nok\n');
    s.push(`${'y'.repeat(20)}\nfine\n`);
    expect(lines).toEqual(['ok', 'fine']);
    expect(s.overlong).toBe(2);
  });
});

describe('TcpAisSource', () => {
  it('receives lines and reconnects with back-off after the server disconnects', async () => {
    let connections = 0;
    const server: Server = createServer((socket) => {
      connections++;
      socket.end(`${TYPE1}\r\nline ${connections}\n`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const lines: string[] = [];
    const statuses: TcpSourceStatus[] = [];
    const source = new TcpAisSource({
      host: '127.0.0.1',
      port,
      onLine: (l) => lines.push(l),
      onStatus: (s) => statuses.push(s),
      minBackoffMs: 20,
      maxBackoffMs: 100,
    });
    cleanups.push(() => source.stop());
    source.start();
    await waitFor(() => lines.length >= 6);
    expect(lines.slice(0, 4)).toEqual([TYPE1, 'line 1', TYPE1, 'line 2']);
    expect(source.stats.connects).toBeGreaterThanOrEqual(3);
    expect(statuses.some((s) => s.state === 'disconnected')).toBe(true);
  });

  it('backs off exponentially up to the maximum while the server is down', async () => {
    const source = new TcpAisSource({ host: '127.0.0.1', port: 1, onLine: () => {}, minBackoffMs: 100, maxBackoffMs: 1000 });
    expect([0, 1, 2, 3, 4, 10].map((n) => source.backoffMs(n))).toEqual([100, 200, 400, 800, 1000, 1000]);
    // A closed port (bound once, then released): attempts fail and are retried, never thrown.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const probeAddress = probe.address();
    const closedPort = typeof probeAddress === 'object' && probeAddress ? probeAddress.port : 0;
    await new Promise((resolve) => probe.close(resolve));
    const retries: number[] = [];
    const failing = new TcpAisSource({
      host: '127.0.0.1',
      port: closedPort,
      onLine: () => {},
      minBackoffMs: 5,
      maxBackoffMs: 40,
      onStatus: (s) => {
        if (s.state === 'disconnected') retries.push(s.retryInMs);
      },
    });
    cleanups.push(() => failing.stop());
    failing.start();
    await waitFor(() => retries.length >= 4);
    expect(retries.slice(0, 4)).toEqual([5, 10, 20, 40]);
  });
});

describe('UdpAisSource', () => {
  it('feeds the lines of a datagram', async () => {
    const lines: string[] = [];
    const source = new UdpAisSource({ port: 0, host: '127.0.0.1', onLine: (l) => lines.push(l) });
    await source.start();
    cleanups.push(() => source.stop());
    const client = createSocket('udp4');
    cleanups.push(() => client.close());
    client.send(`${TYPE1}\r\n${TYPE1}\r\n`, source.port ?? 0, '127.0.0.1');
    await waitFor(() => lines.length === 2);
    expect(lines).toEqual([TYPE1, TYPE1]);
    expect(source.stats.datagrams).toBe(1);
  });

  it('rejects a port that is taken', async () => {
    const first = new UdpAisSource({ port: 0, host: '127.0.0.1', onLine: () => {} });
    await first.start();
    cleanups.push(() => first.stop());
    const second = new UdpAisSource({ port: first.port ?? 0, host: '127.0.0.1', onLine: () => {} });
    await expect(second.start()).rejects.toThrow();
  });
});

describe('ReplayAisSource', () => {
  it('replays at the pace of tag-block times, sped up', async () => {
    const path = join(dir, 'tagged.nmea');
    writeFileSync(path, ['# comment', tagged(1000), tagged(1002), tagged(1004), ''].join('\n'));
    const times: number[] = [];
    const source = new ReplayAisSource({ path, onLine: () => times.push(performance.now()), speed: 20, loop: false });
    const start = performance.now();
    source.start();
    await source.finished();
    expect(times).toHaveLength(3);
    // 4 s of log at 20x: the last line is due 200 ms after the pass starts (timers may fire a little early).
    expect((times[2] ?? 0) - start).toBeGreaterThanOrEqual(195);
  });

  it('replays untagged lines at a fixed rate and loops until stopped', async () => {
    const path = join(dir, 'plain.nmea');
    writeFileSync(path, `${TYPE1}\n${TYPE1}\n`);
    const lines: string[] = [];
    const source = new ReplayAisSource({ path, onLine: (l) => lines.push(l), linesPerSecond: 100, speed: 2 });
    source.start();
    await waitFor(() => source.stats.passes >= 2);
    await source.stop();
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.every((l) => l === TYPE1)).toBe(true);
  });

  it('reports a missing file instead of throwing', async () => {
    const errors: Error[] = [];
    const source = new ReplayAisSource({ path: join(dir, 'missing.nmea'), onLine: () => {}, onError: (e) => errors.push(e), loop: false });
    source.start();
    await source.finished();
    expect(errors).toHaveLength(1);
  });

  it('reads tag-block times', () => {
    expect(lineTimeMs(tagged(1418172113))).toBe(1418172113000);
    expect(lineTimeMs(TYPE1)).toBeNull();
    expect(lineTimeMs('\\c:1*00\\x')).toBeNull();
  });
});

describe('AIS settings', () => {
  it('reads TRAXIS_AIS_TCP, TRAXIS_AIS_UDP_PORT, TRAXIS_AIS_REPLAY and TRAXIS_AIS_REPLAY_SPEED', () => {
    expect(readAisConfig({})).toEqual({ tcp: null, udpPort: null, replay: null });
    expect(hasAisSource(readAisConfig({}))).toBe(false);
    expect(
      readAisConfig({ TRAXIS_AIS_TCP: 'ais.example:5631', TRAXIS_AIS_UDP_PORT: '10110', TRAXIS_AIS_REPLAY: '/x.nmea', TRAXIS_AIS_REPLAY_SPEED: '4' }),
    ).toEqual({ tcp: { host: 'ais.example', port: 5631 }, udpPort: 10110, replay: { path: '/x.nmea', speed: 4 } });
    expect(readAisConfig({ TRAXIS_AIS_TCP: '[::1]:5631' }).tcp).toEqual({ host: '::1', port: 5631 });
  });

  it('rejects bad values with a ConfigError', () => {
    for (const env of [
      { TRAXIS_AIS_TCP: 'nohost' },
      { TRAXIS_AIS_TCP: 'h:0' },
      { TRAXIS_AIS_UDP_PORT: '70000' },
      { TRAXIS_AIS_REPLAY: 'f', TRAXIS_AIS_REPLAY_SPEED: '0' },
      { TRAXIS_AIS_REPLAY_SPEED: 'fast' },
    ]) {
      expect(() => readAisConfig(env)).toThrow(ConfigError);
    }
  });

  it('builds and starts the configured sources', async () => {
    const lines: string[] = [];
    const path = join(dir, 'factory.nmea');
    writeFileSync(path, `${TYPE1}\n`);
    const sources = createAisSources({ tcp: null, udpPort: null, replay: { path, speed: 100 } }, (l) => lines.push(l));
    await sources.start();
    cleanups.push(() => sources.stop());
    await waitFor(() => lines.length >= 1);
    expect(sources.tcp).toBeNull();
    expect(sources.udp).toBeNull();
  });
});

describe('a feed end to end', () => {
  it('survives broken lines and a dropped connection, and ends in the tracker', async () => {
    const encoder = new AisEncoder();
    const voyage = encoder.encode({
      type: 5,
      repeat: 0,
      mmsi: 261000123,
      aisVersion: 0,
      imo: 0,
      callsign: 'SPXX',
      shipName: 'ZEFIR',
      shipType: 52,
      toBowM: 20,
      toSternM: 5,
      toPortM: 4,
      toStarboardM: 4,
      epfd: 1,
      eta: { month: 0, day: 0, hour: 24, minute: 60 },
      draughtM: 3.1,
      destination: 'GDANSK',
      dte: false,
    });
    let connections = 0;
    // First connection: garbage, half a message, then the server drops; second: the whole message.
    const server: Server = createServer((socket) => {
      connections++;
      if (connections === 1) socket.end(`garbage\n${TYPE1.replace('*4A', '*00')}\n${voyage[0] ?? ''}\n`);
      else socket.end(`${voyage.join('\r\n')}\r\n${TYPE1}\r\n`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    const address = server.address();
    const pipeline = new AisPipeline();
    const tracker = new VesselTracker();
    tracker.attach(pipeline);
    const source = new TcpAisSource({
      host: '127.0.0.1',
      port: typeof address === 'object' && address ? address.port : 0,
      onLine: (line) => pipeline.push(line),
      minBackoffMs: 10,
    });
    cleanups.push(() => source.stop());
    source.start();
    await waitFor(() => tracker.vesselCount >= 2);
    source.stop();
    expect(tracker.list().find((v) => v.mmsi === '261000123')).toMatchObject({ name: 'ZEFIR', vessel_type: 52, draught: 3.1 });
    expect(pipeline.stats().errors).toMatchObject({ not_ais: 1, checksum: 1 });
  });
});
