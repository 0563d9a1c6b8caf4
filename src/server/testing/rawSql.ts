// A test's way around the API: one SQL statement (with ? placeholders) run
// straight on a test server's database, whichever backend it uses — to
// store what the API would refuse, as data from before a rule.
import pg from 'pg';
import { openDatabase } from '../db/database';
import { testDatabaseUrlOf } from './postgresTest';

export async function rawSql(server: { backend: 'sqlite' | 'postgres'; dataDir: string }, sql: string, params: readonly unknown[] = []): Promise<void> {
  if (server.backend === 'sqlite') {
    const db = openDatabase(server.dataDir);
    try {
      db.prepare(sql).run(...params);
    } finally {
      db.close();
    }
    return;
  }
  let n = 0;
  const client = new pg.Client({ connectionString: testDatabaseUrlOf(server.dataDir) });
  await client.connect();
  try {
    await client.query(
      sql.replace(/\?/g, () => `$${++n}`),
      [...params],
    );
  } finally {
    await client.end();
  }
}
