import { describe, expect, it } from 'vitest';
import { fakeGl, recordedBuffer } from '../../gl/fakeGl';
import { Mesh } from '../../gl/buffers';
import { VESSEL_VERTEX_BYTES } from '../../../../wasm/shapes';
import { StagedVesselUpload, VESSEL_UPLOAD_SLICE_BYTES } from './vesselUpload';
import type { PackedVesselLayer } from './vesselSource';

const layer = (vertexCount: number, released: ArrayBuffer[] = []): PackedVesselLayer => ({
  vertices: recordedBuffer(vertexCount * VESSEL_VERTEX_BYTES, released),
  vertexCount,
  vertexOffsets: new Uint32Array([0, vertexCount]),
  anchors: new Float32Array(2),
  extentsM: new Float32Array(1),
  extentsPx: new Float32Array(1),
  hullReachM: new Float32Array(1),
  ids: new Uint32Array([2 ** 23]),
});

describe('staged vessel upload', () => {
  it('allocates once and fills 1 MB slices within the time budget; draws only when complete, then frees the vertices', () => {
    const { gl, calls } = fakeGl();
    let nowMs = 0;
    const vertexCount = Math.ceil((2.5 * VESSEL_UPLOAD_SLICE_BYTES) / VESSEL_VERTEX_BYTES);
    const released: ArrayBuffer[] = [];
    const staged = new StagedVesselUpload(new Mesh(gl), 7, layer(vertexCount, released), () => (nowMs += 5));
    expect(calls.filter((c) => c[0] === 'bufferData').map((c) => c[2])).toEqual([vertexCount * VESSEL_VERTEX_BYTES]);
    // Each slice "takes" 5 ms: one slice per 4 ms budget, two per 8 ms.
    expect(staged.step(4)).toBe(false);
    expect(staged.mesh.count).toBe(0);
    expect(staged.mesh.bind()).toBe(false);
    expect(released).toEqual([]);
    expect(staged.step(8)).toBe(true);
    // Uploaded whole: its vertices' memory is freed at once.
    expect(released).toEqual([staged.layer.vertices]);
    const slices = calls.filter((c) => c[0] === 'bufferSubData');
    expect(slices.map((c) => c[2])).toEqual([0, VESSEL_UPLOAD_SLICE_BYTES, 2 * VESSEL_UPLOAD_SLICE_BYTES]);
    expect(slices.reduce((n, c) => n + (c[3] as Uint8Array).length, 0)).toBe(vertexCount * VESSEL_VERTEX_BYTES);
    expect(staged.mesh.count).toBe(vertexCount);
    expect(staged.ms).toBeGreaterThan(0);
  });
});
