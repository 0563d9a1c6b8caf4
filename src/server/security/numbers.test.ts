// Finding 3 (and the string part of 10): every numeric field is finite and
// within its range or the request is refused with 400, and a refused
// request changes nothing; JSON bodies are not type-converted, so a number
// is not accepted as a string.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';
import { jsonOf, rawRequest } from '../testing/rawHttp';

let server: TestServer;
let token: string;
let sidingId: number;
let trainId: number;
let atonId: number;
let cameraId: number;

const SIDING = { nabrzeze: 'Nabrzeże', zwrotnica: 'Z1', tor: 'T1', dlugosc_toru: 100, latitude: 54.5, longitude: 18.5, azimuth: 90 };
const ATON = { name: 'Pława', mmsi: '992616001', vid: 1, aid_type: 5, latitude: 54.5, longitude: 18.5 };
const CAMERA = { name: 'Falochron', camera_type: 'PTZ', ip_address: '192.0.2.10', latitude: 54.5, longitude: 18.5, angle_min: 0, angle_max: 90, range_min: 0, range_max: 100 };

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
  sidingId = (await call<{ id: number }>(server, 'POST', '/api/trains/sidings/', { token, body: SIDING })).body.id;
  trainId = (await call<{ id: number }>(server, 'POST', '/api/trains/trains/', { token, body: { name: 'Węglarka', siding: sidingId } })).body.id;
  atonId = (await call<{ id: number }>(server, 'POST', '/api/atons/', { token, body: ATON })).body.id;
  cameraId = (await call<{ id: number }>(server, 'POST', '/api/camera/manage/', { token, body: CAMERA })).body.id;
});
afterAll(() => server.dispose());

/** Everything a refused request could have changed. */
async function state(): Promise<string> {
  const lists = ['/api/trains/sidings/', '/api/trains/trains/', '/api/atons/', '/api/camera/manage/', '/api/settings/preferences/'];
  return JSON.stringify(await Promise.all(lists.map(async (path) => (await call(server, 'GET', path, { token })).body)));
}

/** Sends a JSON body in which the field `field` (dotted path) is the raw JSON text `literal`. */
function sendWith(method: string, path: string, base: Record<string, unknown>, field: string, literal: string) {
  const body = structuredClone(base);
  const keys = field.split('.');
  let target = body;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) as string] = '__VALUE__';
  const text = JSON.stringify(body).replace('"__VALUE__"', literal);
  return rawRequest(server, method, path, { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: text });
}

type Case = [string, string, () => Record<string, unknown>, string];
const CASES: Case[] = [
  ...['dlugosc_toru', 'latitude', 'longitude', 'azimuth'].map((field): Case => ['POST', '/api/trains/sidings/', () => SIDING, field]),
  ...['dlugosc_toru', 'azimuth'].map((field): Case => ['PATCH', '/api/trains/sidings/{siding}/', () => ({}), field]),
  ...['siding', 'trolley_count'].map((field): Case => ['POST', '/api/trains/trains/', () => ({ name: 'x', siding: sidingId }), field]),
  ['PATCH', '/api/trains/trains/{train}/', () => ({}), 'trolley_count'],
  ...['vid', 'aid_type', 'latitude', 'longitude'].map((field): Case => ['POST', '/api/atons/', () => ATON, field]),
  ['POST', '/api/atons/{aton}/change_status/', () => ({}), 'aton_id'],
  ...['port', 'latitude', 'longitude', 'angle_min', 'angle_max', 'range_min', 'range_max'].map((field): Case => ['POST', '/api/camera/manage/', () => CAMERA, field]),
  ['PATCH', '/api/camera/manage/{camera}/', () => ({}), 'range_max'],
  ...['wheel_sensitivity', 'vector_length', 'depth_when_white'].map((field): Case => ['PATCH', '/api/settings/preferences/', () => ({ chart_settings: {} }), `chart_settings.${field}`]),
  ['POST', '/api/settings/wheel-sensitivity/', () => ({}), 'sensitivity'],
  ['POST', '/api/settings/vector-length/', () => ({}), 'length'],
];
const LITERALS = ['"Infinity"', '"-Infinity"', '"1e400"', '"NaN"', '1e400', '-1e400'];

const concrete = (path: string): string =>
  path.replace('{siding}', String(sidingId)).replace('{train}', String(trainId)).replace('{aton}', String(atonId)).replace('{camera}', String(cameraId));

describe('numbers must be finite', () => {
  it('every numeric body field refuses Infinity, -Infinity, 1e400 and NaN, as strings and as JSON numbers, changing nothing', async () => {
    const before = await state();
    const failures: string[] = [];
    for (const [method, path, base, field] of CASES) {
      for (const literal of LITERALS) {
        const answer = await sendWith(method, concrete(path), base(), field, literal);
        if (answer.status !== 400 || (jsonOf(answer) as { code?: string }).code !== 'bad_request') failures.push(`${method} ${path} ${field}=${literal} -> ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await state()).toBe(before);
  }, 60_000);

  it('a train with trolley_count "Infinity" is not stored and the train stays readable', async () => {
    const before = await state();
    const answer = await sendWith('POST', '/api/trains/trains/', { name: 'Nieskończony', siding: sidingId }, 'trolley_count', '"Infinity"');
    expect(answer.status).toBe(400);
    expect(await state()).toBe(before);
    const patched = await sendWith('PATCH', `/api/trains/trains/${trainId}/`, {}, 'trolley_count', '"Infinity"');
    expect(patched.status).toBe(400);
    expect((await call(server, 'GET', `/api/trains/trains/${trainId}/`, { token })).status).toBe(200);
  });

  it.each(['Infinity', '-Infinity', '1e400'])('query and path numbers refuse %s', async (value) => {
    const map = await call(server, 'GET', `/chart-engine/map?chart_name=X.000&layer_name=DEPARE&depth_when_white=${value}`, { token });
    expect(map.status).toBe(400);
    const lightning = await call(server, 'GET', `/api/stations/last_strikes/?number=${value}`, { token });
    expect(lightning.status).toBe(400);
    const byId = await call(server, 'GET', `/api/trains/trains/${value}/`, { token });
    expect(byId.status).toBe(400);
  });
});

describe('no type conversion of JSON bodies', () => {
  it.each([
    ['POST', '/api/trains/trains/', { name: 12345, siding: 1 }],
    ['POST', '/api/trains/sidings/', { ...SIDING, nabrzeze: 12345 }],
    ['POST', '/api/atons/', { ...ATON, name: 12345 }],
    ['POST', '/api/camera/manage/', { ...CAMERA, name: 12345 }],
    ['POST', '/api/settings/map-visibility/', { map_name: 12345, visible: true }],
    ['POST', '/api/settings/map-visibility/', { map_name: 'A.000', visible: 'true' }],
    ['POST', '/api/trains/trains/', { name: 'x', siding: '1' }],
  ])('%s %s refuses %j', async (method, path, body) => {
    const before = await state();
    const answer = await call<{ code: string }>(server, method, path, { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('bad_request');
    expect(await state()).toBe(before);
  });

  it('the blacklist still takes the MMSI as a number, as the panel may send it', async () => {
    expect((await call(server, 'POST', '/api/vag/add_mmsi_to_blacklist/', { token, body: { mmsi: 261000999 } })).status).toBe(200);
  });
});
