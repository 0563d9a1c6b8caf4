// Fill tessellation in place in WASM memory (crates/traxis-wasm/src/fill.rs):
// inputs are written straight into buffers the core owns and reuses, and
// outputs are read from its buffers, so no call allocates or copies through
// wasm-bindgen. Layers leave as one set of typed arrays (copied out once, so
// they can be transferred and outlive the next call).
import * as wasm from './core';
import { at, memoryViews } from './memory';
import type { FeatureInput, LayerBuffers, LayerOrigin } from './geometry';

/** A Uint32Array over the whole WASM memory (re-created when memory grows: do not keep it across calls). */
export function wasmU32(): Uint32Array {
  return memoryViews().u32;
}

export type FillEngineName = 'auto' | 'lyon' | 'earcut';

/** One polygon at a time, without per-call allocation (for many polygons use buildFillLayer). */
export class PolygonTessellator {
  private readonly inner: wasm.FillTessellator;
  /** u32 index of the core's [indexCount, indicesPtr]. */
  private readonly result: number;
  /** f64 index of the input buffer, and how many values it holds. */
  private inputAt = 0;
  private capacity = 0;
  /** Where the last `run`'s indices start in `wasmU32()`. */
  indicesAt = 0;

  constructor(engine: FillEngineName = 'auto') {
    this.inner = new wasm.FillTessellator(engine);
    this.result = this.inner.resultPtr() >>> 2;
  }

  /**
   * Tessellates one polygon (coords flat x, y; holeStarts the vertex index of
   * each hole) and leaves its triangle indices in WASM memory: returns their
   * count; they are `wasmU32()[indicesAt + k]` until the next call (no
   * allocation at all, e.g. for gl.bufferData with an offset and length).
   */
  run(coords: Float64Array, holeStarts: ArrayLike<number>): number {
    const n = coords.length;
    const h = holeStarts.length;
    if (n + h > this.capacity) {
      this.inputAt = this.inner.prepare(n + h) >>> 3;
      this.capacity = n + h;
    }
    const { f64 } = memoryViews();
    const at = this.inputAt;
    f64.set(coords, at);
    for (let i = 0; i < h; i += 1) f64[at + n + i] = holeStarts[i] ?? -1;
    if (!this.inner.run(n, h)) throw new Error(this.inner.lastError());
    const { u32 } = memoryViews();
    this.indicesAt = (u32[this.result + 1] ?? 0) >>> 2;
    return u32[this.result] ?? 0;
  }

  /**
   * Triangle indices of one polygon as a view on WASM memory, valid until the
   * next call: copy it (`slice()`) to keep it.
   */
  tessellate(coords: Float64Array, holeStarts: ArrayLike<number>): Uint32Array {
    const count = this.run(coords, holeStarts);
    return memoryViews().u32.subarray(this.indicesAt, this.indicesAt + count);
  }

  /** Positions (x, y) of the vertices the last call added at self-intersections (indices from coords.length / 2 on). */
  extraPositions(coordCount: number): Float64Array {
    return this.inner.extraPositions(coordCount);
  }

  /** Frees the core's buffers. */
  free(): void {
    this.inner.free();
  }
}

/** Element counts of a fill layer's input arrays. */
export interface FeatureInputSizes {
  coords: number;
  ringOffsets: number;
  featureRingOffsets: number;
  coloursRgba: number;
  featureIds: number;
}

export function inputSizes(input: FeatureInput): FeatureInputSizes {
  return {
    coords: input.coords.length,
    ringOffsets: input.ringOffsets.length,
    featureRingOffsets: input.featureRingOffsets.length,
    coloursRgba: input.coloursRgba.length,
    featureIds: input.featureIds.length,
  };
}

/**
 * A fill layer's input in WASM memory, written in place: `write` fills the
 * input arrays directly (no copy when the layer is built), `build`
 * tessellates it (as often as wanted) into buffers copied out once.
 */
export class FillLayerInput {
  private readonly builder: wasm.FillLayerBuilder;
  private pointers: ArrayLike<number> = [];
  private sizes: FeatureInputSizes = { coords: 0, ringOffsets: 0, featureRingOffsets: 0, coloursRgba: 0, featureIds: 0 };
  private written = false;

  constructor(engine: FillEngineName = 'auto') {
    this.builder = new wasm.FillLayerBuilder(engine);
  }

  /**
   * Sizes the input and hands `write` views on its arrays in WASM memory.
   * `write` must not call into WASM: growing memory would detach the views
   * (this then throws).
   */
  write(sizes: FeatureInputSizes, write: (input: FeatureInput) => void): this {
    this.written = false;
    this.pointers = this.builder.prepare(sizes.coords, sizes.ringOffsets, sizes.featureRingOffsets, sizes.coloursRgba, sizes.featureIds);
    this.sizes = { ...sizes };
    const m = memoryViews();
    const buffer = m.f64.buffer;
    const u32 = (k: number, n: number) => m.u32.subarray(at(this.pointers, k) >>> 2, (at(this.pointers, k) >>> 2) + n);
    const coords = at(this.pointers, 0) >>> 3;
    const colours = at(this.pointers, 3) >>> 2;
    write({
      coords: m.f64.subarray(coords, coords + sizes.coords),
      ringOffsets: u32(1, sizes.ringOffsets),
      featureRingOffsets: u32(2, sizes.featureRingOffsets),
      coloursRgba: m.f32.subarray(colours, colours + sizes.coloursRgba),
      featureIds: u32(4, sizes.featureIds),
    });
    if (memoryViews().f64.buffer !== buffer) throw new Error('WASM memory grew while a fill input was written; write it again');
    this.written = true;
    return this;
  }

  /** Copies a layer input in (what passing typed arrays to WASM costs). */
  copy(input: FeatureInput): this {
    return this.write(inputSizes(input), (dst) => {
      dst.coords.set(input.coords);
      dst.ringOffsets.set(input.ringOffsets);
      dst.featureRingOffsets.set(input.featureRingOffsets);
      dst.coloursRgba.set(input.coloursRgba);
      dst.featureIds.set(input.featureIds);
    });
  }

  /** Tessellates the written input into one fill layer. */
  build(origin: LayerOrigin): LayerBuffers {
    if (!this.written) throw new Error('fill input not written');
    if ('latDeg' in origin) this.builder.build(true, origin.latDeg, origin.lonDeg);
    else this.builder.build(false, origin.xM, origin.yM);
    const o = this.builder.outputs();
    const m = memoryViews();
    const copy32 = <T extends Uint32Array | Float32Array>(k: number, view: T): T => {
      const start = at(o, 2 * k) >>> 2;
      return view.slice(start, start + at(o, 2 * k + 1)) as T;
    };
    const copy8 = (k: number) => m.u8.slice(at(o, 2 * k), at(o, 2 * k) + at(o, 2 * k + 1));
    return {
      positions: copy32(0, m.f32),
      indices: copy32(1, m.u32),
      colours: copy8(2),
      pickColours: copy8(3),
      featureIds: copy32(4, m.u32),
      featureRanges: copy32(5, m.u32),
      extrusions: new Float32Array(0),
      distancesM: new Float32Array(0),
      styleIds: new Uint8Array(0),
      skippedFeatures: copy32(6, m.u32),
    };
  }

  /** The sizes last written. */
  get inputSizes(): FeatureInputSizes {
    return { ...this.sizes };
  }

  /** Frees the core's buffers. */
  free(): void {
    this.builder.free();
  }
}

let shared: FillLayerInput | null = null;

/**
 * Runs a fill build on the shared builder. The core runs lyon only with its
 * intersection handling (lyon documents that without it crossing edges may
 * panic, and a panic in WASM is a trap that leaves that builder unusable),
 * and no panic is known on any input; this stays as the last wall: on a
 * trap the builder is dropped, the layer is built again with earcut alone,
 * and the next layer gets a fresh default builder.
 */
export function withTrapRecovery<T>(run: (input: FillLayerInput) => T, make: (engine: FillEngineName) => FillLayerInput = (e) => new FillLayerInput(e)): T {
  shared ??= make('auto');
  try {
    return run(shared);
  } catch (error) {
    if (!(error instanceof WebAssembly.RuntimeError)) throw error;
    shared = null;
    console.warn(`fill tessellation trapped (${error.message}); building the layer again with earcut`);
    const safe = make('earcut');
    try {
      return run(safe);
    } finally {
      try {
        safe.free();
      } catch {
        // a builder that trapped again cannot be freed; its memory stays
      }
    }
  }
}

/** Forgets the shared builder (tests). */
export function resetSharedFillInput(): void {
  shared = null;
}

/** Tessellates polygons (first ring outer, the others holes) into one fill layer (the input is copied in once). */
export function buildFillLayer(input: FeatureInput, origin: LayerOrigin): LayerBuffers {
  return withTrapRecovery((builder) => builder.copy(input).build(origin));
}

/** Tessellates a fill layer whose input `write` puts straight into WASM memory (see FillLayerInput.write); `write` may run twice. */
export function buildFillLayerInPlace(sizes: FeatureInputSizes, write: (input: FeatureInput) => void, origin: LayerOrigin): LayerBuffers {
  return withTrapRecovery((builder) => builder.write(sizes, write).build(origin));
}
