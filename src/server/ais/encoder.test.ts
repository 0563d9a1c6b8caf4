import { describe, expect, it } from 'vitest';
import { decodeAis } from './decoder';
import { AisEncoder, encodeAis, encodeToSentences, MAX_SENTENCE_PAYLOAD, toSentences, type EncodableMessage } from './encoder';
import type { AisMessage } from './messages';
import { AisPipeline } from './pipeline';
import { parseSentence } from './sentence';

const classA: EncodableMessage = {
  type: 1,
  repeat: 0,
  mmsi: 261123456,
  navStatus: 7,
  turnRaw: -5,
  speedKn: 11.7,
  accuracy: true,
  lonDeg: 18.5456783,
  latDeg: 54.5312345,
  courseDeg: 271.3,
  headingDeg: 270,
  second: 42,
  maneuver: 0,
  raim: true,
  radio: 12345,
};

const voyage: EncodableMessage = {
  type: 5,
  repeat: 0,
  mmsi: 261123456,
  aisVersion: 2,
  imo: 9134270,
  callsign: 'SPQR1',
  shipName: 'STENA SPIRIT',
  shipType: 60,
  toBowM: 150,
  toSternM: 25,
  toPortM: 14,
  toStarboardM: 14,
  epfd: 1,
  eta: { month: 5, day: 15, hour: 14, minute: 30 },
  draughtM: 6.4,
  destination: 'GDYNIA',
  dte: false,
};

const classB: EncodableMessage = {
  type: 18,
  repeat: 0,
  mmsi: 261000777,
  reserved: 0,
  speedKn: null,
  accuracy: false,
  lonDeg: null,
  latDeg: null,
  courseDeg: null,
  headingDeg: null,
  second: 60,
  regional: 0,
  cs: true,
  display: false,
  dsc: true,
  band: true,
  msg22: true,
  assigned: false,
  raim: false,
  radio: 917510,
};

const aton: EncodableMessage = {
  type: 21,
  repeat: 0,
  mmsi: 992611001,
  aidType: 20,
  name: 'GDYNIA NORTH CARDINAL MARK',
  accuracy: true,
  lonDeg: -122.6985917,
  latDeg: 47.9206183,
  raim: false,
  toBowM: 5,
  toSternM: 5,
  toPortM: 5,
  toStarboardM: 5,
  epfd: 1,
  second: 50,
  offPosition: false,
  regional: 0,
  virtualAid: true,
  assigned: false,
};

const partA: EncodableMessage = { type: 24, repeat: 0, mmsi: 261000777, part: 'A', shipName: 'ZEFIR' };
const partB: EncodableMessage = {
  type: 24,
  repeat: 0,
  mmsi: 261000777,
  part: 'B',
  shipType: 37,
  vendorId: 'SRT',
  model: 1,
  serial: 852673,
  callsign: 'SQ1234',
  toBowM: 8,
  toSternM: 4,
  toPortM: 2,
  toStarboardM: 2,
  mothershipMmsi: null,
};
const auxiliary: EncodableMessage = { ...partB, mmsi: 981234567, toBowM: 0, toSternM: 0, toPortM: 0, toStarboardM: 0, mothershipMmsi: 261000777 };

/** Rounds positions as the wire does (1/600000 degree) so decoded values compare exactly. */
const onWire = (m: EncodableMessage): EncodableMessage => {
  const out = { ...m } as Record<string, unknown>;
  for (const key of ['lonDeg', 'latDeg'] as const) {
    const v = out[key];
    if (typeof v === 'number') out[key] = Math.round(v * 600000) / 600000;
  }
  return out as unknown as EncodableMessage;
};

describe('encodeAis / decodeAis round trip', () => {
  for (const message of [classA, voyage, classB, aton, partA, partB, auxiliary]) {
    const label = `type ${message.type}${message.type === 24 ? ` part ${message.part}` : ''} (${message.mmsi})`;
    it(`round-trips ${label}`, () => {
      const { payload, fillBits } = encodeAis(message);
      expect(decodeAis(payload, fillBits)).toEqual(onWire(message));
    });
  }

  it('produces the standard message lengths', () => {
    const bits = (m: EncodableMessage) => {
      const { payload, fillBits } = encodeAis(m);
      return payload.length * 6 - fillBits;
    };
    expect([bits(classA), bits(voyage), bits(classB), bits(partA), bits(partB)]).toEqual([168, 424, 168, 168, 168]);
    expect(bits({ ...aton, type: 21, name: 'SHORT' } as EncodableMessage)).toBe(272);
    expect(bits(aton)).toBe(272 + 6 * 6);
  });

  it('clamps values to their fields', () => {
    const decoded = decodeAis(encodeAis({ ...classA, type: 1, speedKn: 500, courseDeg: -10, headingDeg: 725 } as EncodableMessage).payload);
    expect(decoded).toMatchObject({ speedKn: 102.2, courseDeg: 350, headingDeg: 5 });
  });

  it('rejects an MMSI that does not fit', () => {
    expect(() => encodeAis({ ...classA, mmsi: 1e10 } as EncodableMessage)).toThrow(/MMSI/);
  });
});

describe('toSentences', () => {
  it('splits long payloads into numbered sentences with checksums and the fill bits last', () => {
    const sentences = encodeToSentences(voyage, { sequenceId: 3, channel: 'B' });
    expect(sentences).toHaveLength(2);
    const parsed = sentences.map(parseSentence);
    expect(parsed.map((s) => [s.total, s.index, s.sequenceId, s.channel, s.fillBits])).toEqual([
      [2, 1, '3', 'B', 0],
      [2, 2, '3', 'B', 2],
    ]);
    expect(parsed[0]?.payload.length).toBe(MAX_SENTENCE_PAYLOAD);
    for (const s of sentences) expect(s.length).toBeLessThanOrEqual(82);
  });

  it('writes a tag block when asked', () => {
    const [sentence] = encodeToSentences(classA, { tagBlock: { source: 'sim', timeMs: 1_700_000_000_000 } });
    expect(parseSentence(sentence ?? '').tagBlock).toMatchObject({ source: 'sim', timeMs: 1_700_000_000_000 });
  });

  it('goes through the whole pipeline back to the same messages', () => {
    const pipeline = new AisPipeline();
    const got: AisMessage[] = [];
    pipeline.onMessage((m) => got.push(m));
    const all = [classA, voyage, classB, aton, partA, partB];
    all.forEach((m, i) => pipeline.pushAll(encodeToSentences(m, { sequenceId: i })));
    expect(got).toEqual(all.map(onWire));
    expect(pipeline.stats().errors).toMatchObject({ format: 0, checksum: 0, fragment: 0 });
  });

  it('rejects a bad talker', () => {
    expect(() => toSentences('1', 0, { talker: 'XX' })).toThrow(/talker/);
  });
});

describe('AisEncoder', () => {
  it('cycles sequence ids 0..9 over multi-sentence messages only', () => {
    const encoder = new AisEncoder({ channel: 'B' });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      expect(encoder.encode(classA)).toHaveLength(1);
      const [first] = encoder.encode(voyage);
      ids.push(parseSentence(first ?? '').sequenceId);
    }
    expect(ids).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '1']);
    expect(parseSentence(encoder.encode(classA, { channel: 'A' })[0] ?? '').channel).toBe('A');
  });
});
