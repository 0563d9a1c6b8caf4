// The built-in traffic through the real ingest path on a simulated clock:
// the traffic (and the alerts' demo situations) stepped as the vessel feed
// steps them, its reports encoded as AIS sentences, decoded by the AIS
// pipeline and merged by the tracker, whose changes the history's recorder
// hears — as on a running server, only as fast as the machine goes. Used by
// the history generator and the history's tests.
import { VESSEL_SWEEP_MS } from '../../protocol/vessels';
import { AisEncoder, AisPipeline, VesselTracker } from '../ais';
import { DemoScenarios } from '../live/demoScenarios';
import { reportMessages } from '../live/vesselFeed';
import { VesselTraffic } from '../live/vesselTraffic';

export interface SimulatedIngestOptions {
  vessels: number;
  seed: number;
  /** The simulated clock's start (unix ms). */
  startMs: number;
  /** One traffic step (default 200 ms, as the vessel feed's). */
  stepMs?: number;
  /** Vessels per bay-sized region (0: all in Gdańsk Bay). */
  spread?: number;
  /** The alerts' demo situations too. */
  demo?: boolean;
}

export class SimulatedIngest {
  /** The simulated clock (unix ms). */
  nowMs: number;
  readonly pipeline: AisPipeline;
  readonly tracker: VesselTracker;
  private readonly traffic: VesselTraffic;
  private readonly demo: DemoScenarios | null;
  private readonly encoder = new AisEncoder();
  private readonly stepMs: number;
  private nextSweepMs: number;

  constructor(options: SimulatedIngestOptions) {
    this.nowMs = options.startMs;
    this.stepMs = options.stepMs ?? 200;
    this.nextSweepMs = options.startMs + VESSEL_SWEEP_MS;
    this.pipeline = new AisPipeline({ now: () => this.nowMs });
    this.tracker = new VesselTracker({ now: () => this.nowMs });
    this.tracker.attach(this.pipeline);
    this.traffic = new VesselTraffic(options.vessels, options.seed, { perRegion: options.spread ?? 0 });
    this.demo = options.demo ? new DemoScenarios() : null;
  }

  /** Every vessel reports its position and static data once (as the feed does when it starts). */
  begin(): void {
    const demo = this.demo?.step(0);
    const everyone = this.traffic.vessels();
    this.send([...everyone, ...(demo?.statics ?? [])], [...everyone, ...(demo?.positions ?? [])]);
  }

  /** One step of the clock: the reports that fall due go through the pipeline; the tracker sweeps as a server's does. */
  step(): void {
    this.nowMs += this.stepMs;
    const stepS = this.stepMs / 1000;
    const reports = this.traffic.step(stepS);
    const demo = this.demo?.step(stepS);
    this.send([...reports.statics, ...(demo?.statics ?? [])], [...reports.positions, ...(demo?.positions ?? [])]);
    if (this.nowMs >= this.nextSweepMs) {
      this.nextSweepMs += VESSEL_SWEEP_MS;
      this.tracker.sweep(this.nowMs);
    }
  }

  private send(statics: Parameters<typeof reportMessages>[0], positions: Parameters<typeof reportMessages>[1]): void {
    for (const message of reportMessages(statics, positions, new Date(this.nowMs))) this.pipeline.pushAll(this.encoder.encode(message));
  }
}
