// A full disk stops the history's writing with one error in the log and the
// status operators are told of (GET /api/health `history`), while the live
// picture goes on; once writing succeeds again it resumes with every list
// written whole.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { HistoryPicture } from '../../protocol/history';
import type { HistoryBackend, HistoryFlush } from '../db/history/backend';
import { SqliteHistory } from '../db/history/sqliteHistory';
import { decodeBody } from './bodyCodec';
import { DISK_FULL_TEXT, HistoryEngine, RETRY_MS } from './historyEngine';
import { HistoryService } from './historyService';
import { emptyBatch } from './records';
import { SimulatedIngest } from './simulatedIngest';

const T0 = Date.UTC(2025, 9, 1, 8, 0, 0);

describe('a full disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'traxis-full-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops history writing with an error in the log and the status, and the live picture goes on', async () => {
    const logged: string[] = [];
    const ingest = new SimulatedIngest({ vessels: 300, seed: 3, startMs: T0 });
    const service = new HistoryService({
      storage: { dataDir: dir, databaseUrl: null, days: 30, maxPageCount: 40 },
      log: { error: (m) => logged.push(`error: ${m}`), warn: (m) => logged.push(`warn: ${m}`), info: (m) => logged.push(`info: ${m}`) },
      useWorker: false,
      now: () => ingest.nowMs,
      flushMs: 0,
    });
    service.start(ingest.tracker);
    ingest.begin();
    const statuses = new Set<string>();
    for (let second = 1; second <= 600; second += 1) {
      for (let step = 0; step < 5; step += 1) ingest.step();
      service.recorder.flush();
      await service.flush();
      statuses.add(JSON.stringify(service.status));
    }
    expect(statuses).toContain(JSON.stringify({ recording: false, error: DISK_FULL_TEXT }));
    // Where the run ends between a stop and a resume decides the last status; it always says what the log said last.
    const stoppedLast = logged.filter((line) => !line.startsWith('warn:')).at(-1)?.startsWith('error:') === true;
    expect(service.status).toEqual(stoppedLast ? { recording: false, error: DISK_FULL_TEXT } : { recording: true, error: null });
    // Logged once per stop: a retry that fits (a page freed) resumes, and the next that does not stops again.
    const errors = logged.filter((line) => line.startsWith('error:'));
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors.length).toBeLessThanOrEqual(1 + 600_000 / RETRY_MS);
    expect(logged[0]).toMatch(/^error: history writing stopped \(SQLITE_FULL .*\): Zapis historii wstrzymany: brak miejsca na dysku; the live picture goes on$/);
    // The live picture went on: the vessels still report, every one still there.
    const live = ingest.tracker.list({ positionedOnly: true });
    expect(live).toHaveLength(300);
    expect(Math.max(...live.map((v) => Date.parse(v.last_reported)))).toBe(ingest.nowMs);
    await service.close();
    const reopened = new SqliteHistory(dir);
    expect(reopened.integrityCheck()).toBe('ok');
    await reopened.close();
  });
});

/** A backend whose writes fail with ENOSPC while `full`, and are counted. */
function flakyBackend(inner: HistoryBackend): HistoryBackend & { full: boolean; flushes: HistoryFlush[] } {
  const flaky = Object.assign(Object.create(inner) as HistoryBackend, {
    full: true,
    flushes: [] as HistoryFlush[],
    write: async (flush: HistoryFlush): Promise<void> => {
      if (flaky.full) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      flaky.flushes.push(flush);
      await inner.write(flush);
    },
  });
  return flaky;
}

describe('writing after a full disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'traxis-full-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('tries again every RETRY_MS and resumes with every list written whole', async () => {
    const backend = flakyBackend(new SqliteHistory(dir));
    const engine = new HistoryEngine(backend, 30);
    const station = (wind: number) => ({ kind: 'station' as const, tMs: 0, items: [{ name: 'hel', av_wind_speed: wind }] });
    const first = await engine.write({ ...emptyBatch(T0), lists: [{ ...station(5), tMs: T0 }] });
    expect(first.change?.kind).toBe('stopped');
    expect(first.status).toEqual({ recording: false, error: DISK_FULL_TEXT });
    backend.full = false;
    // Dropped until the retry time; the list is kept in step meanwhile.
    expect((await engine.write({ ...emptyBatch(T0 + 1_000), lists: [{ ...station(6), tMs: T0 + 1_000 }] })).change).toBeNull();
    expect(backend.flushes).toHaveLength(0);
    const resumed = await engine.write(emptyBatch(T0 + RETRY_MS));
    expect(resumed.change?.kind).toBe('resumed');
    expect(resumed.status).toEqual({ recording: true, error: null });
    const rewritten = (backend.flushes[0]?.items ?? []).map(({ body, ...item }) => ({ ...item, json: body && decodeBody(body) }));
    expect(rewritten).toEqual([{ kind: 2, key: 'hel', tMs: T0 + RETRY_MS, json: JSON.stringify({ name: 'hel', av_wind_speed: 6 }), event: null }]);
    const picture = JSON.parse(String((await engine.read({ kind: 'picture', atMs: T0 + RETRY_MS })).body)) as HistoryPicture;
    expect(picture.stations).toEqual([{ name: 'hel', av_wind_speed: 6 }]);
    await engine.close();
  });
});
