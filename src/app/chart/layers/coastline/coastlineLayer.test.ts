// The coastline tiles' land colour: rewritten in place on a theme change,
// and given to tiles that arrive afterwards.
import { describe, expect, it } from 'vitest';
import { Mesh } from '../../gl/buffers';
import { fakeGl } from '../../gl/fakeGl';
import type { GlState, LayerContext } from '../../render/chartLayer';
import { ChartStats } from '../../render/stats';
import { uploadFill, type FillBuffers } from '../fill/fillProgram';
import { CoastlineLayer, solidColours } from './coastlineLayer';

const tile = (vertices: number, rgba: number[]): FillBuffers => ({
  positions: new Float32Array(vertices * 2),
  indices: new Uint32Array([0, 1, 2]),
  colours: solidColours(rgba, vertices),
});

function setup() {
  const { gl, calls } = fakeGl();
  const program = {
    newMesh: (b: FillBuffers) => {
      const mesh = new Mesh(gl);
      uploadFill(mesh, b);
      return mesh;
    },
  };
  const ctx = { program: () => program, stats: new ChartStats() } as unknown as LayerContext;
  const layer = new CoastlineLayer(ctx, 0, {} as GlState);
  /** The colour bytes written by bufferData (upload) and bufferSubData (recolour), as [call, first vertex's RGBA, vertices]. */
  const colourWrites = () =>
    calls
      .filter((c) => (c[0] === 'bufferData' || c[0] === 'bufferSubData') && c.some((a) => a instanceof Uint8Array))
      .map((c) => {
        const bytes = c.find((a): a is Uint8Array => a instanceof Uint8Array) ?? new Uint8Array();
        return [c[0], [...bytes.subarray(0, 4)], bytes.length / 4];
      });
  return { layer, calls, colourWrites };
}

describe('coastline layer colours', () => {
  it('fills a colour per vertex', () => {
    expect([...solidColours([1, 2, 3, 255], 2)]).toEqual([1, 2, 3, 255, 1, 2, 3, 255]);
    expect([...solidColours([9, 8, 7], 1)]).toEqual([9, 8, 7, 255]);
  });

  it('recolours the tiles drawn and arriving in place, and later tiles on arrival', () => {
    const { layer, colourWrites } = setup();
    layer.addTile('10/1/1', tile(3, [201, 185, 122, 255]), 3);
    layer.addTile('10/2/1', null, 0);
    expect(layer.show(['10/1/1', '10/2/1'])).toBe(true);
    layer.addTile('10/3/1', tile(4, [201, 185, 122, 255]), 4);
    layer.sync();
    expect(layer.setColour([44, 41, 27, 255])).toBe(true);
    expect(layer.sync()).toBe(true);
    expect(colourWrites().slice(2)).toEqual([
      ['bufferSubData', [44, 41, 27, 255], 3],
      ['bufferSubData', [44, 41, 27, 255], 4],
    ]);
    // The same colour again: nothing written, nothing to redraw.
    expect(layer.setColour([44, 41, 27, 255])).toBe(false);
    expect(colourWrites()).toHaveLength(4);
    // A tile built in the old colours arrives: uploaded in the new one.
    layer.addTile('10/4/1', tile(5, [201, 185, 122, 255]), 5);
    expect(colourWrites().at(-1)).toEqual(['bufferData', [44, 41, 27, 255], 5]);
  });
});
