// Alerts on two nodes (one PostgreSQL database, one NATS JetStream), in this
// process: exactly one node evaluates; a zone drawn on one node is in the
// other's zones stream within a second; an alert the evaluating node raises
// and an acknowledgement made on the other node (forwarded to the
// evaluating one, in the audit trail with its user) reach both nodes'
// alert streams within a second; when the evaluating node stops, the other
// takes over within 5 s, adopts the open alerts and goes on, none doubled.
// Runs in the PostgreSQL run of the tests (vitest.postgres.config.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, StringCodec, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ALERTS_PATH, ALERTS_STREAM, alertAcknowledgePath, alertPath, type Alert, type AlertDetailResponse, type AlertsResponse } from '../../protocol/alerts';
import { ZONES_PATH, ZONES_STREAM, type Zone } from '../../protocol/zones';
import { ALERTS_ROLE } from './roles';
import { AisFeed, classA } from '../testing/aisFeed';
import { dropTestDatabase, postgresTestUrl, testDatabaseUrl } from '../testing/postgresTest';
import { startNatsServer, type NatsServer } from '../testing/services/nats';
import { freePort, waitFor } from '../testing/services/ports';
import { call, signIn, startTestServer, testDataDir, type TestServer } from '../testing/testServer';

const WITHIN_MS = 1000;

let nats: NatsServer;
let bus: NatsConnection;
let feed: AisFeed;
let nodes: [TestServer, TestServer];
let databaseDir: string;
let filesDir: string;
let token: string;
let cookies: [string, string];

beforeAll(async () => {
  if (!postgresTestUrl()) return;
  nats = await startNatsServer(await freePort());
  bus = await connect({ servers: nats.url });
  feed = await AisFeed.start();
  databaseDir = testDataDir();
  filesDir = mkdtempSync(join(tmpdir(), 'traxis-files-'));
  const env = {
    TRAXIS_DATABASE_URL: (await testDatabaseUrl(databaseDir)) ?? '',
    TRAXIS_NATS_URL: nats.url,
    TRAXIS_FILES_DIR: filesDir,
    TRAXIS_AIS_TCP: feed.address,
    TRAXIS_ALERTS: '1',
    TRAXIS_WS_PING_MS: '200',
  };
  nodes = [await startTestServer({ env }), await startTestServer({ env })];
  token = (await signIn(nodes[0])).access;
  cookies = [(await signIn(nodes[0])).cookies, (await signIn(nodes[1])).cookies];
  await feed.reader();
}, 60_000);

afterAll(async () => {
  if (!postgresTestUrl()) return;
  await Promise.allSettled(nodes.map((node) => node.dispose()));
  await bus?.close();
  await feed?.close();
  await nats?.stop();
  await dropTestDatabase(databaseDir);
  rmSync(databaseDir, { recursive: true, force: true });
  rmSync(filesDir, { recursive: true, force: true });
});

/** The node holding the evaluation (from the lease in NATS), and the other. */
async function roles(): Promise<{ evaluating: TestServer; other: TestServer }> {
  const kv = await bus.jetstream().views.kv('traxis_leases');
  let holder = '';
  await waitFor('an evaluating node', async () => {
    holder = StringCodec().decode((await kv.get(ALERTS_ROLE))?.value ?? new Uint8Array());
    return nodes.some((node) => node.cluster.nodeId === holder);
  }, 10_000);
  const [a, b] = nodes;
  return a.cluster.nodeId === holder ? { evaluating: a, other: b } : { evaluating: b, other: a };
}

interface Stream<T> {
  socket: WebSocket;
  items: { item: T; atMs: number }[];
}

function stream<T>(node: TestServer, path: string, field: string): Promise<Stream<T>> {
  const cookie = cookies[nodes.indexOf(node)] ?? '';
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${node.url.replace('http', 'ws')}${path}`, { headers: { cookie } });
    const items: { item: T; atMs: number }[] = [];
    let first = true;
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'ping') return void socket.send('pong');
      for (const item of (JSON.parse(text) as Record<string, T[]>)[field] ?? []) items.push({ item, atMs: Date.now() });
      if (first) resolve({ socket, items });
      first = false;
    });
    socket.on('error', reject);
  });
}

const alertsOn = (node: TestServer) => stream<Alert>(node, ALERTS_STREAM.path, ALERTS_STREAM.field);
const list = async (node: TestServer): Promise<Alert[]> => (await call<AlertsResponse>(node, 'GET', `${ALERTS_PATH}?state=all&limit=1000`, { token })).body.alerts;

describe.runIf(postgresTestUrl())('alerts on two nodes', () => {
  it('exactly one node evaluates', async () => {
    const { evaluating, other } = await roles();
    expect(evaluating).not.toBe(other);
  });

  it('a zone drawn on one node is in the other node\'s zones stream within a second', async () => {
    const [a, b] = nodes;
    const zones = await stream<Zone>(b, ZONES_STREAM.path, ZONES_STREAM.field);
    try {
      const started = Date.now();
      const created = await call<Zone>(a, 'POST', ZONES_PATH, { token, body: { name: 'Wspólna', polygon: [[54.5, 18.5], [54.6, 18.5], [54.6, 18.6]], rules: { entry: true } } });
      expect(created.status).toBe(201);
      await waitFor('the zone on B', () => zones.items.some(({ item }) => item.id === created.body.id), WITHIN_MS, 10);
      expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    } finally {
      zones.socket.close();
    }
  });

  it('an alert and an acknowledgement on the other node reach both nodes within a second, in the trail with the user', async () => {
    const { evaluating, other } = await roles();
    const streams = [await alertsOn(evaluating), await alertsOn(other)];
    try {
      feed.send(classA(970000001, 54.7, 19.0, 0.5, 0, { navStatus: 14 }));
      const key = 'distress:970000001';
      const arrivals = async () => streams.map((s) => s.items.find(({ item }) => item.key === key)?.atMs);
      await waitFor('the alert on both nodes', async () => (await arrivals()).every((at) => at !== undefined), 5000, 10);
      const [onEvaluating, onOther] = (await arrivals()) as [number, number];
      expect(onOther - onEvaluating).toBeLessThan(WITHIN_MS);
      const alert = streams[1]?.items.find(({ item }) => item.key === key)?.item as Alert;
      expect((await list(other)).find((a) => a.key === key)?.id).toBe(alert.id);

      const acknowledged = Date.now();
      const ack = await call<AlertDetailResponse>(other, 'POST', alertAcknowledgePath(alert.id), { token });
      expect(ack.status).toBe(200);
      expect(ack.body.alert).toMatchObject({ state: 'acknowledged', acknowledged_by: 'admin' });
      expect(ack.body.events.map((e) => [e.event, e.user])).toEqual([
        ['opened', null],
        ['acknowledged', 'admin'],
      ]);
      for (const s of streams) {
        await waitFor('the acknowledgement in both streams', () => s.items.some(({ item }) => item.id === alert.id && item.state === 'acknowledged'), WITHIN_MS, 10);
      }
      expect(Date.now() - acknowledged).toBeLessThan(WITHIN_MS + 500);
      expect((await call<AlertDetailResponse>(evaluating, 'GET', alertPath(alert.id), { token })).body.alert.state).toBe('acknowledged');
    } finally {
      for (const s of streams) s.socket.close();
    }
  });

  it('the evaluating node stops: the other takes over within 5 s, adopts the open alerts and goes on, none doubled', async () => {
    const { evaluating, other } = await roles();
    const before = (await list(other)).filter((a) => a.state !== 'closed');
    expect(before.some((a) => a.key === 'distress:970000001')).toBe(true);
    const stream = await alertsOn(other);
    try {
      await evaluating.stop();
      const stoppedAt = Date.now();
      await waitFor('the other node evaluating', async () => (await roles()).evaluating === other, 5000, 50);
      // The AIS reader may have stopped too: the feed waits for the other node's connection.
      await feed.reader();
      feed.send(classA(970000002, 54.71, 19.0, 0.5, 0, { navStatus: 14 }), classA(970000001, 54.7, 19.001, 0.5, 0, { navStatus: 14 }));
      await waitFor('a new alert from the other node', () => stream.items.some(({ item }) => item.key === 'distress:970000002'), 5000, 20);
      expect(Date.now() - stoppedAt).toBeLessThan(5000 + 1000);
      const after = await list(other);
      const keys = after.map((a) => a.key);
      expect(keys.filter((key) => key === 'distress:970000001')).toHaveLength(1);
      expect(keys.filter((key) => key === 'distress:970000002')).toHaveLength(1);
      // The adopted alert stayed open and acknowledged (not closed by a restart).
      expect(after.find((a) => a.key === 'distress:970000001')).toMatchObject({ state: 'acknowledged' });
    } finally {
      stream.socket.close();
    }
  }, 30_000);
});
