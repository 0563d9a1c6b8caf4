// Typed views on the WASM module's memory, shared by the wrappers that work
// in place (fill.ts, conflict.ts). Growing the memory replaces its buffer
// (the old views' length becomes 0): the views are re-created then, so never
// keep one across a call into the core.
import * as wasm from './core';

class MemoryViews {
  private buffer: ArrayBufferLike | null = null;
  f64 = new Float64Array(0);
  f32 = new Float32Array(0);
  u32 = new Uint32Array(0);
  u8 = new Uint8Array(0);

  constructor(private readonly memory: WebAssembly.Memory) {}

  /** The views on the current buffer (growing memory detaches the old one: its views' length becomes 0). */
  current(): this {
    if (this.u8.length !== 0) return this;
    const buffer = this.memory.buffer;
    if (buffer !== this.buffer) {
      this.buffer = buffer;
      this.f64 = new Float64Array(buffer);
      this.f32 = new Float32Array(buffer);
      this.u32 = new Uint32Array(buffer);
      this.u8 = new Uint8Array(buffer);
    }
    return this;
  }
}

let views: MemoryViews | null = null;

/** Views on the whole WASM memory as it is now. */
export function memoryViews(): MemoryViews {
  views ??= new MemoryViews(wasm.wasmMemory() as WebAssembly.Memory);
  return views.current();
}

/** The element at `i` of a pointer list the core returned. */
export function at(list: ArrayLike<number>, i: number): number {
  const v = list[i];
  if (v === undefined) throw new Error('WASM core returned a short pointer list');
  return v;
}
