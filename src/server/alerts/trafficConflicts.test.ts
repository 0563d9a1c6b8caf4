// The built-in traffic is calm (no alarm flood in the demo): an hour
// of the default fleet (TRAXIS_SIM_VESSELS 200, seed 1) through the real
// AIS pipeline and the conflict evaluation at the default settings opens at
// most MAX_TRAFFIC_CONFLICTS_PER_HOUR conflicts; close quarters come from
// the demo scenarios. Evaluated every EVALUATION_S simulated seconds (the
// server: every 2 s; a conflict open for longer than that is seen either way).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_VTS_SETTINGS } from '../../protocol/preferences';
import { AisEncoder, AisPipeline, VesselTracker } from '../ais';
import { openDatabase } from '../db/database';
import { sqliteStore } from '../db/store';
import { positionMessages, staticMessages } from '../live/vesselFeed';
import { VesselTraffic } from '../live/vesselTraffic';
import { AlertBook } from './alertBook';
import { ConflictEvaluator } from './conflictEvaluator';
import { ConflictSync } from './conflictSync';

const MAX_TRAFFIC_CONFLICTS_PER_HOUR = 2;
const EVALUATION_S = 10;
const HOUR_S = 3600;

const dir = mkdtempSync(join(tmpdir(), 'traxis-traffic-conflicts-'));
const db = openDatabase(dir);
const evaluator = new ConflictEvaluator({ useWorker: false });
afterAll(async () => {
  await evaluator.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built-in traffic', () => {
  it(`opens at most ${MAX_TRAFFIC_CONFLICTS_PER_HOUR} conflicts an hour`, async () => {
    let clockMs = Date.UTC(2026, 10, 23, 10, 0, 0);
    const pipeline = new AisPipeline({ now: () => clockMs });
    const tracker = new VesselTracker({ now: () => clockMs });
    tracker.attach(pipeline);
    const encoder = new AisEncoder();
    const traffic = new VesselTraffic(200, 1);
    const book = new AlertBook(sqliteStore(db).alerts, () => clockMs);
    await book.start();
    const sync = new ConflictSync(tracker, book, evaluator);
    const pairs = new Set<string>();
    let opened = 0;
    for (let t = 0; t <= HOUR_S; t += EVALUATION_S) {
      traffic.step(EVALUATION_S);
      for (const v of traffic.vessels()) {
        const messages = t % 360 === 0 ? [...staticMessages(v), ...positionMessages(v, new Date(clockMs))] : positionMessages(v, new Date(clockMs));
        for (const m of messages) pipeline.pushAll(encoder.encode(m));
      }
      opened += (await sync.evaluate(DEFAULT_VTS_SETTINGS)).opened;
      for (const a of book.openAlerts('conflict')) pairs.add(a.key);
      clockMs += EVALUATION_S * 1000;
    }
    console.log(`built-in traffic: ${opened} conflicts opened in an hour (${pairs.size} pairs): ${[...pairs].join(', ')}`);
    expect(opened).toBeLessThanOrEqual(MAX_TRAFFIC_CONFLICTS_PER_HOUR);
    // Calm, not still: lane traffic and vessels working their areas move.
    expect(traffic.vessels().filter((v) => v.sogKn >= DEFAULT_VTS_SETTINGS.min_speed_kn).length).toBeGreaterThanOrEqual(15);
  }, 120_000);
});
