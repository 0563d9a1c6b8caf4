import { describe, expect, it } from 'vitest';
import { atLuminance, contrastRatio, relativeLuminance } from './liveColour';

describe('live colours', () => {
  it('measures WCAG luminance and contrast', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 6);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 6);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 6);
  });

  it('brings a colour to a luminance, its hue kept', () => {
    const dim = atLuminance([104, 228, 86], 0.13);
    expect(relativeLuminance(dim)).toBeCloseTo(0.13, 2);
    // Still green: green the largest channel, red and blue in the same order.
    expect(dim[1]).toBeGreaterThan(dim[0]);
    expect(dim[0]).toBeGreaterThan(dim[2]);
    // Lighter than the hue's brightest: mixed with white.
    const light = atLuminance([58, 120, 240], 0.5);
    expect(relativeLuminance(light)).toBeCloseTo(0.5, 2);
    expect(light[2]).toBe(255);
  });
});
