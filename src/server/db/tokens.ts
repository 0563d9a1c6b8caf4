// Refresh tokens: one row per issued token, revoked on use (rotation) or
// logout, each in the session it was issued in; and the ended sessions,
// kept until their last access token has expired. Every method that writes
// more than one row does it in one transaction.
import type { Db } from './database';

export interface EndedSession {
  sessionId: string;
  /** Seconds since the epoch after which no access token of the session is valid anyway. */
  untilS: number;
}

/** One issued refresh token. */
export interface RefreshTokenRecord {
  jti: string;
  userId: number;
  expiresAtS: number;
  sessionId: string;
}

export interface TokenStore {
  /** Records a new token (and forgets expired ones). */
  add(token: RefreshTokenRecord): Promise<void>;
  /** Revokes a live token; resolves to true if it was live (not revoked, not expired). */
  consume(jti: string, nowS: number): Promise<boolean>;
  /** Revokes a live token and records its successor, in one transaction; resolves to false (recording nothing) when the token was not live. */
  rotate(jti: string, nowS: number, next: RefreshTokenRecord): Promise<boolean>;
  /**
   * Revokes every token of a user and ends all their sessions and `alsoEnd`
   * (used when a revoked token is replayed), in one transaction; resolves to the sessions ended.
   */
  endAllOf(userId: number, alsoEnd: readonly string[], untilS: number, nowS: number): Promise<EndedSession[]>;
  /** Records ended sessions and revokes their refresh tokens, in one transaction. */
  endSessions(sessions: readonly EndedSession[], nowS: number): Promise<void>;
  /** The sessions ended whose access tokens may still be unexpired. */
  endedSessions(nowS: number): Promise<EndedSession[]>;
}

export class TokenRepository implements TokenStore {
  constructor(private readonly db: Db) {}

  async add(token: RefreshTokenRecord): Promise<void> {
    this.db.transaction(() => this.insert(token))();
  }

  async consume(jti: string, nowS: number): Promise<boolean> {
    return this.consumeNow(jti, nowS);
  }

  async rotate(jti: string, nowS: number, next: RefreshTokenRecord): Promise<boolean> {
    return this.db.transaction(() => {
      if (!this.consumeNow(jti, nowS)) return false;
      this.insert(next);
      return true;
    })();
  }

  async endAllOf(userId: number, alsoEnd: readonly string[], untilS: number, nowS: number): Promise<EndedSession[]> {
    return this.db.transaction(() => {
      this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(nowS, userId);
      const ids = this.db
        .prepare<[number], { session_id: string }>('SELECT DISTINCT session_id FROM refresh_tokens WHERE user_id = ? AND session_id IS NOT NULL')
        .all(userId)
        .map((row) => row.session_id);
      const sessions = [...new Set([...ids, ...alsoEnd])].map((sessionId) => ({ sessionId, untilS }));
      this.end(sessions, nowS);
      return sessions;
    })();
  }

  async endSessions(sessions: readonly EndedSession[], nowS: number): Promise<void> {
    this.db.transaction(() => this.end(sessions, nowS))();
  }

  async endedSessions(nowS: number): Promise<EndedSession[]> {
    return this.db
      .prepare<[number], { session_id: string; until: number }>('SELECT session_id, until FROM ended_sessions WHERE until >= ?')
      .all(nowS)
      .map((row) => ({ sessionId: row.session_id, untilS: row.until }));
  }

  private insert(token: RefreshTokenRecord): void {
    this.db.prepare('DELETE FROM refresh_tokens WHERE expires_at < ?').run(Math.floor(Date.now() / 1000));
    this.db
      .prepare('INSERT INTO refresh_tokens (jti, user_id, expires_at, session_id) VALUES (?, ?, ?, ?)')
      .run(token.jti, token.userId, token.expiresAtS, token.sessionId);
  }

  private consumeNow(jti: string, nowS: number): boolean {
    const result = this.db
      .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL AND expires_at > ?')
      .run(nowS, jti, nowS);
    return result.changes === 1;
  }

  private end(sessions: readonly EndedSession[], nowS: number): void {
    this.db.prepare('DELETE FROM ended_sessions WHERE until < ?').run(nowS);
    const record = this.db.prepare(
      'INSERT INTO ended_sessions (session_id, until) VALUES (?, ?) ON CONFLICT(session_id) DO UPDATE SET until = max(until, excluded.until)',
    );
    const revoke = this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL');
    for (const session of sessions) {
      record.run(session.sessionId, session.untilS);
      revoke.run(nowS, session.sessionId);
    }
  }
}
