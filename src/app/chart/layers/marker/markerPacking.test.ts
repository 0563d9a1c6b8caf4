import { describe, expect, it } from 'vitest';
import { MARKER_STRIDE_BYTES, OFFSET_UNITS_PER_PX, packMarkers } from './markerPacking';

describe('marker packing', () => {
  it('interleaves anchor f32, offset i16 in 1/16 px, colour and pick id bytes', () => {
    const packed = packMarkers({
      positions: new Float32Array([1.5, -2.25, 1000.5, 7]),
      offsetsPx: new Float32Array([10, -6, 0.5, 5000]),
      colours: new Uint8Array([255, 0, 0, 255, 0, 204, 0, 128]),
      pickColours: new Uint8Array([1, 0, 128, 255, 3, 0, 128, 255]),
    });
    expect(packed.vertexCount).toBe(2);
    expect(packed.vertices.byteLength).toBe(2 * MARKER_STRIDE_BYTES);
    const view = new DataView(packed.vertices);
    const vertex = (v: number) => {
      const b = v * MARKER_STRIDE_BYTES;
      return {
        pos: [view.getFloat32(b, true), view.getFloat32(b + 4, true)],
        offsetPx: [view.getInt16(b + 8, true) / OFFSET_UNITS_PER_PX, view.getInt16(b + 10, true) / OFFSET_UNITS_PER_PX],
        color: Array.from(new Uint8Array(packed.vertices, b + 12, 4)),
        pick: Array.from(new Uint8Array(packed.vertices, b + 16, 4)),
      };
    };
    expect(vertex(0)).toEqual({ pos: [1.5, -2.25], offsetPx: [10, -6], color: [255, 0, 0, 255], pick: [1, 0, 128, 255] });
    // Offsets beyond +-2048 px are clamped.
    expect(vertex(1)).toEqual({ pos: [1000.5, 7], offsetPx: [0.5, 32767 / OFFSET_UNITS_PER_PX], color: [0, 204, 0, 128], pick: [3, 0, 128, 255] });
  });

  it('reads colour bytes that are not 4-byte aligned', () => {
    const bytes = new Uint8Array(9);
    bytes.set([9, 8, 7, 6], 1);
    const packed = packMarkers({ positions: new Float32Array(2), offsetsPx: new Float32Array(2), colours: bytes.subarray(1, 5), pickColours: bytes.subarray(1, 5) });
    expect(Array.from(new Uint8Array(packed.vertices, 12, 8))).toEqual([9, 8, 7, 6, 9, 8, 7, 6]);
  });
});
