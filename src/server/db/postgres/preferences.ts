// PostgreSQL preferences repository (db/preferences.ts for SQLite): one
// JSON document per user, kept as text so its keys keep their order. An
// update reads, changes and writes in one transaction under a lock on the
// user, so two nodes patching one user's preferences never lose a change.
import type { PreferencesStore } from '../preferences';
import { query, transaction, type PgPool, type Queryable } from './pool';

/** First key of the per-user advisory lock ('PREF' in ASCII). */
const PREFERENCES_LOCK = 0x50524546;

export class PgPreferencesRepository implements PreferencesStore {
  constructor(private readonly pool: PgPool) {}

  async get(userId: number): Promise<unknown> {
    return read(this.pool, userId);
  }

  async update<T>(userId: number, change: (stored: unknown) => T): Promise<T> {
    return transaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1, $2)', [PREFERENCES_LOCK, userId]);
      const next = change(await read(client, userId));
      await query(client, 'INSERT INTO preferences (user_id, json) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET json = excluded.json', [
        userId,
        JSON.stringify(next),
      ]);
      return next;
    });
  }
}

async function read(db: Queryable, userId: number): Promise<unknown> {
  const row = (await query<{ json: string }>(db, 'SELECT json FROM preferences WHERE user_id = $1', [userId])).rows[0];
  if (!row) return undefined;
  try {
    return JSON.parse(row.json) as unknown;
  } catch {
    return undefined;
  }
}
