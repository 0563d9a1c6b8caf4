// A WebGL stand-in for the buffer tests: records every call.
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
