// MMSI blacklist repository.
import type { Db } from './database';

export interface BlacklistStore {
  list(): Promise<string[]>;
  /** Resolves to false when the MMSI is already listed. */
  add(mmsi: string): Promise<boolean>;
  /** Resolves to false when the MMSI was not listed. */
  remove(mmsi: string): Promise<boolean>;
}

export class BlacklistRepository implements BlacklistStore {
  constructor(private readonly db: Db) {}

  async list(): Promise<string[]> {
    return this.db
      .prepare<[], { mmsi: string }>('SELECT mmsi FROM blacklist ORDER BY mmsi')
      .all()
      .map((row) => row.mmsi);
  }

  async add(mmsi: string): Promise<boolean> {
    return this.db.prepare('INSERT INTO blacklist (mmsi) VALUES (?) ON CONFLICT(mmsi) DO NOTHING').run(mmsi).changes === 1;
  }

  async remove(mmsi: string): Promise<boolean> {
    return this.db.prepare('DELETE FROM blacklist WHERE mmsi = ?').run(mmsi).changes === 1;
  }
}
