// The PostgreSQL run of the tests: each test server's own database in the
// run's throw-away cluster (testing/postgresSetup.ts), made from a migrated
// template on first use, kept beside its data folder for restarts, dropped
// with the server. Nothing here in the SQLite run.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** The database template every test database is made from (migrated once per run by postgresSetup.ts). */
export const TEST_TEMPLATE_DATABASE = 'traxis_template';
/** Set by testing/postgresSetup.ts: the run's PostgreSQL cluster (its maintenance database). */
export const postgresTestUrl = (): string | undefined => process.env.TRAXIS_TEST_POSTGRES_URL || undefined;

/** `url` with its database name replaced. */
export const withDatabase = (url: string, database: string): string => url.replace(/\/[^/?]*(\?|$)/, `/${database}$1`);

async function maintenance(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresTestUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const DATABASE_FILE = '.test-database-url';

/** The data folder's own database in the run's cluster (made on first use, kept for restarts), or undefined in the SQLite run. */
export async function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  const cluster = postgresTestUrl();
  if (!cluster) return undefined;
  const file = join(dataDir, DATABASE_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const name = `traxis_test_${randomUUID().replaceAll('-', '')}`;
  await maintenance(`CREATE DATABASE ${name} TEMPLATE ${TEST_TEMPLATE_DATABASE}`);
  const url = withDatabase(cluster, name);
  writeFileSync(file, url);
  return url;
}

/** The URL of a data folder's database (made by testDatabaseUrl). */
export function testDatabaseUrlOf(dataDir: string): string {
  return readFileSync(join(dataDir, DATABASE_FILE), 'utf8');
}

/** Drops the data folder's database, if it has one. */
export async function dropTestDatabase(dataDir: string): Promise<void> {
  const file = join(dataDir, DATABASE_FILE);
  if (!postgresTestUrl() || !existsSync(file)) return;
  const name = new URL(readFileSync(file, 'utf8')).pathname.slice(1);
  if (/^traxis_test_[0-9a-f]+$/.test(name)) await maintenance(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

