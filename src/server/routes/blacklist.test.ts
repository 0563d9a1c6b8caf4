// The MMSI blacklist: 9 digits, duplicates refused, removal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
});
afterAll(() => server.dispose());

const list = async () => (await call<{ blacklist: string[] }>(server, 'GET', '/api/vag/get_blacklist/', { token })).body.blacklist;

describe('blacklist', () => {
  it('adds, refuses duplicates with the panel message, and removes', async () => {
    expect(await list()).toEqual([]);
    const added = await call(server, 'POST', '/api/vag/add_mmsi_to_blacklist/', { token, body: { mmsi: '261000123' } });
    expect(added).toMatchObject({ status: 200, body: { success: true, mmsi: '261000123', blacklist: ['261000123'] } });
    const duplicate = await call(server, 'POST', '/api/vag/add_mmsi_to_blacklist/', { token, body: { mmsi: '261000123' } });
    expect(duplicate).toMatchObject({ status: 409, body: { message: 'Ten MMSI jest już na liście' } });
    expect((await call(server, 'POST', '/api/vag/remove_mmsi_from_blacklist/', { token, body: { mmsi: '261000123' } })).status).toBe(200);
    expect(await list()).toEqual([]);
    expect((await call(server, 'POST', '/api/vag/remove_mmsi_from_blacklist/', { token, body: { mmsi: '261000123' } })).status).toBe(404);
  });

  it.each(['12345678', '1234567890', 'abcdefghi', '', '12345 789'])('refuses %j with "MMSI musi składać się z 9 cyfr"', async (mmsi) => {
    const result = await call(server, 'POST', '/api/vag/add_mmsi_to_blacklist/', { token, body: { mmsi } });
    expect(result).toMatchObject({ status: 400, body: { message: 'MMSI musi składać się z 9 cyfr' } });
    expect(await list()).toEqual([]);
  });

  it('accepts a number as well as a string', async () => {
    expect((await call(server, 'POST', '/api/vag/add_mmsi_to_blacklist/', { token, body: { mmsi: 211234567 } })).status).toBe(200);
    expect(await list()).toEqual(['211234567']);
  });
});
