// Worker thread of the chart engine: reads S-57 cells with the WASM core so
// that a large cell never blocks the server's event loop; the cell's typed
// arrays move back to the server thread.
import { readEnc } from '../../wasm/enc';
import { serveRequests } from '../threads/serveRequests';

export interface ReadRequest {
  name: string;
  base: Uint8Array;
  updates: Uint8Array[];
}

serveRequests((request: ReadRequest) => {
  const cell = readEnc(request.name, request.base, request.updates);
  const buffers = cell.layers.flatMap((layer) =>
    [layer.featureKinds, layer.featurePartOffsets, layer.partVertexOffsets, layer.lonLatDeg, layer.depthM].map((array) => array.buffer as ArrayBuffer),
  );
  return { answer: cell, transfer: [...new Set(buffers)] };
});
