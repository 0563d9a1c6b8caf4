// The demo situations through the whole chain a newcomer's server runs:
// built-in traffic + demo vessels encoded as AIS -> pipeline -> tracker and
// integrity -> conflict engine (in-process) -> alert book in a real SQLite
// file. Within five simulated minutes: the close-quarters alert at once,
// the spoofed jump and the duplicated MMSI, and nothing else from integrity.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALERTS_PATH, type AlertsResponse } from '../../protocol/alerts';
import { DEFAULT_VTS_SETTINGS } from '../../protocol/preferences';
import { AisEncoder, AisPipeline, VesselTracker } from '../ais';
import { AlertBook } from '../alerts/alertBook';
import { ConflictEvaluator } from '../alerts/conflictEvaluator';
import { ConflictSync } from '../alerts/conflictSync';
import { IntegritySync } from '../alerts/integritySync';
import { openDatabase } from '../db/database';
import { sqliteStore } from '../db/store';
import { call, signIn, startTestServer } from '../testing/testServer';
import { DEMO_MMSI, DemoScenarios } from './demoScenarios';
import { positionMessages, staticMessages } from './vesselFeed';
import { VesselTraffic } from './vesselTraffic';

const dir = mkdtempSync(join(tmpdir(), 'traxis-demo-'));
const db = openDatabase(dir);
const evaluator = new ConflictEvaluator({ useWorker: false });
afterAll(async () => {
  await evaluator.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo situations', () => {
  it('show a close-quarters conflict at once, a spoofed jump and a duplicated MMSI within five minutes', async () => {
    let clockMs = Date.UTC(2026, 10, 23, 9, 0, 0);
    const pipeline = new AisPipeline({ now: () => clockMs });
    const tracker = new VesselTracker({ now: () => clockMs });
    tracker.attach(pipeline);
    const book = new AlertBook(sqliteStore(db).alerts, () => clockMs);
    await book.start();
    const conflicts = new ConflictSync(tracker, book, evaluator);
    const integrity = new IntegritySync(tracker, book);
    const traffic = new VesselTraffic(200, 1);
    const demo = new DemoScenarios();
    const encoder = new AisEncoder();
    const send = (vessels: readonly Parameters<typeof positionMessages>[0][], statics: boolean): void => {
      for (const v of vessels) for (const m of statics ? staticMessages(v) : positionMessages(v, new Date(clockMs))) pipeline.pushAll(encoder.encode(m));
    };
    send(traffic.vessels(), true);
    send(traffic.vessels(), false);
    const seen = new Map<string, number>();
    for (let tS = 1; tS <= 330; tS += 1) {
      clockMs += 1000;
      const reports = traffic.step(1);
      const demoReports = demo.step(1);
      send([...reports.statics, ...demoReports.statics], true);
      send([...reports.positions, ...demoReports.positions], false);
      if (tS % 2 === 0) {
        await integrity.sync();
        await conflicts.evaluate(DEFAULT_VTS_SETTINGS);
        for (const alert of book.openAlerts()) if (!seen.has(alert.key)) seen.set(alert.key, tS);
      }
    }
    const crossing = `conflict:${DEMO_MMSI.crossingA}:${DEMO_MMSI.crossingB}`;
    expect(seen.get(crossing)).toBe(2);
    expect(seen.get(`integrity:${DEMO_MMSI.spoofed}:position_jump`)).toBeLessThanOrEqual(72);
    expect(seen.get(`integrity:${DEMO_MMSI.duplicated}:duplicate_mmsi`)).toBeLessThanOrEqual(150);
    const integrityKeys = [...seen.keys()].filter((k) => k.startsWith('integrity:'));
    expect(integrityKeys.every((k) => k.includes(String(DEMO_MMSI.spoofed)) || k.includes(String(DEMO_MMSI.duplicated)))).toBe(true);
    // The crossing pair passes at five minutes: that alert closed as they passed.
    const all = await book.list('all', 'conflict', 1000);
    expect(all.find((a) => a.key === crossing)?.close_reason).toBe('passed');
    // The duplicated MMSI's jumps (one a switch between its two transmitters) are explained by the
    // duplicate: the jump alert opened before the duplicate was recognised closed as superseded.
    const duplicateJump = `integrity:${DEMO_MMSI.duplicated}:position_jump`;
    expect(book.openAlerts().some((a) => a.key === duplicateJump)).toBe(false);
    const jumps = (await book.list('all', 'integrity', 1000)).filter((a) => a.key === duplicateJump);
    expect(jumps.map((a) => a.close_reason)).toEqual(['superseded']);
  }, 60_000);
});

describe('a newcomer’s server', () => {
  it('shows the demo conflict seconds after the start', async () => {
    const server = await startTestServer({ env: { TRAXIS_DEMO_DATA: '1', TRAXIS_SIM_VESSELS: '200', TRAXIS_ALERTS: '1' } });
    try {
      const { access } = await signIn(server);
      const key = `conflict:${DEMO_MMSI.crossingA}:${DEMO_MMSI.crossingB}`;
      await expect
        .poll(async () => (await call<AlertsResponse>(server, 'GET', ALERTS_PATH, { token: access })).body.alerts.some((a) => a.key === key), { timeout: 10_000 })
        .toBe(true);
      const { evaluation } = (await call<AlertsResponse>(server, 'GET', ALERTS_PATH, { token: access })).body;
      expect(evaluation?.vessels).toBe(204);
      expect(evaluation?.tested_pairs).toBeGreaterThan(0);
    } finally {
      await server.dispose();
    }
  }, 30_000);
});
