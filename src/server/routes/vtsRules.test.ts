// The VTS rules end to end: a real server fed over TCP with encoded
// reports and real sentences (the real pipeline, tracker and alert book),
// zones drawn through the API; each rule fires on its situation, with its
// kind, rule, priority, reason and details; the list filtered by kind and
// zone and sorted by priority; a distress alert in the stream within half
// a second of its report, never snoozed, acknowledged in the audit trail
// with the user and the time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  ALERTS_PATH,
  ALERTS_STREAM,
  PRIORITY_RANK,
  alertAcknowledgePath,
  alertPath,
  alertSnoozePath,
  type Alert,
  type AlertDetailResponse,
  type AlertsResponse,
} from '../../protocol/alerts';
import { ZONES_PATH, type Zone } from '../../protocol/zones';
import { AisFeed, atonReport, classA, staticData } from '../testing/aisFeed';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let feed: AisFeed;
let token: string;
let cookies: string;
/** Every alert the stream sent, with when it arrived. */
const streamed: { alert: Alert; atMs: number }[] = [];
let socket: WebSocket;

beforeAll(async () => {
  feed = await AisFeed.start();
  server = await startTestServer({ env: { TRAXIS_AIS_TCP: feed.address, TRAXIS_WS_PING_MS: '200', TRAXIS_ALERTS: '1' } });
  ({ access: token, cookies } = await signIn(server));
  await feed.reader();
  socket = new WebSocket(`${server.url.replace('http', 'ws')}${ALERTS_STREAM.path}`, { headers: { cookie: cookies } });
  socket.on('message', (data) => {
    const text = data.toString();
    if (text === 'ping') return void socket.send('pong');
    for (const alert of (JSON.parse(text) as { alerts: Alert[] }).alerts) streamed.push({ alert, atMs: Date.now() });
  });
  await new Promise((resolve) => socket.once('open', resolve));
});
afterAll(async () => {
  socket.close();
  await server.dispose();
  await feed.close();
});

const list = async (query = '?state=all'): Promise<Alert[]> => (await call<AlertsResponse>(server, 'GET', `${ALERTS_PATH}${query}`, { token })).body.alerts;
const byKey = async (key: string): Promise<Alert[]> => (await list()).filter((a) => a.key === key);
const one = async (key: string, timeout = 8000): Promise<Alert> => {
  await expect.poll(async () => (await byKey(key)).length, { timeout }).toBe(1);
  return (await byKey(key))[0] as Alert;
};

/** Resolves after two more evaluations have run (the rules have seen what was sent before). */
async function evaluations(count = 2): Promise<void> {
  const at = async () => (await call<AlertsResponse>(server, 'GET', `${ALERTS_PATH}?limit=1`, { token })).body.evaluation?.evaluated_at ?? '';
  let last = await at();
  for (let i = 0; i < count; i += 1) {
    await expect.poll(at, { timeout: 6000, interval: 100 }).not.toBe(last);
    last = await at();
  }
}

async function drawZone(name: string, lat: number, lon: number, rules: Partial<Zone['rules']>, more: Partial<Zone> = {}): Promise<Zone> {
  const d = 0.01;
  const polygon = [
    [lat - d, lon - d],
    [lat + d, lon - d],
    [lat + d, lon + d],
    [lat - d, lon + d],
  ];
  const created = await call<Zone>(server, 'POST', ZONES_PATH, { token, body: { name, polygon, rules, ...more } });
  expect(created.status).toBe(201);
  // Loaded by the evaluation before the test goes on.
  await evaluations(1);
  return created.body;
}

describe('the VTS rules through the real pipeline', () => {
  it('a zone: entry while inside, then exit; the list filtered by zone', async () => {
    const zone = await drawZone('Tor wejściowy', 54.7, 19.2, { entry: true, exit: true });
    feed.send(classA(261001001, 54.68, 19.2, 8, 0));
    await evaluations();
    feed.send(classA(261001001, 54.7, 19.2, 8, 0));
    const entry = await one(`zone:${zone.id}:entry:261001001`);
    expect(entry).toMatchObject({ kind: 'zone', rule: 'entry', priority: 'caution', state: 'new', reason: 'Wejście do strefy „Tor wejściowy”' });
    expect(entry.zone).toMatchObject({ zone_id: zone.id, zone_name: 'Tor wejściowy', rule: 'entry' });
    expect(entry.vessels[0]?.mmsi).toBe('261001001');
    expect((await list(`?zone=${zone.id}`)).map((a) => a.id)).toEqual([entry.id]);
    expect(await list(`?zone=${zone.id + 1000}`)).toEqual([]);
    feed.send(classA(261001001, 54.72, 19.2, 8, 0));
    const exit = await one(`zone:${zone.id}:exit:261001001`);
    expect(exit).toMatchObject({ rule: 'exit', priority: 'caution', reason: 'Wyjście ze strefy „Tor wejściowy”' });
    await expect.poll(async () => (await byKey(entry.key))[0]?.close_reason, { timeout: 6000 }).toBe('left_zone');
  }, 40_000);

  it('a zone\'s speed limit: two reports over it raise a warning, one under it closes it', async () => {
    const zone = await drawZone('Ograniczenie prędkości', 54.7, 19.6, { speed_limit_kn: 10 });
    feed.send(classA(261001002, 54.7, 19.595, 14, 90));
    await evaluations();
    expect(await byKey(`zone:${zone.id}:speed_limit:261001002`)).toEqual([]);
    feed.send(classA(261001002, 54.7, 19.597, 14.2, 90));
    const alert = await one(`zone:${zone.id}:speed_limit:261001002`);
    expect(alert).toMatchObject({ rule: 'speed_limit', priority: 'warning', reason: 'Prędkość 14,2 kn w strefie „Ograniczenie prędkości” (limit 10,0 kn)' });
    expect(alert.zone).toMatchObject({ speed_kn: 14.2, limit_kn: 10 });
    feed.send(classA(261001002, 54.7, 19.598, 8, 90));
    await expect.poll(async () => (await byKey(alert.key))[0]?.close_reason, { timeout: 6000 }).toBe('resolved');
  }, 40_000);

  it('a zone\'s anchoring ban, and its vessel-type filter', async () => {
    const zone = await drawZone('Zakaz kotwiczenia', 54.8, 19.2, { no_anchoring: true, entry: true }, { vessel_categories: ['Tanker'] });
    feed.send(staticData(261001003, 'TANKOWIEC', 80), staticData(261001004, 'DROBNICOWIEC', 70));
    feed.send(classA(261001003, 54.8, 19.2, 0, 0, { navStatus: 1 }), classA(261001004, 54.77, 19.2, 9, 0));
    const alert = await one(`zone:${zone.id}:no_anchoring:261001003`);
    expect(alert).toMatchObject({ rule: 'no_anchoring', priority: 'warning', reason: 'Kotwiczenie w strefie zakazu „Zakaz kotwiczenia”' });
    // A cargo vessel entering a tankers' zone raises nothing.
    feed.send(classA(261001004, 54.8, 19.201, 9, 0));
    await evaluations();
    expect((await list(`?zone=${zone.id}`)).map((a) => a.key)).toEqual([alert.key]);
  }, 40_000);

  it('anchor watch: two reports beyond the swing radius raise a drag', async () => {
    const mmsi = 261001005;
    feed.send(classA(mmsi, 54.9, 19.2, 0, 0, { navStatus: 1 }));
    await evaluations();
    // Downwind (south), pointing at the anchor: 260 m, then 390 m off (radius 200 m, the length unknown).
    feed.send(classA(mmsi, 54.9 - 260 / 111_195, 19.2, 1, 0, { navStatus: 1 }));
    await evaluations();
    expect(await byKey(`anchor_drag:${mmsi}`)).toEqual([]);
    feed.send(classA(mmsi, 54.9 - 390 / 111_195, 19.2, 1, 0, { navStatus: 1 }));
    const alert = await one(`anchor_drag:${mmsi}`);
    expect(alert).toMatchObject({ kind: 'anchor_drag', priority: 'warning', rule: null });
    expect(alert.anchor).toMatchObject({ anchor_latitude: 54.9, anchor_longitude: 19.2, by_status: true, swing_radius_m: 200 });
    expect(alert.anchor?.distance_m).toBeGreaterThan(380);
    expect(alert.reason).toMatch(/^Dryf na kotwicy: 39\d m od miejsca zakotwiczenia \(promień 200 m\)$/);
    // Under way: it closes. Eastwards, away from the cargo vessel of the
    // zone test that heads north on this meridian (a head-on course would
    // open a conflict alarm, which the next test's list would rank first).
    feed.send(classA(mmsi, 54.9, 19.22, 9, 90));
    await expect.poll(async () => (await byKey(alert.key))[0]?.close_reason, { timeout: 6000 }).toBe('under_way');
  }, 40_000);

  it('an AIS-SART raises a distress alarm in the stream at once, first in the list, acknowledged but never snoozed', async () => {
    const sentMs = Date.now();
    feed.send(classA(970123456, 55.0, 19.2, 0.5, 90, { navStatus: 14 }));
    await expect.poll(() => streamed.find((s) => s.alert.key === 'distress:970123456'), { timeout: 2000, interval: 10 }).toBeDefined();
    const arrived = streamed.find((s) => s.alert.key === 'distress:970123456');
    expect((arrived?.atMs ?? Infinity) - sentMs).toBeLessThan(500);
    const alert = arrived?.alert as Alert;
    expect(alert).toMatchObject({ kind: 'distress', priority: 'alarm', state: 'new', reason: 'AIS-SART 970123456: sygnał niebezpieczeństwa' });
    expect(alert.distress).toMatchObject({ device: 'sart', active: true });
    const open = await list('?state=open');
    expect(open[0]?.id).toBe(alert.id);
    const ranks = open.map((a) => PRIORITY_RANK[a.priority]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const snooze = await call<{ code: string; message: string }>(server, 'POST', alertSnoozePath(alert.id), { token });
    expect(snooze.status).toBe(409);
    expect(snooze.body.message).toMatch(/niebezpieczeństwie/);
    const before = Date.now();
    const ack = await call<AlertDetailResponse>(server, 'POST', alertAcknowledgePath(alert.id), { token });
    expect(ack.status).toBe(200);
    const trail = (await call<AlertDetailResponse>(server, 'GET', alertPath(alert.id), { token })).body.events;
    expect(trail.map((e) => [e.event, e.user])).toEqual([
      ['opened', null],
      ['acknowledged', 'admin'],
    ]);
    const at = Date.parse(trail[1]?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 5);
    expect(at).toBeLessThanOrEqual(Date.now() + 5);
    // More reports: still one alert.
    feed.send(classA(970123456, 55.0, 19.201, 0.5, 90, { navStatus: 14 }));
    await evaluations();
    expect(await byKey('distress:970123456')).toHaveLength(1);
  }, 30_000);

  it('a safety message (a real type 14) raises an alert holding its text; its repeat does not', async () => {
    const line = '!AIVDM,1,1,,A,>5?Per18=HB1U:1@E=B0m<L,2*51';
    feed.lines([line]);
    const sent = async () => (await list('?kind=safety_message')).filter((a) => a.vessels[0]?.mmsi === '351809000');
    await expect.poll(async () => (await sent()).length, { timeout: 6000 }).toBe(1);
    const [alert] = (await sent()) as [Alert];
    const key = alert.key;
    expect(alert).toMatchObject({ kind: 'safety_message', priority: 'warning', reason: 'Komunikat bezpieczeństwa od 351809000: „RCVD YR TEST MSG”' });
    expect(alert.safety_message).toMatchObject({ text: 'RCVD YR TEST MSG', addressed: false, count: 1 });
    feed.lines([line]);
    await evaluations();
    const after = await byKey(key);
    expect(after).toHaveLength(1);
    expect(after[0]?.safety_message?.count).toBe(2);
  }, 30_000);

  it('an AtoN off position raises a caution, closed when it is back on position', async () => {
    feed.send(atonReport(992611001, 54.95, 19.5, true));
    const alert = await one('aton_off_position:992611001');
    expect(alert).toMatchObject({ kind: 'aton_off_position', priority: 'caution', reason: 'Znak nawigacyjny BOJA TESTOWA (992611001) poza pozycją' });
    expect(alert.aton).toMatchObject({ mmsi: '992611001', aid_type: 24, virtual_aid: false });
    expect(alert.vessels[0]?.id).toBe(alert.aton?.aton_id);
    feed.send(atonReport(992611001, 54.95, 19.5, false));
    await expect.poll(async () => (await byKey(alert.key))[0]?.close_reason, { timeout: 6000 }).toBe('on_position');
  }, 30_000);

  it('filters the list by kind and priority', async () => {
    const zones = await list('?kind=zone');
    expect(zones.length).toBeGreaterThan(0);
    expect(zones.every((a) => a.kind === 'zone')).toBe(true);
    const alarms = await list('?priority=alarm');
    expect(alarms.map((a) => a.kind)).toContain('distress');
    expect(alarms.every((a) => a.priority === 'alarm')).toBe(true);
    expect((await call(server, 'GET', `${ALERTS_PATH}?kind=bogus`, { token })).status).toBe(400);
    expect((await call(server, 'GET', `${ALERTS_PATH}?zone=abc`, { token })).status).toBe(400);
  });
});
