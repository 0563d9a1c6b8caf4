// The live data the chart draws and the cards show (spec section 4, "Live
// data"). Vessels live in the vessel worker (stream, merge per id, expiry,
// layer builds: see worker/vesselPipeline.ts); the main thread keeps
// their count and ids (for pick lookup) and the full records only of the
// vessels it watches (the picked one: card, prediction, ghost). A train,
// station, aton or warning batch replaces all. The WebGL layers read the
// plain collections each frame and rebuild their buffers when `version`
// changes; React reads the valtio `liveCounts` (liveCounts.ts) for panels.
import type { Aton } from '../../protocol/atons';
import type { LiveTrain, NavWarning, Station } from '../../protocol/streams';
import type { Vessel } from '../../protocol/vessels';
import { VesselTable, type LiveVessel } from './vesselTable';

export type { LiveVessel } from './vesselTable';

export type LiveKind = 'vessels' | 'trains' | 'atons' | 'stations' | 'warnings';

export class LiveStore {
  /** The watched vessels' full records (not the fleet: that is in the vessel worker). */
  private readonly watched: VesselTable;
  /** Ids of every vessel in the worker's table (its latest summary). */
  private vesselIds: Uint32Array = new Uint32Array(0);
  trains: LiveTrain[] = [];
  atons: Aton[] = [];
  stations: Station[] = [];
  warnings: NavWarning[] = [];
  /** Bumped on every change of a collection (the layers rebuild on change). */
  readonly version: Record<LiveKind, number> = { vessels: 0, trains: 0, atons: 0, stations: 0, warnings: 0 };
  /** Tells the vessel worker which vessel to send updates of (null: none). */
  private watchSink: (id: number | null) => void = () => undefined;
  private watchedId: number | null = null;

  constructor(now: () => number = Date.now) {
    this.watched = new VesselTable(now);
  }

  /** The watched vessels' records by id. */
  get vessels(): ReadonlyMap<number, LiveVessel> {
    return this.watched.vessels;
  }

  /** Vessels in the worker's table. */
  get vesselCount(): number {
    return this.vesselIds.length;
  }

  /** Whether the worker's table has the vessel (pick lookup). */
  hasVessel(id: number): boolean {
    return this.watched.vessels.has(id) || this.vesselIds.includes(id);
  }

  /** The worker's table summary: the ids of all its vessels. */
  setVesselIds(ids: Uint32Array): void {
    this.vesselIds = ids;
    this.version.vessels += 1;
  }

  /** Connects `watchVessel` to the vessel worker. */
  setWatchSink(sink: (id: number | null) => void): void {
    this.watchSink = sink;
  }

  /** The vessel whose record is followed (the picked one), or null. */
  get watchedVesselId(): number | null {
    return this.watchedId;
  }

  /** Follows one vessel's record (the picked one), or none. */
  watchVessel(id: number | null): void {
    this.watchedId = id;
    for (const known of [...this.watched.vessels.keys()]) if (known !== id) this.watched.remove(known);
    this.watchSink(id);
  }

  /** Records of watched vessels (from the worker, or tests): merged per id, without position skipped. */
  mergeVessels(batch: readonly Vessel[]): void {
    if (this.watched.merge(batch) > 0) this.version.vessels += 1;
  }

  /** A watched vessel left the worker's table (expired). */
  removeVessel(id: number): void {
    if (this.watched.remove(id)) this.version.vessels += 1;
  }

  replace(kind: Exclude<LiveKind, 'vessels'>, items: unknown[]): void {
    switch (kind) {
      case 'trains':
        this.trains = items as LiveTrain[];
        break;
      case 'atons':
        this.atons = items as Aton[];
        break;
      case 'stations':
        this.stations = items as Station[];
        break;
      case 'warnings':
        this.warnings = items as NavWarning[];
        break;
    }
    this.version[kind] += 1;
  }

  onVesselUpdate(listener: (vessel: LiveVessel, previous: LiveVessel | undefined) => void): () => void {
    return this.watched.onUpdate(listener);
  }

  clear(): void {
    this.watched.clear();
    this.watchedId = null;
    this.vesselIds = new Uint32Array(0);
    this.trains = [];
    this.atons = [];
    this.stations = [];
    this.warnings = [];
    for (const kind of Object.keys(this.version) as LiveKind[]) this.version[kind] += 1;
  }

  /** A train by id (the pick lookup tries trains first). */
  train(id: number): LiveTrain | undefined {
    return this.trains.find((train) => train.train_id === id);
  }
}
