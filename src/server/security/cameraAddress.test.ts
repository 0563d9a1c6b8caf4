// Finding 5: the camera proxy cannot be aimed at this machine or its
// networks. Addresses are checked at registration and again, on the
// resolved address, at every connection; only MJPEG streams of JPEG parts
// pass; every failure gives the same neutral answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_CAMERA_TYPE } from '../../protocol/cameras';
import { CameraAddressError, isAllowedCameraIp, resolveCamera } from '../media/cameraAddress';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

const STRICT = { allowPrivate: false, allowLoopback: false };
const NEUTRAL = { status: 502, body: { code: 'bad_gateway', message: 'Nie można połączyć się z kamerą' } };

describe('isAllowedCameraIp', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '::1', '0.0.0.0', '::', '169.254.169.254', 'fe80::1', '224.0.0.1', 'ff02::1',
    '255.255.255.255', '::ffff:127.0.0.1', '::ffff:169.254.169.254', '64:ff9b::7f00:1', '2002:7f00:1::1',
  ])('always refuses %s', (ip) => {
    expect(isAllowedCameraIp(ip, STRICT)).toBe(false);
    expect(isAllowedCameraIp(ip, { allowPrivate: true, allowLoopback: false })).toBe(false);
  });

  it.each(['10.1.2.3', '172.16.0.1', '192.168.1.1', '100.64.0.1', 'fd12::1', '::ffff:10.0.0.1'])('refuses the private %s unless allowed', (ip) => {
    expect(isAllowedCameraIp(ip, STRICT)).toBe(false);
    expect(isAllowedCameraIp(ip, { allowPrivate: true, allowLoopback: false })).toBe(true);
  });

  it.each(['8.8.8.8', '192.0.2.10', '2001:4860:4860::8888'])('allows the public %s', (ip) => {
    expect(isAllowedCameraIp(ip, STRICT)).toBe(true);
  });

  it.each(['localhost', '0x7f000001', '127.1', '[::1]'])('resolves %s and refuses it', async (host) => {
    await expect(resolveCamera(host, STRICT)).rejects.toBeInstanceOf(CameraAddressError);
  });
});

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ cameraLoopback: false });
  token = (await signIn(server)).access;
});
afterAll(() => server.dispose());

const addCamera = (target: TestServer, body: Record<string, unknown>) =>
  call<{ id: number; fields?: Record<string, string> }>(target, 'POST', '/api/camera/manage/', { token, body: { name: 'K', camera_type: 'PTZ', ...body } });
const cameraCount = async (): Promise<number> => (await call<unknown[]>(server, 'GET', '/api/camera/manage/', { token })).body.length;

describe('registration', () => {
  it.each(['127.0.0.1', 'localhost', '::1', '0.0.0.0', '0x7f000001', '169.254.169.254', '10.0.0.5', '192.168.0.10', '224.0.0.1', 'fe80::1'])(
    'refuses a real camera at %s and stores nothing',
    async (ip) => {
      const before = await cameraCount();
      const result = await addCamera(server, { ip_address: ip });
      expect(result.status).toBe(400);
      expect(result.body.fields).toHaveProperty('ip_address');
      expect(await cameraCount()).toBe(before);
    },
  );

  it('refuses moving a camera to loopback, or making a loopback built-in camera real', async () => {
    const real = await addCamera(server, { ip_address: '192.0.2.20' });
    expect(real.status).toBe(201);
    expect((await call(server, 'PATCH', `/api/camera/manage/${real.body.id}/`, { token, body: { ip_address: '127.0.0.1' } })).status).toBe(400);
    const builtIn = await addCamera(server, { ip_address: '127.0.0.1', camera_type: SIMULATED_CAMERA_TYPE });
    expect(builtIn.status).toBe(201);
    expect((await call(server, 'PATCH', `/api/camera/manage/${builtIn.body.id}/`, { token, body: { camera_type: 'PTZ' } })).status).toBe(400);
  });

  it('allows private addresses with TRAXIS_CAMERA_ALLOW_PRIVATE=1, loopback still not', async () => {
    const lan = await startTestServer({ cameraLoopback: false, env: { TRAXIS_CAMERA_ALLOW_PRIVATE: '1' } });
    try {
      const lanToken = (await signIn(lan)).access;
      const add = (ip: string) => call(lan, 'POST', '/api/camera/manage/', { token: lanToken, body: { name: 'LAN', camera_type: 'PTZ', ip_address: ip } });
      expect((await add('10.0.0.5')).status).toBe(201);
      expect((await add('192.168.0.10')).status).toBe(201);
      expect((await add('127.0.0.1')).status).toBe(400);
    } finally {
      await lan.dispose();
    }
  });
});

/** A fake upstream on loopback that counts its connections and answers with `handler`. */
async function fakeCamera(handler: http.RequestListener): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const upstream = http.createServer(handler);
  upstream.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  return {
    port: (upstream.address() as AddressInfo).port,
    connections: () => connections,
    close: async () => {
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    },
  };
}

/** Reads a camera stream for a while and returns its status and what arrived. */
async function readCamera(target: TestServer, query: string, waitMs = 400): Promise<{ status: number; body: string }> {
  const controller = new AbortController();
  const response = await fetch(`${target.url}/camera/?${query}`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const chunks: Buffer[] = [];
  const reader = response.body?.getReader();
  const deadline = Date.now() + waitMs;
  try {
    while (reader && Date.now() < deadline) {
      const next = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()))]);
      if (next === null || next.done) break;
      chunks.push(Buffer.from(next.value));
    }
  } catch (error) {
    // The server cut the stream: what arrived before counts.
    if (!(error instanceof TypeError)) throw error;
  }
  controller.abort();
  return { status: response.status, body: Buffer.concat(chunks).toString('latin1') };
}

describe('connection', () => {
  it('a stored camera at a refused address is not connected to (checked again at connection)', async () => {
    const upstream = await fakeCamera((_request, response) => response.writeHead(200, { 'Content-Type': 'multipart/x-mixed-replace; boundary=b' }));
    try {
      // As if stored before this rule, or by a name that now resolves to loopback.
      await server.store.cameras.create({ name: 'Stara', camera_type: 'PTZ', ip_address: '127.0.0.1', port: upstream.port, login: 'op', password: 'pw' });
      const result = await call(server, 'GET', `/camera/?ip=127.0.0.1&port=${upstream.port}&username=op&password=pw`, { token });
      expect(result).toMatchObject(NEUTRAL);
      expect(upstream.connections()).toBe(0);
    } finally {
      await upstream.close();
    }
  });
});

describe('what a reachable camera may send (test server with a loopback camera)', () => {
  let open: TestServer;
  beforeAll(async () => {
    open = await startTestServer();
    token = (await signIn(open)).access;
  });
  afterAll(() => open.dispose());

  const register = async (port: number, ip = '127.0.0.1'): Promise<string> => {
    expect((await addCamera(open, { ip_address: ip, port, login: 'op', password: 'pw' })).status).toBe(201);
    return `ip=${ip}&port=${port}&username=op&password=pw`;
  };

  it('connects to the checked address and sends the camera name as Host', async () => {
    let host = '';
    const upstream = await fakeCamera((request, response) => {
      host = request.headers.host ?? '';
      response.writeHead(200, { 'Content-Type': 'multipart/x-mixed-replace; boundary=b' });
      response.write('--b\r\nContent-Type: image/jpeg\r\nContent-Length: 4\r\n\r\nJPEG\r\n');
    });
    try {
      const result = await readCamera(open, await register(upstream.port, 'localhost'));
      expect(result.status).toBe(200);
      expect(host).toBe(`localhost:${upstream.port}`);
    } finally {
      await upstream.close();
    }
  });

  it('passes JPEG parts with its own part headers only', async () => {
    const upstream = await fakeCamera((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'multipart/x-mixed-replace; boundary=b' });
      response.write('--b\r\nContent-Type: image/jpeg\r\nX-Evil: 1\r\n\r\nJPEG1\r\n--b\r\nContent-Type: image/jpeg\r\nContent-Length: 5\r\n\r\nJPEG2\r\n');
    });
    try {
      const result = await readCamera(open, await register(upstream.port));
      expect(result.status).toBe(200);
      expect(result.body).toContain('JPEG1');
      expect(result.body).toContain('JPEG2');
      expect(result.body).not.toContain('X-Evil');
    } finally {
      await upstream.close();
    }
  });

  it('never passes a part that is not image/jpeg', async () => {
    const upstream = await fakeCamera((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'multipart/x-mixed-replace; boundary=b' });
      response.write('--b\r\nContent-Type: text/html\r\n\r\n<script>alert(document.cookie)</script>\r\n--b\r\n');
    });
    try {
      const result = await readCamera(open, await register(upstream.port));
      expect(result.body).not.toContain('<script>');
    } finally {
      await upstream.close();
    }
  });

  it.each([
    ['multipart/mixed; boundary=b', 200],
    ['text/html', 200],
    ['multipart/x-mixed-replace; boundary=b', 401],
  ])('answers a camera sending %s (HTTP %i) with the neutral error', async (type, status) => {
    const upstream = await fakeCamera((_request, response) => {
      response.writeHead(status, { 'Content-Type': type });
      response.end('--b\r\nContent-Type: text/html\r\n\r\n<h1>router login</h1>\r\n--b--\r\n');
    });
    try {
      expect(await call(open, 'GET', `/camera/?${await register(upstream.port)}`, { token })).toMatchObject(NEUTRAL);
    } finally {
      await upstream.close();
    }
  });

  it('a closed port and a port that never answers get the same answer', async () => {
    // Reads the request and never answers.
    const silent: TcpServer = createTcpServer((socket) => socket.resume());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    const closed = await fakeCamera(() => undefined);
    const closedPort = closed.port;
    await closed.close();
    try {
      const [refused, timedOut] = await Promise.all([
        call(open, 'GET', `/camera/?${await register(closedPort)}`, { token }),
        call(open, 'GET', `/camera/?${await register(silentPort)}`, { token }),
      ]);
      expect(refused).toMatchObject(NEUTRAL);
      expect(timedOut).toMatchObject(NEUTRAL);
    } finally {
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 20_000);
});
