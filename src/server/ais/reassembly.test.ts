// Reassembly regressions: the NMEA 4.0 tag-block group keyed by group id and
// channel (not the source), and a broken fragment dropping its group. The
// real sentences are read from the shared corpus (../shared/data/ais); the
// encoded cases run everywhere.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedDataFile } from '../testing/sharedData';
import { checksumHex } from './checksum';
import { encodeAis, toSentences } from './encoder';
import type { AisMessage, StaticVoyageData } from './messages';
import { AisPipeline } from './pipeline';
import { VesselTracker } from './vesselTracker';

const voyage = (mmsi: number, shipName: string): StaticVoyageData => ({
  type: 5,
  repeat: 0,
  mmsi,
  aisVersion: 0,
  imo: 0,
  callsign: 'SP0000',
  shipName,
  shipType: 70,
  toBowM: 100,
  toSternM: 20,
  toPortM: 10,
  toStarboardM: 10,
  epfd: 1,
  eta: { month: 0, day: 0, hour: 24, minute: 60 },
  draughtM: 7,
  destination: 'GDYNIA',
  dte: false,
});

const tag = (body: string): string => `\\${body}*${checksumHex(body)}\\`;
/** The same sentence with a wrong checksum. */
const badChecksum = (sentence: string): string => sentence.replace(/\*([0-9A-F]{2})$/, (_, hex: string) => `*${((Number.parseInt(hex, 16) + 1) % 256).toString(16).toUpperCase().padStart(2, '0')}`);

function collect() {
  const pipeline = new AisPipeline();
  const got: AisMessage[] = [];
  pipeline.onMessage((m) => got.push(m));
  return { pipeline, got };
}

describe('tag-block groups', () => {
  it("reassembles pyais's two-part group where only the first fragment has s: (vessel 366989380)", () => {
    const file = sharedDataFile('ais', 'pyais', 'sample.ais');
    if (!file) return;
    const lines = readFileSync(file, 'utf8').split('\n');
    const group = lines.filter((l) => l.includes('g:1-2-27300') || l.includes('g:2-2-27300'));
    expect(group).toHaveLength(2);
    expect(group[0]).toContain('s:b003669710');
    expect(group[1]).not.toContain('s:');
    const pipeline = new AisPipeline();
    const tracker = new VesselTracker();
    tracker.attach(pipeline);
    pipeline.pushAll(lines);
    const vessel = tracker.vesselByMmsi('366989380');
    expect(vessel?.name).toBeTruthy();
    expect(vessel?.vessel_type).not.toBeNull();
    expect(pipeline.stats().errors.fragment).toBe(0);
  });

  it('keys a group by its id and channel: s: on the first fragment only, and two sources with their own groups', () => {
    const { payload, fillBits } = encodeAis(voyage(261000001, 'FIRST'));
    const [first, second] = toSentences(payload, fillBits, { sequenceId: 3 });
    const other = toSentences(encodeAis(voyage(261000002, 'SECOND')).payload, fillBits, { sequenceId: 3 });
    const { pipeline, got } = collect();
    pipeline.push(tag('g:1-2-501,s:alpha,c:1700000000') + first!);
    pipeline.push(tag('g:1-2-502,s:beta') + other[0]!);
    pipeline.push(tag('g:2-2-502') + other[1]!);
    pipeline.push(tag('g:2-2-501') + second!);
    expect(got.map((m) => (m.type === 5 ? [m.mmsi, m.shipName] : null))).toEqual([
      [261000002, 'SECOND'],
      [261000001, 'FIRST'],
    ]);
  });
});

describe('a broken fragment drops its group', () => {
  const [x1, x2] = toSentences(encodeAis(voyage(261000011, 'XRAY')).payload, 2, { sequenceId: 5 });
  const [y1, y2] = toSentences(encodeAis(voyage(261000012, 'YANKEE')).payload, 2, { sequenceId: 5 });

  it("so the next message's second fragment never completes it", () => {
    const { pipeline, got } = collect();
    // X's second fragment and Y's first arrive broken; Y's second fragment must not complete X.
    pipeline.pushAll([x1!, badChecksum(x2!), badChecksum(y1!), y2!]);
    expect(got).toEqual([]);
    expect(pipeline.pendingFragments).toBe(0);
    expect(pipeline.stats().errors.checksum).toBe(2);
    // Whole messages go through as before.
    pipeline.pushAll([x1!, x2!]);
    expect(got.map((m) => m.mmsi)).toEqual([261000011]);
  });

  it('with real type 5 sentences of two vessels (re-keyed to one sequence id, as transmitters in turn reuse them)', () => {
    const sample = sharedDataFile('ais', 'gpsd', 'sample.aivdm');
    const log = sharedDataFile('ais', 'gpsd', 'daemon', 'ais-nmea-type6-fid55.log');
    if (!sample || !log) return;
    const linesOf = (file: string) => readFileSync(file, 'utf8').split('\n');
    const after = (lines: string[], start: string) => lines.slice(lines.findIndex((l) => l.startsWith(start))).slice(0, 2);
    // EVER DIADEM (sample.aivdm, channel A, id 1) and another vessel's static data (the fid55 log, moved to channel A, id 1).
    const [ever1, ever2] = after(linesOf(sample), '!AIVDM,2,1,1,A,55?MbV02');
    const [other1, other2] = after(linesOf(log), '!AIVDM,2,1,2,B,55CTb`82').map((l) => {
      const body = l.slice(1, l.indexOf('*')).replace(/^AIVDM,2,(\d),2,B,/, 'AIVDM,2,$1,1,A,');
      return `!${body}*${checksumHex(body)}`;
    });
    const { pipeline, got } = collect();
    pipeline.pushAll([ever1!, badChecksum(ever2!), badChecksum(other1!), other2!]);
    expect(got).toEqual([]);
    pipeline.pushAll([other1!, other2!, ever1!, ever2!]);
    expect(got.map((m) => (m.type === 5 ? m.shipName : m.type))).toEqual([expect.any(String), 'EVER DIADEM']);
    expect(got[0]?.mmsi).not.toBe(got[1]?.mmsi);
  });

  it('a fragment cut short or with a broken header counts too', () => {
    const { pipeline, got } = collect();
    pipeline.pushAll([x1!, x2!.slice(0, 12), y2!]);
    pipeline.pushAll([x1!, x2!.replace('AIVDM', 'AIVXM'), y2!]);
    expect(got).toEqual([]);
  });

  it('with a readable tag block, only its group (or source) is dropped', () => {
    const { pipeline, got } = collect();
    const [z1, z2] = toSentences(encodeAis(voyage(261000012, 'YANKEE')).payload, 2, { sequenceId: 6 });
    pipeline.push(tag('g:1-2-7') + x1!);
    pipeline.push(tag('g:1-2-8') + z1!);
    pipeline.push(tag('g:2-2-7') + badChecksum(x2!));
    pipeline.push(tag('g:2-2-8') + z2!);
    // The group of the broken fragment is gone: its good copy is an orphan.
    pipeline.push(tag('g:2-2-7') + x2!);
    expect(got.map((m) => m.mmsi)).toEqual([261000012]);
  });
});
