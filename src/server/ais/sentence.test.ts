import { describe, expect, it } from 'vitest';
import { checksumHex, checksumMatches } from './checksum';
import { AisError } from './errors';
import { parseSentence } from './sentence';
import { BitReader, BitWriter, dearmour } from './sixbit';
import { formatTagBlock, parseTagBlock } from './tagBlock';

const kindOf = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof AisError ? error.kind : 'other';
  }
};

describe('checksum', () => {
  it('is the XOR of the body in two upper-case hex digits', () => {
    expect(checksumHex('AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0')).toBe('4A');
    expect(checksumMatches('AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0', '4a')).toBe(true);
    expect(checksumMatches('x', 'zz')).toBe(false);
  });
});

describe('parseSentence', () => {
  it('reads the fields of an AIVDM sentence', () => {
    expect(parseSentence('!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C\r\n')).toEqual({
      talker: 'AI',
      formatter: 'VDM',
      total: 2,
      index: 1,
      sequenceId: '1',
      channel: 'A',
      payload: '55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8',
      fillBits: 0,
    });
  });

  it('accepts other talkers, VDO and metadata after the checksum', () => {
    const body = 'BSVDO,1,1,,B,15RTgt0PAso;90TKcjM8h6g208CQ,0';
    expect(parseSentence(`!${body}*${checksumHex(body)},d-109,S2105,1325394060`)).toMatchObject({ talker: 'BS', formatter: 'VDO' });
  });

  it('rejects broken lines with typed errors', () => {
    expect(kindOf(() => parseSentence('$GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W*6A'))).toBe('not_ais');
    expect(kindOf(() => parseSentence('# a comment'))).toBe('not_ais');
    expect(kindOf(() => parseSentence(''))).toBe('not_ais');
    expect(kindOf(() => parseSentence('!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4B'))).toBe('checksum');
    expect(kindOf(() => parseSentence('!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0'))).toBe('format');
    const bad = (body: string) => kindOf(() => parseSentence(`!${body}*${checksumHex(body)}`));
    expect(bad('AIVDM,1,1,,A,15RT,0,extra')).toBe('format');
    expect(bad('AIVDM,1,2,,A,15RT,0')).toBe('format');
    expect(bad('AIVDM,1,1,,C,15RT,0')).toBe('format');
    expect(bad('AIVDM,1,1,,A,15RT,6')).toBe('format');
    expect(bad('AIVDM,1,1,,A,,0')).toBe('format');
    expect(kindOf(() => parseSentence(`!AIVDM,1,1,,A,${'1'.repeat(600)},0*00`))).toBe('format');
  });

  it('reads an NMEA 4.0 tag block before the sentence', () => {
    const line = '\\s:rORBCOMM104,q:u,c:1418172113,T:2014-12-10 00.41.53*55\\!AIVDM,1,1,,B,13F?Vv700<DJuLEtvep`iToV0<00,0*78';
    const sentence = parseSentence(line);
    expect(sentence.tagBlock?.source).toBe('rORBCOMM104');
    expect(sentence.tagBlock?.timeMs).toBe(1418172113000);
    expect(sentence.tagBlock?.fields.q).toBe('u');
  });

  it('rejects tag blocks with a bad checksum or no end', () => {
    expect(kindOf(() => parseSentence('\\s:x,c:1*00\\!AIVDM,1,1,,B,13F?Vv700<DJuLEtvep`iToV0<00,0*78'))).toBe('checksum');
    expect(kindOf(() => parseSentence('\\s:x,c:1*00!AIVDM,1,1,,B,13F?Vv700<DJuLEtvep`iToV0<00,0*78'))).toBe('format');
  });
});

describe('tag blocks', () => {
  it('round-trips source and time, with c: in seconds or milliseconds', () => {
    const written = formatTagBlock({ source: 'traxis', timeMs: 1_700_000_000_000 });
    const inner = written.slice(1, -1);
    expect(parseTagBlock(inner)).toMatchObject({ source: 'traxis', timeMs: 1_700_000_000_000 });
    const ms = 'c:1700000000123';
    expect(parseTagBlock(`${ms}*${checksumHex(ms)}`).timeMs).toBe(1_700_000_000_123);
    const group = 'g:1-2-1604,s:a';
    expect(parseTagBlock(`${group}*${checksumHex(group)}`).group).toEqual({ sentence: 1, total: 2, id: 1604 });
  });
});

describe('six-bit payloads', () => {
  it('maps armoured characters to 6-bit values', () => {
    expect(dearmour('0'.charCodeAt(0))).toBe(0);
    expect(dearmour('W'.charCodeAt(0))).toBe(39);
    expect(dearmour('`'.charCodeAt(0))).toBe(40);
    expect(dearmour('w'.charCodeAt(0))).toBe(63);
    expect(dearmour('X'.charCodeAt(0))).toBe(-1);
  });

  it('reads fields across characters, signed values and fill bits', () => {
    const w = new BitWriter().uint(5, 6).int(-3, 8).uint(123456789, 30).text('AB C', 6).bool(true);
    const { payload, fillBits } = w.toPayload();
    expect(payload.length * 6 - fillBits).toBe(w.length);
    const r = new BitReader(payload, fillBits);
    expect(r.length).toBe(w.length);
    expect(r.uint(0, 6)).toBe(5);
    expect(r.int(6, 8)).toBe(-3);
    expect(r.uint(14, 30)).toBe(123456789);
    expect(r.text(44, 6)).toBe('AB C');
    expect(r.bool(80)).toBe(true);
    expect(r.uint(81, 10)).toBe(0);
  });

  it('writes and reads every width from 1 to 32 bits at every alignment as a bit-by-bit reference does', () => {
    // The reference: the bits as a '0'/'1' string, armoured six at a time.
    const armoured = (bits: string): string => {
      const padded = bits.padEnd(Math.ceil(bits.length / 6) * 6, '0');
      let out = '';
      for (let i = 0; i < padded.length; i += 6) {
        const value = Number.parseInt(padded.slice(i, i + 6), 2);
        out += String.fromCharCode(value < 40 ? value + 48 : value + 56);
      }
      return out;
    };
    for (let width = 1; width <= 32; width++) {
      for (let offset = 0; offset < 6; offset++) {
        for (const value of [0, 1, 2 ** width - 1, Math.floor(2 ** width / 3), 2 ** (width - 1)]) {
          const w = new BitWriter().uint(0, offset).uint(value, width).uint(1, 1);
          const bits = '0'.repeat(offset) + value.toString(2).padStart(width, '0') + '1';
          const { payload, fillBits } = w.toPayload();
          expect(payload).toBe(armoured(bits));
          expect(fillBits).toBe((6 - (bits.length % 6)) % 6);
          const r = new BitReader(payload, fillBits);
          expect(r.uint(offset, width)).toBe(value);
          expect(r.int(offset, width)).toBe(value >= 2 ** (width - 1) ? value - 2 ** width : value);
          // A field running past the end reads its missing bits as 0.
          expect(r.uint(offset + 1, width + 8)).toBe(Number.parseInt((bits.slice(offset + 1) + '0'.repeat(width + 8)).slice(0, width + 8), 2));
        }
      }
    }
  });

  it('cuts text at the first @ and trims trailing spaces', () => {
    const r = new BitReader(new BitWriter().text('NAME  ', 8).toPayload().payload);
    expect(r.text(0, 8)).toBe('NAME');
    const s = new BitReader(new BitWriter().text('AB', 2).uint(0, 6).text('CD', 2).toPayload().payload);
    expect(s.text(0, 5)).toBe('AB');
  });

  it('rejects bad characters and fill bits', () => {
    expect(kindOf(() => new BitReader('1X'))).toBe('format');
    expect(kindOf(() => new BitReader('1', 6))).toBe('format');
  });
});
