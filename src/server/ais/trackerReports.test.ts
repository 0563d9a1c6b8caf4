// What the tracker makes of the reports beyond vessel positions (docs/ais.md):
// the precision rule for long-range reports, distress devices and SAR
// aircraft, AtoN off-position and monitoring data, safety messages and
// met/hydro stations, and the events raised on the first report. Real
// sentences from the shared corpus where it has them; encoded ones otherwise.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedDataFile } from '../testing/sharedData';
import type { AisEvent } from './aisEvents';
import { encodeToSentences } from './encoder';
import type { AidToNavigationReport, BroadcastSafety, ClassAPosition, LongRangePosition } from './messages';
import { AisPipeline, type AisReceipt } from './pipeline';
import { VesselTracker } from './vesselTracker';

const T0 = Date.UTC(2026, 0, 1, 12);
const receipt = (ms = T0): AisReceipt => ({ talker: 'AI', formatter: 'VDM', channel: 'A', receivedMs: ms });

const classA = (mmsi: number, over: Partial<ClassAPosition> = {}): ClassAPosition => ({
  type: 1,
  repeat: 0,
  mmsi,
  navStatus: 0,
  turnRaw: 0,
  speedKn: 10,
  accuracy: true,
  lonDeg: 18.6,
  latDeg: 54.5,
  courseDeg: 90,
  headingDeg: 90,
  second: 0,
  maneuver: 0,
  raim: false,
  radio: 0,
  ...over,
});

const longRange = (mmsi: number, over: Partial<LongRangePosition> = {}): LongRangePosition => ({
  type: 27,
  repeat: 0,
  mmsi,
  accuracy: false,
  raim: false,
  navStatus: 0,
  lonDeg: 18.7,
  latDeg: 54.6,
  speedKn: 9,
  courseDeg: 95,
  gnss: false,
  ...over,
});

const aton = (mmsi: number, over: Partial<AidToNavigationReport> = {}): AidToNavigationReport => ({
  type: 21,
  repeat: 0,
  mmsi,
  aidType: 25,
  name: 'GD STARBOARD 3',
  accuracy: true,
  lonDeg: 18.6,
  latDeg: 54.4,
  raim: false,
  toBowM: 0,
  toSternM: 0,
  toPortM: 0,
  toStarboardM: 0,
  epfd: 1,
  second: 10,
  offPosition: false,
  regional: 0,
  virtualAid: false,
  assigned: false,
  ...over,
});

function setup(now = { ms: T0 }, blacklist = new Set<string>()) {
  const tracker = new VesselTracker({ now: () => now.ms, isBlacklisted: (m) => blacklist.has(m) });
  const events: AisEvent[] = [];
  tracker.onEvent((e) => events.push(e));
  const pipeline = new AisPipeline({ now: () => now.ms });
  tracker.attach(pipeline);
  return { tracker, events, pipeline, now, blacklist };
}

describe('long-range reports (27)', () => {
  it('never replace a class A/B position of the last 10 minutes', () => {
    const { tracker } = setup();
    tracker.handle(classA(261000001), receipt(T0));
    tracker.handle(longRange(261000001), receipt(T0 + 5 * 60_000));
    expect(tracker.vesselByMmsi('261000001')).toMatchObject({ latitude: 54.5, longitude: 18.6, speed: 10, course: 90, last_reported: new Date(T0).toISOString() });
    // Older than 10 minutes: the long-range report is the best there is.
    tracker.handle(longRange(261000001), receipt(T0 + 11 * 60_000));
    expect(tracker.vesselByMmsi('261000001')).toMatchObject({ latitude: 54.6, longitude: 18.7, speed: 9, course: 95 });
    // And a vessel heard only over long range is placed by it.
    tracker.handle(longRange(261000002), receipt(T0));
    expect(tracker.vesselByMmsi('261000002')?.latitude).toBe(54.6);
  });

  it('in the real class B and long-range log, the class B positions stand', () => {
    const file = sharedDataFile('ais', 'gpsd', 'daemon', 'ais-18-27.log');
    if (!file) return;
    const { tracker, pipeline } = setup();
    pipeline.pushAll(readFileSync(file, 'utf8').split('\n'));
    // 230994270 sends 18 then 27, three times (GPSD's ais-18-27.log.chk): the last 18 is at 36099538 / 14972260 (1/600000 degree), course 357.0.
    expect(tracker.vesselByMmsi('230994270')).toMatchObject({ latitude: 36099538 / 600000, longitude: 14972260 / 600000, course: 357 });
  });
});

describe('distress devices and SAR aircraft', () => {
  it('raise a distress event on the first positioned report of an AIS-SART, MOB or EPIRB, and when test turns active', () => {
    const { tracker, events } = setup();
    tracker.handle(classA(970012345, { navStatus: 14, speedKn: 0 }), receipt());
    tracker.handle(classA(970012345, { navStatus: 14, speedKn: 0 }), receipt(T0 + 60_000));
    tracker.handle(classA(972000001, { navStatus: 15 }), receipt());
    tracker.handle(classA(972000001, { navStatus: 14 }), receipt(T0 + 60_000));
    tracker.handle(classA(974000001, { navStatus: 14, latDeg: null, lonDeg: null }), receipt());
    tracker.handle(classA(974000001, { navStatus: 14 }), receipt(T0 + 60_000));
    expect(events.map((e) => (e.kind === 'distress' ? [e.device, e.vessel.mmsi, e.active] : e.kind))).toEqual([
      ['sart', '970012345', true],
      ['mob', '972000001', false],
      ['mob', '972000001', true],
      ['epirb', '974000001', true],
    ]);
    expect(tracker.vesselByMmsi('970012345')?.target_kind).toBe('sart');
    expect(tracker.vesselByMmsi('261000001')).toBeUndefined();
  });

  it('a vessel reporting navigation status 14 is flagged while it does; plain vessels carry no kind', () => {
    const { tracker, events } = setup();
    tracker.handle(classA(261000003), receipt());
    expect(tracker.vesselByMmsi('261000003')).not.toHaveProperty('target_kind');
    tracker.handle(classA(261000003, { navStatus: 14 }), receipt());
    expect(tracker.vesselByMmsi('261000003')?.target_kind).toBe('sart');
    expect(events).toHaveLength(1);
    tracker.handle(classA(261000003, { navStatus: 0 }), receipt());
    expect(tracker.vesselByMmsi('261000003')).not.toHaveProperty('target_kind');
  });

  it('raise nothing for a blacklisted MMSI', () => {
    const { tracker, events } = setup({ ms: T0 }, new Set(['970012345']));
    tracker.handle(classA(970012345, { navStatus: 14 }), receipt());
    expect(events).toEqual([]);
  });

  it('a SAR aircraft (message 9) reaches the stream but is not listed as a vessel nor weighed for conflicts', () => {
    const file = sharedDataFile('ais', 'gpsd', 'sample.aivdm');
    if (!file) return;
    const { tracker, pipeline } = setup();
    pipeline.pushAll(readFileSync(file, 'utf8').split('\n'));
    const aircraft = tracker.list().find((v) => v.mmsi === '111265591');
    // GPSD's sample.aivdm.js.chk: alt 15, lat 57.7784550, lon 11.8816000.
    expect(aircraft).toMatchObject({ target_kind: 'sar_aircraft', altitude: 15, latitude: 57.778455, longitude: 11.8816 });
    expect(tracker.list({ vesselsOnly: true }).some((v) => v.mmsi === '111265591')).toBe(false);
    expect(tracker.listHeard().some((e) => e.value.mmsi === '111265591')).toBe(false);
  });
});

describe('AIS atons', () => {
  it('keep the off-position and virtual flags and raise an event when off position changes', () => {
    const { tracker, events } = setup();
    tracker.handle(aton(992611001), receipt());
    tracker.handle(aton(992611001, { offPosition: true }), receipt(T0 + 1000));
    tracker.handle(aton(992611001, { offPosition: true }), receipt(T0 + 2000));
    tracker.handle(aton(992611001), receipt(T0 + 3000));
    expect(events.map((e) => (e.kind === 'aton_off_position' ? [e.aton.mmsi, e.offPosition] : e.kind))).toEqual([
      ['992611001', true],
      ['992611001', false],
    ]);
    // A fixed beacon, a virtual aid, or a time stamp over 59 cannot be off position.
    tracker.handle(aton(992611002, { aidType: 13, offPosition: true }), receipt());
    tracker.handle(aton(992611003, { virtualAid: true, offPosition: true }), receipt());
    tracker.handle(aton(992611004, { offPosition: true, second: 61 }), receipt());
    const byMmsi = new Map(tracker.listAtons().map((a) => [a.mmsi, a]));
    expect(byMmsi.get('992611002')).toMatchObject({ off_position: false, virtual_aid: false });
    expect(byMmsi.get('992611003')).toMatchObject({ off_position: false, virtual_aid: true, vid: 1 });
    expect(byMmsi.get('992611004')?.off_position).toBe(false);
    expect(events).toHaveLength(2);
  });

  it('carry the monitoring data their station sends (message 6, DAC 235, FI 10)', () => {
    const file = sharedDataFile('ais', 'gpsd', 'sample.aivdm');
    if (!file) return;
    const { tracker, pipeline } = setup();
    pipeline.pushAll(readFileSync(file, 'utf8').split('\n'));
    pipeline.pushAll(encodeToSentences(aton(992509976, { name: 'MONITORED' })));
    // GPSD's sample.aivdm.js.chk: ana_int 13.70, ana_ext1 0.05, racon 2 (operational), light 2 (off), alarm false.
    expect(tracker.listAtons().find((a) => a.mmsi === '992509976')?.monitoring).toMatchObject({
      supply_voltage: 13.7,
      external_voltage_1: 0.05,
      external_voltage_2: 0.05,
      racon: 'operational',
      light: 'off',
      alarm: false,
      off_position: false,
    });
  });
});

describe('safety messages and met/hydro stations', () => {
  it('log messages 12 and 14 with sender, destination and text, and raise an event for each new one', () => {
    const file = sharedDataFile('ais', 'gpsd', 'sample.aivdm');
    if (!file) return;
    const { tracker, pipeline, events } = setup();
    pipeline.pushAll(readFileSync(file, 'utf8').split('\n'));
    const log = tracker.safetyMessages.list();
    // GPSD's sample.aivdm.js.chk: 7 messages 12 and 3 messages 14.
    expect(log.filter((m) => m.addressed)).toHaveLength(7);
    expect(log.filter((m) => !m.addressed)).toHaveLength(3);
    expect(log).toContainEqual(
      expect.objectContaining({ mmsi: '002275200', destination_mmsi: '215724000', addressed: true, text: 'PLEASE REPORT TO JOBOURG TRAFFIC CHANNEL 13', count: 1 }),
    );
    expect(log).toContainEqual(expect.objectContaining({ mmsi: '311764000', destination_mmsi: null, addressed: false, text: 'TEST' }));
    expect(events.filter((e) => e.kind === 'safety_message')).toHaveLength(10);
  });

  it('count a repeated SART ACTIVE on one entry and name the sender a SART', () => {
    const { tracker, events } = setup();
    const sart: BroadcastSafety = { type: 14, repeat: 0, mmsi: 970012345, text: 'SART ACTIVE' };
    tracker.handle(sart, receipt(T0));
    tracker.handle(sart, receipt(T0 + 60_000));
    tracker.handle(sart, receipt(T0 + 11 * 60_000));
    expect(tracker.safetyMessages.list().map((m) => [m.text, m.sender_kind, m.count])).toEqual([
      ['SART ACTIVE', 'sart', 1],
      ['SART ACTIVE', 'sart', 2],
    ]);
    expect(events.filter((e) => e.kind === 'safety_message')).toHaveLength(2);
  });

  it('make weather stations of met/hydro data (message 8, DAC 1, FI 31)', () => {
    const file = sharedDataFile('ais', 'gpsd', 'sample.aivdm');
    if (!file) return;
    const { tracker, pipeline } = setup();
    pipeline.pushAll(readFileSync(file, 'utf8').split('\n'));
    const stations = new Map(tracker.metStations.list().map((s) => [s.name, s]));
    // GPSD's sample.aivdm.js.chk (992611190): lat 54.411183, lon 18.776667, 20T18:28Z, wspeed 17, wdir 132,
    // airtemp 1.4, pressure 1013, waterlevel 1538 raw (5.38 m), watertemp -0.1, seastate 15 (not available).
    expect(stations.get('ais_992611190')).toMatchObject({
      station_name: 'AIS 992611190',
      source: 'ais',
      mmsi: '992611190',
      av_wind_speed: 17,
      wind_direction: 132,
      wind_gust: null,
      air_temperature: 1.4,
      air_pressure: 1013,
      water_level: 5.38,
      water_temperature: -0.1,
      sea_state: null,
    });
    expect(stations.get('ais_992611190')?.latitude).toBeCloseTo(54.411183, 6);
    expect(stations.get('ais_992611190')?.datetime).toMatch(/^\d{4}-\d{2}-20T18:28:00\.000Z$/);
    // 992509977 reports every reading as not available.
    expect(stations.get('ais_992509977')).toMatchObject({ av_wind_speed: null, air_temperature: null, air_pressure: null, water_level: null });
  });
});
