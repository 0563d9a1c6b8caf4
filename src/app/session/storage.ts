// The session kept in the browser's local storage under the spec's keys
// (section 3, "Auth session"): access_token, refresh_token, user_data.
import type { SessionUser } from '../../protocol/auth';

export const STORAGE_KEYS = { access: 'access_token', refresh: 'refresh_token', user: 'user_data' } as const;

export interface StoredSession {
  access: string;
  refresh: string | null;
  user: SessionUser;
}

/** The part of the Web Storage API we use (tests pass an in-memory one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'number' && typeof user.username === 'string';
}

export function clearSession(storage: KeyValueStorage): void {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
}

/**
 * The stored session, or null. A session needs an access token and user
 * data; when the stored data is unreadable, all three items are removed.
 */
export function readSession(storage: KeyValueStorage): StoredSession | null {
  const access = storage.getItem(STORAGE_KEYS.access);
  const rawUser = storage.getItem(STORAGE_KEYS.user);
  if (!access || !rawUser) return null;
  let user: unknown;
  try {
    user = JSON.parse(rawUser);
  } catch {
    user = null;
  }
  if (!isUser(user)) {
    clearSession(storage);
    return null;
  }
  return { access, refresh: storage.getItem(STORAGE_KEYS.refresh), user };
}

export function writeSession(storage: KeyValueStorage, session: StoredSession): void {
  storage.setItem(STORAGE_KEYS.access, session.access);
  if (session.refresh) storage.setItem(STORAGE_KEYS.refresh, session.refresh);
  else storage.removeItem(STORAGE_KEYS.refresh);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}

/** An in-memory storage (tests, or a browser without local storage). */
export function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
