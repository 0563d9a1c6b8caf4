// A `kill -9` during ingest: a child process records 2,000 built-in vessels
// in real time through the server's recorder and worker thread, and is
// killed with SIGKILL while it writes. The history opens again, sound
// (SQLite's integrity check), with every vessel and the reports up to at
// most a second before the kill. On SQLite, and on PostgreSQL in the
// PostgreSQL run.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../db/history/backend';
import { PostgresHistory } from '../db/history/postgresHistory';
import { SqliteHistory } from '../db/history/sqliteHistory';
import type { HistoryBackend } from '../db/history/backend';
import { HISTORY_BACKENDS, type OpenedHistory } from '../testing/historyBackends';

const CHILD = fileURLToPath(new URL('../testing/historyIngest.child.ts', import.meta.url));
const NODE_ARGS = ['--experimental-wasm-modules', '--no-warnings=ExperimentalWarning', '--import', 'tsx'];

/** Runs the child until it has ingested `forMs` after being ready, kills it with SIGKILL; resolves to the last time it said it had heard. */
function ingestAndKill(storage: OpenedHistory['storage'], forMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...NODE_ARGS, CHILD, JSON.stringify(storage)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let readyAt = 0;
    let heardMs = 0;
    let out = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const lines = out.split('\n');
      out = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'ready') readyAt = Date.now();
        const heard = /^heard (\d+)$/.exec(line);
        if (heard) heardMs = Number(heard[1]);
      }
      if (readyAt > 0 && heardMs > 0 && Date.now() - readyAt >= forMs) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL' && heardMs > 0) resolve(heardMs);
      else reject(new Error(`child exited (${code ?? signal}) before the kill: ${errors}`));
    });
  });
}

describe.each(HISTORY_BACKENDS)('a kill -9 during ingest on $name', (backendCase) => {
  let opened: OpenedHistory | undefined;
  let reopened: HistoryBackend | undefined;
  afterEach(async () => {
    await reopened?.close();
    await opened?.close();
  });

  it('loses at most the last second and never corrupts the history', async () => {
    opened = await backendCase.open();
    await opened.backend.close();
    const killedAfterMs = await ingestAndKill(opened.storage, 4_000);
    const storage = opened.storage;
    const backend = storage.databaseUrl === null ? new SqliteHistory(storage.dataDir) : await PostgresHistory.open(storage.databaseUrl);
    reopened = backend;
    if (backend instanceof SqliteHistory) expect(backend.integrityCheck()).toBe('ok');
    const vessels = await backend.vesselsAt(killedAfterMs, killedAfterMs - 11 * 60_000, killedAfterMs - DAY_MS);
    expect(vessels).toHaveLength(2000);
    const newestMs = Math.max(...vessels.map(({ position }) => position.tMs + position.spanMs));
    expect(newestMs).toBeGreaterThanOrEqual(killedAfterMs - 1_000);
    expect(newestMs).toBeLessThanOrEqual(killedAfterMs);
  }, 120_000);
});
