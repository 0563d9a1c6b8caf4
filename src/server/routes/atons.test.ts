// Atons CRUD and change_status, against a real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Aton } from '../../protocol/atons';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
});
afterAll(() => server.dispose());

const ATON = { name: 'Gdynia Główne', mmsi: '992611234', vid: 7, aid_type: 24, latitude: 54.52, longitude: 18.56 };

describe('atons', () => {
  it('create, update, toggle status and delete', async () => {
    const created = await call<Aton>(server, 'POST', '/api/atons/', { token, body: ATON });
    expect(created).toMatchObject({ status: 201, body: { ...ATON, active: false, integrated: false, last_reported: null } });
    const id = created.body.id;
    const noPosition = await call<Aton>(server, 'POST', '/api/atons/', { token, body: { name: 'B', mmsi: '992611235', vid: 1, aid_type: 0 } });
    expect(noPosition.body).toMatchObject({ latitude: null, longitude: null });

    const put = await call<Aton>(server, 'PUT', `/api/atons/${id}/`, { token, body: { ...ATON, name: 'Nowa nazwa', aid_type: 31 } });
    expect(put.body).toMatchObject({ name: 'Nowa nazwa', aid_type: 31 });
    const toggled = await call<Aton>(server, 'POST', `/api/atons/${id}/change_status/`, { token, body: { aton_id: id } });
    expect(toggled.body.active).toBe(true);
    expect((await call<Aton>(server, 'POST', `/api/atons/${id}/change_status/`, { token, body: { aton_id: id } })).body.active).toBe(false);
    expect((await call(server, 'DELETE', `/api/atons/${id}/`, { token })).status).toBe(204);
    expect((await call(server, 'POST', `/api/atons/${id}/change_status/`, { token, body: { aton_id: id } })).status).toBe(404);
  });

  it.each([
    [{ mmsi: '12345678' }, 'mmsi'],
    [{ mmsi: '1234567890' }, 'mmsi'],
    [{ aid_type: 32 }, 'aid_type'],
    [{ aid_type: -1 }, 'aid_type'],
    [{ vid: 'x' }, 'vid'],
    [{ latitude: -91 }, 'latitude'],
    [{ name: '' }, 'name'],
  ])('refuses %j with 400', async (overrides, field) => {
    const result = await call<{ fields: object }>(server, 'POST', '/api/atons/', { token, body: { ...ATON, ...overrides } });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.fields).some((key) => key.startsWith(field))).toBe(true);
  });

  it('refuses a change_status whose aton_id does not match the path', async () => {
    const { id } = (await call<Aton>(server, 'POST', '/api/atons/', { token, body: ATON })).body;
    expect((await call(server, 'POST', `/api/atons/${id}/change_status/`, { token, body: { aton_id: id + 1 } })).status).toBe(400);
    expect((await call<Aton>(server, 'GET', `/api/atons/${id}/`, { token })).body.active).toBe(false);
  });
});
