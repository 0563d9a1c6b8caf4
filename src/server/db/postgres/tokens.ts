// PostgreSQL refresh tokens and ended sessions (db/tokens.ts for SQLite):
// the same methods, each write of more than one row in one transaction.
// Rotation locks the token's row, so of two nodes rotating one token at the
// same moment exactly one succeeds and the other sees a reused token.
import type { EndedSession, RefreshTokenRecord, TokenStore } from '../tokens';
import { query, transaction, type PgPool, type Queryable } from './pool';

export class PgTokenRepository implements TokenStore {
  constructor(private readonly pool: PgPool) {}

  async add(token: RefreshTokenRecord): Promise<void> {
    await transaction(this.pool, (client) => insert(client, token));
  }

  async consume(jti: string, nowS: number): Promise<boolean> {
    return consume(this.pool, jti, nowS);
  }

  async rotate(jti: string, nowS: number, next: RefreshTokenRecord): Promise<boolean> {
    return transaction(this.pool, async (client) => {
      if (!(await consume(client, jti, nowS))) return false;
      await insert(client, next);
      return true;
    });
  }

  async endAllOf(userId: number, alsoEnd: readonly string[], untilS: number, nowS: number): Promise<EndedSession[]> {
    return transaction(this.pool, async (client) => {
      await query(client, 'UPDATE refresh_tokens SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL', [nowS, userId]);
      const ids = (
        await query<{ session_id: string }>(client, 'SELECT DISTINCT session_id FROM refresh_tokens WHERE user_id = $1 AND session_id IS NOT NULL', [userId])
      ).rows.map((row) => row.session_id);
      const sessions = [...new Set([...ids, ...alsoEnd])].map((sessionId) => ({ sessionId, untilS }));
      await end(client, sessions, nowS);
      return sessions;
    });
  }

  async endSessions(sessions: readonly EndedSession[], nowS: number): Promise<void> {
    await transaction(this.pool, (client) => end(client, sessions, nowS));
  }

  async endedSessions(nowS: number): Promise<EndedSession[]> {
    const result = await query<{ session_id: string; until: number }>(this.pool, 'SELECT session_id, until FROM ended_sessions WHERE until >= $1', [nowS]);
    return result.rows.map((row) => ({ sessionId: row.session_id, untilS: row.until }));
  }
}

async function insert(db: Queryable, token: RefreshTokenRecord): Promise<void> {
  await query(db, 'DELETE FROM refresh_tokens WHERE expires_at < $1', [Math.floor(Date.now() / 1000)]);
  await query(db, 'INSERT INTO refresh_tokens (jti, user_id, expires_at, session_id) VALUES ($1, $2, $3, $4)', [
    token.jti,
    token.userId,
    token.expiresAtS,
    token.sessionId,
  ]);
}

async function consume(db: Queryable, jti: string, nowS: number): Promise<boolean> {
  const result = await query(db, 'UPDATE refresh_tokens SET revoked_at = $1 WHERE jti = $2 AND revoked_at IS NULL AND expires_at > $1', [nowS, jti]);
  return result.rowCount === 1;
}

async function end(db: Queryable, sessions: readonly EndedSession[], nowS: number): Promise<void> {
  await query(db, 'DELETE FROM ended_sessions WHERE until < $1', [nowS]);
  if (sessions.length === 0) return;
  await query(
    db,
    `INSERT INTO ended_sessions (session_id, until) SELECT * FROM unnest($1::text[], $2::bigint[])
     ON CONFLICT (session_id) DO UPDATE SET until = GREATEST(ended_sessions.until, excluded.until)`,
    [sessions.map((s) => s.sessionId), sessions.map((s) => s.untilS)],
  );
  await query(db, 'UPDATE refresh_tokens SET revoked_at = $1 WHERE session_id = ANY($2::text[]) AND revoked_at IS NULL', [
    nowS,
    sessions.map((s) => s.sessionId),
  ]);
}
