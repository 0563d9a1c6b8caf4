// GPU buffers of one layer: typed arrays from the core go straight to
// gl.bufferData, once per rebuild (never per frame).

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

  constructor(private readonly gl: BufferGl) {}

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
      gl.bufferData(gl.ARRAY_BUFFER, a.data, gl.STATIC_DRAW);
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
      gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, indices, gl.STATIC_DRAW);
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
    else gl.bufferData(gl.ARRAY_BUFFER, data, gl.STATIC_DRAW);
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
    this.gl.bindBuffer(this.gl.ARRAY_BUFFER, attribute.buffer);
    this.gl.bufferSubData(this.gl.ARRAY_BUFFER, 0, data);
    return true;
  }

  /** Binds the vertex array; false when there is nothing to draw. */
  bind(): boolean {
    if (!this.vao || this.count === 0) return false;
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
    if (this.vao) this.gl.deleteVertexArray(this.vao);
    this.vao = null;
    this.count = 0;
  }
}
