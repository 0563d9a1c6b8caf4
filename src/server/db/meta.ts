// Settings the server keeps about itself (key -> text): whether the demo
// data was seeded, and with PostgreSQL the token signing key every node shares.
import type { Db } from './database';

export interface MetaStore {
  get(key: string): Promise<string | undefined>;
  /** Stores the value unless the key already has one; resolves to true when this call stored it. */
  claim(key: string, value: string): Promise<boolean>;
}

export class MetaRepository implements MetaStore {
  constructor(private readonly db: Db) {}

  async get(key: string): Promise<string | undefined> {
    return this.db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(key)?.value;
  }

  async claim(key: string, value: string): Promise<boolean> {
    return this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING').run(key, value).changes === 1;
  }
}
