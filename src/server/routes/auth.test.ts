// Sign-in, tokens, cookies and the guard, against a real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, TEST_ADMIN, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

describe('login', () => {
  it('answers {access, refresh, user} and sets HttpOnly SameSite=Strict cookies', async () => {
    const result = await call<{ access: string; refresh: string; user: { username: string } }>(server, 'POST', '/api/settings/login/', {
      body: TEST_ADMIN,
    });
    expect(result.status).toBe(200);
    expect(result.body.user.username).toBe('admin');
    expect(result.body.access.split('.')).toHaveLength(3);
    const cookies = result.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('traxis_access=') && /HttpOnly/i.test(c) && /SameSite=Strict/i.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith('traxis_refresh='))).toBe(true);
  });

  it('refuses wrong credentials with 401 and missing fields with 400', async () => {
    const wrong = await call(server, 'POST', '/api/settings/login/', { body: { username: 'admin', password: 'nope-nope' } });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'unauthorized', message: 'Nieprawidłowe dane logowania' } });
    const missing = await call<{ fields: Record<string, string> }>(server, 'POST', '/api/settings/login/', { body: { username: 'admin' } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('password');
  });

  it('throttles repeated failures per user name and address with 429, even for the right password', async () => {
    const body = { username: 'throttled-user', password: 'wrong-password' };
    for (let i = 0; i < 5; i += 1) expect((await call(server, 'POST', '/api/settings/login/', { body })).status).toBe(401);
    const blocked = await call(server, 'POST', '/api/settings/login/', { body });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another user name from the same address is not affected.
    expect((await call(server, 'POST', '/api/settings/login/', { body: TEST_ADMIN })).status).toBe(200);
  });
});

describe('token refresh', () => {
  it('rotates: a new pair works, the used refresh token is revoked, and replaying it revokes the rest', async () => {
    const first = await signIn(server);
    const rotated = await call<{ access: string; refresh: string }>(server, 'POST', '/api/settings/token/refresh/', {
      body: { refresh: first.refresh },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh).not.toBe(first.refresh);
    expect((await call(server, 'GET', '/api/settings/preferences/', { token: rotated.body.access })).status).toBe(200);

    const replay = await call(server, 'POST', '/api/settings/token/refresh/', { body: { refresh: first.refresh } });
    expect(replay.status).toBe(401);
    // The replay revoked the whole family, including the newest token.
    expect((await call(server, 'POST', '/api/settings/token/refresh/', { body: { refresh: rotated.body.refresh } })).status).toBe(401);
  });

  it('refuses garbage, access tokens and missing tokens', async () => {
    const { access } = await signIn(server);
    for (const body of [{ refresh: 'abc' }, { refresh: access }, {}]) {
      expect((await call(server, 'POST', '/api/settings/token/refresh/', { body })).status).toBe(401);
    }
  });

  it('accepts the refresh cookie when the body has no token', async () => {
    const { cookies } = await signIn(server);
    const result = await call(server, 'POST', '/api/settings/token/refresh/', { headers: { cookie: cookies } });
    expect(result.status).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the refresh token and clears the cookies', async () => {
    const session = await signIn(server);
    const result = await call(server, 'POST', '/api/settings/logout/', { token: session.access, body: { refresh: session.refresh } });
    expect(result.status).toBe(204);
    expect(result.headers.getSetCookie().some((c) => c.startsWith('traxis_access=;'))).toBe(true);
    expect((await call(server, 'POST', '/api/settings/token/refresh/', { body: { refresh: session.refresh } })).status).toBe(401);
  });
});

describe('register', () => {
  it('is refused with 403 unless TRAXIS_ALLOW_REGISTRATION=1', async () => {
    const result = await call(server, 'POST', '/api/settings/register/', { body: { username: 'new', email: 'a@b.c', password: 'secret1' } });
    expect(result.status).toBe(403);
    expect((await call<{ registration: boolean }>(server, 'GET', '/api/health')).body.registration).toBe(false);
  });

  it('when allowed, checks the rules and answers like login', async () => {
    const open = await startTestServer({ env: { TRAXIS_ALLOW_REGISTRATION: '1' } });
    try {
      // The login screen learns from the public health answer that it may offer registration.
      expect((await call<{ registration: boolean }>(open, 'GET', '/api/health')).body.registration).toBe(true);
      const short = await call(open, 'POST', '/api/settings/register/', { body: { username: 'ola', password: '12345' } });
      expect(short).toMatchObject({ status: 400, body: { message: 'Hasło musi mieć co najmniej 6 znaków' } });
      const ok = await call<{ access: string; user: { username: string } }>(open, 'POST', '/api/settings/register/', {
        body: { username: 'ola', email: 'ola@port.pl', password: '123456' },
      });
      expect(ok.status).toBe(201);
      expect(ok.body.user.username).toBe('ola');
      expect((await call(open, 'GET', '/api/settings/preferences/', { token: ok.body.access })).status).toBe(200);
      const taken = await call(open, 'POST', '/api/settings/register/', { body: { username: 'OLA', password: '123456' } });
      expect(taken.status).toBe(409);
    } finally {
      await open.dispose();
    }
  });
});

describe('the guard', () => {
  const PROTECTED: [string, string][] = [
    ['GET', '/api/settings/preferences/'],
    ['PATCH', '/api/settings/preferences/'],
    ['GET', '/api/trains/trains/'],
    ['POST', '/api/trains/sidings/'],
    ['GET', '/api/atons/'],
    ['GET', '/api/camera/manage/'],
    ['GET', '/api/vag/get_blacklist/'],
    ['GET', '/api/settings/maps/'],
    ['DELETE', '/api/settings/symbols/'],
    ['GET', '/chart-engine/symbols/BOYLAT'],
    ['GET', '/media/maps/X.000'],
    ['POST', '/api/settings/logout/'],
  ];

  it.each(PROTECTED)('%s %s needs a signed-in user (401)', async (method, path) => {
    const result = await call(server, method, path, { body: method === 'GET' ? undefined : {} });
    expect(result).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    const forged = await call(server, method, path, { token: 'a.b.c', body: method === 'GET' ? undefined : {} });
    expect(forged.status).toBe(401);
  });

  it('accepts the cookie alone for reads, and for writes only with a same-origin Origin', async () => {
    const { cookies } = await signIn(server);
    expect((await call(server, 'GET', '/api/atons/', { headers: { cookie: cookies } })).status).toBe(200);
    const body = { mmsi: '211000001' };
    const noOrigin = await call(server, 'POST', '/api/vag/add_mmsi_to_blacklist/', { body, headers: { cookie: cookies } });
    expect(noOrigin.status).toBe(403);
    const evil = await call(server, 'POST', '/api/vag/add_mmsi_to_blacklist/', { body, headers: { cookie: cookies, origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect((await call<{ blacklist: string[] }>(server, 'GET', '/api/vag/get_blacklist/', { headers: { cookie: cookies } })).body.blacklist).not.toContain(
      '211000001',
    );
    const same = await call(server, 'POST', '/api/vag/add_mmsi_to_blacklist/', { body, headers: { cookie: cookies, origin: server.url } });
    expect(same.status).toBe(200);
  });

  it('leaves health and the web app public', async () => {
    expect((await call(server, 'GET', '/api/health')).status).toBe(200);
  });
});
