// Two nodes behind nginx, one killed: a real PostgreSQL cluster
// and nats-server started for this test, two `npm run serve` processes and
// Debian's nginx with the sample configuration (deploy/nginx.conf). A
// browser signed in through the proxy keeps its session when a node it
// uses is killed (SIGKILL), its streams reconnect after the spec's 1 s and
// resume, and a train created just before the kill is there after it.
import { expect, test, type WebSocket } from '@playwright/test';
import { STREAMS } from '../src/protocol/streams';
import { startTwoNodeCluster, type TwoNodeCluster } from '../src/server/testing/services/cluster';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { signInAsAdmin } from './helpers';

interface SocketLog {
  url: string;
  openedMs: number;
  closedMs: number | null;
  framesMs: number[];
}

let cluster: TwoNodeCluster;

// npm test sets this when PostgreSQL, nats-server or nginx is missing outside CI (and says so).
test.skip(process.env.TRAXIS_SKIP_CLUSTER === '1', 'PostgreSQL, nats-server or nginx is not installed');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startTwoNodeCluster({ adminPassword: E2E_ADMIN_PASSWORD, env: { TRAXIS_SIM_VESSELS: '50', TRAXIS_DEMO_DATA: '1' } });
});

test.afterAll(async () => {
  await cluster?.stop();
});

test('a node is killed: the session stays, the streams come back within a second and resume, no write is lost', async ({ page }) => {
  test.setTimeout(120_000);
  const sockets: SocketLog[] = [];
  page.on('websocket', (socket: WebSocket) => {
    const log: SocketLog = { url: new URL(socket.url()).pathname, openedMs: Date.now(), closedMs: null, framesMs: [] };
    sockets.push(log);
    socket.on('framereceived', () => log.framesMs.push(Date.now()));
    socket.on('close', () => {
      log.closedMs = Date.now();
    });
  });
  await signInAsAdmin(page, `${cluster.proxy.url}/`);
  const paths = Object.values(STREAMS).map((stream) => stream.path);
  // Every stream open with its first batch.
  await expect.poll(() => paths.filter((path) => sockets.some((s) => s.url === path && s.framesMs.length > 0)).length, { timeout: 20_000 }).toBe(paths.length);

  // A train created (through the proxy, with the page's session) just before the kill.
  const created = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`, 'Content-Type': 'application/json' };
    const sidings = (await (await fetch('/api/trains/sidings/', { headers })).json()) as { id: number }[];
    const response = await fetch('/api/trains/trains/', { method: 'POST', headers, body: JSON.stringify({ name: 'Przed awarią', siding: sidings[0]?.id, trolley_count: 7 }) });
    return { status: response.status, body: (await response.json()) as { id: number } };
  });
  expect(created.status).toBe(201);

  const [victim, survivor] = cluster.nodes;
  const killedAt = Date.now();
  victim.kill();

  // The streams the killed node served closed; each is open again on the other node after the spec's 1 s, and sends.
  await expect.poll(() => sockets.filter((s) => s.closedMs !== null && s.closedMs >= killedAt).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const cut = sockets.filter((s) => s.closedMs !== null && s.closedMs >= killedAt);
  await expect
    .poll(() => cut.every((closed) => sockets.some((s) => s.url === closed.url && s.openedMs > (closed.closedMs ?? 0) && s.framesMs.length > 0)), { timeout: 10_000 })
    .toBe(true);
  const gaps = cut.map((closed) => {
    const next = sockets.find((s) => s.url === closed.url && s.openedMs > (closed.closedMs ?? 0));
    return { path: closed.url, reconnectMs: (next?.openedMs ?? 0) - (closed.closedMs ?? 0), resumedMs: (next?.framesMs[0] ?? 0) - (closed.closedMs ?? 0) };
  });
  test.info().annotations.push({ type: 'streams cut by the kill', description: JSON.stringify(gaps) });
  console.log('streams cut by the kill:', JSON.stringify(gaps), 'sockets seen:', [...new Set(sockets.map((s) => s.url))].join(' '));
  for (const gap of gaps) {
    // The client waits 1 s after a close (spec section 9), then connects through the proxy to the node still up
    // (times seen from the test process, which hears of the close a little late).
    expect(gap.reconnectMs).toBeLessThan(1_500);
    expect(gap.resumedMs).toBeLessThan(2_000);
  }

  // Still signed in: no overlay, the API answers through the proxy (the token verifies on the other node).
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toHaveCount(0);
  const trains = await page.evaluate(async () => {
    const response = await fetch('/api/trains/trains/', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` } });
    return { status: response.status, body: (await response.json()) as { id: number; name: string }[] };
  });
  expect(trains.status).toBe(200);
  expect(trains.body).toContainEqual(expect.objectContaining({ id: created.body.id, name: 'Przed awarią' }));
  // And the trains stream of the surviving node shows it.
  const fromSurvivor = await fetch(`${survivor.url}/api/trains/trains/`, { headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token') ?? '')}` } });
  expect(fromSurvivor.status).toBe(200);
  expect(victim.alive()).toBe(false);
  expect(survivor.alive()).toBe(true);
});
