// Refresh tokens: one row per issued token, revoked on use (rotation) or
// logout, each in the session it was issued in; and the ended sessions,
// kept until their last access token has expired.
import type { Db } from './database';

export interface EndedSession {
  sessionId: string;
  /** Seconds since the epoch after which no access token of the session is valid anyway. */
  untilS: number;
}

export interface TokenStore {
  add(jti: string, userId: number, expiresAtS: number, sessionId: string): Promise<void>;
  /** Revokes a live token; resolves to true if it was live (not revoked, not expired). */
  consume(jti: string, nowS: number): Promise<boolean>;
  /** Revokes every token of a user (used when a revoked token is replayed); resolves to their session ids. */
  revokeAllOf(userId: number, nowS: number): Promise<string[]>;
  /** Records an ended session and revokes its refresh tokens. */
  endSession(session: EndedSession, nowS: number): Promise<void>;
  /** The sessions ended whose access tokens may still be unexpired. */
  endedSessions(nowS: number): Promise<EndedSession[]>;
}

export class TokenRepository implements TokenStore {
  constructor(private readonly db: Db) {}

  async add(jti: string, userId: number, expiresAtS: number, sessionId: string): Promise<void> {
    this.db.prepare('DELETE FROM refresh_tokens WHERE expires_at < ?').run(Math.floor(Date.now() / 1000));
    this.db.prepare('INSERT INTO refresh_tokens (jti, user_id, expires_at, session_id) VALUES (?, ?, ?, ?)').run(jti, userId, expiresAtS, sessionId);
  }

  async consume(jti: string, nowS: number): Promise<boolean> {
    const result = this.db
      .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL AND expires_at > ?')
      .run(nowS, jti, nowS);
    return result.changes === 1;
  }

  async revokeAllOf(userId: number, nowS: number): Promise<string[]> {
    this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(nowS, userId);
    return this.db
      .prepare<[number], { session_id: string }>('SELECT DISTINCT session_id FROM refresh_tokens WHERE user_id = ? AND session_id IS NOT NULL')
      .all(userId)
      .map((row) => row.session_id);
  }

  async endSession(session: EndedSession, nowS: number): Promise<void> {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM ended_sessions WHERE until < ?').run(nowS);
      this.db
        .prepare('INSERT INTO ended_sessions (session_id, until) VALUES (?, ?) ON CONFLICT(session_id) DO UPDATE SET until = max(until, excluded.until)')
        .run(session.sessionId, session.untilS);
      this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL').run(nowS, session.sessionId);
    })();
  }

  async endedSessions(nowS: number): Promise<EndedSession[]> {
    return this.db
      .prepare<[number], { session_id: string; until: number }>('SELECT session_id, until FROM ended_sessions WHERE until >= ?')
      .all(nowS)
      .map((row) => ({ sessionId: row.session_id, untilS: row.until }));
  }
}
