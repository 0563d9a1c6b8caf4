// Main-thread side of the vessel-layer worker: at most one build in flight;
// a newer store version requested meanwhile is built when it returns.
import type { MarkerLayerBuffers, VesselLayerOptions, VesselPickIndex } from '../../../wasm/shapes';
import type { LiveVessel } from '../../live/liveStore';
import { vesselBatch } from './vesselBatch';
import { batchTransferables, type VesselBuildRequest, type VesselBuildResponse } from './vesselWorkerProtocol';

export interface VesselWorkerPort {
  postMessage(message: VesselBuildRequest, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<VesselBuildResponse>) => void) | null;
}

export type BuiltVesselLayer = MarkerLayerBuffers & VesselPickIndex;

export class VesselLayerBuilder {
  private nextId = 1;
  private inFlight: number | null = null;

  constructor(
    private readonly worker: VesselWorkerPort,
    private readonly onBuilt: (layer: BuiltVesselLayer) => void,
  ) {
    worker.onmessage = (event) => {
      const r = event.data;
      if (r.buildId !== this.inFlight) return;
      this.inFlight = null;
      if (r.ok) this.onBuilt(r.layer);
      else console.error(r.message);
    };
  }

  get busy(): boolean {
    return this.inFlight !== null;
  }

  /** Starts a build of the vessels; false (nothing sent) while one is in flight. */
  build(vessels: ReadonlyMap<number, LiveVessel>, options: VesselLayerOptions): boolean {
    if (this.inFlight !== null) return false;
    const batch = vesselBatch(vessels.values(), vessels.size);
    this.inFlight = this.nextId++;
    this.worker.postMessage({ buildId: this.inFlight, batch, options }, batchTransferables(batch));
    return true;
  }
}
