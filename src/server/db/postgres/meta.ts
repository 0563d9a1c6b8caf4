// PostgreSQL meta repository (db/meta.ts for SQLite).
import type { MetaStore } from '../meta';
import { query, type PgPool } from './pool';

export class PgMetaRepository implements MetaStore {
  constructor(private readonly pool: PgPool) {}

  async get(key: string): Promise<string | undefined> {
    return (await query<{ value: string }>(this.pool, 'SELECT value FROM meta WHERE key = $1', [key])).rows[0]?.value;
  }

  async claim(key: string, value: string): Promise<boolean> {
    return (await query(this.pool, 'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value])).rowCount === 1;
  }
}
