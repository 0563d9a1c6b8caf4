import { describe, expect, it } from 'vitest';
import { OUTLINE_PX, glyphBuffers, glyphVertexCount } from './glyphs';

describe('glyphs', () => {
  it('builds each glyph as triangles around its anchor, the outline first and wider', () => {
    const red = [255, 0, 0, 255] as const;
    const black = [0, 0, 0, 200] as const;
    const b = glyphBuffers([
      { xM: 10, yM: -5, shape: 'diamond', sizePx: 8, rgba: red, outline: black },
      { xM: 1, yM: 2, shape: 'bolt', sizePx: 12, rgba: red },
    ]);
    const n = glyphVertexCount({ shape: 'diamond', outline: black }) + glyphVertexCount({ shape: 'bolt' });
    expect(n).toBe(12 + 12);
    expect(b.positions).toHaveLength(2 * n);
    expect(n % 3).toBe(0);
    // The outline's top vertex reaches 4 + 1.5 px up, the glyph's 4 px.
    expect(b.offsetsPx[1]).toBeCloseTo(4 + OUTLINE_PX);
    expect(b.offsetsPx[2 * 6 + 1]).toBeCloseTo(4);
    expect(Array.from(b.colours.slice(0, 4))).toEqual([0, 0, 0, 200]);
    expect(Array.from(b.colours.slice(4 * 6, 4 * 7))).toEqual([255, 0, 0, 255]);
    expect(Array.from(b.positions.slice(2 * 12, 2 * 13))).toEqual([1, 2]);
    expect(b.pickColours.every((c) => c === 0)).toBe(true);
    // Every offset of the bolt within its radius.
    for (let i = 2 * 12; i < b.offsetsPx.length; i += 1) expect(Math.abs(b.offsetsPx[i] ?? 0)).toBeLessThanOrEqual(6);
  });

  it('makes a dot of 16 triangles', () => {
    expect(glyphVertexCount({ shape: 'dot' })).toBe(48);
  });
});
