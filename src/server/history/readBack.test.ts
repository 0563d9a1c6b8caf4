// The history read back against what was heard: built-in traffic (with the
// demo situations: a spoofed jump, a duplicated MMSI) through the real AIS
// path on a simulated clock across a UTC midnight, recorded and written as
// the server does; the picture at a moment equals the tracker's list then,
// and every report is within 10 m of its vessel's read-back track. On SQLite,
// and on PostgreSQL in the PostgreSQL run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPicture, HistoryTrack, HistoryTracks } from '../../protocol/history';
import type { Vessel } from '../../protocol/vessels';
import { sphereDistanceM } from '../../wasm/geodesy';
import { HISTORY_BACKENDS, type OpenedHistory } from '../testing/historyBackends';
import { COMPACT_ANGLE_DEG, COMPACT_DISTANCE_M, COMPACT_SPEED_KN } from './compaction';
import { HistoryEngine } from './historyEngine';
import { HistoryRecorder } from './recorder';
import { SimulatedIngest } from './simulatedIngest';
import { interpolate } from './trackPoints';

const START_MS = Date.UTC(2025, 4, 1, 23, 52, 0);
const RUN_MS = 16 * 60_000;
/** Moments whose tracker lists are kept: before midnight, just after it (the day's first static rows), late. */
const MOMENTS_MS = [START_MS + 5 * 60_000 + 100, START_MS + 8 * 60_000 + 3_300, START_MS + 15 * 60_000 + 700];
const WINDOW = { fromMs: START_MS + 2 * 60_000 + 500, toMs: START_MS + 13 * 60_000 + 250 };

interface Heard {
  tMs: number;
  latDeg: number;
  lonDeg: number;
}

const angleApart = (a: number, b: number): number => Math.abs(((a - b + 540) % 360) - 180);

async function json<T>(engine: HistoryEngine, request: Parameters<HistoryEngine['read']>[0]): Promise<T> {
  const { body } = await engine.read(request);
  return JSON.parse(typeof body === 'string' ? body : Buffer.from(body).toString('utf8')) as T;
}

describe.each(HISTORY_BACKENDS)('history read back on $name', (backendCase) => {
  let opened: OpenedHistory;
  let engine: HistoryEngine;
  const heard = new Map<string, Heard[]>();
  const snapshots: { atMs: number; vessels: Vessel[]; lastReportMs: Map<string, number> }[] = [];

  beforeAll(async () => {
    opened = await backendCase.open();
    engine = new HistoryEngine(opened.backend, 30);
    const ingest = new SimulatedIngest({ vessels: 150, seed: 7, startMs: START_MS, demo: true });
    const writes: Promise<unknown>[] = [];
    const recorder = new HistoryRecorder((batch) => writes.push(engine.write(batch)), { now: () => ingest.nowMs, flushMs: 0 });
    recorder.attach(ingest.tracker);
    ingest.tracker.onChange((change) => {
      if (change.kind !== 'vessel' || !change.positionReport || change.vessel.latitude === null || change.vessel.longitude === null) return;
      const list = heard.get(change.vessel.mmsi) ?? [];
      list.push({ tMs: Date.parse(change.vessel.last_reported), latDeg: change.vessel.latitude, lonDeg: change.vessel.longitude });
      heard.set(change.vessel.mmsi, list);
    });
    ingest.begin();
    const moments = [...MOMENTS_MS];
    let nextFlushMs = START_MS + 1000;
    while (ingest.nowMs < START_MS + RUN_MS) {
      ingest.step();
      if (ingest.nowMs >= nextFlushMs) {
        recorder.flush();
        nextFlushMs += 1000;
      }
      if (moments.length > 0 && ingest.nowMs >= (moments[0] ?? Infinity)) {
        moments.shift();
        const atMs = ingest.nowMs;
        const lastReportMs = new Map([...heard].map(([mmsi, list]) => [mmsi, list.at(-1)?.tMs ?? 0]));
        snapshots.push({ atMs, vessels: ingest.tracker.list({ positionedOnly: true }).map((v) => ({ ...v })), lastReportMs });
      }
    }
    recorder.flush();
    await Promise.all(writes);
  }, 240_000);
  afterAll(() => opened?.close());

  it('stores fewer rows than reports (compaction)', async () => {
    const { reports, stored } = (await engine.write({ nowMs: START_MS + RUN_MS, positions: new Float64Array(0), reportCount: 0, statics: [], lists: [], alerts: [] })).counts;
    expect(reports).toBe([...heard.values()].reduce((n, list) => n + list.length, 0));
    expect(stored).toBeLessThan(reports * 0.7);
  });

  it('answers the picture at a moment as the tracker listed the vessels then', async () => {
    for (const { atMs, vessels, lastReportMs } of snapshots) {
      const picture = await json<HistoryPicture>(engine, { kind: 'picture', atMs });
      const byMmsi = new Map(picture.vessels.map((v) => [v.mmsi, v]));
      expect([...byMmsi.keys()].sort()).toEqual(vessels.map((v) => v.mmsi).sort());
      for (const live of vessels) {
        const read = byMmsi.get(live.mmsi);
        if (!read) throw new Error(`missing ${live.mmsi}`);
        const { latitude, longitude, speed, course, heading } = live;
        const { id, name, vessel_type, nav_status, draught, to_bow, to_stern, to_port, to_starboard } = live;
        expect(read).toMatchObject({ id, name, vessel_type, nav_status, draught, to_bow, to_stern, to_port, to_starboard });
        expect([read.target_kind, read.altitude]).toEqual([live.target_kind, live.altitude]);
        expect(sphereDistanceM(latitude ?? 0, longitude ?? 0, read.latitude ?? NaN, read.longitude ?? NaN)).toBeLessThanOrEqual(COMPACT_DISTANCE_M);
        expect(Math.abs((read.speed ?? -1) - (speed ?? -1))).toBeLessThanOrEqual(COMPACT_SPEED_KN);
        expect(angleApart(read.course ?? -1, course ?? -1)).toBeLessThanOrEqual(COMPACT_ANGLE_DEG);
        expect(angleApart(read.heading ?? -1, heading ?? -1)).toBeLessThanOrEqual(COMPACT_ANGLE_DEG);
        // Exact at a stored row's ends; inside a thinned run, on the run's mean interval (the reports keep their pace within a second).
        expect(Math.abs(Date.parse(read.last_reported) - (lastReportMs.get(live.mmsi) ?? NaN))).toBeLessThan(1000);
      }
    }
  });

  it("reads each vessel's track in order, inside the window, every report within 10 m", async () => {
    let checked = 0;
    for (const [mmsi, reports] of heard) {
      const track = await json<HistoryTrack>(engine, { kind: 'track', mmsi: Number(mmsi), ...WINDOW, format: 'json' });
      expect(track.mmsi).toBe(mmsi);
      const times = track.points.map((p) => p[0]);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(times).size).toBe(times.length);
      for (const t of times) expect(t >= WINDOW.fromMs && t <= WINDOW.toMs).toBe(true);
      for (const report of reports) {
        if (report.tMs < WINDOW.fromMs || report.tMs > WINDOW.toMs) continue;
        const at = interpolate(track.points, report.tMs);
        if (!at) throw new Error(`${mmsi}: no track at ${new Date(report.tMs).toISOString()}`);
        expect(sphereDistanceM(report.latDeg, report.lonDeg, at.latDeg, at.lonDeg)).toBeLessThanOrEqual(COMPACT_DISTANCE_M);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("reads every vessel's tracks of a short window as one vessel's track", async () => {
    const window = { fromMs: START_MS + 9 * 60_000, toMs: START_MS + 12 * 60_000 };
    const all = await json<HistoryTracks>(engine, { kind: 'tracks', ...window });
    expect(all.tracks.length).toBe(snapshots[1]?.vessels.length);
    for (const track of all.tracks.slice(0, 20)) {
      const one = await json<HistoryTrack>(engine, { kind: 'track', mmsi: Number(track.mmsi), ...window, format: 'json' });
      expect(track.points).toEqual(one.points);
    }
  });

  it('gives the kept range', async () => {
    const range = await json<{ from: string; to: string; recording: boolean }>(engine, { kind: 'range', fromMs: null, toMs: null });
    expect(Date.parse(range.from)).toBeLessThanOrEqual(START_MS + 200);
    expect(Date.parse(range.to)).toBeGreaterThanOrEqual(START_MS + RUN_MS - 1000);
    expect(range.recording).toBe(true);
  });
});
