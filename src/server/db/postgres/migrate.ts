// Applies the PostgreSQL form of the migrations (db/migrations.ts) not yet
// recorded in schema_migrations, each in its own transaction. Nodes starting
// together on one database take an advisory lock first, so exactly one of
// them migrates and the others find the work done.
import { MIGRATIONS, type Migration } from '../migrations';
import type { PgPool } from './pool';

/** pg_advisory_lock key of the migrations ('TRAXIS' in ASCII). */
const MIGRATION_LOCK = 0x545241584953;

export async function migratePostgres(pool: PgPool, migrations: readonly Migration[] = MIGRATIONS): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version    INTEGER PRIMARY KEY,
        name       TEXT NOT NULL,
        applied_at TEXT NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      )`);
      const applied = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version));
      let count = 0;
      for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
        if (applied.has(migration.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(migration.postgres);
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(`PostgreSQL migration ${migration.version} (${migration.name}) failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        }
        count += 1;
      }
      return count;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
