// The sign-in session (spec section 4, "Session"): signed out -> signed in
// on login or registration; restored on load; the access token refreshed
// 3300 s after login, restore and each refresh; a 401 triggers one refresh
// shared by concurrent calls; a failed refresh (or no refresh token) clears
// the session and goes to /login.
import { proxy } from 'valtio';
import {
  LOGIN_PATH,
  LOGOUT_PATH,
  REGISTER_PATH,
  TOKEN_REFRESH_PATH,
  type LoginRequest,
  type LoginResponse,
  type RefreshResponse,
  type RegisterRequest,
  type SessionUser,
} from '../../protocol/auth';
import { clearSession, readSession, STORAGE_KEYS, writeSession, type KeyValueStorage } from './storage';

/** Token refresh delay (spec section 9). */
export const TOKEN_REFRESH_DELAY_MS = 3300 * 1000;
export const LOGIN_ROUTE = '/login';
export const MAIN_ROUTE = '/';

export interface SessionState {
  isAuthenticated: boolean;
  isLoading: boolean;
  user: SessionUser | null;
}

export type LoginOutcome = { kind: 'ok' } | { kind: 'invalid' } | { kind: 'error' };
/** A refused registration carries the server's message when it gave one. */
export type RegisterOutcome = { kind: 'ok' } | { kind: 'error'; message: string | null };

export interface SessionDeps {
  storage: KeyValueStorage;
  fetch: typeof fetch;
  /** Goes to a route (the browser's history in the app). */
  navigate: (path: string) => void;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

export class Session {
  readonly state: SessionState = proxy({ isAuthenticated: false, isLoading: true, user: null });
  private refreshing: Promise<boolean> | null = null;
  private timer: unknown = null;

  constructor(private readonly deps: SessionDeps) {}

  /** The current access token, if signed in. */
  get accessToken(): string | null {
    return this.state.isAuthenticated ? this.deps.storage.getItem(STORAGE_KEYS.access) : null;
  }

  /** Restores a stored session on load. */
  restore(): void {
    const stored = readSession(this.deps.storage);
    if (stored) {
      this.signedIn(stored.user);
    }
    this.state.isLoading = false;
  }

  async login(request: LoginRequest): Promise<LoginOutcome> {
    let response: Response;
    try {
      response = await this.deps.fetch(LOGIN_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      });
    } catch {
      return { kind: 'error' };
    }
    if (response.status === 400 || response.status === 401) return { kind: 'invalid' };
    if (!response.ok) return { kind: 'error' };
    try {
      this.accept((await response.json()) as LoginResponse);
      return { kind: 'ok' };
    } catch {
      return { kind: 'error' };
    }
  }

  /** Registers (spec section 7): any 2xx with access, refresh and user signs the user in. */
  async register(request: RegisterRequest): Promise<RegisterOutcome> {
    let response: Response;
    try {
      response = await this.deps.fetch(REGISTER_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      });
    } catch {
      return { kind: 'error', message: null };
    }
    const body = (await response.json().catch(() => null)) as (Partial<LoginResponse> & { message?: unknown }) | null;
    if (!response.ok) return { kind: 'error', message: typeof body?.message === 'string' ? body.message : null };
    if (!body?.access || !body.refresh || !body.user) return { kind: 'error', message: null };
    this.accept(body as LoginResponse);
    return { kind: 'ok' };
  }

  /** Accepts a login or registration answer. */
  accept(answer: LoginResponse): void {
    if (!answer.access || !answer.user) throw new Error('login answer without access token or user');
    writeSession(this.deps.storage, { access: answer.access, refresh: answer.refresh, user: answer.user });
    this.signedIn(answer.user);
    this.deps.navigate(MAIN_ROUTE);
  }

  /**
   * Refreshes the access token; concurrent callers share one request.
   * Resolves to false (and signs out to /login) when it fails.
   */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  async logout(): Promise<void> {
    const access = this.deps.storage.getItem(STORAGE_KEYS.access);
    const refresh = this.deps.storage.getItem(STORAGE_KEYS.refresh);
    this.signOut();
    if (access) {
      await this.deps
        .fetch(LOGOUT_PATH, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
          body: JSON.stringify(refresh ? { refresh } : {}),
        })
        .catch(() => undefined);
    }
  }

  private async doRefresh(): Promise<boolean> {
    const stored = readSession(this.deps.storage);
    if (!stored?.refresh) {
      this.signOut();
      return false;
    }
    try {
      const response = await this.deps.fetch(TOKEN_REFRESH_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh: stored.refresh }),
      });
      if (!response.ok) throw new Error(`refresh failed: ${response.status}`);
      const answer = (await response.json()) as Partial<RefreshResponse>;
      if (!answer.access) throw new Error('refresh answer without access token');
      writeSession(this.deps.storage, { access: answer.access, refresh: answer.refresh ?? stored.refresh, user: stored.user });
      this.schedule();
      return true;
    } catch {
      this.signOut();
      return false;
    }
  }

  private signedIn(user: SessionUser): void {
    this.state.user = user;
    this.state.isAuthenticated = true;
    this.schedule();
  }

  private signOut(): void {
    clearSession(this.deps.storage);
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    this.state.isAuthenticated = false;
    this.state.user = null;
    this.deps.navigate(LOGIN_ROUTE);
  }

  private schedule(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = this.deps.setTimer(() => void this.refresh(), TOKEN_REFRESH_DELAY_MS);
  }
}
