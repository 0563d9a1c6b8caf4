// The main thread's side of the vessel worker (chart/live/vesselWorker.ts):
// connects and disconnects its stream, passes the table's ids and the
// watched vessel's record into the live store, and keeps the newest built
// layer until the chart uploads it (then tells the worker, which builds the
// next one no sooner).
import type { GeoPoint } from '../../protocol/geo';
import type { PackedVesselLayer, VesselWorkerMessage, VesselWorkerRequest } from '../chart/live/vesselWorkerProtocol';
import { liveCounts, type LiveStore } from './liveStore';

export interface VesselWorkerPort {
  postMessage(message: VesselWorkerRequest, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<VesselWorkerMessage>) => void) | null;
}

export interface VesselLayerRequest {
  visible: boolean;
  vectorLengthMin: number;
  origin: GeoPoint;
}

export class VesselWorkerClient {
  /** Main-thread ms spent handling the worker's messages (benchmarks). */
  messageMs = 0;
  private pending: { buildId: number; layer: PackedVesselLayer; arrivedMs: number } | null = null;
  private options: VesselLayerRequest | null = null;
  private blacklistKey = '';

  constructor(
    private readonly port: VesselWorkerPort,
    private readonly store: LiveStore,
    private readonly now: () => number = () => performance.now(),
  ) {
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
    if (o && o.visible === next.visible && Object.is(o.vectorLengthMin, next.vectorLengthMin) && o.origin === next.origin) return;
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

  private receive(m: VesselWorkerMessage): void {
    switch (m.type) {
      case 'layer':
        this.pending = { buildId: m.buildId, layer: m.layer, arrivedMs: this.now() };
        break;
      case 'table':
        this.store.setVesselIds(m.ids);
        liveCounts.vessels = m.ids.length;
        break;
      case 'vessel':
        if (m.id !== this.store.watchedVesselId) return;
        if (m.vessel) this.store.mergeVessels([m.vessel]);
        else this.store.removeVessel(m.id);
        liveCounts.watchedVessel += 1;
        break;
      case 'error':
        console.error(m.message);
        break;
    }
  }
}
