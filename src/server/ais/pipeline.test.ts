import { describe, expect, it } from 'vitest';
import { checksumHex } from './checksum';
import type { AisMessage } from './messages';
import { AisPipeline, type AisReceipt } from './pipeline';
import { Reassembler } from './reassembler';
import { parseSentence } from './sentence';
import { VesselTracker } from './vesselTracker';

const TYPE5 = [
  '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C',
  '!AIVDM,2,2,1,A,88888888880,2*25',
];
const TYPE1 = '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A';

/** A sentence with a correct checksum. */
const line = (body: string): string => `!${body}*${checksumHex(body)}`;

function collect(options: ConstructorParameters<typeof AisPipeline>[0] = {}) {
  const pipeline = new AisPipeline(options);
  const got: { message: AisMessage; receipt: AisReceipt }[] = [];
  pipeline.onMessage((message, receipt) => got.push({ message, receipt }));
  return { pipeline, got };
}

describe('Reassembler', () => {
  it('joins fragments in order and keys them by channel and sequence id', () => {
    const r = new Reassembler();
    const [a, b] = TYPE5.map(parseSentence);
    const other = parseSentence(line('AIVDM,2,1,1,B,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0'));
    expect(r.push(a!)).toBeNull();
    expect(r.push(other)).toBeNull();
    expect(r.pendingCount).toBe(2);
    expect(r.push(b!)?.payload).toBe(`${a!.payload}${b!.payload}`);
    expect(r.pendingCount).toBe(1);
  });

  it('drops out-of-order and orphan fragments with a typed error', () => {
    const r = new Reassembler();
    const second = parseSentence(TYPE5[1]!);
    expect(() => r.push(second)).toThrow(/without its first part/);
    r.push(parseSentence(line('AIVDM,3,1,2,A,5,0')));
    expect(() => r.push(parseSentence(line('AIVDM,3,3,2,A,5,0')))).toThrow(/expected/);
    expect(r.pendingCount).toBe(0);
    expect(r.dropped).toBe(1);
  });

  it('bounds pending messages by count and age', () => {
    const clock = { ms: 0 };
    const r = new Reassembler({ maxPending: 3, timeoutMs: 1000, now: () => clock.ms });
    for (let i = 0; i < 10; i++) r.push(parseSentence(line(`AIVDM,2,1,${i},A,5,0`)));
    expect(r.pendingCount).toBe(3);
    expect(r.dropped).toBe(7);
    clock.ms = 1000;
    r.expire();
    expect(r.pendingCount).toBe(0);
    expect(r.dropped).toBe(10);
  });
});

describe('AisPipeline', () => {
  it('decodes single and multi-sentence messages', () => {
    const { pipeline, got } = collect({ now: () => 42 });
    pipeline.pushAll([TYPE1, ...TYPE5]);
    expect(got.map((g) => g.message.type)).toEqual([1, 5]);
    expect(got[1]?.message).toMatchObject({ shipName: 'EVER DIADEM', destination: 'NEW YORK', draughtM: 12.2 });
    expect(got[0]?.receipt).toEqual({ talker: 'AI', formatter: 'VDM', channel: 'A', receivedMs: 42 });
  });

  it('counts and skips broken input without throwing', () => {
    const { pipeline, got } = collect();
    const garbage = [
      '',
      'garbage',
      '$GPGLL,4916.45,N,12311.12,W,225444,A*31',
      TYPE1.replace('*4A', '*4B'),
      '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ',
      line('AIVDM,1,1,,A,1X,0'),
      line('AIVDM,1,1,,A,15RT,0'),
      // Type 40: no such message in ITU-R M.1371-5.
      line('AIVDM,1,1,,A,`B?n;be:cbapalgc;i6?Ow4,2'),
      TYPE5[1]!,
      '\\garbage',
      '!'.repeat(10_000),
      TYPE1,
    ];
    expect(() => pipeline.pushAll(garbage)).not.toThrow();
    expect(got).toHaveLength(1);
    const stats = pipeline.stats();
    expect(stats.lines).toBe(garbage.length);
    expect(stats.messages).toBe(1);
    expect(stats.errors).toMatchObject({ not_ais: 3, checksum: 1, length: 1, unsupported: 1, fragment: 1 });
    expect(stats.errors.format).toBe(4);
  });

  it('keeps memory bounded under a flood of first fragments', () => {
    const { pipeline } = collect({ maxPending: 16 });
    for (let i = 0; i < 5000; i++) pipeline.push(`\\s:src${i}*${checksumHex(`s:src${i}`)}\\${TYPE5[0]!}`);
    expect(pipeline.pendingFragments).toBe(16);
    expect(pipeline.stats().fragmentsDropped).toBe(5000 - 16);
  });

  it('reassembles per tag-block source and reports the source and time', () => {
    const { pipeline, got } = collect();
    const tag = (s: string, c: number) => {
      const body = `s:${s},c:${c}`;
      return `\\${body}*${checksumHex(body)}\\`;
    };
    pipeline.push(tag('one', 1000) + TYPE5[0]!);
    pipeline.push(tag('two', 2000) + TYPE5[0]!);
    pipeline.push(tag('two', 2001) + TYPE5[1]!);
    pipeline.push(tag('one', 1001) + TYPE5[1]!);
    expect(got.map((g) => [g.receipt.source, g.receipt.receivedMs])).toEqual([
      ['two', 2_000_000],
      ['one', 1_000_000],
    ]);
  });

  it('isolates a throwing listener', () => {
    const pipeline = new AisPipeline();
    pipeline.onMessage(() => {
      throw new Error('boom');
    });
    expect(() => pipeline.push(TYPE1)).not.toThrow();
    expect(pipeline.stats().listenerErrors).toBe(1);
  });
});

describe('AisPipeline under random input', () => {
  /** A small deterministic PRNG (mulberry32) so failures reproduce. */
  const random = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  it('never throws on random bytes or on valid sentences with random payloads', () => {
    const rnd = random(42);
    const armoured = '0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVW`abcdefghijklmnopqrstuvw';
    const { pipeline, got } = collect({ maxPending: 8 });
    const tracker = new VesselTracker();
    tracker.attach(pipeline);
    for (let i = 0; i < 5000; i++) {
      const length = Math.floor(rnd() * 120);
      let junk = '';
      for (let j = 0; j < length; j++) junk += String.fromCharCode(Math.floor(rnd() * 256));
      let payload = '';
      for (let j = 0; j < Math.floor(rnd() * 90) + 1; j++) payload += armoured[Math.floor(rnd() * armoured.length)] ?? '0';
      const total = 1 + Math.floor(rnd() * 3);
      const index = 1 + Math.floor(rnd() * total);
      const body = `AIVDM,${total},${index},${total > 1 ? Math.floor(rnd() * 10) : ''},A,${payload},${Math.floor(rnd() * 6)}`;
      expect(() => pipeline.push(junk)).not.toThrow();
      expect(() => pipeline.push(line(body))).not.toThrow();
    }
    const stats = pipeline.stats();
    expect(stats.lines).toBe(10_000);
    expect(stats.messages).toBe(got.length);
    expect(stats.messages).toBeGreaterThan(0);
    expect(pipeline.pendingFragments).toBeLessThanOrEqual(8);
    // The tracker took every decoded message without an error.
    expect(stats.listenerErrors).toBe(0);
    for (const vessel of tracker.list()) {
      expect(vessel.latitude === null || Math.abs(vessel.latitude) <= 90).toBe(true);
      expect(vessel.longitude === null || Math.abs(vessel.longitude) <= 180).toBe(true);
    }
    // 10,000 lines through the tracker and its integrity checks: seconds on a machine shared with other builds.
  }, 20_000);
});
