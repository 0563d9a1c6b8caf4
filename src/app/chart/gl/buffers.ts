// GPU buffers of one layer: typed arrays from the core go straight to
// gl.bufferData, once per rebuild (never per frame).
import type { DrawRanges } from './drawRanges';

/** The subset of WebGL2 the buffer handling uses (a fake records calls in tests). */
export type BufferGl = Pick<
  WebGL2RenderingContext,
  | 'createBuffer'
  | 'bindBuffer'
  | 'bufferData'
  | 'bufferSubData'
  | 'deleteBuffer'
  | 'createVertexArray'
  | 'bindVertexArray'
  | 'deleteVertexArray'
  | 'enableVertexAttribArray'
  | 'vertexAttribPointer'
  | 'vertexAttribIPointer'
  | 'ARRAY_BUFFER'
  | 'ELEMENT_ARRAY_BUFFER'
  | 'STATIC_DRAW'
  | 'FLOAT'
  | 'UNSIGNED_BYTE'
  | 'SHORT'
>;

export interface AttributeSpec {
  location: number;
  data: Float32Array | Uint8Array;
  size: number;
  /** Bytes normalised to 0..1 (colours). */
  normalized?: boolean;
}

/** One attribute of an interleaved vertex buffer. */
export interface InterleavedAttribute {
  location: number;
  size: number;
  type: 'float' | 'short' | 'ubyte';
  normalized?: boolean;
  offsetBytes: number;
}

/** Bytes held in GPU buffers by every mesh now (benchmarks: memory grows with what is on screen). */
export const gpuBuffers = { bytes: 0 };

/** While `deferLargeUploads` runs: buffers larger than this are left empty, their data pending. */
let deferOverBytes = Infinity;
/** Meshes given pending data during `deferLargeUploads`. */
let deferredMeshes: Mesh[] = [];

/**
 * Runs `build` (which creates meshes) with every vertex or index buffer
 * larger than `overBytes` allocated but left empty: its data is pending,
 * to be written in slices by `Mesh.uploadPending` (one large chart layer's
 * `gl.bufferData` held a 4x throttled CPU's frame for 30-70 ms). A mesh
 * draws nothing until its data is complete. Returns what `build` returned
 * and the meshes with pending data.
 */
export function deferLargeUploads<T>(overBytes: number, build: () => T): { result: T; pending: Mesh[] } {
  const saved = [deferOverBytes, deferredMeshes] as const;
  deferOverBytes = overBytes;
  deferredMeshes = [];
  try {
    const result = build();
    return { result, pending: deferredMeshes };
  } finally {
    [deferOverBytes, deferredMeshes] = saved;
  }
}

/** Data of a buffer still to be written (`deferLargeUploads`). */
interface PendingData {
  target: number;
  buffer: WebGLBuffer;
  bytes: Uint8Array;
  offset: number;
}

/** One vertex array with its buffers; `upload` replaces the data, `dispose` frees it. */
export class Mesh {
  private vao: WebGLVertexArrayObject | null = null;
  private buffers: WebGLBuffer[] = [];
  /** Bytes this mesh holds on the GPU. */
  private bytes = 0;
  /** The buffer of each attribute location of `upload` (for `replaceAttribute`). */
  private attributeBuffers = new Map<number, { buffer: WebGLBuffer; byteLength: number }>();
  /** Vertices (non-indexed) or indices to draw. */
  count = 0;
  indexed = false;
  /** Runs of the index buffer by area (drawRanges.ts); null: drawn whole. */
  ranges: DrawRanges | null = null;
  /** Buffers' data still to be written (the mesh draws nothing until none is left). */
  private pending: PendingData[] = [];

  constructor(private readonly gl: BufferGl) {}

  /** The buffer bound at `target` gets `data`, or, inside `deferLargeUploads`, its size now and its data later. */
  private bufferData(target: number, buffer: WebGLBuffer, data: Float32Array | Uint8Array | Uint32Array): void {
    const gl = this.gl;
    if (data.byteLength <= deferOverBytes) {
      gl.bufferData(target, data, gl.STATIC_DRAW);
      return;
    }
    gl.bufferData(target, data.byteLength, gl.STATIC_DRAW);
    if (this.pending.length === 0) deferredMeshes.push(this);
    this.pending.push({ target, buffer, bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), offset: 0 });
  }

  /** Whether every buffer's data is written. */
  get complete(): boolean {
    return this.pending.length === 0;
  }

  /** Writes at most `maxBytes` of the pending data; true when none is left. */
  uploadPending(maxBytes: number): boolean {
    const gl = this.gl;
    let left = maxBytes;
    // The element buffer's binding belongs to the vertex array: bind ours.
    if (this.vao && this.pending.length > 0) gl.bindVertexArray(this.vao);
    while (left > 0 && this.pending.length > 0) {
      const p = this.pending[0] as PendingData;
      const n = Math.min(left, p.bytes.byteLength - p.offset);
      gl.bindBuffer(p.target, p.buffer);
      gl.bufferSubData(p.target, p.offset, p.bytes.subarray(p.offset, p.offset + n));
      p.offset += n;
      left -= n;
      if (p.offset >= p.bytes.byteLength) this.pending.shift();
    }
    gl.bindVertexArray(null);
    return this.pending.length === 0;
  }

  upload(attributes: readonly AttributeSpec[], indices?: Uint32Array): void {
    this.dispose();
    const gl = this.gl;
    this.vao = gl.createVertexArray();
    gl.bindVertexArray(this.vao);
    let vertexCount = 0;
    for (const a of attributes) {
      const buffer = gl.createBuffer();
      this.buffers.push(buffer);
      this.attributeBuffers.set(a.location, { buffer, byteLength: a.data.byteLength });
      gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
      this.bufferData(gl.ARRAY_BUFFER, buffer, a.data);
      this.held(a.data.byteLength);
      gl.enableVertexAttribArray(a.location);
      const type = a.data instanceof Float32Array ? gl.FLOAT : gl.UNSIGNED_BYTE;
      gl.vertexAttribPointer(a.location, a.size, type, a.normalized ?? false, 0, 0);
      vertexCount = a.data.length / a.size;
    }
    if (indices) {
      const buffer = gl.createBuffer();
      this.buffers.push(buffer);
      gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, buffer);
      this.bufferData(gl.ELEMENT_ARRAY_BUFFER, buffer, indices);
      this.held(indices.byteLength);
      this.count = indices.length;
      this.indexed = true;
    } else {
      this.count = vertexCount;
      this.indexed = false;
    }
    gl.bindVertexArray(null);
  }

  /** Replaces the data with one interleaved buffer (one bufferData call). */
  uploadInterleaved(vertices: ArrayBuffer, strideBytes: number, attributes: readonly InterleavedAttribute[]): void {
    this.interleaved(vertices, strideBytes, attributes);
    this.count = Math.floor(vertices.byteLength / strideBytes);
  }

  /**
   * Replaces the data with an interleaved buffer of `byteLength` bytes,
   * filled later by `fillInterleaved` slices (large layers uploaded over
   * several tasks); draws nothing until `count` is set.
   */
  allocateInterleaved(byteLength: number, strideBytes: number, attributes: readonly InterleavedAttribute[]): void {
    this.interleaved(byteLength, strideBytes, attributes);
  }

  private interleaved(data: ArrayBuffer | number, strideBytes: number, attributes: readonly InterleavedAttribute[]): void {
    this.dispose();
    const gl = this.gl;
    this.vao = gl.createVertexArray();
    gl.bindVertexArray(this.vao);
    const buffer = gl.createBuffer();
    this.buffers.push(buffer);
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    if (typeof data === 'number') gl.bufferData(gl.ARRAY_BUFFER, data, gl.STATIC_DRAW);
    else this.bufferData(gl.ARRAY_BUFFER, buffer, new Uint8Array(data));
    this.held(typeof data === 'number' ? data : data.byteLength);
    for (const a of attributes) {
      const type = a.type === 'float' ? gl.FLOAT : a.type === 'short' ? gl.SHORT : gl.UNSIGNED_BYTE;
      gl.enableVertexAttribArray(a.location);
      gl.vertexAttribPointer(a.location, a.size, type, a.normalized ?? false, strideBytes, a.offsetBytes);
    }
    this.count = 0;
    this.indexed = false;
    gl.bindVertexArray(null);
  }

  /** Writes a slice of an allocated interleaved buffer at `offsetBytes`. */
  fillInterleaved(bytes: Uint8Array, offsetBytes: number): void {
    const buffer = this.buffers[0];
    if (!buffer) return;
    this.gl.bindBuffer(this.gl.ARRAY_BUFFER, buffer);
    this.gl.bufferSubData(this.gl.ARRAY_BUFFER, offsetBytes, bytes);
  }

  /**
   * Replaces one attribute's data in place (same length: a theme's colours
   * for the same vertices); false when the mesh has no such attribute or the
   * length differs.
   */
  replaceAttribute(location: number, data: Float32Array | Uint8Array): boolean {
    const attribute = this.attributeBuffers.get(location);
    if (!attribute || attribute.byteLength !== data.byteLength) return false;
    // The new data replaces any still pending for that buffer.
    this.pending = this.pending.filter((p) => p.buffer !== attribute.buffer);
    this.gl.bindBuffer(this.gl.ARRAY_BUFFER, attribute.buffer);
    this.gl.bufferSubData(this.gl.ARRAY_BUFFER, 0, data);
    return true;
  }

  /** Binds the vertex array; false when there is nothing to draw. */
  bind(): boolean {
    if (!this.vao || this.count === 0 || this.pending.length > 0) return false;
    this.gl.bindVertexArray(this.vao);
    return true;
  }

  private held(bytes: number): void {
    this.bytes += bytes;
    gpuBuffers.bytes += bytes;
  }

  dispose(): void {
    gpuBuffers.bytes -= this.bytes;
    this.bytes = 0;
    for (const b of this.buffers) this.gl.deleteBuffer(b);
    this.buffers = [];
    this.attributeBuffers.clear();
    this.pending = [];
    if (this.vao) this.gl.deleteVertexArray(this.vao);
    this.vao = null;
    this.count = 0;
  }
}
