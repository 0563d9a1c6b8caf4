// Vessels: AIS lines from the configured real sources (TCP, UDP, log
// replay) or, by default, from the built-in traffic encoded as AIS — both
// through the same pipeline and tracker. Changed vessels are batched for the
// stream every `batchMs`; the blacklist is applied at once. With several
// nodes (`bus`), only the node holding the lease reads the sources (or
// steps and reports the built-in traffic) and sends the lines over the bus;
// every node decodes the bus's lines in order, on the leader's clock, into
// its own tracker, and sends the changed vessels as soon as a bus message is
// decoded (at most one batch every `batchMs`): the lines already waited for
// the leader's reading and the bus, so they do not wait for a timer as well.
// A node that is not reporting does not step the built-in traffic (the
// reports of 20,000 vessels, encoded and decoded, cost its event loop and
// the two-node benchmark's p99 delay); when it takes over, its traffic takes the
// fleet on from the picture in its tracker (`VesselTraffic.resume`). The
// demo scenarios' few vessels step on every node, right after a bus batch,
// not on the node's own timer's phase; at the latest one step late.
import type { SafetyMessage } from '../../protocol/aisSafety';
import type { Aton } from '../../protocol/atons';
import type { Station } from '../../protocol/streams';
import type { Vessel } from '../../protocol/vessels';
import {
  AisEncoder,
  AisPipeline,
  VesselTracker,
  createAisSources,
  hasAisSource,
  type AisSourceConfig,
  type AisSources,
  type EncodableMessage,
} from '../ais';
import type { AisLineBus } from '../bus/cluster';
import { DemoScenarios } from './demoScenarios';
import { VesselTraffic, type SeenVessel, type SimVessel } from './vesselTraffic';

export interface VesselFeedOptions {
  ais: AisSourceConfig;
  /** Built-in vessels when no real source is configured. */
  simVessels: number;
  seed: number;
  /** How often changed vessels are sent to the stream (default 50 ms). */
  batchMs?: number;
  /** Step of the built-in traffic (default 200 ms). */
  simStepMs?: number;
  /** The alerts' demo situations with the built-in traffic (demoScenarios.ts). */
  demo?: boolean;
  /** Built-in vessels per bay-sized region (0: the whole fleet in Gdańsk Bay); see VesselTraffic. */
  simSpread?: number;
  /** The AIS line bus between nodes (unset: this node reads its sources alone). */
  bus?: AisLineBus | null;
  /** Told of a source that could not start (e.g. its UDP port is taken). */
  onSourceError?: (error: unknown) => void;
}

/** The AIS messages a simulated vessel sends for a position report (literals without spreads: this runs for every report of 20,000 vessels). */
export function positionMessages(v: SimVessel, now: Date): EncodableMessage[] {
  const second = now.getUTCSeconds();
  if (v.classB) {
    return [
      {
        type: 18,
        repeat: 0,
        mmsi: v.mmsi,
        reserved: 0,
        speedKn: v.sogKn,
        accuracy: true,
        lonDeg: v.lonDeg,
        latDeg: v.latDeg,
        courseDeg: v.cogDeg,
        headingDeg: v.headingDeg,
        second,
        regional: 0,
        cs: true,
        display: false,
        dsc: true,
        band: true,
        msg22: true,
        assigned: false,
        raim: false,
        radio: 0,
      },
    ];
  }
  return [
    {
      type: 1,
      repeat: 0,
      mmsi: v.mmsi,
      navStatus: v.navStatus,
      turnRaw: 0,
      speedKn: v.sogKn,
      accuracy: true,
      lonDeg: v.lonDeg,
      latDeg: v.latDeg,
      courseDeg: v.cogDeg,
      headingDeg: v.headingDeg,
      second,
      maneuver: 0,
      raim: false,
      radio: 0,
    },
  ];
}

/** The AIS messages a simulated vessel sends for its static data. */
export function staticMessages(v: SimVessel): EncodableMessage[] {
  const dims = v.dims ?? { toBowM: 0, toSternM: 0, toPortM: 0, toStarboardM: 0 };
  if (v.classB) {
    return [
      { type: 24, part: 'A', repeat: 0, mmsi: v.mmsi, shipName: v.name },
      { type: 24, part: 'B', repeat: 0, mmsi: v.mmsi, shipType: v.shipType, vendorId: 'TRX', model: 1, serial: 1, callsign: v.callsign, ...dims, mothershipMmsi: null },
    ];
  }
  return [
    {
      type: 5,
      repeat: 0,
      mmsi: v.mmsi,
      aisVersion: 0,
      imo: 0,
      callsign: v.callsign,
      shipName: v.name,
      shipType: v.shipType,
      ...dims,
      epfd: 1,
      eta: { month: 0, day: 0, hour: 24, minute: 60 },
      draughtM: v.draughtM,
      destination: v.destination,
      dte: false,
    },
  ];
}

/** The AIS messages of one step's reports, in the order the feed sends them: static data first, then positions. */
export function reportMessages(statics: readonly SimVessel[], positions: readonly SimVessel[], now: Date): EncodableMessage[] {
  return [...statics.flatMap((vessel) => staticMessages(vessel)), ...positions.flatMap((vessel) => positionMessages(vessel, now))];
}

export class VesselFeed {
  /** While lines from the bus are decoded: when the leader read them (the pipeline's and tracker's clock). */
  private busClockMs: number | null = null;
  private readonly clock = (): number => this.busClockMs ?? Date.now();
  readonly pipeline = new AisPipeline({ now: this.clock });
  readonly tracker = new VesselTracker({ now: this.clock });
  private readonly encoder = new AisEncoder();
  private traffic: VesselTraffic | null = null;
  private demo: DemoScenarios | null = null;
  private sources: AisSources | null = null;
  /** True while this node's sources or built-in traffic report (always for a node alone; on a bus while it holds the lease). */
  private reporting = false;
  /** Source starts and stops, one after the other. */
  private sourceChange: Promise<void> = Promise.resolve();
  private blacklist = new Set<string>();
  private readonly pending = new Map<number, Vessel>();
  private atonsChanged = false;
  private readonly timers: NodeJS.Timeout[] = [];
  /** Where changed vessels go (set by start). */
  private onVessels: (vessels: Vessel[]) => void = () => undefined;
  /** On a bus: when the last batch went out, and the batch already scheduled. */
  private lastBatchMs = 0;
  private batchTimer: NodeJS.Timeout | null = null;
  private batchImmediate: NodeJS.Immediate | null = null;
  private stopped = false;
  /** Simulation steps due but not yet taken (a node not reporting on a bus takes them after a batch: the demo's only). */
  private stepsDue = 0;
  private stepsScheduled = false;

  constructor(private readonly options: VesselFeedOptions) {
    this.tracker.attach(this.pipeline);
    this.tracker.setBlacklist((mmsi) => this.blacklist.has(mmsi));
    this.tracker.onChange((change) => {
      if (change.kind === 'vessel' && change.positioned) this.pending.set(change.vessel.id, change.vessel);
      else if (change.kind === 'aton') this.atonsChanged = true;
    });
  }

  /** Starts the sources (or the built-in traffic) and the batching; `onVessels` gets each batch, `onAtons` AIS aton changes. */
  async start(onVessels: (vessels: Vessel[]) => void, onAtons: () => void): Promise<void> {
    this.tracker.start();
    this.stopped = false;
    this.onVessels = onVessels;
    const every = (ms: number, task: () => void): void => {
      const timer = setInterval(task, ms);
      timer.unref();
      this.timers.push(timer);
    };
    const bus = this.options.bus ?? null;
    if (bus) {
      await bus.subscribe((lines, receivedMs) => {
        this.busClockMs = receivedMs;
        try {
          this.pipeline.pushAll(lines);
        } finally {
          this.busClockMs = null;
        }
        this.scheduleBatch();
      });
    }
    if (hasAisSource(this.options.ais)) {
      if (bus) bus.lead((leading) => this.changeSources(leading));
      else {
        this.sources = createAisSources(this.options.ais, (line) => this.pipeline.push(line));
        await this.sources.start();
      }
    } else {
      this.traffic = new VesselTraffic(this.options.simVessels, this.options.seed, { perRegion: this.options.simSpread ?? 0 });
      if (this.options.demo) this.demo = new DemoScenarios();
      // Small steps spread the fleet's reports over the second instead of one burst.
      const stepMs = this.options.simStepMs ?? 200;
      // Everyone reports once at start, so the first client sees the whole fleet.
      this.reporting = !bus;
      this.simulate(0.001, true);
      every(stepMs, () => {
        this.stepsDue += 1;
        // Reporting, or no batch came since the last step was due: now.
        if (!bus || this.reporting || this.stepsDue > 1) this.takeSteps();
      });
      // A node that takes over goes on where the other left off: its tracker holds the fleet as
      // reported (a node that joins replays the bus), and its traffic takes the fleet on from there.
      // Only the first reader of a fleet nobody reported yet reports everyone once, as a node alone does.
      bus?.lead((leading) => {
        // The demo's steps still due are taken silently first.
        this.takeSteps();
        this.reporting = leading;
        if (!leading) return;
        if (this.tracker.vesselCount === 0) this.simulate(0, true);
        else this.traffic?.resume(this.seenVessels());
      });
    }
    every(this.options.batchMs ?? 50, () => {
      // On a bus the batches follow the bus's messages (scheduleBatch).
      if (!bus) this.sendBatch();
      if (this.atonsChanged) {
        this.atonsChanged = false;
        onAtons();
      }
    });
  }

  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    this.stopped = true;
    this.cancelBatch();
    this.tracker.stop();
    this.reporting = false;
    await this.sourceChange;
    await this.sources?.stop();
    this.sources = null;
  }

  private sendBatch(): void {
    this.lastBatchMs = Date.now();
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending.clear();
    this.onVessels(batch);
    // The sockets write first; then the traffic step due, well before the next bus message.
    if (this.stepsDue > 0 && !this.stepsScheduled) {
      this.stepsScheduled = true;
      setImmediate(() => {
        this.stepsScheduled = false;
        if (!this.stopped) this.takeSteps();
      });
    }
  }

  /** Takes the due simulation steps, in order (the traffic's only while reporting: `simulate`). */
  private takeSteps(): void {
    const stepS = (this.options.simStepMs ?? 200) / 1000;
    for (; this.stepsDue > 0; this.stepsDue -= 1) this.simulate(stepS, false);
  }

  /** On a bus, after a message's lines: the batch goes out on the next turn of the event loop (messages arriving together share it), or batchMs after the last one. */
  private scheduleBatch(): void {
    if (this.batchTimer !== null || this.batchImmediate !== null || this.stopped || this.pending.size === 0) return;
    const waitMs = this.lastBatchMs + (this.options.batchMs ?? 50) - Date.now();
    if (waitMs <= 0) {
      this.batchImmediate = setImmediate(() => {
        this.batchImmediate = null;
        this.sendBatch();
      });
    } else {
      this.batchTimer = setTimeout(() => {
        this.batchTimer = null;
        this.sendBatch();
      }, waitMs);
      this.batchTimer.unref();
    }
  }

  private cancelBatch(): void {
    if (this.batchTimer !== null) clearTimeout(this.batchTimer);
    if (this.batchImmediate !== null) clearImmediate(this.batchImmediate);
    this.batchTimer = null;
    this.batchImmediate = null;
  }

  /** On a bus: starts the real sources when this node takes the lease, stops them when it loses it. */
  private changeSources(leading: boolean): void {
    const bus = this.options.bus;
    if (!bus) return;
    this.sourceChange = this.sourceChange.then(async () => {
      if (leading && !this.sources) {
        this.sources = createAisSources(this.options.ais, (line) => bus.publish([line]));
        await this.sources.start();
      } else if (!leading && this.sources) {
        const sources = this.sources;
        this.sources = null;
        await sources.stop();
      }
    }).catch((error: unknown) => this.options.onSourceError?.(error));
  }

  /** The MMSIs never to show; takes effect at once. */
  setBlacklist(mmsis: Iterable<string>): void {
    this.blacklist = new Set(mmsis);
    for (const [id, vessel] of this.pending) if (this.blacklist.has(vessel.mmsi)) this.pending.delete(id);
  }

  /** Current vessels with a position, blacklist applied. */
  vessels(): Vessel[] {
    return this.tracker.list({ positionedOnly: true });
  }

  /** All current vessels (GET /api/vessels/), blacklist applied; SAR aircraft are no vessels (they are in the stream, for the chart). */
  allVessels(): Vessel[] {
    return this.tracker.list({ vesselsOnly: true });
  }

  /** AIS safety-related messages (12, 14), newest first, blacklist applied. */
  safetyMessages(): SafetyMessage[] {
    return this.tracker.safetyMessages.list((mmsi) => this.tracker.blacklisted(mmsi));
  }

  /** Weather stations heard over AIS, blacklist applied. */
  metStations(): Station[] {
    return this.tracker.metStations.list((mmsi) => this.tracker.blacklisted(mmsi));
  }

  /** Drops the AIS weather stations not heard for an hour. */
  sweepMetStations(): void {
    this.tracker.metStations.sweep(this.clock());
  }

  /** One current vessel by id, unless blacklisted. */
  vessel(id: number): Vessel | undefined {
    const vessel = this.tracker.getVessel(id);
    return vessel && !this.blacklist.has(vessel.mmsi) ? vessel : undefined;
  }

  atons(): Aton[] {
    return this.tracker.listAtons();
  }

  /** The tracked picture by MMSI, as the built-in traffic takes it on (`VesselTraffic.resume`). */
  private seenVessels(): (mmsi: number) => SeenVessel | undefined {
    const byMmsi = new Map<number, SeenVessel>();
    for (const v of this.tracker.list({ positionedOnly: true })) {
      if (v.latitude === null || v.longitude === null) continue;
      const cogDeg = v.course ?? v.heading ?? 0;
      byMmsi.set(Number(v.mmsi), { latDeg: v.latitude, lonDeg: v.longitude, cogDeg, sogKn: v.speed ?? 0, headingDeg: v.heading ?? cogDeg });
    }
    return (mmsi) => byMmsi.get(mmsi);
  }

  private simulate(dtS: number, everything: boolean): void {
    const traffic = this.traffic;
    if (!traffic) return;
    // A node not reporting does not step its traffic (it takes the fleet on from the reported
    // picture when it takes over: `resume`); the demo's few vessels step on every node alike.
    // A zero step only reports.
    const reports = dtS > 0 && this.reporting ? traffic.step(dtS) : { positions: [], statics: [] };
    const demo = this.demo?.step(dtS);
    if (!this.reporting) return;
    const now = new Date();
    const positions = [...(everything ? traffic.vessels() : reports.positions), ...(demo?.positions ?? [])];
    const statics = [...(everything ? traffic.vessels() : reports.statics), ...(demo?.statics ?? [])];
    const bus = this.options.bus;
    const emit = bus ? (lines: string[]) => bus.publish(lines) : (lines: string[]) => this.pipeline.pushAll(lines);
    for (const message of reportMessages(statics, positions, now)) emit(this.encoder.encode(message));
  }
}
