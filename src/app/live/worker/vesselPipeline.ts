// The vessel worker's state: the vessels stream (socket, 'ping'/'pong',
// JSON, reconnect 1 s after close), the fleet merged per id with 10-minute
// expiry (swept every 5 minutes), and the layer builds of the vessels in the
// area the main thread asks for (around its view). At most one layer is in
// flight: the next is built only after the main thread uploaded the last
// one, at least VESSEL_REBUILD_MIN_INTERVAL_MS later (and 10x its main-thread
// upload time) for a fleet change; a new area is built as soon as the last
// one is uploaded, and again when a vessel in the area becomes a lost
// target (reportingRates.ts). The main thread gets the table's ids at most
// once a second (count, pick lookup) and the record of the one vessel it
// watches.
import { VESSEL_SWEEP_MS, type Vessel } from '../../../protocol/vessels';
import type { VesselLayerOptions } from '../../../wasm/shapes';
import { StreamClient, type SocketLike } from '../streamClient';
import { VesselTable, type LiveVessel } from '../vesselTable';
import type { PackedVesselLayer } from '../../chart/layers/vessels/vesselSource';
import { lostAtMs } from './reportingRates';
import { layerTransferables, type VesselPipelineRequest, type VesselWorkerMessage } from './vesselWorkerProtocol';

/**
 * Layer rebuilds are at least this far apart (20,000 vessels change every
 * 100 ms; AIS positions come every 2-10 s, so a 1 s refresh loses nothing
 * visible), and the main thread's upload takes at most this share of time.
 */
export const VESSEL_REBUILD_MIN_INTERVAL_MS = 1000;
export const VESSEL_REBUILD_SHARE = 0.1;
/** The table's ids go to the main thread at most this often. */
export const VESSEL_TABLE_INTERVAL_MS = 1000;

export interface VesselPipelineDeps {
  open: (url: string) => SocketLike;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** Monotonic ms (scheduling). */
  now: () => number;
  /** Wall-clock ms (when a vessel was received: expiry). */
  clock: () => number;
  post: (message: VesselWorkerMessage, transfer: Transferable[]) => void;
  /** Builds the packed layer of the table's vessels as they are when it runs, lost or not at wall-clock `nowMs` (the WASM core, loaded lazily). */
  build: (vessels: ReadonlyMap<number, LiveVessel>, options: VesselLayerOptions, nowMs: number) => Promise<PackedVesselLayer>;
  /** The fleet changed (merge, expiry, disconnect): the radar rebuilds its echoes. */
  tableChanged?: () => void;
}

type LayerOptions = Extract<VesselPipelineRequest, { type: 'layerOptions' }>;

export class VesselPipeline {
  readonly table: VesselTable;
  private client: StreamClient<Vessel> | null = null;
  private sweepTimer: unknown = null;
  private options: LayerOptions | null = null;
  private built: { version: number; vectorLengthMin: number; area: LayerOptions['area'] | undefined; scales: LayerOptions['drawnScalesPxPerM'] | undefined; shrunk: boolean; nextLostMs: number } = {
    version: -1,
    vectorLengthMin: NaN,
    area: undefined,
    scales: undefined,
    shrunk: false,
    nextLostMs: Infinity,
  };
  private inFlight: number | null = null;
  private nextBuildMs = 0;
  private buildTimer: unknown = null;
  /** Wakes the builder when the next vessel in the area becomes a lost target. */
  private lostTimer: unknown = null;
  private nextBuildId = 1;
  /** Bumped on disconnect: a build started before it is not posted. */
  private generation = 0;
  private watchedId: number | null = null;
  private readonly tablePost = { posted: -1, nextMs: 0, timer: null as unknown };
  /** Blacklisted MMSIs (the server drops them from the stream; this also drops what arrived before). */
  private blacklist = new Set<string>();
  /** Where the stream was opened (a replay closes it; 'live' opens it here again). */
  private location: { protocol: string; host: string } | null = null;
  /** True while the table shows a replayed picture instead of the stream. */
  private replaying = false;

  constructor(private readonly deps: VesselPipelineDeps) {
    this.table = new VesselTable(deps.clock);
    this.table.onUpdate((vessel) => {
      if (vessel.id === this.watchedId) this.postVessel(vessel.id);
    });
  }

  handle(request: VesselPipelineRequest): void {
    switch (request.type) {
      case 'connect':
        this.connect(request.location);
        break;
      case 'disconnect':
        this.disconnect();
        break;
      case 'layerOptions':
        this.options = request;
        this.scheduleBuild();
        break;
      case 'uploaded':
        if (request.buildId !== this.inFlight) return;
        this.inFlight = null;
        this.nextBuildMs = this.deps.now() + Math.max(VESSEL_REBUILD_MIN_INTERVAL_MS, request.mainMs / VESSEL_REBUILD_SHARE);
        this.scheduleBuild();
        break;
      case 'watch':
        this.watchedId = request.id;
        if (request.id !== null) this.postVessel(request.id);
        break;
      case 'blacklist':
        this.setBlacklist(request.mmsis);
        break;
      case 'live':
        this.showLive();
        break;
    }
  }

  /** The origin and area of the layer the main thread asked for (the trails are built around them); null before. */
  layerView(): { origin: LayerOptions['origin']; area: LayerOptions['area'] } | null {
    return this.options ? { origin: this.options.origin, area: this.options.area } : null;
  }

  /** Stream batches (also the tests' entry). */
  merge(batch: readonly Vessel[]): void {
    const allowed = this.blacklist.size === 0 ? batch : batch.filter((v) => !this.blacklist.has(String(v.mmsi)));
    if (this.table.merge(allowed) === 0) return;
    this.changed();
  }

  /**
   * Replay (the vessels of a picture the worker fetched, picturePipeline.ts):
   * the stream closes and the table becomes the picture (vessels not
   * in it leave; the others are merged, so the layer, picking and the
   * watched vessel's card follow the replayed moment).
   */
  showPicture(vessels: readonly Vessel[]): void {
    if (!this.replaying) {
      this.replaying = true;
      this.closeStream();
    }
    const ids = new Set(vessels.map((v) => v.id));
    const removed = this.table.removeWhere((v) => !ids.has(v.id));
    this.merge(vessels);
    if (removed.length > 0) {
      if (this.watchedId !== null && removed.includes(this.watchedId)) this.postVessel(this.watchedId);
      this.changed();
    }
  }

  /** Back to the live stream: the replayed picture goes, the stream opens again where it was. */
  showLive(): void {
    if (!this.replaying) return;
    this.replaying = false;
    this.table.clear();
    if (this.watchedId !== null) this.postVessel(this.watchedId);
    this.changed();
    if (this.location) this.connect(this.location);
  }

  /** Vessels of blacklisted MMSIs disappear now and are not merged again. */
  private setBlacklist(mmsis: readonly string[]): void {
    this.blacklist = new Set(mmsis);
    const removed = this.table.removeWhere((v) => this.blacklist.has(String(v.mmsi)));
    if (removed.length === 0) return;
    if (this.watchedId !== null && removed.includes(this.watchedId)) this.postVessel(this.watchedId);
    this.changed();
  }

  /** Removes vessels not updated for 10 minutes. */
  sweep(): void {
    const removed = this.table.expire();
    if (removed.length === 0) return;
    if (this.watchedId !== null && removed.includes(this.watchedId)) this.postVessel(this.watchedId);
    this.changed();
  }

  private connect(location: { protocol: string; host: string }): void {
    this.location = location;
    if (this.client || this.replaying) return;
    const { open, setTimer, clearTimer } = this.deps;
    this.client = new StreamClient<Vessel>('vessels', (items) => this.merge(items), { open, setTimer, clearTimer, location });
    this.client.start();
    const sweep = (): void => {
      this.sweep();
      this.sweepTimer = this.deps.setTimer(sweep, VESSEL_SWEEP_MS);
    };
    this.sweepTimer = this.deps.setTimer(sweep, VESSEL_SWEEP_MS);
  }

  private closeStream(): void {
    this.client?.stop();
    this.client = null;
    if (this.sweepTimer !== null) this.deps.clearTimer(this.sweepTimer);
    this.sweepTimer = null;
  }

  private disconnect(): void {
    this.closeStream();
    this.location = null;
    this.replaying = false;
    this.generation += 1;
    this.inFlight = null;
    this.wakeForLost(Infinity);
    this.table.clear();
    if (this.watchedId !== null) this.postVessel(this.watchedId);
    this.changed();
  }

  private changed(): void {
    this.deps.tableChanged?.();
    this.scheduleTable();
    this.scheduleBuild();
  }

  private postVessel(id: number): void {
    this.deps.post({ type: 'vessel', id, vessel: this.table.vessels.get(id) ?? null }, []);
  }

  private scheduleTable(): void {
    const t = this.tablePost;
    if (t.timer !== null || t.posted === this.table.version) return;
    const waitMs = t.nextMs - this.deps.now();
    if (waitMs > 0) {
      t.timer = this.deps.setTimer(() => {
        t.timer = null;
        this.scheduleTable();
      }, waitMs);
      return;
    }
    t.posted = this.table.version;
    t.nextMs = this.deps.now() + VESSEL_TABLE_INTERVAL_MS;
    const ids = Uint32Array.from(this.table.vessels.keys());
    this.deps.post({ type: 'table', ids }, [ids.buffer]);
  }

  private scheduleBuild(): void {
    const o = this.options;
    if (!o || !o.visible || this.inFlight !== null || this.buildTimer !== null) return;
    const newArea = !sameArea(o.area, this.built.area) || !sameArea(o.drawnScalesPxPerM, this.built.scales) || o.stationaryShrunk !== this.built.shrunk;
    const lostDueMs = this.built.nextLostMs - this.deps.clock();
    if (this.table.version === this.built.version && Object.is(o.vectorLengthMin, this.built.vectorLengthMin) && !newArea) {
      // Nothing changed but the clock: a rebuild when the next vessel becomes a lost target.
      if (lostDueMs > 0) {
        this.wakeForLost(lostDueMs);
        return;
      }
    }
    const waitMs = newArea ? 0 : this.nextBuildMs - this.deps.now();
    if (waitMs > 0) {
      this.buildTimer = this.deps.setTimer(() => {
        this.buildTimer = null;
        this.scheduleBuild();
      }, waitMs);
      return;
    }
    void this.build(o);
  }

  /** Checks again in `waitMs` (one timer; Infinity: none). */
  private wakeForLost(waitMs: number): void {
    if (this.lostTimer !== null) this.deps.clearTimer(this.lostTimer);
    this.lostTimer = null;
    if (!Number.isFinite(waitMs)) return;
    this.lostTimer = this.deps.setTimer(() => {
      this.lostTimer = null;
      this.scheduleBuild();
    }, waitMs);
  }

  private async build(o: LayerOptions): Promise<void> {
    const buildId = this.nextBuildId++;
    const generation = this.generation;
    this.inFlight = buildId;
    const nowMs = this.deps.clock();
    const vessels = vesselsIn(this.table.vessels, o.area);
    this.built = { version: this.table.version, vectorLengthMin: o.vectorLengthMin, area: o.area, scales: o.drawnScalesPxPerM, shrunk: o.stationaryShrunk, nextLostMs: nextLostMs(vessels, nowMs) };
    try {
      const layer = await this.deps.build(vessels, { origin: o.origin, vectorLengthMin: o.vectorLengthMin, pickable: true, outlineOnly: false, drawnScalesPxPerM: o.drawnScalesPxPerM ?? undefined, stationaryShrunk: o.stationaryShrunk }, nowMs);
      if (generation !== this.generation) return;
      this.deps.post({ type: 'layer', buildId, layer }, layerTransferables(layer));
    } catch (error) {
      if (this.inFlight === buildId) this.inFlight = null;
      this.deps.post({ type: 'error', message: String(error) }, []);
    }
  }
}

/** When the next of these vessels becomes a lost target after `nowMs` (Infinity: none will before it reports). */
function nextLostMs(vessels: ReadonlyMap<number, LiveVessel>, nowMs: number): number {
  let next = Infinity;
  for (const v of vessels.values()) {
    const at = lostAtMs(v, v.receivedMs);
    if (at > nowMs && at < next) next = at;
  }
  return next;
}

const sameArea = (a: readonly number[] | null | undefined, b: readonly number[] | null | undefined): boolean =>
  a === b || (!!a && !!b && a.every((v, i) => v === b[i]));

/**
 * The vessels in the area (all of them for none). The test is written here:
 * this worker must not import the chart's modules that load the WASM core
 * at start (a module worker's messages that arrive while its top-level
 * await runs are lost: the 'connect' among them).
 */
function vesselsIn(vessels: ReadonlyMap<number, LiveVessel>, area: LayerOptions['area']): ReadonlyMap<number, LiveVessel> {
  if (!area) return vessels;
  const inside = new Map<number, LiveVessel>();
  for (const [id, v] of vessels) if (v.longitude >= area[0] && v.longitude <= area[2] && v.latitude >= area[1] && v.latitude <= area[3]) inside.set(id, v);
  return inside;
}
