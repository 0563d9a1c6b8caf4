// Conflict evaluation over a tracker: an overloaded picture (the built-in
// traffic crammed 2,000 vessels into Gdańsk Bay: over a thousand real
// conflicts) opens the most urgent MAX_OPEN_CONFLICTS, says the rest wait,
// and then searches only every OVERLOAD_SEARCH_EVERY evaluations.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_CONFLICTS } from '../../protocol/alerts';
import { DEFAULT_VTS_SETTINGS } from '../../protocol/preferences';
import { AisEncoder, AisPipeline, VesselTracker } from '../ais';
import { openDatabase } from '../db/database';
import { sqliteStore } from '../db/store';
import { positionMessages, staticMessages } from '../live/vesselFeed';
import { VesselTraffic } from '../live/vesselTraffic';
import { AlertBook } from './alertBook';
import { ConflictEvaluator } from './conflictEvaluator';
import { ConflictSync, OVERLOAD_SEARCH_EVERY } from './conflictSync';

const dir = mkdtempSync(join(tmpdir(), 'traxis-conflicts-'));
const db = openDatabase(dir);
const evaluator = new ConflictEvaluator({ useWorker: false });
afterAll(async () => {
  await evaluator.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('ConflictSync', () => {
  it('keeps to MAX_OPEN_CONFLICTS in an overloaded picture, the most urgent first', async () => {
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
});
