// Session logic with a scripted fetch, an in-memory storage and fake timers.
import { describe, expect, it, vi } from 'vitest';
import { createApi } from './api';
import { LOGIN_ROUTE, Session, TOKEN_REFRESH_DELAY_MS } from './session';
import { memoryStorage, readSession, STORAGE_KEYS, writeSession } from './storage';

const USER = { id: 1, username: 'admin', email: null };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const storage = memoryStorage();
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    return handler(url, init);
  });
  const navigate = vi.fn();
  const timers: { fn: () => void; ms: number }[] = [];
  const session = new Session({
    storage,
    fetch: fetchMock as unknown as typeof fetch,
    navigate,
    setTimer: (fn, ms) => {
      const timer = { fn, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const index = timers.indexOf(timer as (typeof timers)[0]);
      if (index >= 0) timers.splice(index, 1);
    },
  });
  return { storage, calls, navigate, timers, session, fetchMock };
}

describe('Session', () => {
  it('login stores the three items and schedules a refresh after 3300 s', async () => {
    const { session, storage, timers } = setup(() => json(200, { access: 'A1', refresh: 'R1', user: USER }));
    expect(await session.login({ username: 'admin', password: 'x' })).toEqual({ kind: 'ok' });
    expect(session.state).toMatchObject({ isAuthenticated: true, user: USER });
    expect(readSession(storage)).toEqual({ access: 'A1', refresh: 'R1', user: USER });
    expect(timers.map((t) => t.ms)).toEqual([TOKEN_REFRESH_DELAY_MS]);
    expect(TOKEN_REFRESH_DELAY_MS).toBe(3_300_000);
  });

  it('maps 400/401 to invalid credentials and anything else to an error', async () => {
    expect(await setup(() => json(401, {})).session.login({ username: 'a', password: 'b' })).toEqual({ kind: 'invalid' });
    expect(await setup(() => json(400, {})).session.login({ username: 'a', password: 'b' })).toEqual({ kind: 'invalid' });
    expect(await setup(() => json(500, {})).session.login({ username: 'a', password: 'b' })).toEqual({ kind: 'error' });
    expect(await setup(() => Promise.reject(new Error('offline'))).session.login({ username: 'a', password: 'b' })).toEqual({ kind: 'error' });
  });

  it('registration signs in on any 2xx with access, refresh and user, else gives the server message', async () => {
    const ok = setup(() => json(201, { access: 'A1', refresh: 'R1', user: USER }));
    expect(await ok.session.register({ username: 'admin', email: 'a@b.c', password: 'secret' })).toEqual({ kind: 'ok' });
    expect(ok.calls[0]?.url).toBe('/api/settings/register/');
    expect(JSON.parse(String(ok.calls[0]?.init.body))).toEqual({ username: 'admin', email: 'a@b.c', password: 'secret' });
    expect(ok.session.state.isAuthenticated).toBe(true);
    const partial = setup(() => json(200, { access: 'A1', user: USER }));
    expect(await partial.session.register({ username: 'a', password: 'secret' })).toEqual({ kind: 'error', message: null });
    expect(partial.session.state.isAuthenticated).toBe(false);
    const taken = setup(() => json(409, { code: 'conflict', message: 'Nazwa użytkownika jest już zajęta' }));
    expect(await taken.session.register({ username: 'a', password: 'secret' })).toEqual({ kind: 'error', message: 'Nazwa użytkownika jest już zajęta' });
    expect(await setup(() => Promise.reject(new Error('offline'))).session.register({ username: 'a', password: 'b' })).toEqual({ kind: 'error', message: null });
  });

  it('restores a stored session, and removes all three items when the stored data is unreadable', () => {
    const ok = setup(() => json(500, {}));
    writeSession(ok.storage, { access: 'A', refresh: 'R', user: USER });
    ok.session.restore();
    expect(ok.session.state).toMatchObject({ isAuthenticated: true, isLoading: false, user: USER });
    expect(ok.timers).toHaveLength(1);

    const bad = setup(() => json(500, {}));
    bad.storage.setItem(STORAGE_KEYS.access, 'A');
    bad.storage.setItem(STORAGE_KEYS.refresh, 'R');
    bad.storage.setItem(STORAGE_KEYS.user, '{not json');
    bad.session.restore();
    expect(bad.session.state).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(bad.storage.items.size).toBe(0);
  });

  it('the scheduled refresh rotates the tokens and schedules the next one', async () => {
    const { session, storage, timers, calls } = setup((url) =>
      url.includes('refresh') ? json(200, { access: 'A2', refresh: 'R2' }) : json(200, { access: 'A1', refresh: 'R1', user: USER }),
    );
    await session.login({ username: 'admin', password: 'x' });
    timers[0]?.fn();
    await vi.waitFor(() => expect(readSession(storage)?.access).toBe('A2'));
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ refresh: 'R1' });
    expect(readSession(storage)?.refresh).toBe('R2');
    expect(timers).toHaveLength(1);
  });

  it('concurrent 401s share one refresh, then retry with the new token', async () => {
    let refreshes = 0;
    const { session, storage, calls, fetchMock } = setup(async (url, init) => {
      if (url.includes('token/refresh')) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { access: 'NEW', refresh: 'R2' });
      }
      const auth = new Headers(init.headers).get('Authorization');
      return auth === 'Bearer NEW' ? json(200, { ok: true }) : json(401, { code: 'unauthorized' });
    });
    writeSession(storage, { access: 'OLD', refresh: 'R1', user: USER });
    session.restore();
    const api = createApi(session, fetchMock as unknown as typeof fetch);
    const results = await Promise.all([api('/api/a'), api('/api/b'), api('/api/c')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
    expect(calls.filter((c) => c.url.includes('token/refresh'))).toHaveLength(1);
  });

  it('a failed refresh clears the session and goes to /login; so does a missing refresh token', async () => {
    const failing = setup((url) => (url.includes('refresh') ? json(401, {}) : json(401, {})));
    writeSession(failing.storage, { access: 'A', refresh: 'R', user: USER });
    failing.session.restore();
    expect(await failing.session.refresh()).toBe(false);
    expect(failing.session.state.isAuthenticated).toBe(false);
    expect(failing.storage.items.size).toBe(0);
    expect(failing.navigate).toHaveBeenCalledWith(LOGIN_ROUTE);

    const noRefresh = setup(() => json(200, {}));
    writeSession(noRefresh.storage, { access: 'A', refresh: null, user: USER });
    noRefresh.session.restore();
    expect(await noRefresh.session.refresh()).toBe(false);
    expect(noRefresh.fetchMock).not.toHaveBeenCalled();
    expect(noRefresh.navigate).toHaveBeenCalledWith(LOGIN_ROUTE);
  });

  it('logout clears everything, cancels the timer, tells the server and goes to /login', async () => {
    const { session, storage, timers, calls, navigate } = setup(() => json(200, { access: 'A1', refresh: 'R1', user: USER }));
    await session.login({ username: 'admin', password: 'x' });
    await session.logout();
    expect(storage.items.size).toBe(0);
    expect(timers).toHaveLength(0);
    expect(calls.at(-1)?.url).toBe('/api/settings/logout/');
    expect(navigate).toHaveBeenCalledWith(LOGIN_ROUTE);
    expect(session.state.isAuthenticated).toBe(false);
  });
});
