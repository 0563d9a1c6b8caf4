import { describe, expect, it } from 'vitest';
import { pickedIds } from './pickedIds';

const toId = (r: number, g: number, b: number) => r + 256 * g + 65536 * b;

/** A size×size block with the given ids at [col, row] (alpha 255). */
function block(size: number, at: [number, number, number][]): Uint8Array {
  const px = new Uint8Array(4 * size * size);
  for (const [col, row, id] of at) px.set([id & 255, (id >> 8) & 255, (id >> 16) & 255, 255], 4 * (row * size + col));
  return px;
}

describe('the ids of a pick block', () => {
  it('lists each id once at its nearest pixel, nearest first, in CSS px', () => {
    // 9×9, centre (4, 4): id 7 at the centre and in a corner, id 300 two pixels right, id 70000 three up.
    const px = block(9, [
      [4, 4, 7],
      [0, 0, 7],
      [6, 4, 300],
      [4, 1, 70000],
    ]);
    expect(pickedIds(px, 9, 4, 1, toId)).toEqual([
      { id: 7, distancePx: 0 },
      { id: 300, distancePx: 2 },
      { id: 70000, distancePx: 3 },
    ]);
    expect(pickedIds(px, 9, 4, 2, toId).map((o) => o.distancePx)).toEqual([0, 1, 1.5]);
  });

  it('skips empty pixels (alpha 0, id 0) and the corners beyond the radius', () => {
    const px = block(9, [
      [0, 0, 5],
      [8, 4, 6],
    ]);
    px[4 * (4 * 9 + 3) + 3] = 255; // black with alpha: id 0
    expect(pickedIds(px, 9, 4, 1, toId)).toEqual([{ id: 6, distancePx: 4 }]);
    expect(pickedIds(new Uint8Array(4 * 9 * 9), 9, 4, 1, toId)).toEqual([]);
  });
});
