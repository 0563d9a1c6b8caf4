// Vitest global set-up of the PostgreSQL run (vitest.postgres.config.ts):
// one throw-away PostgreSQL cluster for the whole run (Debian's postgresql
// with PostGIS), a template database migrated once, and its address for
// the test servers (testServer.ts makes one database per server from the
// template). The cluster is stopped and deleted when the run ends.
import { createPool } from '../db/postgres/pool';
import { migratePostgres } from '../db/postgres/migrate';
import { freePort } from './services/ports';
import { startPostgresCluster } from './services/postgres';
import { TEST_TEMPLATE_DATABASE } from './postgresTest';

export default async function setup(): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster({ port: await freePort() });
  try {
    await cluster.sql(`CREATE DATABASE ${TEST_TEMPLATE_DATABASE}`);
    const pool = createPool(cluster.url(TEST_TEMPLATE_DATABASE), 1, () => undefined);
    try {
      await migratePostgres(pool);
    } finally {
      await pool.end();
    }
    await cluster.sql(`ALTER DATABASE ${TEST_TEMPLATE_DATABASE} WITH IS_TEMPLATE true`);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  process.env.TRAXIS_TEST_POSTGRES_URL = cluster.url('postgres');
  return () => cluster.stop();
}
