// A vessel layer uploaded in slices: tens of MB for 20,000 vessels in one
// bufferData can block the main thread for tens of milliseconds while the
// GPU process is busy (SwiftShader), so the buffer is allocated once and
// filled 1 MB at a time, within a time budget per animation frame; the
// previous layer is drawn until the new one is complete; then the layer's
// vertices are freed (gl/releaseMemory.ts).
import type { Mesh } from '../../gl/buffers';
import { releaseMemory } from '../../gl/releaseMemory';
import { VESSEL_VERTEX_BYTES } from '../../../../wasm/shapes';
import { VESSEL_INTERLEAVED } from './vesselProgram';
import type { PackedVesselLayer } from './vesselSource';

export const VESSEL_UPLOAD_SLICE_BYTES = 1 << 20;
/** Slices are written until this much main-thread time is spent in one frame (at least one slice). */
export const VESSEL_UPLOAD_BUDGET_MS = 8;

export class StagedVesselUpload {
  private offsetBytes = 0;
  /** Main-thread ms spent on this upload so far. */
  ms = 0;

  constructor(
    readonly mesh: Mesh,
    readonly buildId: number,
    readonly layer: PackedVesselLayer,
    private readonly now: () => number = () => performance.now(),
  ) {
    mesh.allocateInterleaved(layer.vertices.byteLength, VESSEL_VERTEX_BYTES, VESSEL_INTERLEAVED);
  }

  /** Writes slices until the budget is spent; true once the whole layer is uploaded (then it draws). */
  step(budgetMs: number = VESSEL_UPLOAD_BUDGET_MS): boolean {
    const t0 = this.now();
    const bytes = new Uint8Array(this.layer.vertices);
    while (this.offsetBytes < bytes.length) {
      const end = Math.min(this.offsetBytes + VESSEL_UPLOAD_SLICE_BYTES, bytes.length);
      this.mesh.fillInterleaved(bytes.subarray(this.offsetBytes, end), this.offsetBytes);
      this.offsetBytes = end;
      if (this.now() - t0 >= budgetMs) break;
    }
    this.ms += this.now() - t0;
    if (this.offsetBytes < bytes.length) return false;
    this.mesh.count = this.layer.vertexCount;
    releaseMemory([this.layer.vertices]);
    return true;
  }
}
