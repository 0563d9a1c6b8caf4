// The main thread's side of the vessel worker (worker/vesselWorker.ts):
// connects and disconnects its stream, passes the table's ids and the
// watched vessel's record into the live store, and keeps the newest built
// layer until the chart uploads it (then tells the worker, which builds the
// next one no sooner); asks it for the radar's echoes and keeps the newest;
// asks it for a replay's pictures (fetched and parsed there, the vessels
// kept there: the main thread gets the small lists) and shows them.
import type { GeoPoint } from '../../protocol/geo';
import type { LineBuffers } from '../chart/layers/line/lineProgram';
import type { PackedVesselLayer, VesselLayerRequest, VesselLayerSource } from '../chart/layers/vessels/vesselSource';
import type { TrailRgba } from './worker/trailBuild';
import { countVessels, countWatchedVessel } from './liveCounts';
import type { LiveStore } from './liveStore';
import type { PictureAnswer, WorkerPicture } from './worker/picturePipeline';
import type { RadarView } from './worker/radarEchoes';
import type { VesselWorkerMessage, VesselWorkerRequest } from './worker/vesselWorkerProtocol';

export interface VesselWorkerPort {
  postMessage(message: VesselWorkerRequest, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<VesselWorkerMessage>) => void) | null;
}

export interface VesselWorkerClientOptions {
  now?: () => number;
  /** The signed-in user's token (the radar's coast fetch, the trails, the replay's pictures). */
  token?: () => string | null;
  /** Refreshes the token after a 401 (true: refreshed; a picture is asked for once more). */
  refreshToken?: () => Promise<boolean>;
  /** Every vessel's trails arrived (null: none, or switched off). */
  onTrails?: (buffers: LineBuffers | null) => void;
}

export class VesselWorkerClient implements VesselLayerSource {
  /** Main-thread ms spent handling the worker's messages (benchmarks). */
  messageMs = 0;
  private pending: { buildId: number; layer: PackedVesselLayer; arrivedMs: number } | null = null;
  private options: VesselLayerRequest | null = null;
  private blacklistKey = '';
  private readonly now: () => number;
  private readonly token: () => string | null;
  private radarId = 0;
  /** Echoes of requests from this id on belong to the radar switched on now. */
  private radarFirstId = Infinity;
  private radarEchoes: Float32Array | null = null;
  private trailsId = 0;
  private readonly onTrails: (buffers: LineBuffers | null) => void;
  private readonly refreshToken: () => Promise<boolean>;
  private pictureId = 0;
  private readonly pictures = new Map<number, (answer: PictureAnswer) => void>();

  constructor(
    private readonly port: VesselWorkerPort,
    private readonly store: LiveStore,
    options: VesselWorkerClientOptions = {},
  ) {
    this.now = options.now ?? (() => performance.now());
    this.token = options.token ?? (() => null);
    this.onTrails = options.onTrails ?? (() => undefined);
    this.refreshToken = options.refreshToken ?? (() => Promise.resolve(false));
    store.setWatchSink((id) => port.postMessage({ type: 'watch', id }));
    port.onmessage = (event) => {
      const t0 = this.now();
      this.receive(event.data);
      this.messageMs += this.now() - t0;
    };
  }

  connect(location: { protocol: string; host: string }): void {
    this.port.postMessage({ type: 'connect', location: { protocol: location.protocol, host: location.host } });
  }

  disconnect(): void {
    this.port.postMessage({ type: 'disconnect' });
  }

  /** Replay: the history's picture at `atMs`, fetched and parsed by the worker, which keeps its vessels (rejects when there is none). */
  async picture(atMs: number): Promise<WorkerPicture> {
    const first = await this.askPicture(atMs);
    const answer = 'failure' in first && first.failure.status === 401 && (await this.refreshToken()) ? await this.askPicture(atMs) : first;
    if ('failure' in answer) throw new Error(answer.failure.message);
    return answer.picture;
  }

  /** Replay: the worker's table becomes the vessels of picture `id` (its stream closes until `showLive`). */
  showPicture(id: number): void {
    this.port.postMessage({ type: 'replay', id });
  }

  /** Back to the vessels stream after a replay. */
  showLive(): void {
    this.port.postMessage({ type: 'live' });
  }

  /** The blacklisted MMSIs: their vessels leave the chart at once (posted only on change). */
  setBlacklist(mmsis: readonly string[]): void {
    const key = [...mmsis].sort().join(',');
    if (key === this.blacklistKey) return;
    this.blacklistKey = key;
    this.port.postMessage({ type: 'blacklist', mmsis: [...mmsis] });
  }

  /** Tells the worker how to build (posted only on change; call every frame). */
  setLayerOptions(next: VesselLayerRequest): void {
    const o = this.options;
    if (o && o.visible === next.visible && Object.is(o.vectorLengthMin, next.vectorLengthMin) && o.origin === next.origin && o.area === next.area && o.drawnScalesPxPerM === next.drawnScalesPxPerM && o.stationaryShrunk === next.stationaryShrunk) return;
    this.options = next;
    this.port.postMessage({ type: 'layerOptions', ...next });
  }

  /** When the newest built layer arrived (monotonic ms), or null when none waits. */
  get pendingSinceMs(): number | null {
    return this.pending?.arrivedMs ?? null;
  }

  /** The newest built layer, once; call `uploaded` after uploading it. */
  takeLayer(): { buildId: number; layer: PackedVesselLayer } | null {
    const p = this.pending;
    this.pending = null;
    return p;
  }

  uploaded(buildId: number, mainMs: number): void {
    this.port.postMessage({ type: 'uploaded', buildId, mainMs });
  }

  /** Asks for the radar picture of a view (again on every fleet change); null: the radar is off. */
  setRadar(view: RadarView | null, origin: GeoPoint): void {
    if (!view) {
      this.radarFirstId = Infinity;
      this.radarEchoes = null;
      this.port.postMessage({ type: 'radar', request: null });
      return;
    }
    this.radarId += 1;
    if (this.radarFirstId === Infinity) this.radarFirstId = this.radarId;
    this.port.postMessage({ type: 'radar', request: { id: this.radarId, view, origin, token: this.token() } });
  }

  /** Asks for every vessel's trail of a window (null: off, the trails go at once). */
  setTrails(window: { fromMs: number; toMs: number; rgba: TrailRgba } | null): void {
    this.trailsId += 1;
    if (!window) {
      this.port.postMessage({ type: 'trails', request: null });
      this.onTrails(null);
      return;
    }
    this.port.postMessage({ type: 'trails', request: { id: this.trailsId, ...window, token: this.token() } });
  }

  /** The newest radar echoes, once (null: none new). */
  takeRadarEchoes(): Float32Array | null {
    const e = this.radarEchoes;
    this.radarEchoes = null;
    return e;
  }

  private askPicture(atMs: number): Promise<PictureAnswer> {
    this.pictureId += 1;
    const id = this.pictureId;
    return new Promise((resolve) => {
      this.pictures.set(id, resolve);
      this.port.postMessage({ type: 'picture', request: { id, atMs, token: this.token() } });
    });
  }

  private receive(m: VesselWorkerMessage): void {
    switch (m.type) {
      case 'radar':
        if (m.id >= this.radarFirstId) this.radarEchoes = m.echoes;
        break;
      case 'trails':
        if (m.id === this.trailsId) this.onTrails(m.buffers);
        break;
      case 'picture': {
        const resolve = this.pictures.get(m.id);
        this.pictures.delete(m.id);
        resolve?.(m);
        break;
      }
      case 'layer':
        this.pending = { buildId: m.buildId, layer: m.layer, arrivedMs: this.now() };
        break;
      case 'table':
        this.store.setVesselIds(m.ids);
        countVessels(m.ids.length);
        break;
      case 'vessel':
        if (m.id !== this.store.watchedVesselId) return;
        if (m.vessel) this.store.mergeVessels([m.vessel]);
        else this.store.removeVessel(m.id);
        countWatchedVessel();
        break;
      case 'error':
        console.error(m.message);
        break;
    }
  }
}
