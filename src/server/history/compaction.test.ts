// Compaction: which reports a stored one predicts, and — on tracks that
// turn, change speed, drift with a current and carry GPS noise, quantised
// as AIS sends them — every report read back within 10 m of the track.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { HistoryTrack } from '../../protocol/history';
import { deadReckon } from '../../wasm/motion';
import { sphereDistanceM } from '../../wasm/geodesy';
import { Random } from '../live/random';
import { COMPACT_DISTANCE_M, Compactor, predicted } from './compaction';
import { HistoryEngine } from './historyEngine';
import { toRaw, type PositionRow } from './positionRows';
import { REPORT, REPORT_STRIDE, emptyBatch } from './records';
import { SqliteHistory } from '../db/history/sqliteHistory';
import { interpolate } from './trackPoints';

const T0 = Date.UTC(2025, 5, 1, 10, 0, 0);

const row = (overrides: Partial<PositionRow> = {}): PositionRow => ({
  mmsi: 261000001,
  tMs: T0,
  latRaw: toRaw(54.5),
  lonRaw: toRaw(18.7),
  speed10: 100,
  course10: 900,
  heading: 90,
  nav: 0,
  spanMs: 0,
  reports: 1,
  ...overrides,
});

/** A report `elapsedS` after `from` where its dead reckoning puts it, moved `offM` north. */
function ahead(from: PositionRow, elapsedS: number, offM: number, overrides: Partial<PositionRow> = {}): PositionRow {
  const at = deadReckon({ latDeg: from.latRaw / 600000, lonDeg: from.lonRaw / 600000 }, 10, 90, elapsedS);
  return row({ tMs: from.tMs + elapsedS * 1000, latRaw: toRaw(at.latDeg + offM / 111_320), lonRaw: toRaw(at.lonDeg), ...overrides });
}

describe('predicted', () => {
  const stored = row();
  it('leaves out a report the dead reckoning puts within 10 m, 3° and 0.5 kn, within 60 s', () => {
    expect(predicted(stored, ahead(stored, 30, 8))).toBe(true);
    expect(predicted(stored, ahead(stored, 60, 0, { course10: 925, heading: 92, speed10: 104 }))).toBe(true);
  });
  it('keeps a report further off, turned, faster, later or in another status', () => {
    expect(predicted(stored, ahead(stored, 30, 11))).toBe(false);
    expect(predicted(stored, ahead(stored, 30, 0, { course10: 932 }))).toBe(false);
    expect(predicted(stored, ahead(stored, 30, 0, { heading: 94 }))).toBe(false);
    expect(predicted(stored, ahead(stored, 30, 0, { speed10: 106 }))).toBe(false);
    expect(predicted(stored, ahead(stored, 60.5, 0))).toBe(false);
    expect(predicted(stored, ahead(stored, 30, 0, { nav: 1 }))).toBe(false);
    expect(predicted(stored, ahead(stored, 30, 0, { heading: null }))).toBe(false);
  });
  it('compares courses across north', () => {
    const north = row({ course10: 3590, heading: 359, speed10: 0 });
    expect(predicted(north, { ...north, tMs: T0 + 10_000, course10: 15, heading: 1 })).toBe(true);
    expect(predicted(north, { ...north, tMs: T0 + 10_000, course10: 40, heading: 1 })).toBe(false);
  });
});

describe('Compactor', () => {
  it('hands out a stored row once, and again when its span grew', () => {
    const compactor = new Compactor();
    const first = row();
    compactor.add(first);
    expect(compactor.drain()).toEqual([first]);
    expect(compactor.drain()).toEqual([]);
    compactor.add(ahead(first, 10, 0));
    compactor.add(ahead(first, 20, 0));
    expect(compactor.drain()).toEqual([{ ...first, spanMs: 20_000, reports: 3 }]);
    compactor.add(ahead(first, 15, 0));
    expect(compactor.counts.outOfOrder).toBe(1);
    const turned = ahead(first, 30, 0, { course10: 1000 });
    compactor.add(turned);
    expect(compactor.drain()).toEqual([turned]);
  });
});

/** Reports of a vessel that turns, changes speed, drifts across its course and carries GPS noise, quantised as AIS. */
function wanderingReports(random: Random, mmsi: number, durationS: number): PositionRow[] {
  let latDeg = 54.4 + random.range(0, 0.3);
  let lonDeg = 18.5 + random.range(0, 0.5);
  let courseDeg = random.range(0, 360);
  let speedKn = random.range(0, 20);
  let turnDegS = 0;
  const driftDeg = random.range(-3, 3);
  const out: PositionRow[] = [];
  let tS = 0;
  while (tS < durationS) {
    const stepS = random.range(2, 10);
    for (let s = 0; s < stepS; s += 1) {
      const dt = Math.min(1, stepS - s);
      if (random.next() < 0.05) turnDegS = random.range(-2, 2);
      if (random.next() < 0.05) turnDegS = 0;
      courseDeg = (courseDeg + turnDegS * dt + 360) % 360;
      speedKn = Math.max(0, Math.min(25, speedKn + random.normal() * 0.05 * dt));
      const moved = deadReckon({ latDeg, lonDeg }, speedKn, courseDeg + driftDeg, dt);
      latDeg = moved.latDeg;
      lonDeg = moved.lonDeg;
    }
    tS += stepS;
    const noiseM = (): number => random.normal() * 3;
    out.push(
      row({
        mmsi,
        tMs: T0 + Math.round(tS * 1000),
        latRaw: toRaw(latDeg + noiseM() / 111_320),
        lonRaw: toRaw(lonDeg + noiseM() / 64_000),
        speed10: Math.round(speedKn * 10),
        course10: Math.round(((courseDeg + random.normal() * 0.7 + 360) % 360) * 10) % 3600,
        heading: Math.round(courseDeg + random.normal()) % 360,
      }),
    );
  }
  return out;
}

describe('compacted tracks read back', () => {
  const dir = mkdtempSync(join(tmpdir(), 'traxis-compaction-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('give every report within 10 m by interpolation, from far fewer rows', async () => {
    const engine = new HistoryEngine(new SqliteHistory(dir), 30);
    const random = new Random(11);
    const vessels = Array.from({ length: 40 }, (_, i) => wanderingReports(random, 261100000 + i, 1800));
    const reports = vessels.flat().sort((a, b) => a.tMs - b.tMs);
    for (let start = 0; start < reports.length; start += 500) {
      const part = reports.slice(start, start + 500);
      const positions = new Float64Array(part.length * REPORT_STRIDE);
      part.forEach((r, i) => {
        const at = i * REPORT_STRIDE;
        positions[at + REPORT.mmsi] = r.mmsi;
        positions[at + REPORT.tMs] = r.tMs;
        positions[at + REPORT.latDeg] = r.latRaw / 600000;
        positions[at + REPORT.lonDeg] = r.lonRaw / 600000;
        positions[at + REPORT.speedKn] = (r.speed10 ?? NaN) / 10;
        positions[at + REPORT.courseDeg] = (r.course10 ?? NaN) / 10;
        positions[at + REPORT.headingDeg] = r.heading ?? NaN;
        positions[at + REPORT.nav] = r.nav;
      });
      const statics = start === 0 ? vessels.map((v, i) => ({ mmsi: v[0]?.mmsi ?? 0, tMs: T0, id: 9_000_000 + i, name: `V${i}`, vessel_type: 70, draught: null, to_bow: null, to_stern: null, to_port: null, to_starboard: null, target_kind: null, altitude: null })) : [];
      await engine.write({ ...emptyBatch(part.at(-1)?.tMs ?? T0), positions, reportCount: part.length, statics });
    }
    const { counts } = await engine.write(emptyBatch(T0 + 1_900_000));
    expect(counts.reports).toBe(reports.length);
    expect(counts.stored).toBeLessThan(reports.length / 2);
    let worstM = 0;
    for (const vessel of vessels) {
      const { body } = await engine.read({ kind: 'track', mmsi: vessel[0]?.mmsi ?? 0, fromMs: T0, toMs: T0 + 1_900_000, format: 'json' });
      const track = JSON.parse(String(body)) as HistoryTrack;
      for (const report of vessel) {
        const at = interpolate(track.points, report.tMs);
        if (!at) throw new Error('report outside the track');
        worstM = Math.max(worstM, sphereDistanceM(report.latRaw / 600000, report.lonRaw / 600000, at.latDeg, at.lonDeg));
      }
    }
    expect(worstM).toBeLessThanOrEqual(COMPACT_DISTANCE_M);
    // The bound is what holds the reports: without it they would stray further.
    expect(worstM).toBeGreaterThan(COMPACT_DISTANCE_M * 0.5);
    await engine.close();
  });
});
