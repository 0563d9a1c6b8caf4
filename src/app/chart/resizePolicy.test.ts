import { describe, expect, it } from 'vitest';
import { resizeApplies } from './resizePolicy';

describe('resize policy', () => {
  it('applies only changes of more than 10 px', () => {
    const s = { widthPx: 1000, heightPx: 800 };
    expect(resizeApplies(s, { widthPx: 1010, heightPx: 790 })).toBe(false);
    expect(resizeApplies(s, { widthPx: 1011, heightPx: 800 })).toBe(true);
    expect(resizeApplies(s, { widthPx: 1000, heightPx: 789 })).toBe(true);
  });
});
