// A chart layer's upload job in steps: one registry layer made per run, then
// its large buffers written in slices; done (asking for a redraw when shown)
// only when every byte is on the GPU.
import { describe, expect, it } from 'vitest';
import { Mesh } from '../gl/buffers';
import { fakeGl, recordedBuffer } from '../gl/fakeGl';
import { uploadFill, type FillBuffers } from '../layers/fill/fillProgram';
import type { ChartLayer, LayerContext } from '../render/chartLayer';
import { ChartStats } from '../render/stats';
import { UPLOAD_AGAIN } from '../render/uploadQueue';
import { CellRanking } from './cellRanking';
import { UPLOAD_DEFER_BYTES, UPLOAD_SLICE_BYTES, encLayerJob } from './encLayers';
import type { BuiltLayer } from './workerProtocol';

function jobParts() {
  const { gl, calls } = fakeGl();
  const meshes: Mesh[] = [];
  const program = {
    newMesh: (b: FillBuffers) => {
      const mesh = new Mesh(gl);
      uploadFill(mesh, b);
      meshes.push(mesh);
      return mesh;
    },
  };
  const ctx = { gl, program: () => program, stats: new ChartStats() } as unknown as LayerContext;
  const atlas = { get: () => Promise.reject(new Error('no symbols here')), takeDirty: () => [], generation: 0 };
  return { calls, meshes, ctx, atlas };
}

describe('a chart layer upload job', () => {
  it('frees the memory of the data it uploaded once every byte is on the GPU, and keeps the index runs the mesh draws by', () => {
    const { meshes, ctx, atlas } = jobParts();
    const released: ArrayBuffer[] = [];
    const vertices = Math.ceil((1.5 * UPLOAD_SLICE_BYTES) / 8);
    const fill: FillBuffers = {
      positions: new Float32Array(recordedBuffer(8 * vertices, released)),
      colours: new Uint8Array(recordedBuffer(4 * vertices, released)),
      indices: new Uint32Array(recordedBuffer(12, released)),
      ranges: { bounds: new Float32Array(recordedBuffer(16, released)), starts: new Uint32Array(recordedBuffer(4, released)), counts: new Uint32Array(recordedBuffer(4, released)) },
    };
    const built: BuiltLayer = { chartName: 'C.000', layerName: 'DEPARE', cscl: 20000, fill, lines: [], points: null, text: null };
    const job = encLayerJob(ctx, built, atlas, new CellRanking(), () => undefined);
    while (job.run() === UPLOAD_AGAIN) expect(released).toEqual([]);
    expect(meshes[0]?.complete).toBe(true);
    expect(new Set(released)).toEqual(new Set([fill.positions.buffer, fill.colours.buffer, fill.indices.buffer]));
    expect(meshes[0]?.ranges?.bounds.byteLength).toBe(16);
  });

  it('makes the layer in its first run, writes its large buffers over the next runs, and is done only when they are complete', () => {
    const { calls, meshes, ctx, atlas } = jobParts();
    // Positions of 2.5 slices, small colours and indices.
    const vertices = Math.ceil((2.5 * UPLOAD_SLICE_BYTES) / 8);
    const fill: FillBuffers = { positions: new Float32Array(2 * vertices), colours: new Uint8Array(Math.min(4 * vertices, UPLOAD_DEFER_BYTES)), indices: new Uint32Array([0, 1, 2]) };
    const built: BuiltLayer = { chartName: 'C.000', layerName: 'LNDARE', cscl: 20000, fill, lines: [], points: null, text: null };
    const added: ChartLayer[] = [];
    const job = encLayerJob(ctx, built, atlas, new CellRanking(), (l) => added.push(l));
    const results = [];
    for (let i = 0; i < 10; i += 1) {
      const r = job.run();
      results.push(r);
      if (r !== UPLOAD_AGAIN) break;
    }
    // Made (positions allocated empty), then three slices of the positions.
    expect(results).toEqual([UPLOAD_AGAIN, UPLOAD_AGAIN, UPLOAD_AGAIN, true]);
    expect(added).toHaveLength(1);
    expect(meshes[0]?.complete).toBe(true);
    const writes = calls.filter((c) => c[0] === 'bufferSubData').map((c) => (c[3] as Uint8Array).byteLength);
    expect(writes).toEqual([UPLOAD_SLICE_BYTES, UPLOAD_SLICE_BYTES, fill.positions.byteLength - 2 * UPLOAD_SLICE_BYTES]);
  });
});
