// Cameras: GET/POST /api/camera/manage/, PATCH/DELETE {id}/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Camera } from '../../protocol/cameras';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';
import { isHostOrIp } from './cameras';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
});
afterAll(() => server.dispose());

const CAMERA = {
  name: 'Falochron',
  camera_type: 'PTZ',
  ip_address: '192.0.2.10',
  latitude: 54.53,
  longitude: 18.55,
  angle_min: 30,
  angle_max: 120,
  range_min: 0,
  range_max: 800,
  login: 'op',
  password: 'pw',
  snapshot_url: 'http://192.0.2.10/snap.jpg',
};

describe('cameras', () => {
  it('create with the default port 8008, patch and delete', async () => {
    const created = await call<Camera>(server, 'POST', '/api/camera/manage/', { token, body: CAMERA });
    expect(created).toMatchObject({ status: 201, body: { ...CAMERA, port: 8008 } });
    const id = created.body.id;
    const patched = await call<Camera>(server, 'PATCH', `/api/camera/manage/${id}/`, { token, body: { port: 554, ip_address: 'cam-3.port.local' } });
    expect(patched.body).toMatchObject({ port: 554, ip_address: 'cam-3.port.local', name: 'Falochron' });
    const emptyPort = await call<Camera>(server, 'PATCH', `/api/camera/manage/${id}/`, { token, body: { port: '' } });
    expect(emptyPort.body.port).toBe(8008);
    expect((await call<Camera[]>(server, 'GET', '/api/camera/manage/', { token })).body).toHaveLength(1);
    expect((await call(server, 'DELETE', `/api/camera/manage/${id}/`, { token })).status).toBe(204);
    expect((await call(server, 'PATCH', `/api/camera/manage/${id}/`, { token, body: { name: 'x' } })).status).toBe(404);
  });

  it.each([
    [{ angle_min: -1 }, 'angle_min'],
    [{ angle_max: 361 }, 'angle_max'],
    [{ range_min: -5 }, 'range_min'],
    [{ port: 70000 }, 'port'],
    [{ ip_address: 'not a host!' }, 'ip_address'],
    [{ range_min: 900, range_max: 100 }, 'range_min'],
  ])('refuses %j with 400 and stores nothing', async (overrides, field) => {
    const before = (await call<Camera[]>(server, 'GET', '/api/camera/manage/', { token })).body.length;
    const result = await call<{ fields: object }>(server, 'POST', '/api/camera/manage/', { token, body: { ...CAMERA, ...overrides } });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.fields).some((key) => key.startsWith(field))).toBe(true);
    expect((await call<Camera[]>(server, 'GET', '/api/camera/manage/', { token })).body.length).toBe(before);
  });

  it('knows IP addresses and host names', () => {
    expect(['10.1.2.3', '::1', 'fe80::1', 'camera', 'cam-1.port.gdynia.pl'].every(isHostOrIp)).toBe(true);
    expect(['-cam', 'a..b', 'cam_1', '300.1.1.1.1', 'a b'].some(isHostOrIp)).toBe(false);
  });
});
