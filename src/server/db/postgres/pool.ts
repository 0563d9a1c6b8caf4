// The PostgreSQL connection pool (node-postgres) and the two helpers every
// PostgreSQL repository uses: `query` (driver errors of broken schema rules
// become StoreConstraintError, as SQLite's are answered) and `transaction`
// (one pooled connection between BEGIN and COMMIT, rolled back on error).
import pg from 'pg';
import { StoreConstraintError } from '../errors';

export type PgPool = pg.Pool;
/** A pool or one of its connections inside a transaction. */
export type Queryable = pg.Pool | pg.PoolClient;
export type PgRow = Record<string, unknown>;

const INT8_OID = 20;

/** int8 (COUNT(*), BIGINT seconds) as JavaScript numbers: every value we store is far below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/** A pool of at most `size` connections to `url`. */
export function createPool(url: string, size: number, onError: (error: Error) => void): PgPool {
  const pool = new pg.Pool({ connectionString: url, max: size, types, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  // A pooled connection the server dropped while idle must not crash the process.
  pool.on('error', onError);
  return pool;
}

/** SQLSTATE of RAISE EXCEPTION in our triggers (migrations.ts): the message is ours. */
const RAISED_BY_TRIGGER = 'P0001';
/** SQLSTATE class 23: integrity constraint violation (unique, foreign key, check, not null). */
const CONSTRAINT_CLASS = '23';

function storeError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === RAISED_BY_TRIGGER) return new StoreConstraintError(message, true);
  if (typeof code === 'string' && code.startsWith(CONSTRAINT_CLASS)) return new StoreConstraintError(message, false);
  return error;
}

/** Runs one statement; refused writes reject with StoreConstraintError. */
export async function query<R extends PgRow = PgRow>(db: Queryable, text: string, values: readonly unknown[] = []): Promise<pg.QueryResult<R>> {
  try {
    return await db.query<R>(text, values as unknown[]);
  } catch (error) {
    throw storeError(error);
  }
}

/** Runs `work` on one connection inside BEGIN … COMMIT; rolls back and rejects when it throws. */
export async function transaction<T>(pool: PgPool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw storeError(error);
  } finally {
    client.release();
  }
}
