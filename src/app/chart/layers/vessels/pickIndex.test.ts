import { describe, expect, it } from 'vitest';
import { pickRanges } from './pickIndex';

const index = {
  vertexOffsets: Uint32Array.from([0, 3, 6, 6, 15]),
  anchors: Float32Array.from([0, 0, 10, 0, NaN, NaN, 1000, 0]),
  extentsM: Float32Array.from([0, 0, 0, 50]),
  extentsPx: Float32Array.from([12, 12, 0, 0]),
};

describe('pick ranges', () => {
  it('keeps only vessels that can reach the cursor, merging neighbours', () => {
    // 1 px per metre: vessels 0 and 1 (12 px symbols) reach (5, 0); vessel 3 (50 m hull at 1000 m) does not.
    expect(pickRanges(index, { xM: 5, yM: 0 }, 1)).toEqual([[0, 6]]);
    expect(pickRanges(index, { xM: 960, yM: 0 }, 1)).toEqual([[6, 9]]);
    expect(pickRanges(index, { xM: 500, yM: 500 }, 1)).toEqual([]);
    // Zoomed out (0.1 px per metre) the hull 1000 m away (100 px) is out of reach, the near ones in; the skipped vessel never is.
    expect(pickRanges(index, { xM: 0, yM: 0 }, 0.1)).toEqual([[0, 6]]);
    expect(pickRanges(index, { xM: 990, yM: 0 }, 0.1)).toEqual([[6, 9]]);
  });
});
