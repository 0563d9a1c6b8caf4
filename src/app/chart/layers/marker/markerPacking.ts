// The marker layers' vertex format: one interleaved buffer of 20 bytes per
// vertex (instead of four buffers, 24 bytes): anchor as f32 x, y
// (origin-relative Mercator metres), pixel offset as i16 x, y in 1/16 px,
// colour RGBA8 and pick id RGBA8. Packed where the buffers are built (the
// vessel worker for the fleet), so the main thread only uploads.
import type { MarkerBuffers } from './markerProgram';

export const MARKER_STRIDE_BYTES = 20;
/** Offsets are stored as whole 1/16 pixels (range +-2048 px). */
export const OFFSET_UNITS_PER_PX = 16;
export const MARKER_FIELDS = {
  pos: { offsetBytes: 0 },
  offset: { offsetBytes: 8 },
  colour: { offsetBytes: 12 },
  pick: { offsetBytes: 16 },
} as const;

/** Marker vertices ready for one `bufferData`. */
export interface PackedMarkers {
  /** `vertexCount` * MARKER_STRIDE_BYTES bytes. */
  vertices: ArrayBuffer;
  vertexCount: number;
}

/** The bytes as 32-bit words (a copy only when they are not 4-byte aligned). */
const words = (bytes: Uint8Array, count: number): Uint32Array =>
  bytes.byteOffset % 4 === 0 ? new Uint32Array(bytes.buffer, bytes.byteOffset, count) : new Uint32Array(bytes.slice(0, count * 4).buffer);

const clampI16 = (v: number): number => (v > 32767 ? 32767 : v < -32768 ? -32768 : v);

export function packMarkers(b: MarkerBuffers): PackedMarkers {
  const vertexCount = b.positions.length / 2;
  const vertices = new ArrayBuffer(vertexCount * MARKER_STRIDE_BYTES);
  const f32 = new Float32Array(vertices);
  const i16 = new Int16Array(vertices);
  const u32 = new Uint32Array(vertices);
  // Colours are copied as whole 32-bit words (byte order kept).
  const colours = words(b.colours, vertexCount);
  const picks = words(b.pickColours, vertexCount);
  const floatsPerVertex = MARKER_STRIDE_BYTES / 4;
  for (let v = 0; v < vertexCount; v += 1) {
    const w = v * floatsPerVertex;
    f32[w] = b.positions[2 * v] ?? 0;
    f32[w + 1] = b.positions[2 * v + 1] ?? 0;
    i16[2 * w + 4] = clampI16(Math.round((b.offsetsPx[2 * v] ?? 0) * OFFSET_UNITS_PER_PX));
    i16[2 * w + 5] = clampI16(Math.round((b.offsetsPx[2 * v + 1] ?? 0) * OFFSET_UNITS_PER_PX));
    u32[w + 3] = colours[v] ?? 0;
    u32[w + 4] = picks[v] ?? 0;
  }
  return { vertices, vertexCount };
}
