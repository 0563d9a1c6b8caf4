// Trains and sidings CRUD with the spec's validation, against a real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Siding, Train } from '../../protocol/trains';
import { TRAIN_ID_LIMIT } from '../../protocol/vessels';
import { rawSql } from '../testing/rawSql';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';
import { normaliseAzimuthDeg } from './sidings';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
});
afterAll(() => server.dispose());

const SIDING = { nabrzeze: 'Nabrzeże Węglowe', zwrotnica: 'Z12', tor: 'T3', dlugosc_toru: 420.5, latitude: 54.53, longitude: 18.54, azimuth: 45 };
const createSiding = async (overrides: Partial<typeof SIDING> = {}) =>
  call<Siding>(server, 'POST', '/api/trains/sidings/', { token, body: { ...SIDING, ...overrides } });

describe('sidings', () => {
  it('create, read, update and list', async () => {
    const created = await createSiding({ nabrzeze: '  Nabrzeże Węglowe  ', azimuth: 370 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...SIDING, azimuth: 10 });
    const id = created.body.id;
    const updated = await call<Siding>(server, 'PUT', `/api/trains/sidings/${id}/`, { token, body: { ...SIDING, tor: 'T4', azimuth: -90 } });
    expect(updated).toMatchObject({ status: 200, body: { tor: 'T4', azimuth: 270 } });
    const list = await call<Siding[]>(server, 'GET', '/api/trains/sidings/', { token });
    expect(list.body.find((s) => s.id === id)).toEqual(updated.body);
  });

  it.each([
    [{ zwrotnica: 'Z1234' }, 'zwrotnica'],
    [{ tor: 'ABCDE' }, 'tor'],
    [{ nabrzeze: '   ' }, 'nabrzeze'],
    [{ dlugosc_toru: -1 }, 'dlugosc_toru'],
    [{ latitude: 91 }, 'latitude'],
    [{ longitude: 'east' }, 'longitude'],
  ])('refuses %j with 400 naming the field, and stores nothing', async (overrides, field) => {
    const before = (await call<Siding[]>(server, 'GET', '/api/trains/sidings/', { token })).body.length;
    const result = await createSiding(overrides as Partial<typeof SIDING>);
    expect(result.status).toBe(400);
    expect(Object.keys((result.body as unknown as { fields: object }).fields)).toContain(field);
    expect((await call<Siding[]>(server, 'GET', '/api/trains/sidings/', { token })).body.length).toBe(before);
  });

  it('refuses a missing field, and 404s an unknown id', async () => {
    const noAzimuth: Partial<typeof SIDING> = { ...SIDING };
    delete noAzimuth.azimuth;
    expect((await call(server, 'POST', '/api/trains/sidings/', { token, body: noAzimuth })).status).toBe(400);
    expect((await call(server, 'PUT', '/api/trains/sidings/9999/', { token, body: SIDING })).status).toBe(404);
    expect((await call(server, 'DELETE', '/api/trains/sidings/9999/', { token })).status).toBe(404);
    expect((await call(server, 'GET', '/api/trains/sidings/abc/', { token })).status).toBe(400);
  });

  it('normalises azimuths to 0..360', () => {
    expect([0, 360, 720.5, -0.5, -360, 359.9].map(normaliseAzimuthDeg)).toEqual([0, 0, 0.5, 359.5, 0, 359.9]);
  });
});

describe('trains', () => {
  it('full CRUD; deleting a siding with trains is refused with 409', async () => {
    const siding = (await createSiding()).body;
    const created = await call<Train>(server, 'POST', '/api/trains/trains/', {
      token,
      body: { name: 'Towarowy 1', siding: siding.id, trolley_count: 12, description: 'węgiel' },
    });
    expect(created).toMatchObject({ status: 201, body: { name: 'Towarowy 1', siding: siding.id, trolley_count: 12, description: 'węgiel' } });
    const defaults = await call<Train>(server, 'POST', '/api/trains/trains/', { token, body: { name: 'Pusty', siding: siding.id } });
    expect(defaults.body).toMatchObject({ trolley_count: 0, description: '' });

    const blocked = await call<{ code: string; message: string }>(server, 'DELETE', `/api/trains/sidings/${siding.id}/`, { token });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toContain('stoją na niej pociągi (2)');

    const put = await call<Train>(server, 'PUT', `/api/trains/trains/${created.body.id}/`, {
      token,
      body: { name: 'Towarowy 1A', siding: siding.id, trolley_count: 3, description: '' },
    });
    expect(put.body).toMatchObject({ name: 'Towarowy 1A', trolley_count: 3 });
    for (const train of [created.body, defaults.body]) {
      expect((await call(server, 'DELETE', `/api/trains/trains/${train.id}/`, { token })).status).toBe(204);
    }
    expect((await call(server, 'DELETE', `/api/trains/sidings/${siding.id}/`, { token })).status).toBe(204);
  });

  it('refuses a missing siding, a negative wagon count and an empty name', async () => {
    const siding = (await createSiding()).body;
    const missing = await call<{ fields: object }>(server, 'POST', '/api/trains/trains/', { token, body: { name: 'X', siding: 424242 } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('siding');
    expect((await call(server, 'POST', '/api/trains/trains/', { token, body: { name: 'X', siding: siding.id, trolley_count: -1 } })).status).toBe(400);
    expect((await call(server, 'POST', '/api/trains/trains/', { token, body: { name: ' ', siding: siding.id } })).status).toBe(400);
    expect((await call(server, 'POST', '/api/trains/trains/', { token, body: { name: 'X', siding: siding.id, trolley_count: 2.5 } })).status).toBe(400);
  });
});

describe('train ids', () => {
  it('stay below 2^23 (vessel ids start there): an insert past it is refused with 409 and stores nothing', async () => {
    const siding = (await createSiding()).body;
    await rawSql(server, 'INSERT INTO trains (id, name, siding, trolley_count) VALUES (?, ?, ?, 0)', [TRAIN_ID_LIMIT - 1, 'ostatni', siding.id]);
    // PostgreSQL numbers rows from a sequence (SQLite: the largest id + 1): the next one is past the limit too.
    if (server.backend === 'postgres') await rawSql(server, "SELECT setval(pg_get_serial_sequence('trains', 'id'), ?)", [TRAIN_ID_LIMIT - 1]);
    const before = (await call<Train[]>(server, 'GET', '/api/trains/trains/', { token })).body.length;
    const refused = await call<{ code: string; message: string }>(server, 'POST', '/api/trains/trains/', {
      token,
      body: { name: 'za daleko', siding: siding.id, trolley_count: 1, description: '' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'conflict', message: expect.stringContaining('identyfikatorów pociągów') });
    expect((await call<Train[]>(server, 'GET', '/api/trains/trains/', { token })).body.length).toBe(before);
    expect((await call(server, 'DELETE', `/api/trains/trains/${TRAIN_ID_LIMIT - 1}/`, { token })).status).toBeLessThan(300);
    // Ids go on from the largest one again, as SQLite's do.
    if (server.backend === 'postgres') {
      await rawSql(server, "SELECT setval(pg_get_serial_sequence('trains', 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM trains), false)");
    }
  });
});

describe('list responses', () => {
  it('are compressed (brotli, else gzip) for clients that accept it, and plain otherwise', async () => {
    const siding = (await createSiding()).body;
    for (let i = 0; i < 30; i += 1) {
      await call(server, 'POST', '/api/trains/trains/', { token, body: { name: `Skład ${i}`, siding: siding.id, trolley_count: i, description: 'x'.repeat(40) } });
    }
    const zipped = await fetch(`${server.url}/api/trains/trains/`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const trains = (await zipped.json()) as Train[];
    expect(trains.length).toBeGreaterThanOrEqual(30);
    const brotli = await fetch(`${server.url}/api/trains/trains/`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.json()).toEqual(trains);
    const plain = await call<Train[]>(server, 'GET', '/api/trains/trains/', { token, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toEqual(trains);
  });
});
