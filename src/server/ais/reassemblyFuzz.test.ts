// Fuzz: static reports of many vessels (types 5 and 24) split into fragments
// at random points, interleaved across channels, sequence ids and tag-block
// groups, with fragments broken at random (bad checksums, cut lines, broken
// headers, flipped characters) and valid-looking stray fragments in between.
// No vessel may ever get another vessel's name or dimensions. (Fragments of
// two messages under one key at once, or a fragment lost without a trace,
// cannot be told apart by any receiver and are not generated.)
import { describe, expect, it } from 'vitest';
import type { Vessel } from '../../protocol/vessels';
import { checksumHex } from './checksum';
import { encodeAis, type EncodableMessage } from './encoder';
import { AisPipeline } from './pipeline';
import { VesselTracker } from './vesselTracker';

/** mulberry32: failures reproduce from the seed. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const VESSELS = 80;
const ARMOURED = '0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVW`abcdefghijklmnopqrstuvw';

interface Truth {
  name: string;
  dims: string;
}

function staticMessages(i: number): EncodableMessage[] {
  const mmsi = 261_100_000 + i;
  const dims = { toBowM: 50 + i, toSternM: 5 + (i % 40), toPortM: 3 + (i % 20), toStarboardM: 4 + (i % 17) };
  const shipName = `FUZZ VESSEL ${String(i).padStart(3, '0')}`;
  if (i % 2 === 0) {
    return [
      {
        type: 5,
        repeat: 0,
        mmsi,
        aisVersion: 0,
        imo: 9_000_000 + i,
        callsign: `SQ${i}`,
        shipName,
        shipType: 70,
        ...dims,
        epfd: 1,
        eta: { month: 0, day: 0, hour: 24, minute: 60 },
        draughtM: 6,
        destination: 'GDANSK',
        dte: false,
      },
    ];
  }
  return [
    { type: 24, part: 'A', repeat: 0, mmsi, shipName },
    { type: 24, part: 'B', repeat: 0, mmsi, shipType: 37, vendorId: 'FZZ', model: 1, serial: i, callsign: `SQ${i}`, ...dims, mothershipMmsi: null },
  ];
}

const dimsOf = (v: { to_bow: number | null; to_stern: number | null; to_port: number | null; to_starboard: number | null }): string =>
  `${v.to_bow}/${v.to_stern}/${v.to_port}/${v.to_starboard}`;

interface Flight {
  parts: string[];
  next: number;
  channel: string;
  sequence: string;
  group: number | null;
}

const line = (body: string, tags: string | null): string => `${tags === null ? '' : `\\${tags}*${checksumHex(tags)}\\`}!${body}*${checksumHex(body)}`;

function run(seed: number): { lines: number; checked: number; broken: number } {
  const rnd = random(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  const truth = new Map<string, Truth>();
  const byName = new Map<string, string>();
  const byDims = new Map<string, string>();
  const queue: EncodableMessage[] = [];
  for (let i = 0; i < VESSELS; i++) {
    const messages = staticMessages(i);
    const first = messages[0];
    if (!first) continue;
    const mmsi = String(first.mmsi).padStart(9, '0');
    const name = `FUZZ VESSEL ${String(i).padStart(3, '0')}`;
    const dims = `${50 + i}/${5 + (i % 40)}/${3 + (i % 20)}/${4 + (i % 17)}`;
    truth.set(mmsi, { name, dims });
    byName.set(name, mmsi);
    byDims.set(dims, mmsi);
    // Each vessel reports its static data several times.
    for (let k = 0; k < 6; k++) queue.push(...messages);
  }
  for (let i = queue.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [queue[i], queue[j]] = [queue[j] as EncodableMessage, queue[i] as EncodableMessage];
  }

  const pipeline = new AisPipeline({ maxPending: 64 });
  const tracker = new VesselTracker();
  tracker.attach(pipeline);
  let checked = 0;
  const offences: string[] = [];
  const check = (v: Vessel) => {
    checked++;
    const nameOwner = byName.get(v.name);
    if (nameOwner !== undefined && nameOwner !== v.mmsi) offences.push(`${v.mmsi} got the name of ${nameOwner}`);
    const dimsOwner = byDims.get(dimsOf(v));
    if (dimsOwner !== undefined && dimsOwner !== v.mmsi) offences.push(`${v.mmsi} got the dimensions of ${dimsOwner}`);
  };
  tracker.onChange((change) => {
    if (change.kind === 'vessel') check(change.vessel);
  });

  const flights: Flight[] = [];
  let lines = 0;
  let broken = 0;
  let groupId = 1;
  const nextSequence: Record<string, number> = {};
  const keyOf = (f: Pick<Flight, 'channel' | 'sequence' | 'group'>) => (f.group === null ? `${f.channel}${f.sequence}` : `g${f.group}`);
  const push = (text: string) => {
    lines++;
    pipeline.push(text);
  };
  while (queue.length > 0 || flights.length > 0) {
    // Start a message: split at random points into 2..4 fragments, under a key no message in flight has.
    if (queue.length > 0 && (flights.length === 0 || (flights.length < 4 && rnd() < 0.5))) {
      const message = queue.pop();
      if (!message) continue;
      const { payload, fillBits } = encodeAis(message);
      const count = rnd() < 0.7 ? 2 : 3 + Math.floor(rnd() * 2);
      const cuts = [...new Set(Array.from({ length: count - 1 }, () => 1 + Math.floor(rnd() * (payload.length - 1))))].sort((a, b) => a - b);
      const parts = [0, ...cuts, payload.length].slice(1).map((end, k, ends) => payload.slice(k === 0 ? 0 : ends[k - 1], end));
      // Sequence ids in turn per channel, as transmitters give them (so keys recur), skipping those in flight.
      let flight: Flight;
      do {
        const channel = rnd() < 0.8 ? 'A' : 'B';
        const sequence = String((nextSequence[channel] = ((nextSequence[channel] ?? 0) + 1) % 10));
        flight = { parts, next: 0, channel, sequence, group: rnd() < 0.3 ? groupId++ : null };
      } while (flights.some((f) => keyOf(f) === keyOf(flight)));
      (flight as Flight & { fill: number }).fill = fillBits;
      flights.push(flight);
    }
    // Now and then a stray fragment with a good checksum (a later part, or a first part under a free key).
    if (rnd() < 0.05) {
      const stray = Array.from({ length: 1 + Math.floor(rnd() * 40) }, () => pick([...ARMOURED])).join('');
      const index = 1 + Math.floor(rnd() * 2);
      const channel = pick(['A', 'B']);
      const sequence = String(Math.floor(rnd() * 10));
      if (index > 1 || !flights.some((f) => f.group === null && keyOf(f) === `${channel}${sequence}`)) {
        push(line(`AIVDM,2,${index},${sequence},${channel},${stray},0`, null));
      }
    }
    // Send the next fragment of a message in flight, whole or broken.
    const flight = pick(flights);
    const total = flight.parts.length;
    const index = flight.next + 1;
    const fill = index === total ? (flight as Flight & { fill: number }).fill : 0;
    const body = `AIVDM,${total},${index},${flight.sequence},${flight.channel},${flight.parts[flight.next] ?? ''},${fill}`;
    const tags = flight.group === null ? (rnd() < 0.3 && index === 1 ? 's:fuzz' : null) : `g:${index}-${total}-${flight.group}${index === 1 ? ',s:fuzz' : ''}`;
    let text = line(body, tags);
    const damage = rnd();
    if (damage < 0.1) text = text.replace(/\*[0-9A-F]{2}$/, (m) => (m === '*00' ? '*01' : '*00'));
    else if (damage < 0.13) text = text.slice(0, Math.floor(rnd() * text.length));
    else if (damage < 0.15) text = text.replace('VDM', 'V?M');
    else if (damage < 0.2) {
      const at = text.lastIndexOf(',', text.lastIndexOf(',') - 1) - 3;
      text = at > 0 ? text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1) : text;
    }
    if (text !== line(body, tags)) broken++;
    push(text);
    flight.next++;
    if (flight.next >= total) flights.splice(flights.indexOf(flight), 1);
  }
  expect(offences.slice(0, 10)).toEqual([]);
  // Enough came through whole for the check to mean something.
  for (const [mmsi, t] of truth) {
    const v = tracker.vesselByMmsi(mmsi);
    if (v?.name === t.name && dimsOf(v) === t.dims) checked++;
  }
  return { lines, checked, broken };
}

describe('reassembly under random fragments, broken lines and interleaved groups', () => {
  it('never gives a vessel another vessel’s name or dimensions', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { lines, checked, broken } = run(seed);
      expect(lines).toBeGreaterThan(1000);
      expect(broken).toBeGreaterThan(50);
      expect(checked).toBeGreaterThan(100);
    }
  }, 30_000);
});
