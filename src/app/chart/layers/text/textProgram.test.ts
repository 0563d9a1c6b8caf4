import { describe, expect, it } from 'vitest';
import { gpuBuffers } from '../../gl/buffers';
import { fakeWebGl2 } from '../../gl/fakeWebGl2';
import { GLYPH_STRIDE_BYTES } from './textFormat';
import { TextProgram } from './textProgram';

const VIEW = { centreRel: [0, 0] as [number, number], pixelsPerMercatorM: 1, viewportPx: [800, 600] as [number, number], scaleDenominator: 10_000, pickPass: false };

function setUp() {
  const fake = fakeWebGl2();
  const program = new TextProgram(fake.gl);
  fake.log.length = 0;
  const argsOf = (name: string) => fake.log.filter((c) => c.name === name).map((c) => c.args);
  return { ...fake, program, argsOf };
}

describe('TextProgram', () => {
  it('keeps a layer\'s glyph records and shown flags in integer textures, whole rows then the rest of the last', () => {
    const { program, argsOf } = setUp();
    const glyphs = new ArrayBuffer(1500 * GLYPH_STRIDE_BYTES);
    const mesh = program.newMesh(glyphs, 1500);
    expect(mesh).not.toBeNull();
    // 1,500 glyphs: 3,000 texels of records in rows of 2,048; 1,500 flags in one row.
    expect(argsOf('texStorage2D')).toEqual([
      ['TEXTURE_2D', 1, 'RGBA32UI', 2048, 2],
      ['TEXTURE_2D', 1, 'R8UI', 1500, 1],
    ]);
    expect(argsOf('texParameteri').map((a) => a[2])).toEqual(['NEAREST', 'NEAREST', 'NEAREST', 'NEAREST']);
    const writes = argsOf('texSubImage2D');
    expect(writes.map((a) => [a[2], a[3], a[4], a[5], a[6], a[7], a[9]])).toEqual([
      [0, 0, 2048, 1, 'RGBA_INTEGER', 'UNSIGNED_INT', 0],
      [0, 1, 952, 1, 'RGBA_INTEGER', 'UNSIGNED_INT', 2048 * 4],
    ]);
    expect((writes[0]?.[8] as Uint32Array).length).toBe(1500 * 8);
  });

  it('draws 6 vertices a glyph without instancing, telling the shader each texture\'s row width', () => {
    const { program, argsOf, calls } = setUp();
    const mesh = program.newMesh(new ArrayBuffer(3 * GLYPH_STRIDE_BYTES), 3);
    if (!mesh) throw new Error('no mesh');
    program.setShown(mesh, new Uint8Array([1, 0, 1]));
    expect(argsOf('texSubImage2D').at(-1)?.slice(2, 8)).toEqual([0, 0, 3, 1, 'RED_INTEGER', 'UNSIGNED_BYTE']);
    program.draw(mesh, VIEW);
    expect(argsOf('drawArrays')).toEqual([['TRIANGLES', 0, 18]]);
    expect(calls).not.toContain('drawArraysInstanced');
    expect(calls).not.toContain('vertexAttribDivisor');
    // The uniform's name is the second argument of the fake location's getUniformLocation call.
    const ints = Object.fromEntries(argsOf('uniform1i').map((a) => [(a[0] as { args: unknown[] }).args[1], a[1]]));
    // 3 glyphs: 6 record texels and 3 flags, one row each; the samplers on units 0-2.
    expect(ints).toEqual({ u_glyphWidth: 6, u_shownWidth: 3, u_atlas: 0, u_glyphs: 1, u_shown: 2 });
  });

  it('counts its textures with the GPU buffers until the layer is disposed', () => {
    const { program } = setUp();
    const before = gpuBuffers.bytes;
    const mesh = program.newMesh(new ArrayBuffer(1500 * GLYPH_STRIDE_BYTES), 1500);
    if (!mesh) throw new Error('no mesh');
    expect(gpuBuffers.bytes - before).toBe(16 * 2048 * 2 + 1500);
    program.disposeMesh(mesh);
    expect(gpuBuffers.bytes).toBe(before);
  });
});
