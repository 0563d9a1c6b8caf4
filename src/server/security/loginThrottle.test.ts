// Finding 2: login attempts are counted before the password hash is checked,
// so concurrent guesses cannot all be evaluated before the lock applies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../auth/throttle';
import { call, startTestServer, TEST_ADMIN, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

describe('the login throttle under concurrent guesses', () => {
  it('evaluates at most 5 of 30 concurrent wrong guesses; the rest get 429', async () => {
    const body = { username: TEST_ADMIN.username, password: 'wrong-guess' };
    const answers = await Promise.all(Array.from({ length: 30 }, () => call(server, 'POST', '/api/settings/login/', { body })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // Locked: even the right password is not evaluated now.
    expect((await call(server, 'POST', '/api/settings/login/', { body: TEST_ADMIN })).status).toBe(429);
  }, 60_000);
});

describe('LoginThrottle.reserve', () => {
  it('counts each attempt when it starts and forgets them after a success', () => {
    let nowMs = 0;
    const throttle = new LoginThrottle({ maxFailures: 3, windowMs: 1000 }, () => nowMs);
    expect([1, 2, 3].map(() => throttle.reserve('Ola', '10.0.0.1'))).toEqual([0, 0, 0]);
    expect(throttle.reserve('ola', '10.0.0.1')).toBe(1000);
    expect(throttle.reserve('ola', '10.0.0.2')).toBe(0);
    throttle.recordSuccess('ola', '10.0.0.2');
    expect([1, 2, 3].map(() => throttle.reserve('ola', '10.0.0.2'))).toEqual([0, 0, 0]);
    nowMs = 1000;
    expect(throttle.reserve('ola', '10.0.0.1')).toBe(0);
  });
});
