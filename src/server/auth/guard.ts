// Who is signed in: every /api, /media, /chart-engine and /ws route needs a
// user (401), except those marked `config: { public: true }` (login,
// register, refresh, health). A bearer access token or the HttpOnly access
// cookie is accepted; unsafe methods authenticated by cookie alone must
// carry a same-origin Origin header (403), against cross-site requests.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE } from '../../protocol/auth';
import { HttpError } from '../errors';
import type { UserStore } from '../db/users';
import type { Sessions } from './sessions';

export interface SignedInUser {
  id: number;
  username: string;
  email: string | null;
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

// The API prefixes, and the weather images at the root (/{ph|wind|water}_{id}.jpg).
const PROTECTED = /^\/((api|media|chart-engine|ws|camera)(\/|$)|(ph|wind|water)_)/;
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

export function registerGuard(app: FastifyInstance, sessions: Sessions, users: UserStore): void {
  app.decorateRequest('user', null);
  // A refused WebSocket handshake is answered over the raw upgraded socket,
  // which the HTTP server no longer manages: end it once the answer is out.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket' && reply.statusCode >= 400) request.raw.socket.destroy();
    done();
  });
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!PROTECTED.test(path) || request.routeOptions.config?.public) return;
    const bearer = bearerToken(request);
    const cookie = request.cookies[ACCESS_COOKIE];
    const token = bearer ?? cookie;
    const userId = token ? sessions.verifyAccess(token) : null;
    if (userId === null) throw new HttpError(401, 'Wymagane zalogowanie');
    // Browsers send Origin on every WebSocket handshake: refuse other sites.
    const crossSiteSocket = request.headers.upgrade?.toLowerCase() === 'websocket' && request.headers.origin !== undefined && !isSameOrigin(request);
    if (crossSiteSocket || (!bearer && !SAFE_METHODS.has(request.method) && !isSameOrigin(request))) {
      throw new HttpError(403, 'Żądanie z innej domeny odrzucone (brak zgodnego nagłówka Origin)');
    }
    const user = await users.findById(userId);
    if (!user) throw new HttpError(401, 'Wymagane zalogowanie');
    request.user = { id: user.id, username: user.username, email: user.email };
  });
}
