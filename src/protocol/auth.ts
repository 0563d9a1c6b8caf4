// Sign-in calls of spec section 7 ("Authentication").

export const LOGIN_PATH = '/api/settings/login/';
export const REGISTER_PATH = '/api/settings/register/';
export const TOKEN_REFRESH_PATH = '/api/settings/token/refresh/';
export const LOGOUT_PATH = '/api/settings/logout/';

/** Lifetime of an access token (the console refreshes it after 3300 s). */
export const ACCESS_TOKEN_TTL_S = 60 * 60;
/** Lifetime of a refresh token. */
export const REFRESH_TOKEN_TTL_S = 7 * 24 * 60 * 60;
/** Minimum password length (spec section 9). */
export const PASSWORD_MIN_LENGTH = 6;

/** HttpOnly cookies set by login, register and refresh, cleared by logout. */
export const ACCESS_COOKIE = 'traxis_access';
export const REFRESH_COOKIE = 'traxis_refresh';

export interface LoginRequest {
  username: string;
  password: string;
}

export interface RegisterRequest {
  username: string;
  email?: string;
  password: string;
}

export interface RefreshRequest {
  refresh?: string;
}

export interface SessionUser {
  id: number;
  username: string;
  email?: string | null;
}

export interface LoginResponse {
  access: string;
  refresh: string;
  user: SessionUser;
}

export interface RefreshResponse {
  access: string;
  refresh: string;
}
