// Finding 9: the camera stream's query string (camera login and password)
// and any password field never reach the log, however the path is spelt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_CAMERA_TYPE } from '../../protocol/cameras';
import { redactUrl } from '../http/logging';
import { rawRequest } from '../testing/rawHttp';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let token: string;
const logLines: string[] = [];
const SECRET = 'Tajne-Haslo-Kamery-77';

beforeAll(async () => {
  server = await startTestServer({ log: { write: (line) => void logLines.push(line) } });
  token = (await signIn(server)).access;
  await call(server, 'POST', '/api/camera/manage/', {
    token,
    body: { name: 'Kamera', camera_type: SIMULATED_CAMERA_TYPE, ip_address: '127.0.0.1', port: 8008, login: 'operator', password: SECRET },
  });
});
afterAll(() => server.dispose());

/** Opens a camera stream, reads its first bytes and closes it. */
async function touchStream(path: string): Promise<number> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  await response.body?.getReader().read();
  controller.abort();
  return response.status;
}

describe('secrets stay out of the log', () => {
  it('camera query strings, secret query values and password fields are not logged', async () => {
    const query = `ip=127.0.0.1&port=8008&username=operator&password=${SECRET}`;
    expect(await touchStream(`/camera/?${query}`)).toBe(200);
    expect((await rawRequest(server, 'GET', `/%63amera/?${query.replace('operator', 'intruz')}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
    await rawRequest(server, 'GET', `/CAMERA//?${query}`);
    await rawRequest(server, 'GET', `/camera?${query}`);
    await rawRequest(server, 'GET', `/api/health?token=${SECRET}&x=1`);
    await call(server, 'POST', '/api/settings/login/', { body: { username: 'admin', password: SECRET } });
    server.app.log.info({ camera: { login: 'operator', password: SECRET } }, 'a camera');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logLines.some((line) => line.includes('/camera/?[ukryte]'))).toBe(true);
    expect(logLines.some((line) => line.includes('/api/health?token=[ukryte]&x=1'))).toBe(true);
    expect(logLines.filter((line) => line.includes(SECRET))).toEqual([]);
  });

  it('redactUrl keeps what is not secret', () => {
    expect(redactUrl('/chart-engine/map?chart_name=A.000&layer_name=DEPARE')).toBe('/chart-engine/map?chart_name=A.000&layer_name=DEPARE');
    expect(redactUrl('/%43amera/?ip=1&password=x')).toBe('/%43amera/?[ukryte]');
    expect(redactUrl('/api/x?Pass%77ord=abc&n=1')).toBe('/api/x?Pass%77ord=[ukryte]&n=1');
  });
});
