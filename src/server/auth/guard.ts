// Who is signed in. Protection is decided on the route Fastify matched, never
// on the spelling of the URL: every route needs a signed-in user (401)
// unless it was declared with `config: { public: true }` (login, register,
// refresh, health, the web app's files). Requests that match no route go to
// the not-found handler, which only ever answers 404 or the web app's
// index.html. A bearer access token or the HttpOnly access cookie is
// accepted, if its session has not ended; unsafe methods authenticated by
// cookie alone must carry a same-origin Origin header (403), against
// cross-site requests.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE } from '../../protocol/auth';
import { HttpError } from '../errors';
import type { UserStore } from '../db/users';
import type { Sessions } from './sessions';

export interface SignedInUser {
  id: number;
  username: string;
  email: string | null;
  /** The session (refresh-token chain) the access token belongs to. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (set by the guard on protected routes). */
    user: SignedInUser | null;
  }
  interface FastifyContextConfig {
    /** Route is reachable without signing in. */
    public?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  return origin === `${request.protocol}://${request.host}`;
}

/** The signed-in user of a request, or throws 401/403. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new HttpError(401, 'Wymagane zalogowanie');
  return request.user;
}

/** True when the matched route may be used without signing in. */
export function isPublicRequest(request: FastifyRequest): boolean {
  return request.is404 || request.routeOptions.config.public === true;
}

export function registerGuard(app: FastifyInstance, sessions: Sessions, users: UserStore): void {
  app.decorateRequest('user', null);
  // A refused WebSocket handshake is answered over the raw upgraded socket,
  // which the HTTP server no longer manages: end it once the answer is out.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket' && reply.statusCode >= 400) request.raw.socket.destroy();
    done();
  });
  app.addHook('onRequest', async (request) => {
    if (isPublicRequest(request)) return;
    const bearer = bearerToken(request);
    const cookie = request.cookies[ACCESS_COOKIE];
    const token = bearer ?? cookie;
    const access = token ? sessions.verifyAccess(token) : null;
    if (access === null) throw new HttpError(401, 'Wymagane zalogowanie');
    // Browsers send Origin on every WebSocket handshake: refuse other sites.
    const crossSiteSocket = request.headers.upgrade?.toLowerCase() === 'websocket' && request.headers.origin !== undefined && !isSameOrigin(request);
    if (crossSiteSocket || (!bearer && !SAFE_METHODS.has(request.method) && !isSameOrigin(request))) {
      throw new HttpError(403, 'Żądanie z innej domeny odrzucone (brak zgodnego nagłówka Origin)');
    }
    const user = await users.findById(access.userId);
    if (!user) throw new HttpError(401, 'Wymagane zalogowanie');
    request.user = { id: user.id, username: user.username, email: user.email, sessionId: access.sessionId };
  });
}
