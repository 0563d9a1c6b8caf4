import { describe, expect, it } from 'vitest';
import { captureFileName } from './captureFileName';

describe('screenshot file name', () => {
  it('is dd_MM_yyyy_HH_mm_ss.jpg in local time, zero-padded', () => {
    expect(captureFileName(new Date(2026, 0, 5, 7, 8, 9))).toBe('05_01_2026_07_08_09.jpg');
    expect(captureFileName(new Date(2026, 11, 31, 23, 59, 58))).toBe('31_12_2026_23_59_58.jpg');
    expect(captureFileName(new Date(2026, 10, 23, 0, 0, 0))).toBe('23_11_2026_00_00_00.jpg');
  });
});
