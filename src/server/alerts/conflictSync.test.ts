// Conflict evaluation over a tracker: an overloaded picture (the built-in
// traffic crammed 2,000 vessels into Gdańsk Bay: over a thousand real
// conflicts) opens the most urgent MAX_OPEN_CONFLICTS, says the rest wait,
// and then searches only every OVERLOAD_SEARCH_EVERY evaluations.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MAX_OPEN_CONFLICTS } from '../../protocol/alerts';
import { DEFAULT_VTS_SETTINGS } from '../../protocol/preferences';
import { AisEncoder, AisPipeline, VesselTracker } from '../ais';
import { openDatabase } from '../db/database';
import { sqliteStore } from '../db/store';
import { positionMessages, staticMessages } from '../live/vesselFeed';
import { VesselTraffic } from '../live/vesselTraffic';
import { AlertBook } from './alertBook';
import { ConflictEvaluator } from './conflictEvaluator';
import { ConflictSync, OVERLOAD_SEARCH_EVERY, OVERLOAD_SEARCH_SHARE } from './conflictSync';

const dir = mkdtempSync(join(tmpdir(), 'traxis-conflicts-'));
const db = openDatabase(dir);
const evaluator = new ConflictEvaluator({ useWorker: false });
afterAll(async () => {
  await evaluator.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The built-in busy traffic, 2,000 vessels in Gdańsk Bay, through the AIS pipeline into a tracker; a fresh alert book. */
async function overloadedPicture(): Promise<{ tracker: VesselTracker; book: AlertBook }> {
  const clockMs = Date.UTC(2026, 10, 23, 10, 0, 0);
  const pipeline = new AisPipeline({ now: () => clockMs });
  const tracker = new VesselTracker({ now: () => clockMs });
  tracker.attach(pipeline);
  const encoder = new AisEncoder();
  const traffic = new VesselTraffic(2000, 1, { busy: true });
  traffic.step(1);
  for (const v of traffic.vessels()) {
    for (const m of [...staticMessages(v), ...positionMessages(v, new Date(clockMs))]) pipeline.pushAll(encoder.encode(m));
  }
  const book = new AlertBook(sqliteStore(db).alerts, () => clockMs);
  await book.start();
  return { tracker, book };
}

describe('ConflictSync', () => {
  it('keeps to MAX_OPEN_CONFLICTS in an overloaded picture, the most urgent first', async () => {
    const { tracker, book } = await overloadedPicture();
    const sync = new ConflictSync(tracker, book, evaluator);
    const first = await sync.evaluate(DEFAULT_VTS_SETTINGS);
    expect(first.vessels).toBe(2000);
    expect(first.opened).toBe(MAX_OPEN_CONFLICTS);
    expect(book.limitReached).toBe(true);
    const tcpas = book.openAlerts('conflict').map((a) => a.conflict?.tcpa_min ?? NaN);
    expect(Math.max(...tcpas)).toBeLessThan(20);
    // Full: the next evaluations only review (nothing tested), until a search is due.
    const tested: number[] = [];
    for (let k = 0; k < OVERLOAD_SEARCH_EVERY; k += 1) tested.push((await sync.evaluate(DEFAULT_VTS_SETTINGS)).testedPairs);
    expect(tested.filter((n) => n === 0).length).toBeGreaterThanOrEqual(OVERLOAD_SEARCH_EVERY - 1);
    expect(book.openCount('conflict')).toBe(MAX_OPEN_CONFLICTS);
    expect(book.lastEvaluation?.vessels).toBe(2000);
  }, 30_000);

  it('keeps the searches of an overloaded picture to OVERLOAD_SEARCH_SHARE of the time', async () => {
    const { tracker, book } = await overloadedPicture();
    // A search takes 1 s of a manual clock, a review nothing.
    let wallMs = 1_000_000;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => wallMs);
    const slow = {
      evaluate: (...args: Parameters<ConflictEvaluator['evaluate']>) => {
        if ((args[4] ?? 1) > 0) wallMs += 1000;
        return evaluator.evaluate(...args);
      },
    } as ConflictEvaluator;
    try {
      const sync = new ConflictSync(tracker, book, slow);
      await sync.evaluate(DEFAULT_VTS_SETTINGS);
      expect(book.limitReached).toBe(true);
      const searched = async (): Promise<boolean> => {
        // Room for one more: a search is worth doing.
        const oldest = book.openAlerts('conflict').at(-1);
        if (oldest) await book.close([{ alert: oldest, reason: 'clear' }]);
        const before = wallMs;
        await sync.evaluate(DEFAULT_VTS_SETTINGS);
        return wallMs > before;
      };
      // The first due search runs; the next ones wait until 1 s / share has passed.
      const first: boolean[] = [];
      for (let k = 0; k < OVERLOAD_SEARCH_EVERY; k += 1) first.push(await searched());
      expect(first.filter(Boolean)).toHaveLength(1);
      const waiting: boolean[] = [];
      for (let k = 0; k < 2 * OVERLOAD_SEARCH_EVERY; k += 1) waiting.push(await searched());
      expect(waiting.some(Boolean)).toBe(false);
      wallMs += 1000 / OVERLOAD_SEARCH_SHARE;
      const again: boolean[] = [];
      for (let k = 0; k < OVERLOAD_SEARCH_EVERY; k += 1) again.push(await searched());
      expect(again.filter(Boolean)).toHaveLength(1);
    } finally {
      now.mockRestore();
    }
  }, 30_000);
});
