// The embedded SQLite database (better-sqlite3) in TRAXIS_DATA_DIR: WAL
// mode, foreign keys on, migrations run at open.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations';

export type Db = Database.Database;

export const DB_FILE_NAME = 'traxis.sqlite';

/** Opens (creating if needed) the database in `dataDir` and migrates it. */
export function openDatabase(dataDir: string, migrations: readonly Migration[] = MIGRATIONS): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DB_FILE_NAME));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, migrations);
  return db;
}

/** Applies the migrations not yet recorded in schema_migrations; returns how many ran. */
export function migrate(db: Db, migrations: readonly Migration[]): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const applied = new Set(
    db.prepare<[], { version: number }>('SELECT version FROM schema_migrations').all().map((row) => row.version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  let count = 0;
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name);
    })();
    count += 1;
  }
  return count;
}
