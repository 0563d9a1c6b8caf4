// The live data the chart draws and the cards show (spec section 4, "Live
// data"): each vessel batch replaces or adds per vessel id (vessels without
// latitude or longitude are skipped); a train, station, aton or warning
// batch replaces all; vessels not updated for 10 minutes are removed,
// checked every 5 minutes. The WebGL layers read the plain collections each
// frame and rebuild their buffers when `version` changes; React reads the
// valtio `liveCounts` for panels.
import { proxy } from 'valtio';
import type { Aton } from '../../protocol/atons';
import type { LiveTrain, NavWarning, Station } from '../../protocol/streams';
import { VESSEL_EXPIRY_MS, type Vessel } from '../../protocol/vessels';

export interface LiveVessel extends Vessel {
  latitude: number;
  longitude: number;
  /** When this client last received it (ms since epoch). */
  receivedMs: number;
}

export type LiveKind = 'vessels' | 'trains' | 'atons' | 'stations' | 'warnings';

export class LiveStore {
  readonly vessels = new Map<number, LiveVessel>();
  trains: LiveTrain[] = [];
  atons: Aton[] = [];
  stations: Station[] = [];
  warnings: NavWarning[] = [];
  /** Bumped on every change of a collection (the layers rebuild on change). */
  readonly version: Record<LiveKind, number> = { vessels: 0, trains: 0, atons: 0, stations: 0, warnings: 0 };
  /** Listeners for a vessel's update (used to restart its prediction). */
  private readonly vesselListeners = new Set<(vessel: LiveVessel, previous: LiveVessel | undefined) => void>();

  constructor(private readonly now: () => number = Date.now) {}

  mergeVessels(batch: readonly Vessel[]): void {
    const receivedMs = this.now();
    let changed = false;
    for (const vessel of batch) {
      if (typeof vessel.latitude !== 'number' || typeof vessel.longitude !== 'number') continue;
      if (!Number.isFinite(vessel.latitude) || !Number.isFinite(vessel.longitude)) continue;
      const previous = this.vessels.get(vessel.id);
      const live: LiveVessel = { ...vessel, latitude: vessel.latitude, longitude: vessel.longitude, receivedMs };
      this.vessels.set(vessel.id, live);
      changed = true;
      for (const listener of this.vesselListeners) listener(live, previous);
    }
    if (changed) this.version.vessels += 1;
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

  /** Removes vessels not updated for 10 minutes; returns how many. */
  expire(): number {
    const cutoff = this.now() - VESSEL_EXPIRY_MS;
    let removed = 0;
    for (const [id, vessel] of this.vessels) {
      if (vessel.receivedMs < cutoff) {
        this.vessels.delete(id);
        removed += 1;
      }
    }
    if (removed > 0) this.version.vessels += 1;
    return removed;
  }

  onVesselUpdate(listener: (vessel: LiveVessel, previous: LiveVessel | undefined) => void): () => void {
    this.vesselListeners.add(listener);
    return () => this.vesselListeners.delete(listener);
  }

  clear(): void {
    this.vessels.clear();
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

/** Counts for React panels (updated by the live connection). */
export const liveCounts = proxy({ vessels: 0, trains: 0, atons: 0 });
