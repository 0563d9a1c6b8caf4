// The whole vessel layer in one core call (run in the vessel worker): the
// fleet flattened, each vessel's lost-target flag from its reporting rate
// (reportingRates.ts) and its symbol's (a SART, a SAR aircraft), then `buildVesselLayer` (symbols, heading lines,
// motion vectors, marks as one interleaved vertex buffer plus a pick index).
import { buildVesselLayer, VESSEL_FLAGS, type VesselLayerOptions } from '../../../wasm/shapes';
import type { LiveVessel } from '../vesselTable';
import { targetSymbolFlags, vesselBatch } from '../../chart/layers/vessels/vesselBatch';
import type { PackedVesselLayer } from '../../chart/layers/vessels/vesselSource';
import { lostAtMs } from './reportingRates';

/** The layer of these vessels as they are at `nowMs` (wall clock: which are lost). */
export function buildPackedVesselLayer(vessels: Iterable<LiveVessel>, count: number, options: VesselLayerOptions, nowMs: number): PackedVesselLayer {
  const batch = vesselBatch(vessels, count, (v) => (nowMs >= lostAtMs(v, v.receivedMs) ? VESSEL_FLAGS.lost : 0) | targetSymbolFlags(v.target_kind));
  return buildVesselLayer(batch, options);
}
