// The vessels of the live stream, merged per id (spec section 4, "Live
// data"): each batch replaces or adds per vessel id; vessels without
// latitude or longitude are skipped; vessels not updated for 10 minutes are
// removed by `expire` (called every 5 minutes). The vessel worker keeps the
// whole fleet in one; the main thread's live store keeps only the vessels it
// watches (the picked one) in another.
import { VESSEL_EXPIRY_MS, type Vessel } from '../../protocol/vessels';

export interface LiveVessel extends Vessel {
  latitude: number;
  longitude: number;
  /** When this client last received it (ms since epoch). */
  receivedMs: number;
}

export type VesselListener = (vessel: LiveVessel, previous: LiveVessel | undefined) => void;

export class VesselTable {
  readonly vessels = new Map<number, LiveVessel>();
  /** Bumped on every change (merge, expiry, removal, clear). */
  version = 0;
  private readonly listeners = new Set<VesselListener>();

  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.vessels.size;
  }

  /** Merges a batch; returns how many vessels it added or replaced. */
  merge(batch: readonly Vessel[]): number {
    const receivedMs = this.now();
    let merged = 0;
    for (const vessel of batch) {
      if (typeof vessel.latitude !== 'number' || typeof vessel.longitude !== 'number') continue;
      if (!Number.isFinite(vessel.latitude) || !Number.isFinite(vessel.longitude)) continue;
      const previous = this.vessels.get(vessel.id);
      const live: LiveVessel = { ...vessel, latitude: vessel.latitude, longitude: vessel.longitude, receivedMs };
      this.vessels.set(vessel.id, live);
      merged += 1;
      for (const listener of this.listeners) listener(live, previous);
    }
    if (merged > 0) this.version += 1;
    return merged;
  }

  /** Removes vessels not updated for 10 minutes; returns their ids. */
  expire(): number[] {
    const cutoff = this.now() - VESSEL_EXPIRY_MS;
    const removed: number[] = [];
    for (const [id, vessel] of this.vessels) {
      if (vessel.receivedMs < cutoff) {
        this.vessels.delete(id);
        removed.push(id);
      }
    }
    if (removed.length > 0) this.version += 1;
    return removed;
  }

  /** Removes the vessels `drop` picks; returns their ids. */
  removeWhere(drop: (vessel: LiveVessel) => boolean): number[] {
    const removed: number[] = [];
    for (const [id, vessel] of this.vessels) {
      if (!drop(vessel)) continue;
      this.vessels.delete(id);
      removed.push(id);
    }
    if (removed.length > 0) this.version += 1;
    return removed;
  }

  /** Removes one vessel (true when it was there). */
  remove(id: number): boolean {
    const removed = this.vessels.delete(id);
    if (removed) this.version += 1;
    return removed;
  }

  clear(): void {
    this.vessels.clear();
    this.version += 1;
  }

  onUpdate(listener: VesselListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
