// Zones drawn by operators: the calls (list, create, change, delete), every
// refusal a 400 {code, message} in Polish with nothing changed, 404 for an
// unknown id, sign-in required, and the zones stream that shows a change at
// once. Runs on SQLite and, in the PostgreSQL run, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ZONES_PATH, ZONES_STREAM, zonePath, type Zone, type ZonesStreamMessage } from '../../protocol/zones';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let token: string;
let cookies: string;

beforeAll(async () => {
  server = await startTestServer({ env: { TRAXIS_WS_PING_MS: '200' } });
  ({ access: token, cookies } = await signIn(server));
});
afterAll(() => server.dispose());

const SQUARE = [
  [54.5, 18.6],
  [54.52, 18.6],
  [54.52, 18.64],
  [54.5, 18.64],
];
const RULES = { entry: true, exit: false, speed_limit_kn: 10, no_anchoring: true };

const create = (body: unknown) => call<Zone & { code?: string; message?: string }>(server, 'POST', ZONES_PATH, { token, body });

describe('the zones API', () => {
  it('creates, lists, changes and deletes a zone, with who changed it', async () => {
    const created = await create({ name: '  Tor podejściowy ', polygon: SQUARE, rules: RULES, vessel_categories: ['Tanker'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Tor podejściowy', polygon: SQUARE, rules: RULES, vessel_categories: ['Tanker'], updated_by: 'admin' });
    const id = created.body.id;
    expect((await call<Zone[]>(server, 'GET', ZONES_PATH, { token })).body).toContainEqual(created.body);
    expect((await call(server, 'GET', zonePath(id), { token })).body).toEqual(created.body);
    // A PATCH changes what it names; the rules merge.
    const changed = await call<Zone>(server, 'PATCH', zonePath(id), { token, body: { rules: { speed_limit_kn: null, exit: true }, vessel_categories: null } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Tor podejściowy', polygon: SQUARE, rules: { entry: true, exit: true, speed_limit_kn: null, no_anchoring: true }, vessel_categories: null });
    expect((await call(server, 'DELETE', zonePath(id), { token })).status).toBe(204);
    expect((await call(server, 'GET', zonePath(id), { token })).status).toBe(404);
    expect((await call(server, 'DELETE', zonePath(id), { token })).status).toBe(404);
    expect((await call(server, 'PATCH', zonePath(id), { token, body: { name: 'X' } })).status).toBe(404);
  });

  it('takes a closed ring and a zone without rules (none on, every vessel)', async () => {
    const created = await create({ name: 'Obszar', polygon: [...SQUARE, SQUARE[0]] });
    expect(created.status).toBe(201);
    expect(created.body.polygon).toEqual(SQUARE);
    expect(created.body.rules).toEqual({ entry: false, exit: false, speed_limit_kn: null, no_anchoring: false });
    expect(created.body.vessel_categories).toBeNull();
  });

  const BAD: [string, unknown, RegExp][] = [
    ['no name', { polygon: SQUARE }, /nazwy/],
    ['a blank name', { name: '  ', polygon: SQUARE }, /Nazwa/],
    ['no outline', { name: 'A' }, /obrysu/],
    ['two points', { name: 'A', polygon: SQUARE.slice(0, 2) }, /co najmniej 3/],
    ['501 points', { name: 'A', polygon: Array.from({ length: 501 }, (_, i) => [54 + Math.sin((i / 501) * 2 * Math.PI), 18 + Math.cos((i / 501) * 2 * Math.PI)]) }, /najwyżej 500/],
    ['a bow tie', { name: 'A', polygon: [[54.5, 18.6], [54.52, 18.64], [54.52, 18.6], [54.5, 18.64]] }, /przecina się/],
    ['an edge folding back', { name: 'A', polygon: [[54.5, 18.6], [54.5, 18.7], [54.5, 18.65], [54.52, 18.65]] }, /przecina się/],
    ['a point on another edge', { name: 'A', polygon: [[54.5, 18.6], [54.5, 18.7], [54.52, 18.7], [54.5, 18.65], [54.52, 18.6]] }, /przecina się/],
    ['a repeated point', { name: 'A', polygon: [[54.5, 18.6], [54.5, 18.6], [54.52, 18.64], [54.5, 18.64]] }, /powtarza się/],
    ['all points on a line', { name: 'A', polygon: [[54.5, 18.6], [54.51, 18.6], [54.52, 18.6]] }, /przecina się|powierzchni/],
    ['a latitude out of range', { name: 'A', polygon: [[95, 18.6], [54.52, 18.6], [54.52, 18.64]] }, /Szerokość punktu 1/],
    ['a point as text', { name: 'A', polygon: [['54.5', 18.6], [54.52, 18.6], [54.52, 18.64]] }, /Szerokość punktu 1/],
    ['a point of three numbers', { name: 'A', polygon: [[54.5, 18.6, 0], [54.52, 18.6], [54.52, 18.64]] }, /parą/],
    ['across the 180° meridian', { name: 'A', polygon: [[54.5, 179.9], [54.52, -179.9], [54.6, 179.8]] }, /180/],
    ['a zero speed limit', { name: 'A', polygon: SQUARE, rules: { speed_limit_kn: 0 } }, /speed_limit_kn/],
    ['a speed limit as text', { name: 'A', polygon: SQUARE, rules: { speed_limit_kn: '10' } }, /speed_limit_kn/],
    ['a rule as a number', { name: 'A', polygon: SQUARE, rules: { entry: 1 } }, /entry/],
    ['an unknown rule', { name: 'A', polygon: SQUARE, rules: { loitering: true } }, /loitering/],
    ['an unknown field', { name: 'A', polygon: SQUARE, colour: 'red' }, /colour/],
    ['an unknown vessel type', { name: 'A', polygon: SQUARE, vessel_categories: ['Submarine'] }, /Submarine/],
    ['an empty vessel type list', { name: 'A', polygon: SQUARE, vessel_categories: [] }, /pusta/],
    ['a body that is a list', [SQUARE], /obiektem/],
  ];

  it.each(BAD)('refuses %s with a Polish 400 and stores nothing', async (_what, body, message) => {
    const before = (await call<Zone[]>(server, 'GET', ZONES_PATH, { token })).body;
    const refused = await create(body);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('bad_request');
    expect(refused.body.message).toMatch(message);
    expect((await call<Zone[]>(server, 'GET', ZONES_PATH, { token })).body).toEqual(before);
  });

  it('refuses a bad change with a 400 and keeps the zone', async () => {
    const zone = (await create({ name: 'Stała', polygon: SQUARE })).body;
    const refused = await call<{ message: string }>(server, 'PATCH', zonePath(zone.id), { token, body: { polygon: [[54.5, 18.6], [54.52, 18.64], [54.52, 18.6], [54.5, 18.64]] } });
    expect(refused.status).toBe(400);
    expect((await call(server, 'GET', zonePath(zone.id), { token })).body).toEqual(zone);
    expect((await call(server, 'PATCH', zonePath(zone.id), { token, body: { name: 12 } })).status).toBe(400);
  });

  it('answers only a signed-in user', async () => {
    expect((await call(server, 'GET', ZONES_PATH)).status).toBe(401);
    expect((await call(server, 'POST', ZONES_PATH, { body: { name: 'A', polygon: SQUARE } })).status).toBe(401);
  });

  it('shows every change in the zones stream at once', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}${ZONES_STREAM.path}`, { headers: { cookie: cookies } });
    const batches: ZonesStreamMessage[] = [];
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'ping') socket.send('pong');
      else batches.push(JSON.parse(text) as ZonesStreamMessage);
    });
    try {
      await expect.poll(() => batches.length).toBeGreaterThan(0);
      const started = Date.now();
      const zone = (await create({ name: 'Na żywo', polygon: SQUARE, rules: RULES })).body;
      await expect.poll(() => batches.at(-1)?.zones.some((z) => z.id === zone.id), { timeout: 1000, interval: 20 }).toBe(true);
      expect(Date.now() - started).toBeLessThan(1000);
      await call(server, 'DELETE', zonePath(zone.id), { token });
      await expect.poll(() => batches.at(-1)?.zones.some((z) => z.id === zone.id), { timeout: 1000, interval: 20 }).toBe(false);
    } finally {
      socket.close();
    }
  });
});
