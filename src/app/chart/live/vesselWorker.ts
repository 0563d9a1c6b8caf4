// The vessel-layer worker: builds the whole vessel layer with the WASM core
// (one call) off the main thread and transfers the typed arrays back. The
// core is imported lazily so no early message is lost.
import { layerTransferables, type VesselBuildRequest, type VesselBuildResponse } from './vesselWorkerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<VesselBuildRequest>) => void) | null;
  postMessage(message: VesselBuildResponse, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;
let shapes: Promise<typeof import('../../../wasm/shapes')> | null = null;

scope.onmessage = (event) => {
  const { buildId, batch, options } = event.data;
  shapes ??= import('../../../wasm/shapes');
  void shapes
    .then(({ buildVesselLayer }) => {
      const layer = buildVesselLayer(batch, options);
      scope.postMessage({ buildId, ok: true, layer }, layerTransferables(layer));
    })
    .catch((error: unknown) => scope.postMessage({ buildId, ok: false, message: String(error) }));
};
