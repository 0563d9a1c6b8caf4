// VTS alerts end to end: a real server fed over TCP with encoded AIS
// sentences (the real pipeline and tracker), the conflict engine in its
// worker, the alerts in the real SQLite file, the REST calls and the stream.
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  ALERT_PROPOSALS_PATH,
  ALERTS_PATH,
  ALERTS_STREAM,
  alertAcknowledgePath,
  alertPath,
  alertSnoozePath,
  type Alert,
  type AlertDetailResponse,
  type AlertsResponse,
  type ProposalsResponse,
} from '../../protocol/alerts';
import { DEFAULT_VTS_SETTINGS, type Preferences } from '../../protocol/preferences';
import { AisEncoder, type ClassAPosition, type EncodableMessage } from '../ais';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

const NM_LAT = 1 / 60;
const LAT0 = 54.7;
const LON0 = 19.2;
const COS = Math.cos((LAT0 * Math.PI) / 180);

let server: TestServer;
let token: string;
let cookies: string;
let feed: Socket | null = null;
let connected: () => void = () => {};
const feedConnected = new Promise<void>((resolve) => {
  connected = resolve;
});
const listener = createServer((socket) => {
  feed = socket;
  connected();
});
const encoder = new AisEncoder();

beforeAll(async () => {
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server = await startTestServer({ env: { TRAXIS_AIS_TCP: `127.0.0.1:${port}`, TRAXIS_WS_PING_MS: '200', TRAXIS_ALERTS: '1' } });
  ({ access: token, cookies } = await signIn(server));
  await feedConnected;
});
afterAll(async () => {
  await server.dispose();
  feed?.destroy();
  listener.close();
});

/** A class A report `eastNm`/`northNm` from the scenario's origin. */
function report(mmsi: number, eastNm: number, northNm: number, speedKn: number, courseDeg: number): ClassAPosition {
  return {
    type: 1,
    repeat: 0,
    mmsi,
    navStatus: 0,
    turnRaw: 0,
    speedKn,
    accuracy: true,
    lonDeg: LON0 + (eastNm * NM_LAT) / COS,
    latDeg: LAT0 + northNm * NM_LAT,
    courseDeg,
    headingDeg: courseDeg,
    second: 0,
    maneuver: 0,
    raim: false,
    radio: 0,
  };
}

function send(...messages: EncodableMessage[]): void {
  const lines = messages.flatMap((m) => encoder.encode(m));
  feed?.write(`${lines.join('\r\n')}\r\n`);
}

const list = async (query = ''): Promise<Alert[]> => (await call<AlertsResponse>(server, 'GET', `${ALERTS_PATH}${query}`, { token })).body.alerts;
const forKey = async (key: string, query = '?state=all'): Promise<Alert[]> => (await list(query)).filter((a) => a.key === key);

function streamMessages(): { socket: WebSocket; alerts: Alert[][] } {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}${ALERTS_STREAM.path}`, { headers: { cookie: cookies } });
  const alerts: Alert[][] = [];
  socket.on('message', (data) => {
    const text = data.toString();
    if (text === 'ping') socket.send('pong');
    else alerts.push((JSON.parse(text) as { alerts: Alert[] }).alerts);
  });
  return { socket, alerts };
}

describe('VTS alerts', () => {
  it('a collision course raises one alert, acknowledged, closed as the vessels pass', async () => {
    const stream = streamMessages();
    // Head-on, 1.5 NM apart at 15 kn each: CPA 0 in 3 minutes.
    send(report(261000101, 0, 0, 15, 0), report(261000102, 0, 1.5, 15, 180));
    const key = 'conflict:261000101:261000102';
    await expect.poll(async () => (await forKey(key)).length, { timeout: 8000 }).toBe(1);
    const [alert] = await forKey(key);
    if (!alert?.conflict) throw new Error('no conflict alert');
    expect(alert.kind).toBe('conflict');
    expect(alert.state).toBe('new');
    expect(alert.vessels.map((v) => v.mmsi)).toEqual(['261000101', '261000102']);
    expect(alert.vessels.every((v) => v.id !== null && v.latitude !== null)).toBe(true);
    expect(alert.conflict.cpa_nm).toBeLessThan(0.05);
    expect(alert.conflict.tcpa_min).toBeGreaterThan(2);
    expect(alert.conflict.tcpa_min).toBeLessThan(3.1);
    expect(alert.conflict.cpa_positions[0][0]).toBeCloseTo(LAT0 + 0.75 * NM_LAT, 2);
    expect(alert.conflict.threshold_nm).toBe(0.5);
    expect(alert.reason).toMatch(/^Zbliżenie na 0,0\d NM za [23],\d min \(teraz 1,\d\d NM\)$/);
    // The stream delivered it.
    await expect.poll(() => stream.alerts.flat().some((a) => a.id === alert.id), { timeout: 5000 }).toBe(true);

    // Still one alert while the situation lasts (reports keep coming, evaluations repeat).
    send(report(261000101, 0, 0.2, 15, 0), report(261000102, 0, 1.3, 15, 180));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await forKey(key)).toHaveLength(1);

    const ack = await call<AlertDetailResponse>(server, 'POST', alertAcknowledgePath(alert.id), { token });
    expect(ack.status).toBe(200);
    expect(ack.body.alert.state).toBe('acknowledged');
    expect(ack.body.alert.acknowledged_by).toBe('admin');
    expect(ack.body.events.map((e) => [e.event, e.user])).toEqual([
      ['opened', null],
      ['acknowledged', 'admin'],
    ]);
    // Acknowledging twice changes nothing.
    expect((await call<AlertDetailResponse>(server, 'POST', alertAcknowledgePath(alert.id), { token })).body.events).toHaveLength(2);

    // They pass: each is now beyond the other, going away.
    send(report(261000101, 0, 1.0, 15, 0), report(261000102, 0, 0.5, 15, 180));
    await expect.poll(async () => (await forKey(key))[0]?.state, { timeout: 8000 }).toBe('closed');
    const closed = await call<AlertDetailResponse>(server, 'GET', alertPath(alert.id), { token });
    expect(closed.body.alert.close_reason).toBe('passed');
    expect(closed.body.events.map((e) => e.event)).toEqual(['opened', 'acknowledged', 'closed']);
    expect(closed.body.events[2]?.detail).toBe('Statki minęły się (TCPA upłynął)');
    expect(await forKey(key)).toHaveLength(1);
    await expect.poll(() => stream.alerts.flat().some((a) => a.id === alert.id && a.state === 'closed'), { timeout: 5000 }).toBe(true);
    // Operators cannot act on a closed alert.
    expect((await call(server, 'POST', alertAcknowledgePath(alert.id), { token })).status).toBe(409);
    stream.socket.close();
  }, 30_000);

  it('a safe crossing raises none', async () => {
    // Crossing at right angles, 2 NM clear.
    send(report(261000201, -3, 10, 12, 90), report(261000202, 2, 13, 12, 180));
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(await forKey('conflict:261000201:261000202')).toEqual([]);
  }, 10_000);

  it('snooze closes the alert and keeps the pair quiet', async () => {
    send(report(261000301, 10, 0, 12, 90), report(261000302, 12, 0, 12, 270));
    const key = 'conflict:261000301:261000302';
    await expect.poll(async () => (await forKey(key)).length, { timeout: 8000 }).toBe(1);
    const [alert] = await forKey(key);
    const snoozed = await call<AlertDetailResponse>(server, 'POST', alertSnoozePath(alert?.id ?? 0), { token });
    expect(snoozed.status).toBe(200);
    expect(snoozed.body.alert.state).toBe('closed');
    expect(snoozed.body.alert.close_reason).toBe('snoozed');
    const until = Date.parse(snoozed.body.alert.snoozed_until ?? '');
    expect(until - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(snoozed.body.events.map((e) => [e.event, e.user])).toEqual([
      ['opened', null],
      ['snoozed', 'admin'],
      ['closed', 'admin'],
    ]);
    send(report(261000301, 10.2, 0, 12, 90), report(261000302, 11.8, 0, 12, 270));
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(await forKey(key)).toHaveLength(1);
  }, 20_000);

  it('integrity findings become alerts, proposals for the Jammer panel, closed by blacklisting', async () => {
    send(report(111111111, -10, -10, 8, 45));
    const key = 'integrity:111111111:invalid_mmsi';
    await expect.poll(async () => (await forKey(key, '?kind=integrity')).length, { timeout: 8000 }).toBe(1);
    const [alert] = await forKey(key, '?kind=integrity');
    expect(alert?.reason).toBe('Nieprawidłowy MMSI: same jednakowe cyfry');
    expect(alert?.integrity?.rule).toBe('invalid_mmsi');
    const proposals = (await call<ProposalsResponse>(server, 'GET', ALERT_PROPOSALS_PATH, { token })).body.proposals;
    expect(proposals.find((p) => p.mmsi === '111111111')).toMatchObject({ rules: ['invalid_mmsi'], alert_ids: [alert?.id], reasons: [alert?.reason] });
    // One click in the Jammer panel: the blacklist's own call.
    expect((await call(server, 'POST', '/api/vag/add_mmsi_to_blacklist/', { token, body: { mmsi: '111111111' } })).status).toBe(200);
    await expect.poll(async () => (await forKey(key, '?kind=integrity&state=all'))[0]?.close_reason, { timeout: 6000 }).toBe('blacklisted');
    expect((await call<ProposalsResponse>(server, 'GET', ALERT_PROPOSALS_PATH, { token })).body.proposals.some((p) => p.mmsi === '111111111')).toBe(false);
    await call(server, 'POST', '/api/vag/remove_mmsi_from_blacklist/', { token, body: { mmsi: '111111111' } });
  }, 20_000);

  it('the station settings are preferences every user shares', async () => {
    const prefs = (await call<Preferences>(server, 'GET', '/api/settings/preferences/', { token })).body;
    expect(prefs.vts_settings).toEqual(DEFAULT_VTS_SETTINGS);
    const changed = await call<Preferences>(server, 'PATCH', '/api/settings/preferences/', { token, body: { vts_settings: { cpa_threshold_nm: 0.8 } } });
    expect(changed.status).toBe(200);
    expect(changed.body.vts_settings).toEqual({ ...DEFAULT_VTS_SETTINGS, cpa_threshold_nm: 0.8 });
    expect((await call(server, 'PATCH', '/api/settings/preferences/', { token, body: { vts_settings: { tcpa_horizon_min: 0 } } })).status).toBe(400);
    expect((await call(server, 'PATCH', '/api/settings/preferences/', { token, body: { vts_settings: { min_speed_kn: 'fast' } } })).status).toBe(400);
    await call(server, 'PATCH', '/api/settings/preferences/', { token, body: { vts_settings: DEFAULT_VTS_SETTINGS } });
  });

  it('bad calls get clear errors; nothing without signing in', async () => {
    expect((await call(server, 'GET', alertPath(999999), { token })).status).toBe(404);
    expect((await call(server, 'POST', alertAcknowledgePath(999999), { token })).body).toEqual({ code: 'not_found', message: 'Nie ma alarmu 999999' });
    expect((await call(server, 'GET', `${ALERTS_PATH}?state=maybe`, { token })).status).toBe(400);
    expect((await call(server, 'GET', `${ALERTS_PATH}?limit=0`, { token })).status).toBe(400);
    expect((await call(server, 'GET', ALERTS_PATH)).status).toBe(401);
    expect((await call(server, 'GET', ALERT_PROPOSALS_PATH)).status).toBe(401);
    expect((await call(server, 'POST', alertSnoozePath(1))).status).toBe(401);
    const refused = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}${ALERTS_STREAM.path}`);
      socket.on('unexpected-response', (request, response) => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
      socket.on('error', () => resolve(-1));
    });
    expect(refused).toBe(401);
  });
});
