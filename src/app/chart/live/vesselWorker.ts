// The vessel worker: the vessels stream, the fleet and the layer builds off
// the main thread (vesselPipeline.ts); the layer's buffers are transferred.
// The WASM core is imported lazily so the message handler exists from the
// first message on and no early message is lost.
import { VesselPipeline } from './vesselPipeline';
import type { VesselWorkerMessage, VesselWorkerRequest } from './vesselWorkerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<VesselWorkerRequest>) => void) | null;
  postMessage(message: VesselWorkerMessage, transfer?: Transferable[]): void;
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(timer: number): void;
}
const scope = self as unknown as WorkerScope;
let builder: Promise<typeof import('./vesselLayerBuild')> | null = null;

const pipeline = new VesselPipeline({
  open: (url) => new WebSocket(url),
  setTimer: (fn, ms) => scope.setTimeout(fn, ms),
  clearTimer: (timer) => scope.clearTimeout(timer as number),
  now: () => performance.now(),
  clock: () => Date.now(),
  post: (message, transfer) => scope.postMessage(message, transfer),
  build: async (vessels, options) => {
    builder ??= import('./vesselLayerBuild');
    const { buildPackedVesselLayer } = await builder;
    return buildPackedVesselLayer(vessels.values(), vessels.size, options);
  },
});

scope.onmessage = (event) => pipeline.handle(event.data);
