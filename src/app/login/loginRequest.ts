// POST /api/settings/login/ (spec section 7). Maps the answer to what the
// form shows: 400/401 are wrong credentials, anything else is a failure.
import type { LoginRequest, LoginResponse } from '../../protocol/auth';
import { LOGIN_PATH } from '../../protocol/auth';

export type LoginOutcome = { kind: 'ok'; session: LoginResponse } | { kind: 'invalid' } | { kind: 'error' };

export async function requestLogin(body: LoginRequest, fetchFn: typeof fetch = fetch): Promise<LoginOutcome> {
  try {
    const response = await fetchFn(LOGIN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status === 400 || response.status === 401) return { kind: 'invalid' };
    if (!response.ok) return { kind: 'error' };
    return { kind: 'ok', session: (await response.json()) as LoginResponse };
  } catch {
    return { kind: 'error' };
  }
}
