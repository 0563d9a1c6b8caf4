// A throw-away PostgreSQL cluster for tests and benchmarks (Debian's
// `postgresql` and `postgresql-15-postgis-3`): initdb in a temporary folder,
// started without durability (fsync off: nothing here must survive a crash),
// reachable on its Unix socket in that folder (and on 127.0.0.1 when a TCP
// port is asked for). As root, the server runs as the `postgres` user.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface PostgresCluster {
  /** The cluster's folder (data and socket). */
  dir: string;
  port: number;
  /** A connection URL to a database of the cluster as the superuser. */
  url(database?: string): string;
  /** Runs statements on a database as the superuser. */
  sql(statements: string, database?: string): Promise<void>;
  stop(): Promise<void>;
}

/** The folder of Debian's PostgreSQL binaries (the newest installed), or TRAXIS_PG_BIN. */
export function postgresBinDir(): string {
  if (process.env.TRAXIS_PG_BIN) return process.env.TRAXIS_PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  const version = versions.find((name) => existsSync(join(root, name, 'bin', 'initdb')));
  if (!version) throw new Error('PostgreSQL is not installed (apt-get install postgresql postgresql-15-postgis-3; .ci/run does it)');
  return join(root, version, 'bin');
}

const asRoot = userInfo().uid === 0;

/** Runs a PostgreSQL program, as the `postgres` user when we are root (initdb and postgres refuse to run as root). */
async function pgRun(program: string, args: readonly string[]): Promise<void> {
  const binary = join(postgresBinDir(), program);
  if (asRoot) await run('runuser', ['-u', 'postgres', '--', binary, ...args]);
  else await run(binary, [...args]);
}

export async function startPostgresCluster(options: { port: number; tcp?: boolean }): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'traxis-pg-'));
  if (asRoot) {
    const owner = await postgresIds();
    chownSync(dir, owner.uid, owner.gid);
  }
  const data = join(dir, 'data');
  const { port } = options;
  const settings = [
    `-c listen_addresses='${options.tcp ? '127.0.0.1' : ''}'`,
    `-c unix_socket_directories='${dir}'`,
    `-c port=${port}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    '-c shared_buffers=64MB',
  ].join(' ');
  try {
    await pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    await pgRun('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL test cluster did not start: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const url = (database = 'postgres'): string => `postgresql://postgres@localhost:${port}/${database}?host=${encodeURIComponent(dir)}`;
  return {
    dir,
    port,
    url,
    async sql(statements, database = 'postgres') {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        await client.query(statements);
      } finally {
        await client.end();
      }
    },
    async stop() {
      await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}
