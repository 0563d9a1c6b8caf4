// The camera stream: built-in cameras, a real (fake, on loopback) MJPEG
// camera proxied, single frames, one upstream per camera however many
// clients watch, a camera that is down, and refusals.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_CAMERA_TYPE } from '../../protocol/cameras';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let token: string;
let camera: http.Server;
let cameraPort: number;
/** Connections the fake camera accepted. */
let upstreams = 0;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
  // A fake MJPEG camera: needs basic auth op:pw, sends a frame every 50 ms.
  camera = http.createServer((request, response) => {
    if (request.headers.authorization !== `Basic ${Buffer.from('op:pw').toString('base64')}`) {
      response.writeHead(401).end();
      return;
    }
    upstreams += 1;
    response.writeHead(200, { 'Content-Type': 'multipart/x-mixed-replace; boundary=cam' });
    const timer = setInterval(() => response.write('--cam\r\nContent-Type: image/jpeg\r\nContent-Length: 4\r\n\r\nJPEG\r\n'), 50);
    response.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => camera.listen(0, '127.0.0.1', resolve));
  cameraPort = (camera.address() as AddressInfo).port;
});
afterAll(async () => {
  camera.closeAllConnections();
  await new Promise((resolve) => camera.close(resolve));
  await server.dispose();
});

/** Reads a streaming response until `bytes` arrived, then aborts. */
async function readStream(path: string, bytes: number): Promise<{ status: number; type: string | null; body: Buffer }> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  while (reader && total < bytes) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(Buffer.from(value));
    total += value.length;
  }
  controller.abort();
  return { status: response.status, type: response.headers.get('content-type'), body: Buffer.concat(chunks) };
}

const addCamera = (body: Record<string, unknown>) => call<{ id: number }>(server, 'POST', '/api/camera/manage/', { token, body });

describe('camera stream', () => {
  it('a built-in camera streams generated JPEG frames', async () => {
    await addCamera({ name: 'Symulowana 1', camera_type: SIMULATED_CAMERA_TYPE, ip_address: '127.0.0.1', port: 8008, login: 'a', password: 'b' });
    const { status, type, body } = await readStream('/camera/?ip=127.0.0.1&port=8008&username=a&password=b', 4000);
    expect(status).toBe(200);
    expect(type).toMatch(/^multipart\/x-mixed-replace; boundary=/);
    const jpegStart = body.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpegStart).toBeGreaterThan(0);
    expect(body.subarray(0, jpegStart).toString()).toContain('Content-Type: image/jpeg');
  });

  it('a registered real camera is proxied with its credentials', async () => {
    await addCamera({ name: 'Prawdziwa', camera_type: 'PTZ', ip_address: '127.0.0.1', port: cameraPort, login: 'op', password: 'pw' });
    const { status, type, body } = await readStream(`/camera/?ip=127.0.0.1&port=${cameraPort}&username=op&password=pw`, 100);
    expect(status).toBe(200);
    expect(type).toBe('multipart/x-mixed-replace; boundary=traxisframe');
    expect(body.toString()).toContain('--traxisframe');
    expect(body.toString()).toContain('JPEG');
  });

  it('refuses unregistered addresses and wrong credentials with 403, and needs sign-in', async () => {
    expect((await call(server, 'GET', `/camera/?ip=127.0.0.1&port=${cameraPort}&username=op&password=wrong`, { token })).status).toBe(403);
    expect((await call(server, 'GET', '/camera/?ip=10.0.0.1&port=80', { token })).status).toBe(403);
    expect((await call(server, 'GET', '/camera/?ip=127.0.0.1&port=8008&username=a&password=b')).status).toBe(401);
  });

  it('a camera that is down answers 502 with a clear message', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await addCamera({ name: 'Wyłączona', camera_type: 'PTZ', ip_address: '127.0.0.1', port: deadPort, login: '', password: '' });
    const result = await call(server, 'GET', `/camera/?ip=127.0.0.1&port=${deadPort}&username=&password=`, { token });
    expect(result).toMatchObject({ status: 502, body: { code: 'bad_gateway', message: 'Nie można połączyć się z kamerą' } });
  });

  it('answers single frames with their number, each newer than the one asked after', async () => {
    await addCamera({ name: 'Klatki', camera_type: SIMULATED_CAMERA_TYPE, ip_address: '127.0.0.1', port: 8101, login: 'k', password: 'l' });
    const frame = async (after: number) => {
      const response = await fetch(`${server.url}/camera/?ip=127.0.0.1&port=8101&username=k&password=l&frame=${after}`, { headers: { authorization: `Bearer ${token}` } });
      const body = Buffer.from(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get('content-type'), seq: Number(response.headers.get('x-frame-seq')), body };
    };
    const first = await frame(0);
    expect(first.status).toBe(200);
    expect(first.type).toBe('image/jpeg');
    expect(first.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(first.seq).toBeGreaterThan(0);
    // The latest at once; after it, the next one drawn.
    expect((await frame(0)).seq).toBe(first.seq);
    const next = await frame(first.seq);
    expect(next.seq).toBe(first.seq + 1);
    expect((await call(server, 'GET', '/camera/?ip=127.0.0.1&port=8101&username=k&password=l&frame=-1', { token })).status).toBe(400);
  });

  it('holds one upstream per camera however many clients watch it, as streams or frame by frame', async () => {
    await addCamera({ name: 'Wspólna', camera_type: 'PTZ', ip_address: '127.0.0.1', port: cameraPort, login: 'op', password: 'pw' });
    // The feed of this camera may still run from the test above: count from a fresh start.
    const before = upstreams;
    const query = `/camera/?ip=127.0.0.1&port=${cameraPort}&username=op&password=pw`;
    const frames = async (n: number) => {
      let after = 0;
      for (let i = 0; i < n; i += 1) {
        const response = await fetch(`${server.url}${query}&frame=${after}`, { headers: { authorization: `Bearer ${token}` } });
        expect(response.status).toBe(200);
        const seq = Number(response.headers.get('x-frame-seq'));
        expect(seq).toBeGreaterThan(after);
        after = seq;
        expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('JPEG');
      }
    };
    const streams = Array.from({ length: 5 }, () => readStream(query, 300));
    await Promise.all([...streams, frames(6), frames(6), frames(6)]);
    expect(upstreams - before).toBeLessThanOrEqual(1);
    for (const s of await Promise.all(streams)) expect(s.status).toBe(200);
  });
});
