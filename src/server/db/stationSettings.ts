// Station settings repository: settings of the whole station rather than of
// one user (the conflict alerts' thresholds), one JSON document per key,
// with who changed it last.
import type { Db } from './database';

export interface StationSettingsStore {
  /** The stored document, or undefined when none was saved. */
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, userId: number | null): Promise<void>;
}

export class StationSettingsRepository implements StationSettingsStore {
  constructor(private readonly db: Db) {}

  async get(key: string): Promise<unknown> {
    const row = this.db.prepare<[string], { json: string }>('SELECT json FROM station_settings WHERE key = ?').get(key);
    if (!row) return undefined;
    try {
      return JSON.parse(row.json) as unknown;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: unknown, userId: number | null): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO station_settings (key, json, updated_at, updated_by) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?)
         ON CONFLICT(key) DO UPDATE SET json = excluded.json, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      )
      .run(key, JSON.stringify(value), userId);
  }
}
