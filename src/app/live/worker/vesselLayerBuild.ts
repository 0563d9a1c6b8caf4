// The whole vessel layer in one core call, packed for upload (run in the
// vessel worker): the fleet flattened, `buildVesselLayer` (symbols,
// nav-status marks, motion vectors as pre-built triangles plus a pick
// index), then the 20-byte vertex format.
import { buildVesselLayer, type VesselLayerOptions } from '../../../wasm/shapes';
import type { LiveVessel } from '../vesselTable';
import { packMarkers } from '../../chart/layers/marker/markerPacking';
import { vesselBatch } from '../../chart/layers/vessels/vesselBatch';
import type { PackedVesselLayer } from '../../chart/layers/vessels/vesselSource';

export function buildPackedVesselLayer(vessels: Iterable<LiveVessel>, count: number, options: VesselLayerOptions): PackedVesselLayer {
  const batch = vesselBatch(vessels, count);
  const layer = buildVesselLayer(batch, options);
  return {
    ...packMarkers(layer),
    vertexOffsets: layer.vertexOffsets,
    anchors: layer.anchors,
    extentsM: layer.extentsM,
    extentsPx: layer.extentsPx,
    ids: batch.ids,
  };
}
