// Refresh tokens: one row per issued token, revoked on use (rotation) or logout.
import type { Db } from './database';

export interface TokenStore {
  add(jti: string, userId: number, expiresAtS: number): Promise<void>;
  /** Revokes a live token; resolves to true if it was live (not revoked, not expired). */
  consume(jti: string, nowS: number): Promise<boolean>;
  /** Revokes every token of a user (used when a revoked token is replayed). */
  revokeAllOf(userId: number, nowS: number): Promise<void>;
}

export class TokenRepository implements TokenStore {
  constructor(private readonly db: Db) {}

  async add(jti: string, userId: number, expiresAtS: number): Promise<void> {
    this.db.prepare('DELETE FROM refresh_tokens WHERE expires_at < ?').run(Math.floor(Date.now() / 1000));
    this.db.prepare('INSERT INTO refresh_tokens (jti, user_id, expires_at) VALUES (?, ?, ?)').run(jti, userId, expiresAtS);
  }

  async consume(jti: string, nowS: number): Promise<boolean> {
    const result = this.db
      .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL AND expires_at > ?')
      .run(nowS, jti, nowS);
    return result.changes === 1;
  }

  async revokeAllOf(userId: number, nowS: number): Promise<void> {
    this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(nowS, userId);
  }
}
