// Sign-in calls of spec section 7 ("Authentication").

export const LOGIN_PATH = '/api/settings/login/';
export const REGISTER_PATH = '/api/settings/register/';
export const TOKEN_REFRESH_PATH = '/api/settings/token/refresh/';

export interface LoginRequest {
  username: string;
  password: string;
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
