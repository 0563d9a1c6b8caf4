// Worker thread of the chart engine: reads S-57 cells with the WASM core so
// that a large cell never blocks the server's event loop. One message in,
// one out: { id, name, base, updates } -> { id, cell } | { id, error }.
import { parentPort } from 'node:worker_threads';
import { readEnc } from '../../wasm/enc';

export interface ReadRequest {
  id: number;
  name: string;
  base: Uint8Array;
  updates: Uint8Array[];
}

parentPort?.on('message', (request: ReadRequest) => {
  try {
    const cell = readEnc(request.name, request.base, request.updates);
    const buffers = cell.layers.flatMap((layer) =>
      [layer.featureKinds, layer.featurePartOffsets, layer.partVertexOffsets, layer.lonLatDeg, layer.depthM].map((array) => array.buffer as ArrayBuffer),
    );
    parentPort?.postMessage({ id: request.id, cell }, [...new Set(buffers)]);
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});
