// The zones' rules on made-up passes: entry only after being seen outside,
// exit standing 10 minutes unless the vessel comes back, the speed limit
// after two reports over it and until one under it less the hysteresis,
// the anchoring ban, the vessel-type filter, a reshaped zone starting
// afresh, and a vessel leaving the picture.
import { describe, expect, it } from 'vitest';
import type { Vessel } from '../../protocol/vessels';
import type { Zone, ZoneRules } from '../../protocol/zones';
import { ZoneIndex } from '../zones/zoneIndex';
import type { Anchorage } from './anchorWatch';
import { heardOf, ORIGIN, vesselAt } from './ruleTesting';
import { ZoneWatch } from './zoneWatch';

const D = 0.01;
function zone(id: number, rules: Partial<ZoneRules>, over: Partial<Zone> = {}): Zone {
  return {
    id,
    name: `Strefa ${id}`,
    polygon: [
      [ORIGIN.lat - D, ORIGIN.lon - D],
      [ORIGIN.lat + D, ORIGIN.lon - D],
      [ORIGIN.lat + D, ORIGIN.lon + D],
      [ORIGIN.lat - D, ORIGIN.lon + D],
    ],
    rules: { entry: false, exit: false, speed_limit_kn: null, no_anchoring: false, ...rules },
    vessel_categories: null,
    created_at: '',
    updated_at: '',
    updated_by: null,
    ...over,
  };
}

const MMSI = '261000002';
const outside = (tS: number, over: Partial<Vessel> = {}) => vesselAt(MMSI, tS, 0, -3000, over);
const inside = (tS: number, over: Partial<Vessel> = {}) => vesselAt(MMSI, tS, 0, 0, over);

function watcher(zones: Zone[], anchored: (mmsi: string) => Anchorage | null = () => null) {
  const watch = new ZoneWatch();
  let current = zones;
  return {
    watch,
    setZones: (next: Zone[]) => {
      current = next;
    },
    pass: (v: Vessel | null, nowS: number) =>
      watch
        .observe(v ? heardOf(v) : [], current, new ZoneIndex(current), Date.parse(vesselAt(MMSI, nowS, 0, 0).last_reported), anchored)
        .map((f) => `${f.rule}:${f.zone.id}`)
        .sort(),
  };
}

describe('the zone watch', () => {
  it('raises an entry for a vessel seen outside and then inside, while it stays in', () => {
    const w = watcher([zone(1, { entry: true })]);
    expect([w.pass(outside(0), 0), w.pass(inside(10), 10), w.pass(inside(20), 20), w.pass(outside(30), 30)]).toEqual([[], ['entry:1'], ['entry:1'], []]);
  });

  it('a vessel first seen inside has not entered', () => {
    const w = watcher([zone(1, { entry: true })]);
    expect([w.pass(inside(0), 0), w.pass(inside(10), 10)]).toEqual([[], []]);
  });

  it('raises an exit that stands 10 minutes, or until the vessel comes back', () => {
    const w = watcher([zone(1, { exit: true })]);
    expect([w.pass(inside(0), 0), w.pass(outside(10), 10), w.pass(outside(400), 400), w.pass(outside(620), 620)]).toEqual([[], ['exit:1'], ['exit:1'], []]);
    const back = watcher([zone(1, { exit: true })]);
    expect([back.pass(inside(0), 0), back.pass(outside(10), 10), back.pass(inside(20), 20)]).toEqual([[], ['exit:1'], []]);
  });

  it('raises the speed limit after two reports over it, and ends it under the limit less 0.5 kn', () => {
    const w = watcher([zone(1, { speed_limit_kn: 10 })]);
    const at = (tS: number, speed: number) => inside(tS, { speed });
    expect([w.pass(at(0, 12), 0), w.pass(at(0, 12), 2), w.pass(at(10, 12.5), 10), w.pass(at(20, 9.8), 20), w.pass(at(30, 9.4), 30)]).toEqual([
      [],
      [],
      ['speed_limit:1'],
      ['speed_limit:1'],
      [],
    ]);
    // One report over the limit between two under it is no finding.
    const once = watcher([zone(1, { speed_limit_kn: 10 })]);
    expect([once.pass(at(0, 9), 0), once.pass(at(10, 14), 10), once.pass(at(20, 9.9), 20), once.pass(at(30, 14), 30)]).toEqual([[], [], [], []]);
  });

  it('raises the anchoring ban for an anchored vessel inside', () => {
    const anchorage: Anchorage = { ...ORIGIN, sinceMs: 0, byStatus: true };
    const w = watcher([zone(1, { no_anchoring: true })], (mmsi) => (mmsi === MMSI ? anchorage : null));
    expect([w.pass(inside(0), 0), w.pass(outside(10), 10)]).toEqual([['no_anchoring:1'], []]);
  });

  it('a vessel without a new report keeps its findings, and one outside every zone stays out', () => {
    const anchorage: Anchorage = { ...ORIGIN, sinceMs: 0, byStatus: true };
    const w = watcher([zone(1, { no_anchoring: true, entry: true })], () => anchorage);
    const still = inside(0);
    expect([w.pass(still, 0), w.pass(still, 2), w.pass(still, 4)]).toEqual([['no_anchoring:1'], ['no_anchoring:1'], ['no_anchoring:1']]);
    const away = outside(0, { mmsi: '261000003' });
    const other = watcher([zone(1, { entry: true })]);
    expect([other.pass(away, 0), other.pass(away, 2), other.pass(inside(4, { mmsi: '261000003' }), 4)]).toEqual([[], [], ['entry:1']]);
  });

  it('counts only vessels of the zone\'s categories, and never distress devices', () => {
    const tankers = watcher([zone(1, { entry: true, speed_limit_kn: 5 }, { vessel_categories: ['Tanker'] })]);
    expect([tankers.pass(outside(0, { vessel_type: 70 }), 0), tankers.pass(inside(10, { vessel_type: 70, speed: 8 }), 10), tankers.pass(inside(20, { vessel_type: 70, speed: 8 }), 20)]).toEqual([[], [], []]);
    const tanker = watcher([zone(1, { entry: true }, { vessel_categories: ['Tanker'] })]);
    expect([tanker.pass(outside(0, { vessel_type: 84 }), 0), tanker.pass(inside(10, { vessel_type: 84 }), 10)]).toEqual([[], ['entry:1']]);
    const sart = watcher([zone(1, { entry: true })]);
    expect([sart.pass(outside(0, { target_kind: 'sart' }), 0), sart.pass(inside(10, { target_kind: 'sart' }), 10)]).toEqual([[], []]);
  });

  it('a zone drawn or reshaped around a vessel is no entry; a deleted zone ends its findings', () => {
    const w = watcher([]);
    w.pass(inside(0), 0);
    w.setZones([zone(1, { entry: true, exit: true })]);
    expect(w.pass(inside(10), 10)).toEqual([]);
    expect(w.pass(outside(20), 20)).toEqual(['exit:1']);
    w.setZones([zone(1, { entry: true, exit: true }, { polygon: [...zone(1, {}).polygon].reverse() })]);
    expect(w.pass(outside(30), 30)).toEqual([]);
    expect(w.pass(inside(40), 40)).toEqual(['entry:1']);
    w.setZones([]);
    expect(w.pass(inside(50), 50)).toEqual([]);
  });

  it('forgets a vessel that left the picture: back inside later is no entry', () => {
    const w = watcher([zone(1, { entry: true })]);
    expect([w.pass(outside(0), 0), w.pass(null, 10), w.pass(inside(20), 20)]).toEqual([[], [], []]);
  });
});
