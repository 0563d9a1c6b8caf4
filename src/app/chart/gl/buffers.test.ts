import { describe, expect, it } from 'vitest';
import { uploadFill } from '../layers/fill/fillProgram';
import { uploadLine } from '../layers/line/lineProgram';
import { uploadMarkers } from '../layers/marker/markerProgram';
import { Mesh, deferLargeUploads } from './buffers';
import { fakeGl } from './fakeGl';

const named = (calls: [string, ...unknown[]][], name: string) => calls.filter((c) => c[0] === name);

describe('layer buffers', () => {
  it('hands the core typed arrays straight to bufferData, once, with the indices', () => {
    const { gl, calls } = fakeGl();
    const fill = {
      positions: new Float32Array([0, 0, 1, 0, 0, 1]),
      indices: new Uint32Array([0, 1, 2]),
      colours: new Uint8Array(12).fill(255),
      pickColours: new Uint8Array(12),
    };
    const mesh = new Mesh(gl);
    uploadFill(mesh, fill);
    const data = named(calls, 'bufferData').map((c) => c[2]);
    expect(data).toEqual([fill.positions, fill.colours, fill.pickColours, fill.indices]);
    expect(data[0]).toBe(fill.positions);
    expect(data[3]).toBe(fill.indices);
    expect(named(calls, 'bufferData').at(-1)?.[1]).toBe(34963);
    expect(mesh.count).toBe(3);
    expect(mesh.indexed).toBe(true);
    // Colours are normalised bytes, positions floats.
    expect(named(calls, 'vertexAttribPointer')).toEqual([
      ['vertexAttribPointer', 0, 2, 5126, false, 0, 0],
      ['vertexAttribPointer', 1, 4, 5121, true, 0, 0],
      ['vertexAttribPointer', 2, 4, 5121, true, 0, 0],
    ]);
    expect(mesh.bind()).toBe(true);
  });

  it('replaces the colours of the same vertices in place, and refuses colours of another length', () => {
    const { gl, calls } = fakeGl();
    const mesh = new Mesh(gl);
    uploadFill(mesh, { positions: new Float32Array(6), indices: new Uint32Array([0, 1, 2]), colours: new Uint8Array(12), pickColours: new Uint8Array(12) });
    const night = new Uint8Array(12).fill(40);
    expect(mesh.replaceAttribute(1, night)).toBe(true);
    expect(named(calls, 'bufferSubData')).toEqual([['bufferSubData', 34962, 0, night]]);
    expect(mesh.replaceAttribute(1, new Uint8Array(8))).toBe(false);
    expect(mesh.replaceAttribute(7, night)).toBe(false);
    expect(named(calls, 'bufferSubData')).toHaveLength(1);
  });

  it('frees the previous buffers on re-upload and on dispose', () => {
    const { gl, calls } = fakeGl();
    const mesh = new Mesh(gl);
    const markers = {
      positions: new Float32Array(6),
      offsetsPx: new Float32Array(6),
      colours: new Uint8Array(12),
      pickColours: new Uint8Array(12),
    };
    uploadMarkers(mesh, markers);
    expect(mesh.count).toBe(3);
    expect(mesh.indexed).toBe(false);
    uploadMarkers(mesh, markers);
    expect(named(calls, 'deleteBuffer')).toHaveLength(1);
    expect(named(calls, 'deleteVertexArray')).toHaveLength(1);
    mesh.dispose();
    expect(named(calls, 'deleteBuffer')).toHaveLength(2);
    expect(mesh.bind()).toBe(false);
  });

  it('uploads markers as one interleaved buffer of 20 bytes per vertex', () => {
    const { gl, calls } = fakeGl();
    const mesh = new Mesh(gl);
    uploadMarkers(mesh, {
      positions: new Float32Array(6),
      offsetsPx: new Float32Array(6),
      colours: new Uint8Array(12),
      pickColours: new Uint8Array(12),
    });
    expect(named(calls, 'bufferData').map((c) => (c[2] as ArrayBuffer).byteLength)).toEqual([60]);
    expect(named(calls, 'vertexAttribPointer')).toEqual([
      ['vertexAttribPointer', 0, 2, 5126, false, 20, 0],
      ['vertexAttribPointer', 1, 2, 5122, false, 20, 8],
      ['vertexAttribPointer', 2, 4, 5121, true, 20, 12],
      ['vertexAttribPointer', 3, 4, 5121, true, 20, 16],
    ]);
    expect(mesh.count).toBe(3);
  });

  it('uploads the six line attributes', () => {
    const { gl, calls } = fakeGl();
    const mesh = new Mesh(gl);
    uploadLine(mesh, {
      positions: new Float32Array(8),
      extrusions: new Float32Array(8),
      distancesM: new Float32Array(4),
      styleIds: new Uint8Array(4),
      colours: new Uint8Array(16),
      pickColours: new Uint8Array(16),
      indices: new Uint32Array([0, 1, 2, 2, 1, 3]),
    });
    expect(named(calls, 'enableVertexAttribArray').map((c) => c[1])).toEqual([0, 1, 2, 3, 4, 5]);
    expect(mesh.count).toBe(6);
  });
});

describe('large buffers written in slices', () => {
  it('allocates buffers over the limit empty, writes their bytes in slices, and draws only when complete', () => {
    const { gl, calls } = fakeGl();
    const fill = {
      positions: Float32Array.from({ length: 2000 }, (_, i) => i), // 8,000 bytes: deferred
      indices: Uint32Array.from({ length: 300 }, (_, i) => i % 1000), // 1,200 bytes: deferred
      colours: new Uint8Array(400).fill(7), // 400 bytes: written at once
    };
    const mesh = new Mesh(gl);
    const { result, pending } = deferLargeUploads(1000, () => {
      uploadFill(mesh, fill);
      return 'built';
    });
    expect(result).toBe('built');
    expect(pending).toEqual([mesh]);
    expect(named(calls, 'bufferData').map((c) => c[2])).toEqual([8000, fill.colours, 1200]);
    expect(mesh.complete).toBe(false);
    expect(mesh.bind()).toBe(false);
    // 3,000 bytes a step: 8,000 + 1,200 bytes take four steps.
    const steps = [mesh.uploadPending(3000), mesh.uploadPending(3000), mesh.uploadPending(3000), mesh.uploadPending(3000)];
    expect(steps).toEqual([false, false, false, true]);
    const writes = named(calls, 'bufferSubData').map((c) => [c[1], c[2], (c[3] as Uint8Array).byteLength]);
    expect(writes).toEqual([
      [34962, 0, 3000],
      [34962, 3000, 3000],
      [34962, 6000, 2000],
      [34963, 0, 1000],
      [34963, 1000, 200],
    ]);
    // The bytes written are the data's own.
    const first = named(calls, 'bufferSubData')[0]?.[3] as Uint8Array;
    expect(Array.from(new Float32Array(first.slice().buffer)).slice(0, 4)).toEqual([0, 1, 2, 3]);
    expect(mesh.complete).toBe(true);
    expect(mesh.bind()).toBe(true);
    // Outside the scope, buffers are written at once again.
    const other = new Mesh(gl);
    uploadFill(other, fill);
    expect(other.complete).toBe(true);
    expect(named(calls, 'bufferData').slice(-3).map((c) => c[2])).toEqual([fill.positions, fill.colours, fill.indices]);
  });

  it('drops pending colours replaced by new ones, and everything pending on dispose', () => {
    const { gl, calls } = fakeGl();
    const mesh = new Mesh(gl);
    const fill = { positions: new Float32Array(600), indices: new Uint32Array([0, 1, 2]), colours: new Uint8Array(1200) };
    deferLargeUploads(1000, () => uploadFill(mesh, fill));
    const night = new Uint8Array(1200).fill(40);
    expect(mesh.replaceAttribute(1, night)).toBe(true);
    while (!mesh.uploadPending(10_000));
    // Only the positions were pending after the colours were replaced.
    expect(named(calls, 'bufferSubData').map((c) => [c[2], (c[3] as Uint8Array).byteLength])).toEqual([
      [0, 1200],
      [0, 2400],
    ]);
    const again = new Mesh(gl);
    deferLargeUploads(1000, () => uploadFill(again, fill));
    again.dispose();
    expect(again.complete).toBe(true);
    expect(again.uploadPending(10_000)).toBe(true);
  });
});
