// A WebGL stand-in for the buffer tests: records every call; and array
// buffers whose release (gl/releaseMemory.ts) is recorded.
import type { BufferGl } from './buffers';

/** A WebGL stand-in that records every call. */
export function fakeGl(): { gl: BufferGl; calls: [string, ...unknown[]][] } {
  const calls: [string, ...unknown[]][] = [];
  let next = 1;
  const rec =
    (name: string, ret?: () => unknown) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return ret?.();
    };
  const gl = {
    ARRAY_BUFFER: 34962,
    ELEMENT_ARRAY_BUFFER: 34963,
    STATIC_DRAW: 35044,
    FLOAT: 5126,
    UNSIGNED_BYTE: 5121,
    SHORT: 5122,
    createBuffer: rec('createBuffer', () => ({ buffer: next++ })),
    bindBuffer: rec('bindBuffer'),
    bufferData: rec('bufferData'),
    bufferSubData: rec('bufferSubData'),
    deleteBuffer: rec('deleteBuffer'),
    createVertexArray: rec('createVertexArray', () => ({ vao: next++ })),
    bindVertexArray: rec('bindVertexArray'),
    deleteVertexArray: rec('deleteVertexArray'),
    enableVertexAttribArray: rec('enableVertexAttribArray'),
    vertexAttribPointer: rec('vertexAttribPointer'),
    vertexAttribIPointer: rec('vertexAttribIPointer'),
  };
  return { gl: gl as unknown as BufferGl, calls };
}

/** An array buffer whose ES2024 `transfer` is recorded in `released` (Node 20, which runs the tests, has none). */
export function recordedBuffer(bytes: number, released: ArrayBuffer[]): ArrayBuffer {
  const buffer = new ArrayBuffer(bytes);
  let detached = false;
  Object.defineProperty(buffer, 'detached', { get: () => detached });
  Object.defineProperty(buffer, 'transfer', {
    value: () => {
      detached = true;
      released.push(buffer);
      return new ArrayBuffer(0);
    },
  });
  return buffer;
}
