// The vessel feed on a bus (another node reads the sources): the changed
// vessels go to the stream as soon as a bus message is decoded, stamped
// with the time the leader read the lines, at most one batch every batchMs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Vessel } from '../../protocol/vessels';
import { AisEncoder, readAisConfig } from '../ais';
import type { AisLineBus } from '../bus/cluster';
import { distanceNm } from './trafficGeometry';
import { VesselTraffic } from './vesselTraffic';
import { positionMessages, staticMessages, VesselFeed } from './vesselFeed';

/** A bus on which this node never leads: the test hands it the lines another node read. */
class FollowerBus implements AisLineBus {
  deliver: (lines: readonly string[], receivedMs: number) => void = () => undefined;
  readonly leading = false;
  /** What this node published (once it leads). */
  readonly published: string[] = [];
  publish(lines: readonly string[]): void {
    this.published.push(...lines);
  }
  async subscribe(onLines: (lines: readonly string[], receivedMs: number) => void): Promise<void> {
    this.deliver = onLines;
  }
  readonly onLead: ((leading: boolean) => void)[] = [];
  lead(onLead: (leading: boolean) => void): void {
    this.onLead.push(onLead);
  }
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

let feed: VesselFeed | null = null;
afterEach(async () => {
  await feed?.stop();
  feed = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('VesselFeed on a bus', () => {
  it('sends a bus message\'s vessels on the next turn, on the leader\'s clock, then waits batchMs before the next batch', async () => {
    const bus = new FollowerBus();
    const batches: { atMs: number; vessels: Vessel[] }[] = [];
    // No real source: the built-in traffic, which a follower steps but never reports.
    feed = new VesselFeed({ ais: readAisConfig({}), simVessels: 3, seed: 7, batchMs: 300, bus });
    await feed.start((vessels) => batches.push({ atMs: Date.now(), vessels }), () => undefined);
    const encoder = new AisEncoder();
    const [a, b] = new VesselTraffic(2, 11).vessels();
    if (!a || !b) throw new Error('no traffic');
    const linesOf = (v: typeof a): string[] =>
      [...staticMessages(v), ...positionMessages(v, new Date())].flatMap((message) => encoder.encode(message));

    const readMs = Date.now() - 40;
    bus.deliver(linesOf(a), readMs);
    expect(batches).toHaveLength(0);
    await nextTurn();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.vessels.map((v) => v.mmsi)).toEqual([String(a.mmsi)]);
    expect(batches[0]?.vessels[0]?.last_reported).toBe(new Date(readMs).toISOString());

    // The next message within batchMs waits for the rest of it, not for a timer's phase.
    const sentMs = batches[0]?.atMs ?? 0;
    bus.deliver(linesOf(b), Date.now());
    await nextTurn();
    expect(batches).toHaveLength(1);
    await sleep(400);
    expect(batches).toHaveLength(2);
    expect(batches[1]?.vessels.map((v) => v.mmsi)).toEqual([String(b.mmsi)]);
    // Timers may fire a millisecond or two early against Date.now's rounding.
    expect((batches[1]?.atMs ?? 0) - sentMs).toBeGreaterThanOrEqual(290);
    expect((batches[1]?.atMs ?? 0) - sentMs).toBeLessThan(400);
  });

  it('sends nothing after stop', async () => {
    const bus = new FollowerBus();
    const batches: Vessel[][] = [];
    feed = new VesselFeed({ ais: readAisConfig({}), simVessels: 1, seed: 7, batchMs: 50, bus });
    await feed.start((vessels) => batches.push(vessels), () => undefined);
    const [a] = new VesselTraffic(1, 3).vessels();
    if (!a) throw new Error('no traffic');
    bus.deliver(positionMessages(a, new Date()).flatMap((message) => new AisEncoder().encode(message)), Date.now());
    await feed.stop();
    feed = null;
    await sleep(100);
    expect(batches).toHaveLength(0);
  });

  it('a node not reporting does not step the built-in traffic; taking the lease, it takes the fleet on from the picture it tracked', async () => {
    vi.useFakeTimers();
    const steps = vi.spyOn(VesselTraffic.prototype, 'step');
    const bus = new FollowerBus();
    feed = new VesselFeed({ ais: readAisConfig({}), simVessels: 40, seed: 7, simStepMs: 100, batchMs: 50, bus });
    await feed.start(() => undefined, () => undefined);
    vi.advanceTimersByTime(1000);
    expect(steps).not.toHaveBeenCalled();

    // The node that reads: the same fleet, 30 s on, its picture on the bus.
    const other = new VesselTraffic(40, 7);
    for (let i = 0; i < 300; i += 1) other.step(0.1);
    const encoder = new AisEncoder();
    const lines = other.vessels().flatMap((v) => [...staticMessages(v), ...positionMessages(v, new Date())].flatMap((m) => encoder.encode(m)));
    bus.deliver(lines, Date.now());
    vi.advanceTimersByTime(1);

    for (const onLead of bus.onLead) onLead(true);
    // Both go on for 30 s: every vessel stays where the other node's would be (a lane vessel on its leg, heading the same way).
    for (let i = 0; i < 300; i += 1) other.step(0.1);
    vi.advanceTimersByTime(30_000);
    const ours = new Map((feed as unknown as { traffic: VesselTraffic }).traffic.vessels().map((v) => [v.mmsi, v]));
    const apartNm = other.vessels().map((v) => {
      const mine = ours.get(v.mmsi);
      return mine ? distanceNm([v.latDeg, v.lonDeg], [mine.latDeg, mine.lonDeg]) : Infinity;
    });
    expect(Math.max(...apartNm)).toBeLessThan(0.05);
    // And it reports them.
    expect(bus.published.length).toBeGreaterThan(40);
  });
});
