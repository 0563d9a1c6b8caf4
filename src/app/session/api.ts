// The console's HTTP client (ofetch): sends the bearer token on every call
// and credentials (cookies) along; a 401 triggers one shared token refresh
// and one retry; if the refresh fails the session ends (see Session).
import { createFetch, type FetchOptions } from 'ofetch';
import type { Session } from './session';

export type ApiOptions = Omit<FetchOptions<'json'>, 'headers'> & { headers?: Record<string, string> };

export function createApi(session: Session, fetchImpl: typeof fetch = globalThis.fetch) {
  const client = createFetch({ fetch: fetchImpl, defaults: { credentials: 'same-origin' } });
  const withToken = (options: ApiOptions): ApiOptions => {
    const token = session.accessToken;
    return { ...options, headers: { ...options.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
  };
  return async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
    try {
      return await client<T>(path, withToken(options));
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 401 || !(await session.refresh())) throw error;
      return client<T>(path, withToken(options));
    }
  };
}

export type Api = ReturnType<typeof createApi>;
