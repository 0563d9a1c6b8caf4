// Preferences repository: one JSON document per user.
import type { Db } from './database';

export interface PreferencesStore {
  /** The stored document, or undefined when the user has none yet. */
  get(userId: number): Promise<unknown>;
  /** Reads, transforms and writes the document in one transaction. */
  update<T>(userId: number, change: (stored: unknown) => T): Promise<T>;
}

export class PreferencesRepository implements PreferencesStore {
  constructor(private readonly db: Db) {}

  async get(userId: number): Promise<unknown> {
    return this.read(userId);
  }

  async update<T>(userId: number, change: (stored: unknown) => T): Promise<T> {
    return this.db.transaction(() => {
      const next = change(this.read(userId));
      this.db
        .prepare('INSERT INTO preferences (user_id, json) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET json = excluded.json')
        .run(userId, JSON.stringify(next));
      return next;
    })();
  }

  private read(userId: number): unknown {
    const row = this.db.prepare<[number], { json: string }>('SELECT json FROM preferences WHERE user_id = ?').get(userId);
    if (!row) return undefined;
    try {
      return JSON.parse(row.json) as unknown;
    } catch {
      return undefined;
    }
  }
}
