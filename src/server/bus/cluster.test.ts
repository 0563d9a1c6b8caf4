// Two nodes on one PostgreSQL database and one NATS JetStream (a throw-away
// nats-server), in this process: every change made through one node's API
// reaches the other node's streams, caches and session checks within a
// second, both trackers hold the same vessels, and when the node reading
// the AIS sources stops the other one takes over. Runs in the PostgreSQL
// run of the tests (vitest.postgres.config.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { STREAMS, type LiveTrain } from '../../protocol/streams';
import type { Vessel } from '../../protocol/vessels';
import { dropTestDatabase, postgresTestUrl, testDatabaseUrl } from '../testing/postgresTest';
import { startNatsServer, type NatsServer } from '../testing/services/nats';
import { freePort, waitFor } from '../testing/services/ports';
import { call, signIn, startTestServer, testDataDir, type TestServer } from '../testing/testServer';

/** The spec's bound: a change reaches every node within a second. */
const WITHIN_MS = 1000;

let nats: NatsServer;
let a: TestServer;
let b: TestServer;
let databaseDir: string;
let filesDir: string;
let tokenA: string;
let cookiesB: string;

beforeAll(async () => {
  if (!postgresTestUrl()) return;
  nats = await startNatsServer(await freePort());
  databaseDir = testDataDir();
  filesDir = mkdtempSync(join(tmpdir(), 'traxis-files-'));
  const env = {
    TRAXIS_DATABASE_URL: (await testDatabaseUrl(databaseDir)) ?? '',
    TRAXIS_NATS_URL: nats.url,
    TRAXIS_FILES_DIR: filesDir,
    TRAXIS_DEMO_DATA: '1',
  };
  a = await startTestServer({ env });
  b = await startTestServer({ env });
  tokenA = (await signIn(a)).access;
  cookiesB = (await signIn(b)).cookies;
}, 60_000);

afterAll(async () => {
  if (!postgresTestUrl()) return;
  await Promise.allSettled([a?.dispose(), b?.dispose()]);
  await nats?.stop();
  await dropTestDatabase(databaseDir);
  rmSync(databaseDir, { recursive: true, force: true });
  rmSync(filesDir, { recursive: true, force: true });
});

/** A stream on node B with every batch it received. */
function streamOnB(path: string): Promise<{ socket: WebSocket; batches: Record<string, unknown>[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${b.url.replace('http', 'ws')}${path}`, { headers: { cookie: cookiesB } });
    const batches: Record<string, unknown>[] = [];
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'ping') return void socket.send('pong');
      batches.push(JSON.parse(text) as Record<string, unknown>);
      if (batches.length === 1) resolve({ socket, batches });
    });
    socket.on('error', reject);
  });
}

/** Resolves with how long `check` took to come true after the call; fails past the bound. */
async function arrives(what: string, check: () => Promise<boolean> | boolean): Promise<number> {
  const started = Date.now();
  await waitFor(what, check, WITHIN_MS, 20);
  return Date.now() - started;
}

describe.runIf(postgresTestUrl())('two nodes on one database and one bus', () => {
  it('verify each other\'s tokens (one signing secret in the database)', async () => {
    expect((await call(b, 'GET', '/api/settings/preferences/', { token: tokenA })).status).toBe(200);
  });

  it('a train created on A is in B\'s list and B\'s trains stream within a second', async () => {
    const { socket, batches } = await streamOnB(STREAMS.trains.path);
    try {
      const sidings = (await call<{ id: number }[]>(b, 'GET', '/api/trains/sidings/', { token: tokenA })).body;
      await call(b, 'GET', '/api/trains/trains/', { token: tokenA }); // B's list is now cached
      const created = await call<{ id: number }>(a, 'POST', '/api/trains/trains/', {
        token: tokenA,
        body: { name: 'Z węzła A', siding: sidings[0]?.id, trolley_count: 3 },
      });
      expect(created.status).toBe(201);
      const inStream = () => batches.some((batch) => (batch.trains as LiveTrain[]).some((train) => train.train_id === created.body.id));
      await arrives('the train in B\'s stream', inStream);
      await arrives('the train in B\'s list', async () =>
        (await call<{ id: number }[]>(b, 'GET', '/api/trains/trains/', { token: tokenA })).body.some((train) => train.id === created.body.id),
      );
    } finally {
      socket.close();
    }
  });

  it('an aton, a camera and preferences changed on A are B\'s within a second', async () => {
    const { socket, batches } = await streamOnB(STREAMS.atons.path);
    try {
      await call(b, 'GET', '/api/camera/manage/', { token: tokenA });
      const aton = await call<{ id: number }>(a, 'POST', '/api/atons/', { token: tokenA, body: { name: 'Nowa pława', mmsi: '992619999', vid: 99, aid_type: 5 } });
      const camera = await call<{ id: number }>(a, 'POST', '/api/camera/manage/', { token: tokenA, body: { name: 'Nowa kamera', camera_type: 'Symulacja' } });
      await call(a, 'PATCH', '/api/settings/preferences/', { token: tokenA, body: { ui_settings: { theme: 'night' } } });
      await arrives('the aton in B\'s stream', () => batches.some((batch) => (batch.atons as { id: number }[]).some((item) => item.id === aton.body.id)));
      await arrives('the camera in B\'s list', async () =>
        (await call<{ id: number }[]>(b, 'GET', '/api/camera/manage/', { token: tokenA })).body.some((item) => item.id === camera.body.id),
      );
      expect((await call(b, 'GET', '/api/settings/preferences/', { token: tokenA })).body).toMatchObject({ ui_settings: { theme: 'night' } });
    } finally {
      socket.close();
    }
  });

  it('a logout on A refuses that session\'s access token on B within a second', async () => {
    const session = await signIn(a);
    expect((await call(b, 'GET', '/api/settings/preferences/', { token: session.access })).status).toBe(200);
    expect((await call(a, 'POST', '/api/settings/logout/', { token: session.access, body: { refresh: session.refresh } })).status).toBe(204);
    await arrives('B refusing the ended session', async () => (await call(b, 'GET', '/api/settings/preferences/', { token: session.access })).status === 401);
  });

  it('both trackers hold the same vessels under the same ids, stamped with the same times', async () => {
    const fleet = async (node: TestServer) => (await call<Vessel[]>(node, 'GET', '/api/vessels/', { token: tokenA })).body;
    await waitFor('both fleets', async () => (await fleet(a)).length >= 20 && (await fleet(b)).length >= 20, 10_000);
    const [onA, onB] = await Promise.all([fleet(a), fleet(b)]);
    const byMmsi = (vessels: Vessel[]) => new Map(vessels.map((vessel) => [vessel.mmsi, vessel]));
    const [mapA, mapB] = [byMmsi(onA), byMmsi(onB)];
    expect([...mapB.keys()].sort()).toEqual([...mapA.keys()].sort());
    let same = 0;
    for (const [mmsi, vessel] of mapA) {
      const other = mapB.get(mmsi);
      expect(other?.id).toBe(vessel.id);
      if (other?.last_reported === vessel.last_reported) {
        expect(other).toEqual(vessel);
        same += 1;
      }
    }
    // Read a moment apart, a few may have reported in between.
    expect(same).toBeGreaterThan(mapA.size / 2);
  });

  it('a blacklisted MMSI leaves B\'s vessels within a second', async () => {
    const vessel = (await call<Vessel[]>(b, 'GET', '/api/vessels/', { token: tokenA })).body[0];
    expect(vessel).toBeDefined();
    await call(a, 'POST', '/api/vag/add_mmsi_to_blacklist/', { token: tokenA, body: { mmsi: vessel?.mmsi } });
    await arrives('the vessel gone from B', async () =>
      (await call<Vessel[]>(b, 'GET', '/api/vessels/', { token: tokenA })).body.every((item) => item.mmsi !== vessel?.mmsi),
    );
  });

  it('a symbol uploaded on A is served by B (one shared files folder)', async () => {
    const form = new FormData();
    form.append('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#f00"/></svg>']), 'WSPOLNY.svg');
    expect((await call(a, 'POST', '/api/settings/symbols/', { token: tokenA, body: form })).status).toBe(201);
    expect((await call(b, 'GET', '/api/settings/symbols/', { token: tokenA })).body).toEqual({ files: [{ name: 'WSPOLNY.svg' }] });
    expect((await call<string>(b, 'GET', '/chart-engine/symbols/WSPOLNY', { token: tokenA })).body).toContain('fill="#f00"');
  });

  it('exactly one node reads the AIS sources; when it stops, the other takes over and the fleet goes on', async () => {
    await waitFor('one reader', () => a.cluster.ais?.leading !== b.cluster.ais?.leading, 5_000);
    const [leader, follower] = a.cluster.ais?.leading ? [a, b] : [b, a];
    const newest = async () =>
      Math.max(...(await call<Vessel[]>(follower, 'GET', '/api/vessels/', { token: tokenA })).body.map((vessel) => Date.parse(vessel.last_reported)));
    await leader.stop();
    const stoppedAt = Date.now();
    await waitFor('the other node reading', () => follower.cluster.ais?.leading === true, 3_000);
    await waitFor('reports after the take-over', async () => (await newest()) > stoppedAt, 3_000);
  });
});
