// PostgreSQL station settings repository (db/stationSettings.ts for SQLite).
import type { StationSettingsStore } from '../stationSettings';
import { query, type PgPool } from './pool';

export class PgStationSettingsRepository implements StationSettingsStore {
  constructor(private readonly pool: PgPool) {}

  async get(key: string): Promise<unknown> {
    const row = (await query<{ json: string }>(this.pool, 'SELECT json FROM station_settings WHERE key = $1', [key])).rows[0];
    if (!row) return undefined;
    try {
      return JSON.parse(row.json) as unknown;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: unknown, userId: number | null): Promise<void> {
    await query(
      this.pool,
      `INSERT INTO station_settings (key, json, updated_at, updated_by) VALUES ($1, $2, to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), $3)
       ON CONFLICT (key) DO UPDATE SET json = excluded.json, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      [key, JSON.stringify(value), userId],
    );
  }
}
