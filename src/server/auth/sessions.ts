// Access and refresh tokens by session. A sign-in starts a session; its
// refresh token is rotated on every refresh (the used one is revoked) and
// every token of the chain carries the session id (`sid`). A logout ends
// the session, and a replayed (revoked) refresh token ends every session of
// that user: their refresh tokens are revoked and their access tokens are
// refused from then on. Ended session ids are kept in memory and in the
// database only until the last access token they issued has expired. With
// several nodes, each ended session is announced (`onEnded`, over the bus)
// and every node adds it to its own set (`noteEnded`).
import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, type RefreshResponse } from '../../protocol/auth';
import type { EndedSession, RefreshTokenRecord, TokenStore } from '../db/tokens';
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
    private readonly onEnded: (sessions: EndedSession[]) => void,
  ) {}

  /** The sessions of a store, with the ended sessions it remembers; `onEnded` hears of every session this node ends. */
  static async open(secret: Buffer, tokens: TokenStore, onEnded: (sessions: EndedSession[]) => void = () => undefined): Promise<Sessions> {
    const sessions = new Sessions(secret, tokens, onEnded);
    await sessions.reload();
    return sessions;
  }

  /** Reads the ended sessions the store remembers again (after the bus was unreachable for a while). */
  async reload(): Promise<void> {
    this.noteEnded(await this.tokens.endedSessions(nowS()));
  }

  /** Sessions ended elsewhere (another node): their access tokens are refused from now on. */
  noteEnded(sessions: readonly EndedSession[]): void {
    const now = nowS();
    for (const [id, untilS] of this.ended) if (untilS < now) this.ended.delete(id);
    for (const { sessionId, untilS } of sessions) this.ended.set(sessionId, Math.max(untilS, this.ended.get(sessionId) ?? 0));
  }

  /** A new access/refresh pair for a user, in a new session unless one is given. */
  async issue(userId: number, sessionId: string = randomUUID()): Promise<RefreshResponse> {
    const { pair, record } = this.pair(userId, sessionId);
    await this.tokens.add(record);
    return pair;
  }

  private pair(userId: number, sessionId: string): { pair: RefreshResponse; record: RefreshTokenRecord } {
    const iat = nowS();
    const access = signToken(this.secret, { sub: userId, type: 'access', jti: randomUUID(), iat, exp: iat + ACCESS_TOKEN_TTL_S, sid: sessionId });
    const refreshClaims: TokenClaims = { sub: userId, type: 'refresh', jti: randomUUID(), iat, exp: iat + REFRESH_TOKEN_TTL_S, sid: sessionId };
    return {
      pair: { access, refresh: signToken(this.secret, refreshClaims) },
      record: { jti: refreshClaims.jti, userId, expiresAtS: refreshClaims.exp, sessionId },
    };
  }

  /** The user and session of a valid access token of a session that has not ended, or null. */
  verifyAccess(token: string): AccessGrant | null {
    const claims = verifyToken(this.secret, token, 'access', nowS());
    if (!claims?.sid || this.hasEnded(claims.sid)) return null;
    return { userId: claims.sub, sessionId: claims.sid };
  }

  /** Revokes the refresh token and issues a new pair in the same session; null if the token is not live. */
  async rotate(refreshToken: string): Promise<{ userId: number; pair: RefreshResponse } | null> {
    const now = nowS();
    const claims = verifyToken(this.secret, refreshToken, 'refresh', now);
    if (!claims) return null;
    // Tokens from before sessions existed start a session of their own.
    const next = this.pair(claims.sub, claims.sid ?? randomUUID());
    if (!(await this.tokens.rotate(claims.jti, now, next.record))) {
      // A revoked token presented again: treat the user's sessions as stolen.
      this.remember(await this.tokens.endAllOf(claims.sub, claims.sid ? [claims.sid] : [], now + ACCESS_TOKEN_TTL_S, now));
      return null;
    }
    return { userId: claims.sub, pair: next.pair };
  }

  /**
   * Logout: ends the session of the request and that of the refresh token
   * given with it (if it is one of ours), revoking their refresh tokens, in one write.
   */
  async logout(refreshToken: string | undefined, sessionId: string): Promise<void> {
    const now = nowS();
    const claims = refreshToken ? verifyToken(this.secret, refreshToken, 'refresh', now) : null;
    // A token from before sessions existed has no session to end: revoke it alone.
    if (claims && !claims.sid) await this.tokens.consume(claims.jti, now);
    await this.endAll([...new Set([sessionId, ...(claims?.sid ? [claims.sid] : [])])]);
  }

  /** Ends a session: its refresh tokens are revoked and its access tokens refused. */
  async end(sessionId: string): Promise<void> {
    await this.endAll([sessionId]);
  }

  private async endAll(sessionIds: readonly string[]): Promise<void> {
    const now = nowS();
    const sessions = sessionIds.map((sessionId) => ({ sessionId, untilS: now + ACCESS_TOKEN_TTL_S }));
    this.noteEnded(sessions);
    await this.tokens.endSessions(sessions, now);
    this.onEnded(sessions);
  }

  /** Ends sessions the store has ended: refused here, announced to the other nodes. */
  private remember(sessions: EndedSession[]): void {
    this.noteEnded(sessions);
    this.onEnded(sessions);
  }

  private hasEnded(sessionId: string): boolean {
    const untilS = this.ended.get(sessionId);
    if (untilS === undefined) return false;
    if (untilS >= nowS()) return true;
    this.ended.delete(sessionId);
    return false;
  }
}
