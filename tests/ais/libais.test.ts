// Peer test: libais's samples. typeexamples.nmea has one message per line
// (receiver metadata after the checksum) and typeexamples.json its decode,
// floats through 32 bits; tagblock.nmea has NMEA 4.0 tag blocks, including a
// two-fragment message split across tag groups, decoded in tagblock.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AisMessage } from '../../src/server/ais/messages';
import { SUPPORTED_TYPES } from '../../src/server/ais/messages';
import { AisPipeline, type AisReceipt } from '../../src/server/ais/pipeline';
import { sharedDataFile } from '../../src/server/testing/sharedData';
import { compareWithGpsd, type GpsdReport } from './gpsdCompare';

const supported = (type: number): boolean => (SUPPORTED_TYPES as readonly number[]).includes(type);

/** libais fields we do not decode (communication state, spares) or check separately. */
const LIBAIS_ONLY = new Set([
  'spare',
  'spare2',
  'slot_number',
  'slot_timeout',
  'slot_offset',
  'slot_increment',
  'slots_to_allocate',
  'sync_state',
  'transmission_ctl',
  'keep_flag',
  'received_stations',
  'commstate_cs_fill',
  'mode',
  'unit',
  'alt_sensor',
  'part_num',
  'timestamp',
  'utc_hour',
  'utc_min',
  'utc_spare',
]);

/**
 * Where libais differs from the ITU layout and GPSD (the primary oracle), we
 * bring libais's value to GPSD's convention before comparing:
 * - its six-bit table has '-' for 31 and '`' for 39 (ITU and GPSD: '_' and "'");
 * - it divides the type 9 speed by 10 (ITU and GPSD: whole knots);
 * - it reports type 27's bit 94 inverted as 'gnss' (GPSD: the raw bit).
 */
function toGpsdConvention(report: GpsdReport, message: AisMessage): GpsdReport {
  const out: GpsdReport = { ...report, scaled: true };
  const text = (value: unknown, ours: string): unknown => {
    const normalised = ours.replace(/_/g, '-').replace(/'/g, '`');
    return value === normalised ? ours : value;
  };
  if (message.type === 21 && typeof report.name === 'string') out.name = text(report.name, message.name);
  if (message.type === 5 || message.type === 19 || (message.type === 24 && message.part === 'A')) {
    if (typeof report.shipname === 'string') out.shipname = text(report.shipname, message.shipName);
  }
  if (report.type === 9 && typeof report.speed === 'number') out.speed = Math.round(report.speed * 10);
  if (report.type === 27 && typeof report.gnss === 'boolean') out.gnss = !report.gnss;
  return out;
}
const TAG_FIELDS = ['tagblock_group', 'tagblock_T', 'tagblock_station', 'tagblock_timestamp', 'tagblock_q'];

const readJsonLines = (path: string): GpsdReport[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as GpsdReport);

function decodeLines(path: string): { message: AisMessage; receipt: AisReceipt }[] {
  const pipeline = new AisPipeline({ now: () => 0 });
  const out: { message: AisMessage; receipt: AisReceipt }[] = [];
  pipeline.onMessage((message, receipt) => out.push({ message, receipt }));
  pipeline.pushAll(readFileSync(path, 'utf8').split('\n'));
  return out;
}

describe('libais samples', () => {
  const nmea = sharedDataFile('ais', 'libais', 'typeexamples.nmea');
  const json = sharedDataFile('ais', 'libais', 'typeexamples.json');
  it.skipIf(!nmea || !json)('decodes every supported type of typeexamples like libais', () => {
    const expected = readJsonLines(json ?? '').filter((r) => supported(r.type));
    const ours = decodeLines(nmea ?? '');
    expect(ours.map((o) => o.message.type)).toEqual(expected.map((r) => r.type));
    const problems: string[] = [];
    expected.forEach((report, i) => {
      const decoded = ours[i];
      if (!decoded) return;
      const message = decoded.message;
      if (report.type === 4) {
        const ts = String(report.timestamp);
        const got = message.type === 4 ? `${message.year}-${message.month}-${message.day} ${message.hour}:${message.minute}:${message.second}` : '';
        const m = /^(\d+)-(\d+)-(\d+)T(\d+):(\d+):(\d+)Z$/.exec(ts);
        if (!m || got !== `${Number(m[1])}-${Number(m[2])}-${Number(m[3])} ${Number(m[4])}:${Number(m[5])}:${Number(m[6])}`) {
          problems.push(`type 4 timestamp: ${got} != ${ts}`);
        }
      }
      if (report.type === 24 && (message.type !== 24 || (message.part === 'A' ? 0 : 1) !== report.part_num)) {
        problems.push('type 24 part number differs');
      }
      const options = { ignore: LIBAIS_ONLY, floatTolerance: 1e-4 };
      for (const p of compareWithGpsd(toGpsdConvention(report, message), message, undefined, options)) problems.push(`#${i} type ${report.type}: ${p}`);
    });
    expect(problems).toEqual([]);
  });

  const tagNmea = sharedDataFile('ais', 'libais', 'tagblock.nmea');
  const tagJson = sharedDataFile('ais', 'libais', 'tagblock.json');
  it.skipIf(!tagNmea || !tagJson)('decodes tag-blocked sentences with their source and time', () => {
    const expected = readJsonLines(tagJson ?? '');
    const ours = decodeLines(tagNmea ?? '');
    // libais lists the messages in the order they were completed, as we do.
    expect(ours.map((o) => o.message.mmsi)).toEqual(expected.map((r) => r.mmsi));
    const problems: string[] = [];
    expected.forEach((report, i) => {
      const decoded = ours[i];
      if (!decoded) return;
      expect(decoded.receipt.source).toBe(report.tagblock_station);
      expect(decoded.receipt.receivedMs).toBe(Date.parse(String(report.tagblock_timestamp)));
      const options = { ignore: new Set([...LIBAIS_ONLY, ...TAG_FIELDS]), floatTolerance: 1e-4 };
      for (const p of compareWithGpsd(toGpsdConvention(report, decoded.message), decoded.message, undefined, options)) problems.push(`#${i}: ${p}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('libais test.aivdm (no expected output)', () => {
  const path = sharedDataFile('ais', 'libais', 'test.aivdm');
  it.skipIf(!path)('decodes messages of every supported type without sentence errors', () => {
    const pipeline = new AisPipeline();
    const types = new Set<number>();
    pipeline.onMessage((m) => types.add(m.type));
    pipeline.pushAll(readFileSync(path ?? '', 'utf8').split('\n'));
    const { errors, messages } = pipeline.stats();
    expect(messages).toBeGreaterThan(50);
    expect([...types].sort((a, b) => a - b)).toEqual([...SUPPORTED_TYPES].sort((a, b) => a - b));
    expect(errors).toMatchObject({ format: 0, checksum: 0, fragment: 0 });
    // Seven type 27 messages there are shorter than the 96 bits of the type: rejected as 'length'.
    expect(errors.length).toBe(7);
  });
});
