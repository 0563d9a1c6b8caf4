// The VTS rules on the recorded real AIS logs of the shared test data
// (GPSD's, libais's and pyais's samples): every file replayed through the
// real pipeline and tracker at 10 lines a second (the replay source's pace
// for logs without times), the rules evaluated every 2 s, with a zone
// drawn over every 5 km square the file's vessels reach (entry, exit, a
// 30 kn limit, an anchoring ban; at most 200). What is allowed to fire, and
// the false alarms stated in docs/vts-rules.md:
// - anchor drag: none (no log holds a dragging vessel);
// - distress: only devices (MMSI 970/972/974) and senders of navigation
//   status 14;
// - safety messages: one per distinct message, none for a repeat;
// - AtoN off position: only aids whose reports carry the flag;
// - zones: a vessel's entry into a square at most once per minute (no
//   flapping on an outline), every entry with a position inside the square
//   and one outside it before; speed alerts only over 30 kn twice in a row.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Alert } from '../../protocol/alerts';
import type { Zone } from '../../protocol/zones';
import { AisPipeline, VesselTracker } from '../ais';
import { distressKindOfMmsi } from '../ais/targetKind';
import { AlertBook } from '../alerts/alertBook';
import { AlertRepository } from '../db/alerts';
import { openDatabase } from '../db/database';
import { SHARED_DATA_DIR, sharedDataFile } from '../testing/sharedData';
import { ZoneIndex } from '../zones/zoneIndex';
import { VtsRules } from './vtsRules';

const LINE_MS = 100;
const EVALUATION_MS = 2000;
const SQUARE_DEG = 0.05;

function logFiles(): string[] {
  const root = sharedDataFile('ais');
  if (!root) return [];
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ais|aivdm|nmea|txt|log)$/.test(name)) out.push(path);
    }
  };
  walk(root);
  return out;
}

/** A square zone over each 5 km cell the file's positions reach (at most 200, the busiest first). */
function squaresOver(lines: string[]): Zone[] {
  const pipeline = new AisPipeline();
  const tracker = new VesselTracker();
  tracker.attach(pipeline);
  const cells = new Map<string, number>();
  tracker.onChange((change) => {
    if (change.kind !== 'vessel' || change.vessel.latitude === null || change.vessel.longitude === null) return;
    const key = `${Math.floor(change.vessel.latitude / SQUARE_DEG)}:${Math.floor(change.vessel.longitude / SQUARE_DEG)}`;
    cells.set(key, (cells.get(key) ?? 0) + 1);
  });
  pipeline.pushAll(lines);
  return [...cells.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 200)
    .map(([key], i) => {
      const [row, column] = key.split(':').map(Number) as [number, number];
      const [south, west] = [row * SQUARE_DEG, column * SQUARE_DEG];
      return {
        id: i + 1,
        name: `Kwadrat ${key}`,
        polygon: [
          [south, west],
          [south + SQUARE_DEG, west],
          [south + SQUARE_DEG, west + SQUARE_DEG],
          [south, west + SQUARE_DEG],
        ],
        rules: { entry: true, exit: true, speed_limit_kn: 30, no_anchoring: true },
        vessel_categories: null,
        created_at: '',
        updated_at: '',
        updated_by: null,
      };
    });
}

interface Replay {
  file: string;
  vessels: number;
  anchored: number;
  alerts: Alert[];
  status14: Set<string>;
  offPositionAtons: Set<string>;
  safetyTexts: Set<string>;
  /** Per MMSI, its positions in order (for checking zone entries). */
  tracks: Map<string, { lat: number; lon: number }[]>;
  zones: Zone[];
}

async function replay(file: string): Promise<Replay> {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/).filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const zones = squaresOver(lines);
  const index = new ZoneIndex(zones);
  let clockMs = Date.UTC(2026, 10, 23, 9);
  const now = () => clockMs;
  const pipeline = new AisPipeline({ now });
  const tracker = new VesselTracker({ now });
  tracker.attach(pipeline);
  const dir = mkdtempSync(join(tmpdir(), 'traxis-real-logs-'));
  const db = openDatabase(dir);
  const book = new AlertBook(new AlertRepository(db), now);
  const rules = new VtsRules(tracker, { list: () => zones, get: (id) => zones.find((z) => z.id === id), index }, book);
  const status14 = new Set<string>();
  const offPositionAtons = new Set<string>();
  const safetyTexts = new Set<string>();
  const tracks = new Map<string, { lat: number; lon: number }[]>();
  const anchored = new Set<string>();
  tracker.onChange((change) => {
    if (change.kind === 'vessel') {
      const v = change.vessel;
      if (v.nav_status === 'AisSartActive') status14.add(v.mmsi);
      if (v.latitude !== null && v.longitude !== null) tracks.set(v.mmsi, [...(tracks.get(v.mmsi) ?? []), { lat: v.latitude, lon: v.longitude }]);
    } else if (change.kind === 'aton' && change.aton.off_position) offPositionAtons.add(change.aton.mmsi);
  });
  const events: Promise<void>[] = [];
  tracker.onEvent((event) => {
    if (event.kind === 'safety_message') safetyTexts.add(`${event.message.mmsi}:${event.message.destination_mmsi}:${event.message.text}`);
    events.push(rules.onEvent(event));
  });
  try {
    let nextEvaluationMs = clockMs + EVALUATION_MS;
    const evaluate = async (): Promise<void> => {
      await Promise.all(events.splice(0));
      rules.observe();
      await rules.sync();
      for (const mmsi of tracker.list().map((v) => v.mmsi)) if (rules.anchors.anchored(mmsi)) anchored.add(mmsi);
    };
    for (const line of lines) {
      pipeline.push(line);
      clockMs += LINE_MS;
      if (clockMs >= nextEvaluationMs) {
        await evaluate();
        nextEvaluationMs += EVALUATION_MS;
      }
    }
    await evaluate();
    return { file: file.slice(SHARED_DATA_DIR.length + 1), vessels: tracker.vesselCount, anchored: anchored.size, alerts: await book.list('all', undefined, 100_000), status14, offPositionAtons, safetyTexts, tracks, zones };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const FILES = logFiles();

describe.runIf(FILES.length > 0)('the VTS rules on the recorded real logs', () => {
  it('raise only what the logs hold: no drag, devices only, each message once, no flapping zone', async () => {
    const rows: string[] = [];
    const totals = { vessels: 0, anchored: 0, zoneEntries: 0, zoneExits: 0, speed: 0, noAnchoring: 0 };
    for (const file of FILES) {
      const r = await replay(file);
      const of = (kind: Alert['kind']) => r.alerts.filter((a) => a.kind === kind);
      const mmsi = (a: Alert) => a.vessels[0]?.mmsi ?? '';
      rows.push(`${r.file}: ${r.vessels} vessels, ${r.anchored} anchored; ${r.alerts.length} alerts: ${[...new Set(r.alerts.map((a) => a.kind))].map((k) => `${k} ${of(k).length}`).join(', ')}`);
      totals.vessels += r.vessels;
      totals.anchored += r.anchored;
      expect(of('anchor_drag'), r.file).toEqual([]);
      for (const alert of of('distress')) expect(distressKindOfMmsi(Number(mmsi(alert))) !== null || r.status14.has(mmsi(alert)), `${r.file} ${alert.key}`).toBe(true);
      expect(of('safety_message').length, r.file).toBe(r.safetyTexts.size);
      for (const alert of of('aton_off_position')) expect(r.offPositionAtons.has(alert.aton?.mmsi ?? ''), alert.key).toBe(true);
      const zone = of('zone');
      totals.zoneEntries += zone.filter((a) => a.rule === 'entry').length;
      totals.zoneExits += zone.filter((a) => a.rule === 'exit').length;
      totals.speed += zone.filter((a) => a.rule === 'speed_limit').length;
      totals.noAnchoring += zone.filter((a) => a.rule === 'no_anchoring').length;
      // No flapping: one vessel's entries into one square at least a minute apart.
      const entries = zone.filter((a) => a.rule === 'entry').sort((a, b) => a.opened_at.localeCompare(b.opened_at));
      for (let i = 1; i < entries.length; i += 1) {
        const [a, b] = [entries[i - 1] as Alert, entries[i] as Alert];
        if (a.zone?.zone_id === b.zone?.zone_id && mmsi(a) === mmsi(b)) expect(Date.parse(b.opened_at) - Date.parse(a.opened_at), b.key).toBeGreaterThanOrEqual(60_000);
      }
      // Every crossing is a real one: the vessel reported a position outside the square and then one inside (entry) or the other way (exit).
      for (const alert of zone.filter((a) => a.rule === 'entry' || a.rule === 'exit')) {
        const square = new ZoneIndex(r.zones.filter((z) => z.id === alert.zone?.zone_id));
        const inside = (r.tracks.get(mmsi(alert)) ?? []).map((p) => {
          const found: number[] = [];
          square.containing(p.lat, p.lon, found);
          return found.length > 0;
        });
        const [from, to] = alert.rule === 'entry' ? [false, true] : [true, false];
        expect(inside.some((v, i) => v === from && inside.slice(i + 1).includes(to)), alert.key).toBe(true);
      }
      for (const alert of zone.filter((a) => a.rule === "speed_limit")) expect(alert.zone?.speed_kn ?? 0, alert.key).toBeGreaterThan(30);
    }
    console.log(`real logs:\n${rows.join('\n')}\ntotals: ${JSON.stringify(totals)}`);
  }, 120_000);
});
