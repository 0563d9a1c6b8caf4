import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTrainId, isVesselId, VESSEL_EXPIRY_MS, VESSEL_ID_LIMIT, VESSEL_ID_MIN, VESSEL_SWEEP_MS } from '../../protocol/vessels';
import type { AisMessage, ClassAPosition, StaticVoyageData } from './messages';
import type { AisReceipt } from './pipeline';
import { preferredId, VesselIdAllocator } from './vesselIds';
import { VesselTracker, type TrackerChange } from './vesselTracker';

const receipt = (ms = Date.UTC(2026, 0, 1)): AisReceipt => ({ talker: 'AI', formatter: 'VDM', channel: 'A', receivedMs: ms });

const position = (mmsi: number, over: Partial<ClassAPosition> = {}): ClassAPosition => ({
  type: 1,
  repeat: 0,
  mmsi,
  navStatus: 0,
  turnRaw: null,
  speedKn: 12.3,
  accuracy: true,
  lonDeg: 18.54,
  latDeg: 54.53,
  courseDeg: 90.1,
  headingDeg: 91,
  second: 10,
  maneuver: 0,
  raim: false,
  radio: 0,
  ...over,
});

const voyage = (mmsi: number, over: Partial<StaticVoyageData> = {}): StaticVoyageData => ({
  type: 5,
  repeat: 0,
  mmsi,
  aisVersion: 0,
  imo: 1234567,
  callsign: 'SPAB',
  shipName: 'DAR POMORZA',
  shipType: 70,
  toBowM: 100,
  toSternM: 20,
  toPortM: 10,
  toStarboardM: 12,
  epfd: 1,
  eta: { month: 0, day: 0, hour: 24, minute: 60 },
  draughtM: 7.5,
  destination: 'GDYNIA',
  dte: false,
  ...over,
});

function tracker(now = { ms: 0 }, blacklist = new Set<string>()) {
  const t = new VesselTracker({ now: () => now.ms, isBlacklisted: (m) => blacklist.has(m) });
  const changes: TrackerChange[] = [];
  t.onChange((c) => changes.push(c));
  return { t, now, changes, blacklist };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('VesselTracker', () => {
  it('merges position and static reports per MMSI into the spec fields', () => {
    const { t } = tracker();
    t.handle(position(261000001, { navStatus: 1 }), receipt());
    t.handle(voyage(261000001), receipt(Date.UTC(2026, 0, 1, 0, 1)));
    const [vessel] = t.list();
    expect(vessel).toEqual({
      id: preferredId(261000001),
      mmsi: '261000001',
      name: 'DAR POMORZA',
      vessel_type: 70,
      latitude: 54.53,
      longitude: 18.54,
      speed: 12.3,
      course: 90.1,
      heading: 91,
      nav_status: 'AtAnchor',
      draught: 7.5,
      to_bow: 100,
      to_stern: 20,
      to_port: 10,
      to_starboard: 12,
      last_reported: '2026-01-01T00:01:00.000Z',
    });
    expect(Object.keys(vessel ?? {}).sort()).toEqual(
      [
        'id',
        'mmsi',
        'name',
        'vessel_type',
        'latitude',
        'longitude',
        'speed',
        'course',
        'heading',
        'nav_status',
        'draught',
        'to_bow',
        'to_stern',
        'to_port',
        'to_starboard',
        'last_reported',
      ].sort(),
    );
  });

  it('names the special nav statuses as the spec spells them', () => {
    const { t } = tracker();
    const expected = ['NotUnderCommand', 'RestrictedManouverability', 'ConstrainedByDraught', 'EngagedInFishing', 'Moored', 'NotDefined'];
    [2, 3, 4, 7, 5, 15].forEach((status, i) => t.handle(position(261000010 + i, { navStatus: status }), receipt()));
    expect(t.list().map((v) => v.nav_status)).toEqual(expected);
  });

  it('keeps vessels without a position but flags them, and maps missing values to null', () => {
    const { t, changes } = tracker();
    t.handle(voyage(261000002, { toBowM: 0, toSternM: 0, toPortM: 0, toStarboardM: 0, draughtM: null, shipType: 0 }), receipt());
    expect(t.list()).toHaveLength(1);
    expect(t.list({ positionedOnly: true })).toHaveLength(0);
    expect(changes[0]).toMatchObject({ kind: 'vessel', positioned: false });
    const [v] = t.list();
    expect([v?.to_bow, v?.to_starboard, v?.draught, v?.vessel_type, v?.latitude]).toEqual([null, null, null, null, null]);
    t.handle(position(261000002, { speedKn: null, courseDeg: null, headingDeg: null }), receipt());
    expect(changes[1]).toMatchObject({ kind: 'vessel', positioned: true, vessel: { speed: null, course: null, heading: null } });
  });

  it('keeps the last known position when a report has none', () => {
    const { t } = tracker();
    t.handle(position(261000003), receipt());
    t.handle(position(261000003, { latDeg: null, lonDeg: null, speedKn: 1 }), receipt());
    expect(t.list()[0]).toMatchObject({ latitude: 54.53, longitude: 18.54, speed: 1 });
  });

  it('applies the blacklist to list, changesSince and listeners, and reads it live', () => {
    const { t, changes, blacklist } = tracker();
    blacklist.add('261000004');
    t.handle(position(261000004), receipt());
    t.handle(position(261000005), receipt());
    expect(t.list().map((v) => v.mmsi)).toEqual(['261000005']);
    expect(t.changesSince(0).vessels.map((c) => c.vessel.mmsi)).toEqual(['261000005']);
    expect(changes.map((c) => (c.kind === 'vessel' ? c.vessel.mmsi : ''))).toEqual(['261000005']);
    blacklist.delete('261000004');
    expect(t.list()).toHaveLength(2);
  });

  it('reports only what changed since a version', () => {
    const { t } = tracker();
    t.handle(position(261000006), receipt());
    const first = t.changesSince(0);
    t.handle(position(261000007), receipt());
    const second = t.changesSince(first.version);
    expect(second.vessels.map((c) => c.vessel.mmsi)).toEqual(['261000007']);
    expect(t.changesSince(second.version).vessels).toEqual([]);
  });

  it('expires vessels and atons not heard for 10 minutes, keeping their ids for a return', () => {
    const { t, now, changes } = tracker();
    t.handle(position(261000008), receipt());
    const id = t.list()[0]?.id;
    now.ms = VESSEL_EXPIRY_MS - 1;
    t.sweep();
    expect(t.vesselCount).toBe(1);
    now.ms = VESSEL_EXPIRY_MS;
    t.sweep();
    expect(t.vesselCount).toBe(0);
    expect(changes.at(-1)).toEqual({ kind: 'removed', what: 'vessel', id, mmsi: '261000008' });
    t.handle(position(261000008), receipt());
    expect(t.list()[0]?.id).toBe(id);
  });

  it('sweeps on its own every 5 minutes once started, until stopped', () => {
    vi.useFakeTimers();
    const t = new VesselTracker();
    t.start();
    t.handle(position(261000011), receipt());
    vi.advanceTimersByTime(VESSEL_SWEEP_MS);
    expect(t.vesselCount).toBe(1);
    vi.advanceTimersByTime(VESSEL_SWEEP_MS);
    expect(t.vesselCount).toBe(0);
    t.handle(position(261000011), receipt());
    t.stop();
    vi.advanceTimersByTime(4 * VESSEL_SWEEP_MS);
    expect(t.vesselCount).toBe(1);
  });

  it('turns type 21 reports into atons in their own map', () => {
    const { t, changes } = tracker();
    const aton: AisMessage = {
      type: 21,
      repeat: 0,
      mmsi: 992611001,
      aidType: 24,
      name: 'GDYNIA PORT',
      accuracy: true,
      lonDeg: 18.56,
      latDeg: 54.52,
      raim: false,
      toBowM: 0,
      toSternM: 0,
      toPortM: 0,
      toStarboardM: 0,
      epfd: 7,
      second: 1,
      offPosition: false,
      regional: 0,
      virtualAid: true,
      assigned: false,
    };
    t.handle(aton, receipt());
    expect(t.vesselCount).toBe(0);
    expect(t.listAtons()).toEqual([
      {
        id: preferredId(992611001),
        name: 'GDYNIA PORT',
        mmsi: '992611001',
        vid: 1,
        aid_type: 24,
        latitude: 54.52,
        longitude: 18.56,
        active: true,
        integrated: true,
        last_reported: '2026-01-01T00:00:00.000Z',
        off_position: false,
        virtual_aid: true,
      },
    ]);
    expect(changes[0]?.kind).toBe('aton');
  });

  it('bounds the number of tracked vessels', () => {
    const t = new VesselTracker({ maxObjects: 2 });
    for (let i = 0; i < 5; i++) t.handle(position(261000100 + i), receipt());
    expect(t.vesselCount).toBe(2);
    expect(t.counters.ignoredFull).toBe(3);
  });

  it('survives a throwing listener', () => {
    const { t } = tracker();
    t.onChange(() => {
      throw new Error('boom');
    });
    expect(() => t.handle(position(261000009), receipt())).not.toThrow();
    expect(t.counters.listenerErrors).toBe(1);
  });
});

describe('VesselIdAllocator', () => {
  it('gives stable ids in the vessel range, disjoint from train ids', () => {
    const ids = new VesselIdAllocator();
    for (const mmsi of [1, 261000000, 999999999, 111265591, 2470052]) {
      const id = ids.idFor(mmsi);
      expect(isVesselId(id)).toBe(true);
      expect(isTrainId(id)).toBe(false);
      expect(id).toBeGreaterThanOrEqual(VESSEL_ID_MIN);
      expect(id).toBeLessThan(VESSEL_ID_LIMIT);
      expect(ids.idFor(mmsi)).toBe(id);
      expect(new VesselIdAllocator().idFor(mmsi)).toBe(id);
    }
  });

  it('resolves collisions deterministically: the first MMSI keeps its slot, the next takes the following id', () => {
    // Find two MMSIs with the same preferred id.
    const seen = new Map<number, number>();
    let pair: [number, number] | null = null;
    for (let mmsi = 200_000_000; !pair; mmsi++) {
      const id = preferredId(mmsi);
      const other = seen.get(id);
      if (other !== undefined) pair = [other, mmsi];
      else seen.set(id, mmsi);
    }
    const [a, b] = pair;
    const ids = new VesselIdAllocator();
    const idA = ids.idFor(a);
    const idB = ids.idFor(b);
    expect(idA).toBe(preferredId(a));
    expect(idB).toBe(idA + 1 >= VESSEL_ID_LIMIT ? VESSEL_ID_MIN : idA + 1);
  });

  it('forgets the least recently released assignments beyond its bound', () => {
    const ids = new VesselIdAllocator(2);
    for (const mmsi of [1, 2, 3]) {
      ids.idFor(mmsi);
      ids.release(mmsi);
    }
    expect(ids.size).toBe(2);
    expect(ids.peek(1)).toBeUndefined();
  });
});
