// PostgreSQL MMSI blacklist repository (db/blacklist.ts for SQLite).
import type { BlacklistStore } from '../blacklist';
import { query, type PgPool } from './pool';

export class PgBlacklistRepository implements BlacklistStore {
  constructor(private readonly pool: PgPool) {}

  async list(): Promise<string[]> {
    return (await query<{ mmsi: string }>(this.pool, 'SELECT mmsi FROM blacklist ORDER BY mmsi')).rows.map((row) => row.mmsi);
  }

  async add(mmsi: string): Promise<boolean> {
    return (await query(this.pool, 'INSERT INTO blacklist (mmsi) VALUES ($1) ON CONFLICT (mmsi) DO NOTHING', [mmsi])).rowCount === 1;
  }

  async remove(mmsi: string): Promise<boolean> {
    return (await query(this.pool, 'DELETE FROM blacklist WHERE mmsi = $1', [mmsi])).rowCount === 1;
  }
}
