// Finding 8: logout and a detected refresh-token reuse end the session, and
// the guard refuses that session's access tokens from then on, also after a
// restart of the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const preferences = (access: string) => call(server, 'GET', '/api/settings/preferences/', { token: access });
const refresh = (token: string) => call<{ access: string; refresh: string }>(server, 'POST', '/api/settings/token/refresh/', { body: { refresh: token } });

describe('ended sessions', () => {
  it('logout ends the session: its access token is refused at once, other sessions go on', async () => {
    const session = await signIn(server);
    const other = await signIn(server);
    expect((await preferences(session.access)).status).toBe(200);
    expect((await call(server, 'POST', '/api/settings/logout/', { token: session.access, body: { refresh: session.refresh } })).status).toBe(204);
    expect((await preferences(session.access)).status).toBe(401);
    expect((await call(server, 'GET', '/api/settings/preferences/', { headers: { cookie: session.cookies } })).status).toBe(401);
    expect((await preferences(other.access)).status).toBe(200);
  });

  it('logout with the access token alone ends that session and revokes its refresh token', async () => {
    const session = await signIn(server);
    expect((await call(server, 'POST', '/api/settings/logout/', { token: session.access })).status).toBe(204);
    expect((await preferences(session.access)).status).toBe(401);
    expect((await refresh(session.refresh)).status).toBe(401);
  });

  it('a replayed refresh token ends the sessions: every access token issued so far is refused', async () => {
    const first = await signIn(server);
    const rotated = await refresh(first.refresh);
    expect(rotated.status).toBe(200);
    expect((await preferences(rotated.body.access)).status).toBe(200);
    expect((await refresh(first.refresh)).status).toBe(401);
    expect((await preferences(rotated.body.access)).status).toBe(401);
    expect((await preferences(first.access)).status).toBe(401);
    // A new sign-in starts a new session that works.
    expect((await preferences((await signIn(server)).access)).status).toBe(200);
  });

  it('an ended session stays ended after a restart', async () => {
    const before = await startTestServer();
    const session = await signIn(before);
    await call(before, 'POST', '/api/settings/logout/', { token: session.access });
    await before.stop();
    const after = await startTestServer({ dataDir: before.dataDir });
    try {
      expect((await call(after, 'GET', '/api/settings/preferences/', { token: session.access })).status).toBe(401);
      expect((await call(after, 'GET', '/api/settings/preferences/', { token: (await signIn(after)).access })).status).toBe(200);
    } finally {
      await after.dispose();
    }
  });
});
