// The live feeds behind the five streams: trains from the database, built-in
// weather stations and those heard over AIS, navigation warnings and
// lightning, atons from the database, and vessels. Each feed keeps its current state (sent first to
// a new client) and publishes batches on its own interval.
import type { Aton } from '../../protocol/atons';
import { STREAMS, type LiveTrain, type NavWarning, type Station } from '../../protocol/streams';
import type { Store } from '../db/store';
import type { Vessel } from '../../protocol/vessels';
import { StreamChannel } from '../streams/channel';
import type { VesselFeed } from './vesselFeed';
import { LightningSimulator } from './lightning';
import { StationSimulator } from './stations';
import { liveTrains } from './trains';
import { builtInWarnings } from './warnings';

export interface FeedTimings {
  trainsMs: number;
  stationsMs: number;
  atonsMs: number;
  warningsMs: number;
  lightningMs: number;
  pingMs: number;
}

/** Hears a list the atons', stations' or warnings' stream published (whole), e.g. the history's recorder. */
export type FeedPublishListener = (kind: 'aton' | 'station' | 'warning', items: readonly object[]) => void;

export const DEFAULT_TIMINGS: FeedTimings = {
  trainsMs: 2_000,
  stationsMs: 10_000,
  atonsMs: 5_000,
  warningsMs: 60_000,
  lightningMs: 1_000,
  pingMs: 30_000,
};


export class LiveFeeds {
  private trains: LiveTrain[] = [];
  private atons: Aton[] = [];
  private warnings: NavWarning[] = builtInWarnings();
  readonly stations: StationSimulator;
  readonly lightning: LightningSimulator;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly publishListeners = new Set<FeedPublishListener>();

  readonly channels: {
    trains: StreamChannel<LiveTrain>;
    vessels: StreamChannel<Vessel>;
    stations: StreamChannel<Station>;
    atons: StreamChannel<Aton>;
    warnings: StreamChannel<NavWarning>;
  };

  constructor(
    private readonly store: Store,
    private readonly timings: FeedTimings = DEFAULT_TIMINGS,
    seed: number,
    readonly vessels: VesselFeed,
  ) {
    this.stations = new StationSimulator(seed);
    this.lightning = new LightningSimulator(seed + 6);
    this.channels = {
      trains: new StreamChannel({ field: STREAMS.trains.field, mode: 'replace', snapshot: () => this.trains }),
      vessels: new StreamChannel({ field: STREAMS.vessels.field, mode: 'merge', idOf: (vessel) => vessel.id, snapshot: () => vessels.vessels(), immutableItems: true }),
      stations: new StreamChannel<Station>({ field: STREAMS.stations.field, mode: 'replace', snapshot: () => this.stationList() }),
      atons: new StreamChannel({ field: STREAMS.atons.field, mode: 'replace', snapshot: () => this.atons }),
      warnings: new StreamChannel({ field: STREAMS.warnings.field, mode: 'replace', snapshot: () => this.warnings }),
    };
  }

  /** Loads the first state and starts every interval; `onError` hears a periodic task's failure (the next period tries again). */
  async start(onError: (error: unknown) => void): Promise<void> {
    await this.refreshBlacklist();
    await this.vessels.start(
      (batch) => this.channels.vessels.publish(batch),
      () => void this.refreshAtons(),
    );
    await Promise.all([this.refreshTrains(), this.refreshAtons()]);
    this.lightning.step(60);
    const every = (ms: number, task: () => void | Promise<void>): void => {
      const timer = setInterval(() => {
        void Promise.resolve(task()).catch(onError);
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.timings.trainsMs, () => this.refreshTrains());
    every(this.timings.atonsMs, () => this.refreshAtons());
    every(this.timings.stationsMs, () => {
      this.stations.step();
      this.vessels.sweepMetStations();
      const stations = this.stationList();
      this.channels.stations.publish(stations);
      this.told('station', stations);
    });
    every(this.timings.warningsMs, () => {
      this.warnings = builtInWarnings();
      this.channels.warnings.publish(this.warnings);
      this.told('warning', this.warnings);
    });
    every(this.timings.lightningMs, () => this.lightning.step(this.timings.lightningMs / 1000));
    every(this.timings.pingMs, () => {
      for (const channel of Object.values(this.channels)) channel.heartbeat();
    });
  }

  /** Hears every list the atons', stations' and warnings' streams publish, and the current ones at once; returns the function that stops it. */
  onPublish(listener: FeedPublishListener): () => void {
    this.publishListeners.add(listener);
    listener('aton', this.atons);
    listener('station', this.stationList());
    listener('warning', this.warnings);
    return () => this.publishListeners.delete(listener);
  }

  private told(kind: Parameters<FeedPublishListener>[0], items: readonly object[]): void {
    for (const listener of this.publishListeners) listener(kind, items);
  }

  async stop(): Promise<void> {
    await this.vessels.stop();
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    for (const channel of Object.values(this.channels)) channel.closeAll();
  }

  /** The built-in weather stations and those heard over AIS (message 8, DAC 1, FI 31). */
  stationList(): Station[] {
    return [...this.stations.list(), ...this.vessels.metStations()];
  }

  async refreshTrains(): Promise<void> {
    this.trains = liveTrains(await this.store.trains.list(), await this.store.sidings.list());
    this.channels.trains.publish(this.trains);
  }

  /** Atons from the database plus those heard over AIS (type 21). */
  async refreshAtons(): Promise<void> {
    this.atons = [...(await this.store.atons.list()), ...this.vessels.atons()];
    this.channels.atons.publish(this.atons);
    this.told('aton', this.atons);
  }

  /** Re-reads the blacklist; vessels on it disappear from every list and stream at once. */
  async refreshBlacklist(): Promise<void> {
    this.vessels.setBlacklist(await this.store.blacklist.list());
    this.channels.vessels.forgetSnapshot();
  }
}
