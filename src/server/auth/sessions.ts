// Access and refresh tokens by session. A sign-in starts a session; its
// refresh token is rotated on every refresh (the used one is revoked) and
// every token of the chain carries the session id (`sid`). A logout ends
// the session, and a replayed (revoked) refresh token ends every session of
// that user: their refresh tokens are revoked and their access tokens are
// refused from then on. Ended session ids are kept in memory and in the
// database only until the last access token they issued has expired.
import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, type RefreshResponse } from '../../protocol/auth';
import type { TokenStore } from '../db/tokens';
import { signToken, verifyToken, type TokenClaims } from './jwt';

const nowS = (): number => Math.floor(Date.now() / 1000);

/** Who an access token speaks for. */
export interface AccessGrant {
  userId: number;
  sessionId: string;
}

export class Sessions {
  /** Ended session id -> seconds after which its access tokens have expired anyway. */
  private readonly ended = new Map<string, number>();

  private constructor(
    private readonly secret: Buffer,
    private readonly tokens: TokenStore,
  ) {}

  /** The sessions of a store, with the ended sessions it remembers. */
  static async open(secret: Buffer, tokens: TokenStore): Promise<Sessions> {
    const sessions = new Sessions(secret, tokens);
    for (const { sessionId, untilS } of await tokens.endedSessions(nowS())) sessions.ended.set(sessionId, untilS);
    return sessions;
  }

  /** A new access/refresh pair for a user, in a new session unless one is given. */
  async issue(userId: number, sessionId: string = randomUUID()): Promise<RefreshResponse> {
    const iat = nowS();
    const access = signToken(this.secret, { sub: userId, type: 'access', jti: randomUUID(), iat, exp: iat + ACCESS_TOKEN_TTL_S, sid: sessionId });
    const refreshClaims: TokenClaims = { sub: userId, type: 'refresh', jti: randomUUID(), iat, exp: iat + REFRESH_TOKEN_TTL_S, sid: sessionId };
    await this.tokens.add(refreshClaims.jti, userId, refreshClaims.exp, sessionId);
    return { access, refresh: signToken(this.secret, refreshClaims) };
  }

  /** The user and session of a valid access token of a session that has not ended, or null. */
  verifyAccess(token: string): AccessGrant | null {
    const claims = verifyToken(this.secret, token, 'access', nowS());
    if (!claims?.sid || this.hasEnded(claims.sid)) return null;
    return { userId: claims.sub, sessionId: claims.sid };
  }

  /** Revokes the refresh token and issues a new pair in the same session; null if the token is not live. */
  async rotate(refreshToken: string): Promise<{ userId: number; pair: RefreshResponse } | null> {
    const claims = verifyToken(this.secret, refreshToken, 'refresh', nowS());
    if (!claims) return null;
    if (!(await this.tokens.consume(claims.jti, nowS()))) {
      // A revoked token presented again: treat the user's sessions as stolen.
      const sessionIds = await this.tokens.revokeAllOf(claims.sub, nowS());
      for (const sessionId of new Set([...sessionIds, ...(claims.sid ? [claims.sid] : [])])) await this.end(sessionId);
      return null;
    }
    // Tokens from before sessions existed start a session of their own.
    return { userId: claims.sub, pair: await this.issue(claims.sub, claims.sid) };
  }

  /** Revokes a refresh token if it is one of ours, ending its session. */
  async revoke(refreshToken: string): Promise<void> {
    const claims = verifyToken(this.secret, refreshToken, 'refresh', nowS());
    if (!claims) return;
    await this.tokens.consume(claims.jti, nowS());
    if (claims.sid) await this.end(claims.sid);
  }

  /** Ends a session: its refresh tokens are revoked and its access tokens refused. */
  async end(sessionId: string): Promise<void> {
    const now = nowS();
    for (const [id, untilS] of this.ended) if (untilS < now) this.ended.delete(id);
    const untilS = now + ACCESS_TOKEN_TTL_S;
    this.ended.set(sessionId, untilS);
    await this.tokens.endSession({ sessionId, untilS }, now);
  }

  private hasEnded(sessionId: string): boolean {
    const untilS = this.ended.get(sessionId);
    return untilS !== undefined && untilS >= nowS();
  }
}
