// The requests the history's thread answers, and the one handler that
// answers them: on the worker thread (historyThread.worker.ts) or, where
// the worker cannot run, in-process. The first request opens the storage
// (the embedded SQLite file in the data folder, or PostgreSQL).
import type { HistoryBackend } from '../db/history/backend';
import { HistoryEngine, type ReadAnswer, type ReadRequest, type WriteResult } from './historyEngine';
import type { HistoryBatch } from './records';

export interface HistoryStorage {
  /** The data folder of history.sqlite (used when `databaseUrl` is null). */
  dataDir: string;
  databaseUrl: string | null;
  /** TRAXIS_HISTORY_DAYS. */
  days: number;
  /** SQLite's most pages (tests: a full disk). */
  maxPageCount?: number;
}

export type ThreadRequest =
  | { kind: 'open'; storage: HistoryStorage }
  | { kind: 'write'; batch: HistoryBatch }
  | { kind: 'read'; read: ReadRequest }
  /** Runs retention as at `nowMs` to its end. */
  | { kind: 'prune'; nowMs: number }
  /** Answers once the writes before it are done. */
  | { kind: 'sync' }
  | { kind: 'close' };

export type ThreadAnswer =
  | { kind: 'opened'; backend: HistoryBackend['name'] }
  | { kind: 'written'; result: WriteResult }
  | { kind: 'read'; answer: ReadAnswer }
  | { kind: 'done' };

export async function openBackend(storage: HistoryStorage): Promise<HistoryBackend> {
  if (storage.databaseUrl !== null) {
    const { PostgresHistory } = await import('../db/history/postgresHistory');
    return PostgresHistory.open(storage.databaseUrl);
  }
  const { SqliteHistory } = await import('../db/history/sqliteHistory');
  return new SqliteHistory(storage.dataDir, storage.maxPageCount === undefined ? {} : { maxPageCount: storage.maxPageCount });
}

/** A handler of the thread's requests; `storage` opens it when the first request is not 'open' (in-process after the worker died). */
export function historyRequestHandler(storage?: HistoryStorage): (request: ThreadRequest) => Promise<ThreadAnswer> {
  let engine: Promise<HistoryEngine> | null = null;
  const open = (target: HistoryStorage): Promise<HistoryEngine> => {
    engine ??= openBackend(target).then((backend) => new HistoryEngine(backend, target.days));
    return engine;
  };
  const opened = (): Promise<HistoryEngine> => {
    if (engine) return engine;
    if (!storage) return Promise.reject(new Error('history storage not opened'));
    return open(storage);
  };
  return async (request) => {
    switch (request.kind) {
      case 'open':
        return { kind: 'opened', backend: (await open(request.storage)).backend.name };
      case 'write':
        return { kind: 'written', result: await (await opened()).write(request.batch) };
      case 'read':
        return { kind: 'read', answer: await (await opened()).read(request.read) };
      case 'prune':
        await (await opened()).prune(request.nowMs);
        return { kind: 'done' };
      case 'sync':
        await (await opened()).settled();
        return { kind: 'done' };
      case 'close':
        if (engine) await (await engine).close();
        engine = null;
        return { kind: 'done' };
    }
  };
}
