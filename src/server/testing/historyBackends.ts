// The history's storage for its tests: the SQLite file in a temporary data
// folder always, and in the PostgreSQL run of the tests
// (vitest.postgres.config.ts) also a database of the run's cluster.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HistoryBackend } from '../db/history/backend';
import type { HistoryStorage } from '../history/historyRequests';
import { PostgresHistory } from '../db/history/postgresHistory';
import { SqliteHistory } from '../db/history/sqliteHistory';
import { dropTestDatabase, postgresTestUrl, testDatabaseUrl } from './postgresTest';

export interface OpenedHistory {
  backend: HistoryBackend;
  /** Where it is, to open it again (a child process, a reopen after a kill). */
  storage: HistoryStorage;
  close(): Promise<void>;
}

export interface HistoryBackendCase {
  name: 'SQLite' | 'PostgreSQL';
  /** A fresh, empty history (`days` kept, default 30); `backend` already open. */
  open(days?: number): Promise<OpenedHistory>;
}

async function openSqlite(days = 30): Promise<OpenedHistory> {
  const dataDir = mkdtempSync(join(tmpdir(), 'traxis-history-'));
  const backend = new SqliteHistory(dataDir);
  return {
    backend,
    storage: { dataDir, databaseUrl: null, days },
    close: async () => {
      await backend.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(days = 30): Promise<OpenedHistory> {
  const dataDir = mkdtempSync(join(tmpdir(), 'traxis-history-'));
  const url = await testDatabaseUrl(dataDir);
  if (!url) throw new Error('no PostgreSQL in this run');
  const backend = await PostgresHistory.open(url);
  return {
    backend,
    storage: { dataDir, databaseUrl: url, days },
    close: async () => {
      await backend.close().catch(() => undefined);
      await dropTestDatabase(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const HISTORY_BACKENDS: HistoryBackendCase[] = [
  { name: 'SQLite', open: openSqlite },
  ...(postgresTestUrl() ? [{ name: 'PostgreSQL' as const, open: openPostgres }] : []),
];
