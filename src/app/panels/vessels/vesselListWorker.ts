// The vessels panel's worker: the 20 s poll's answer is parsed and its index
// sorted here, off the main thread (vesselListWorkerCore.ts).
import type { VesselListMessage, VesselListRequest } from './vesselListProtocol';
import { VesselListWorkerCore } from './vesselListWorkerCore';

interface WorkerScope {
  onmessage: ((event: MessageEvent<VesselListRequest>) => void) | null;
  postMessage(message: VesselListMessage, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;
const core = new VesselListWorkerCore((message, transfer) => scope.postMessage(message, transfer ?? []));
scope.onmessage = (event) => core.handle(event.data);
