import { describe, expect, it } from 'vitest';
import { dataFrameDue, LOADING_FRAME_MS } from './framePacing';

describe('dataFrameDue', () => {
  it('lets every data frame start while nothing loads', () => {
    expect(dataFrameDue(1000, 999, false)).toBe(true);
  });

  it('spaces data frames while a chart loads', () => {
    expect(dataFrameDue(1000 + LOADING_FRAME_MS - 1, 1000, true)).toBe(false);
    expect(dataFrameDue(1000 + LOADING_FRAME_MS, 1000, true)).toBe(true);
  });

  it('lets the first frame start', () => {
    expect(dataFrameDue(0, -Infinity, true)).toBe(true);
  });
});
