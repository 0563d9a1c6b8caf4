// Sign-in routes (spec section 7, "Authentication"): login, register,
// token refresh and logout. Login, register and refresh are public. Logout
// ends the session (auth/sessions.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCESS_COOKIE,
  ACCESS_TOKEN_TTL_S,
  LOGIN_PATH,
  LOGOUT_PATH,
  PASSWORD_MIN_LENGTH,
  REFRESH_COOKIE,
  REFRESH_TOKEN_TTL_S,
  REGISTER_PATH,
  TOKEN_REFRESH_PATH,
  type LoginRequest,
  type LoginResponse,
  type RefreshRequest,
  type RefreshResponse,
  type RegisterRequest,
} from '../../protocol/auth';
import { signedInUser } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Sessions } from '../auth/sessions';
import type { LoginThrottle } from '../auth/throttle';
import type { UserRow, UserStore } from '../db/users';
import { HttpError } from '../errors';
import { objectSchema } from './schemas';

export interface AuthDeps {
  users: UserStore;
  sessions: Sessions;
  throttle: LoginThrottle;
  allowRegistration: boolean;
}

const INVALID_CREDENTIALS = 'Nieprawidłowe dane logowania';
// A real hash to verify against when the user does not exist, so that
// unknown and known names take the same time.
const dummyHash = hashPassword('traxis-no-such-user');

function setSessionCookies(request: FastifyRequest, reply: FastifyReply, pair: RefreshResponse): void {
  const base = { httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', path: '/' } as const;
  void reply.setCookie(ACCESS_COOKIE, pair.access, { ...base, maxAge: ACCESS_TOKEN_TTL_S });
  void reply.setCookie(REFRESH_COOKIE, pair.refresh, { ...base, maxAge: REFRESH_TOKEN_TTL_S });
}

function clearSessionCookies(reply: FastifyReply): void {
  void reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  void reply.clearCookie(REFRESH_COOKIE, { path: '/' });
}

const sessionUser = (user: UserRow) => ({ id: user.id, username: user.username, email: user.email });

const userSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, username: { type: 'string' }, email: { type: ['string', 'null'] } },
} as const;
const pairSchema = {
  type: 'object',
  properties: { access: { type: 'string' }, refresh: { type: 'string' } },
} as const;
const loginResponse = {
  type: 'object',
  properties: { ...pairSchema.properties, user: userSchema },
} as const;

export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { users, sessions, throttle } = deps;

  app.post<{ Body: LoginRequest; Reply: LoginResponse }>(
    LOGIN_PATH,
    {
      config: { public: true },
      schema: {
        body: objectSchema(
          { username: { type: 'string', minLength: 1, maxLength: 150 }, password: { type: 'string', minLength: 1, maxLength: 1024 } },
          ['username', 'password'],
        ),
        response: { 200: loginResponse },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const waitMs = throttle.reserve(username, request.ip);
      if (waitMs > 0) {
        void reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
        throw new HttpError(429, 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie później.');
      }
      const user = await users.findByName(username);
      const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
      // The attempt was counted as failed by reserve(); only success releases it.
      if (!user || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
      throttle.recordSuccess(username, request.ip);
      const pair = await sessions.issue(user.id);
      setSessionCookies(request, reply, pair);
      return { ...pair, user: sessionUser(user) };
    },
  );

  app.post<{ Body: RegisterRequest; Reply: LoginResponse }>(
    REGISTER_PATH,
    {
      config: { public: true },
      schema: {
        body: objectSchema(
          {
            username: { type: 'string', minLength: 1, maxLength: 150, pattern: '^\\S(.*\\S)?$' },
            email: { type: 'string', maxLength: 254 },
            password: { type: 'string', maxLength: 1024 },
          },
          ['username', 'password'],
        ),
        response: { 201: loginResponse },
      },
    },
    async (request, reply) => {
      if (!deps.allowRegistration) throw new HttpError(403, 'Rejestracja jest wyłączona');
      const { username, email, password } = request.body;
      if (password.length < PASSWORD_MIN_LENGTH) {
        throw new HttpError(400, 'Hasło musi mieć co najmniej 6 znaków', { password: 'Hasło musi mieć co najmniej 6 znaków' });
      }
      const user = await users.create(username, await hashPassword(password), email || null);
      if (!user) throw new HttpError(409, 'Nazwa użytkownika jest już zajęta', { username: 'Nazwa użytkownika jest już zajęta' });
      const pair = await sessions.issue(user.id);
      setSessionCookies(request, reply, pair);
      void reply.status(201);
      return { ...pair, user: sessionUser(user) };
    },
  );

  app.post<{ Body: RefreshRequest | undefined; Reply: RefreshResponse }>(
    TOKEN_REFRESH_PATH,
    {
      config: { public: true },
      schema: {
        body: { ...objectSchema({ refresh: { type: 'string', maxLength: 4096 } }), nullable: true },
        response: { 200: pairSchema },
      },
    },
    async (request, reply) => {
      const token = request.body?.refresh ?? request.cookies[REFRESH_COOKIE];
      const rotated = token ? await sessions.rotate(token) : null;
      if (!rotated) {
        clearSessionCookies(reply);
        throw new HttpError(401, 'Sesja wygasła. Zaloguj się ponownie.');
      }
      setSessionCookies(request, reply, rotated.pair);
      return rotated.pair;
    },
  );

  app.post<{ Body: RefreshRequest | undefined }>(
    LOGOUT_PATH,
    { schema: { body: { ...objectSchema({ refresh: { type: 'string', maxLength: 4096 } }), nullable: true } } },
    async (request, reply) => {
      const token = request.body?.refresh ?? request.cookies[REFRESH_COOKIE];
      // The refresh token's session and this call's (whose access token is refused from now on, too), in one transaction.
      await sessions.logout(token, signedInUser(request).sessionId);
      clearSessionCookies(reply);
      return reply.status(204).send();
    },
  );
}
