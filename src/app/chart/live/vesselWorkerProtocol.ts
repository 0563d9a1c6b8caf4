// Messages between the main thread and the vessel-layer worker.
import type { MarkerLayerBuffers, VesselBatchInput, VesselLayerOptions, VesselPickIndex } from '../../../wasm/shapes';

export interface VesselBuildRequest {
  buildId: number;
  batch: VesselBatchInput;
  options: VesselLayerOptions;
}

export type VesselBuildResponse =
  | { buildId: number; ok: true; layer: MarkerLayerBuffers & VesselPickIndex }
  | { buildId: number; ok: false; message: string };

export function batchTransferables(b: VesselBatchInput): ArrayBuffer[] {
  return [b.latDeg, b.lonDeg, b.headingDeg, b.speedKn, b.courseDeg, b.dimsM, b.navStatus, b.ids].map((a) => a.buffer as ArrayBuffer);
}

export function layerTransferables(l: MarkerLayerBuffers & VesselPickIndex): ArrayBuffer[] {
  const all = [l.positions, l.offsetsPx, l.colors, l.pickColors, l.vertexOffsets, l.anchors, l.extentsM, l.extentsPx].map((a) => a.buffer);
  return [...new Set(all)].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer && b.byteLength > 0);
}
