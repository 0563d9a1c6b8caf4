// Finding 1: the guard decides on the matched route, so no spelling of a
// path reaches a protected handler. Walks every registered route without
// credentials, in many spellings; only the public routes may answer.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { readConfig } from '../config';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';
import { jsonOf, rawRequest } from '../testing/rawHttp';

const GUARD_REFUSAL = 'Wymagane zalogowanie';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { TRAXIS_ALLOW_REGISTRATION: '1' } });
  token = (await signIn(server)).access;
});
afterAll(() => server.dispose());

const PUBLIC_API = new Set([
  'POST /api/settings/login/',
  'POST /api/settings/register/',
  'POST /api/settings/token/refresh/',
  'GET /api/health',
  'HEAD /api/health',
]);

function webFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/')}`);
}

function isPublic(method: string, url: string, web: Set<string>): boolean {
  return PUBLIC_API.has(`${method} ${url}`) || ((method === 'GET' || method === 'HEAD') && (url === '/' || web.has(url)));
}

/** A value for a `:param(regex)` that the regex accepts. */
function sample(pattern: string | undefined): string {
  if (!pattern) return '1';
  const regex = new RegExp(pattern);
  return ['1', 'ph', 'x', 'BOYLAT01'].find((candidate) => regex.test(candidate)) ?? '1';
}

/** A concrete path for a route URL (parameters and wildcards filled in). */
function concretePath(url: string): string {
  let out = '';
  for (let i = 0; i < url.length; i += 1) {
    const char = url[i] as string;
    if (char === '*') {
      out += 'x';
    } else if (char === ':') {
      let end = i + 1;
      while (end < url.length && /\w/.test(url[end] as string)) end += 1;
      let pattern: string | undefined;
      if (url[end] === '(') {
        let depth = 0;
        const start = end;
        do {
          if (url[end] === '(') depth += 1;
          if (url[end] === ')') depth -= 1;
          end += 1;
        } while (depth > 0 && end < url.length);
        pattern = url.slice(start + 1, end - 1);
      }
      out += sample(pattern);
      i = end - 1;
    } else out += char;
  }
  return out;
}

const percentEncoded = (text: string, upper: boolean): string =>
  [...Buffer.from(text)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .map((hex) => `%${upper ? hex.toUpperCase() : hex}`)
    .join('');

/** The spellings an attacker tries for one path. */
function spellings(path: string): string[] {
  const segments = path.split('/');
  const named = segments.map((segment, i) => [segment, i] as const).filter(([segment]) => segment !== '');
  const withSegment = (i: number, replacement: string): string => segments.map((segment, j) => (j === i ? replacement : segment)).join('/');
  const variants = new Set<string>([path, `/${path}`, `${path}.`, `${path}/.`, path.toUpperCase(), path.replace(/\//g, '%2F').replace(/^%2F/, '/')]);
  for (const [segment, i] of named) {
    variants.add(withSegment(i, percentEncoded(segment, true)));
    variants.add(withSegment(i, percentEncoded(segment.slice(0, 1), false) + segment.slice(1)));
    variants.add(withSegment(i, `${segment}.`));
    variants.add(withSegment(i, `${segment}%2e`));
    variants.add(withSegment(i, segment.charAt(0).toUpperCase() + segment.slice(1)));
    variants.add(withSegment(i, `/${segment}`));
  }
  variants.add(segments.map((segment) => (segment === '' ? '' : percentEncoded(segment, false))).join('/'));
  return [...variants];
}

describe('every registered route without credentials', () => {
  it('the catalogue holds the API, the streams, the camera and weather images, and the web app', () => {
    const urls = new Set(server.app.routeCatalogue.map((route) => route.url));
    for (const url of ['/api/camera/manage/', '/api/trains/trains/', '/api/settings/maps/', '/ws/socket-server-vessels/', '/camera/', '/media/maps/*']) {
      expect(urls).toContain(url);
    }
    expect([...urls].some((url) => url.includes('_:id'))).toBe(true);
    expect(urls).toContain('/');
  });

  it('answers 401 or 404 to every spelling of every route that is not public', async () => {
    const web = new Set(webFiles(readConfig({}).webDir));
    const failures: string[] = [];
    let probes = 0;
    for (const { method, url } of server.app.routeCatalogue) {
      const path = concretePath(url);
      if (isPublic(method, url, web)) {
        const answer = await rawRequest(server, method, path);
        // Refresh without a token answers 401 itself; the guard's refusal has its own message.
        if ((jsonOf(answer) as { message?: string } | undefined)?.message === GUARD_REFUSAL) failures.push(`${method} ${path} is public but the guard refused it`);
        continue;
      }
      const answers = await Promise.all(spellings(path).map(async (spelling) => ({ spelling, answer: await rawRequest(server, method, spelling) })));
      for (const { spelling, answer } of answers) {
        probes += 1;
        const json = /^application\/json/.test(answer.headers['content-type'] ?? '');
        const refused = answer.status === 401 && (method === 'HEAD' || (jsonOf(answer) as { message?: string } | undefined)?.message === GUARD_REFUSAL);
        const expected = spelling === path ? refused : refused || answer.status === 404;
        if (!expected || !json) failures.push(`${method} ${spelling} (route ${url}) -> ${answer.status} ${answer.headers['content-type'] ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThan(500);
  }, 120_000);
});

describe('the reported bypasses', () => {
  it('GET /%61pi/camera/manage/ does not list cameras', async () => {
    await call(server, 'POST', '/api/camera/manage/', { token, body: { name: 'Tajna', camera_type: 'PTZ', ip_address: '192.0.2.7', login: 'op', password: 'sekret' } });
    const answer = await rawRequest(server, 'GET', '/%61pi/camera/manage/');
    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain('sekret');
  });

  it('POST /%61pi/trains/trains/ creates nothing', async () => {
    const before = (await call<unknown[]>(server, 'GET', '/api/trains/trains/', { token })).body.length;
    const answer = await rawRequest(server, 'POST', '/%61pi/trains/trains/', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', siding: 1 }),
    });
    expect(answer.status).toBe(401);
    expect((await call<unknown[]>(server, 'GET', '/api/trains/trains/', { token })).body.length).toBe(before);
  });

  it('POST /%61pi/settings/maps/ uploads nothing', async () => {
    const boundary = 'xyz';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.000"\r\n\r\n00100\r\n--${boundary}--\r\n`;
    const answer = await rawRequest(server, 'POST', '/%61pi/settings/maps/', { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
    expect(answer.status).toBe(401);
    expect((await call(server, 'GET', '/api/settings/maps/', { token })).body).toEqual({ files: [] });
  });

  it.each(['/%77s/socket-server-vessels/', '/ws/socket-server-vessels/', '/W%53/socket-server-vessels/'])('the WebSocket handshake on %s is refused', async (path) => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}${path}`);
      socket.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('open', () => {
        socket.close();
        reject(new Error(`${path} opened without credentials`));
      });
      socket.on('error', () => undefined);
    });
    expect([401, 404]).toContain(status);
  });

  it.each(['/%63amera/?ip=127.0.0.1&port=8008&username=a&password=b', '/camera/?ip=127.0.0.1', '/%70h_x.jpg'])('%s needs sign-in', async (path) => {
    expect((await rawRequest(server, 'GET', path)).status).toBe(401);
  });

  it('unknown API-like paths still answer a JSON 404, and the web app its index', async () => {
    for (const path of ['/api/nothing/', '/API/camera/manage/', '//api/camera/manage/', '/api./camera/manage/']) {
      const answer = await rawRequest(server, 'GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toMatch(/^application\/json/);
    }
    const page = await rawRequest(server, 'GET', '/login');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});
