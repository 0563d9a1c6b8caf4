// Retention: the days before the kept ones go (on PostgreSQL whole day
// partitions are dropped), the kept ones stay whole, and writing goes on
// while the old days are deleted. On SQLite, and on PostgreSQL in the
// PostgreSQL run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPicture, HistoryRange, HistoryTrack } from '../../protocol/history';
import { DAY_MS } from '../db/history/backend';
import { PostgresHistory } from '../db/history/postgresHistory';
import { partitionDays } from '../db/history/postgresSchema';
import { HISTORY_BACKENDS, type OpenedHistory } from '../testing/historyBackends';
import { HistoryEngine } from './historyEngine';
import { REPORT, REPORT_STRIDE, emptyBatch, type HistoryBatch } from './records';

const TODAY = Date.UTC(2025, 8, 20);
const KEPT_DAYS = 2;
const VESSELS = 1500;

/** Noon of `daysAgo` days before today: every vessel reports twice, a minute apart, with its static data; a station list; an alert opens. */
function dayBatch(daysAgo: number, vessels = VESSELS): HistoryBatch[] {
  const noon = TODAY - daysAgo * DAY_MS + DAY_MS / 2;
  return [0, 90_000].map((offsetMs, k) => {
    const positions = new Float64Array(vessels * REPORT_STRIDE);
    for (let i = 0; i < vessels; i += 1) {
      const at = i * REPORT_STRIDE;
      positions[at + REPORT.mmsi] = 261_100_000 + i;
      positions[at + REPORT.tMs] = noon + offsetMs;
      positions[at + REPORT.latDeg] = 54.5 + i * 1e-4 + k * 0.01;
      positions[at + REPORT.lonDeg] = 18.6;
      positions[at + REPORT.speedKn] = 0;
      positions[at + REPORT.courseDeg] = 0;
      positions[at + REPORT.headingDeg] = 0;
      positions[at + REPORT.nav] = 5;
    }
    const statics = k > 0 ? [] : Array.from({ length: vessels }, (_, i) => ({ mmsi: 261_100_000 + i, tMs: noon, id: 8_400_000 + i, name: `V${i}`, vessel_type: 70, draught: 5, to_bow: 10, to_stern: 10, to_port: 3, to_starboard: 3, target_kind: null, altitude: null }));
    const lists = [{ kind: 'station' as const, tMs: noon + offsetMs, items: [{ name: 'hel', av_wind_speed: daysAgo + k }] }];
    return { ...emptyBatch(noon + offsetMs + 500), positions, reportCount: vessels, statics, lists };
  });
}

describe.each(HISTORY_BACKENDS)('history retention on $name', (backendCase) => {
  let opened: OpenedHistory;
  let engine: HistoryEngine;
  const json = async <T>(request: Parameters<HistoryEngine['read']>[0]): Promise<T> => JSON.parse(String((await engine.read(request)).body)) as T;

  beforeAll(async () => {
    opened = await backendCase.open(KEPT_DAYS);
    engine = new HistoryEngine(opened.backend, KEPT_DAYS);
    for (let daysAgo = 5; daysAgo >= 1; daysAgo -= 1) for (const batch of dayBatch(daysAgo)) await engine.write(batch);
    // Retention started by the writes themselves may still run.
    await engine.prune(TODAY - DAY_MS);
  }, 120_000);
  afterAll(() => opened?.close());

  it('writes on while the days before the kept ones are deleted', async () => {
    const order: string[] = [];
    const pruning = engine.prune(TODAY + DAY_MS / 2).then(() => order.push('pruned'));
    const [batch] = dayBatch(0, 50);
    await engine.write(batch as HistoryBatch).then(() => order.push('written'));
    await pruning;
    expect(order).toEqual(['written', 'pruned']);
  });

  it('keeps the kept days whole and nothing before them', async () => {
    const noon = (daysAgo: number): number => TODAY - daysAgo * DAY_MS + DAY_MS / 2;
    for (const daysAgo of [5, 4, 3]) {
      const picture = await json<HistoryPicture>({ kind: 'picture', atMs: noon(daysAgo) + 100_000 });
      expect(picture.vessels).toHaveLength(0);
      expect(picture.stations).toHaveLength(0);
      const track = await json<HistoryTrack>({ kind: 'track', mmsi: 261_100_007, fromMs: noon(daysAgo) - 3_600_000, toMs: noon(daysAgo) + 3_600_000, format: 'json' });
      expect(track.points).toHaveLength(0);
    }
    for (const daysAgo of [2, 1]) {
      const picture = await json<HistoryPicture>({ kind: 'picture', atMs: noon(daysAgo) + 100_000 });
      expect(picture.vessels).toHaveLength(VESSELS);
      expect(picture.stations).toEqual([{ name: 'hel', av_wind_speed: daysAgo + 1 }]);
      const track = await json<HistoryTrack>({ kind: 'track', mmsi: 261_100_007, fromMs: noon(daysAgo) - 3_600_000, toMs: noon(daysAgo) + 3_600_000, format: 'json' });
      expect(track.points.map((p) => p[0])).toEqual([noon(daysAgo), noon(daysAgo) + 90_000]);
    }
    const range = await json<HistoryRange>({ kind: 'range', fromMs: null, toMs: null });
    expect(Date.parse(range.from ?? '')).toBeGreaterThanOrEqual(TODAY - KEPT_DAYS * DAY_MS);
    expect(range.days).toBe(KEPT_DAYS);
  });

  it.runIf(backendCase.name === 'PostgreSQL')('drops whole day partitions', async () => {
    const days = await partitionDays((opened.backend as PostgresHistory).db);
    expect(Math.min(...days)).toBe(TODAY - KEPT_DAYS * DAY_MS);
    expect(days).toContain(TODAY + 2 * DAY_MS);
  });
});
