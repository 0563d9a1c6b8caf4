import { describe, expect, it } from 'vitest';
import { colourRgb, type ColourToken } from '../../../protocol/s52Colours';
import type { Theme } from '../../../protocol/preferences';
import { CHART_BACKGROUND } from './chartBackground';
import { LIVE_LUMINANCE, contrastRatio, haloRgb, liveRgb, relativeLuminance, withLuminance } from './liveColour';

const THEMES: readonly Theme[] = ['day', 'dusk', 'night'];
/** Every token a live layer of this folder's users draws with (icons, areas, lightning, radar, tools, alerts, labels). */
const LIVE_TOKENS: readonly ColourToken[] = ['UINFF', 'UINFG', 'UINFB', 'NINFO', 'CHMGD', 'ARPAT', 'CHYLW', 'RADHI', 'RADLO', 'UINFR', 'UINFM', 'DNGHL', 'UINFO'];
/** What lies under a live symbol: the chart's clear colour (the sea where no cell is), land and the depth areas. */
const UNDER: readonly ColourToken[] = ['LANDA', 'DEPDW', 'DEPMD', 'DEPMS', 'DEPVS', 'DEPIT', 'NODTA'];

describe('live colours', () => {
  it('reads the S-52 tables (published values)', () => {
    expect(colourRgb('NINFO', 'day')).toEqual([235, 125, 54]);
    expect(colourRgb('RADHI', 'night')).toEqual([22, 34, 7]);
    expect(colourRgb('UINFB', 'dusk')).toEqual([19, 40, 80]);
    expect(colourRgb('ARPAT', 'day')).toEqual([63, 165, 111]);
  });

  it('computes WCAG relative luminance and contrast', () => {
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 6);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 6);
    expect(relativeLuminance(withLuminance([52, 28, 12], 0.13))).toBeCloseTo(0.13, 2);
    // Past a full channel it mixes towards white and still reaches the target.
    expect(relativeLuminance(withLuminance([0, 0, 200], 0.5))).toBeCloseTo(0.5, 2);
  });

  for (const theme of THEMES) {
    it(`keeps every live token in the ${theme} band, keeps its hue, and reads at 3:1 on everything under it (by its colour or its halo)`, () => {
      const band = LIVE_LUMINANCE[theme];
      const halo = haloRgb(theme);
      const under = [CHART_BACKGROUND[theme], ...UNDER.map((t) => colourRgb(t, theme))];
      for (const token of LIVE_TOKENS) {
        const rgb = liveRgb(token, theme);
        const l = relativeLuminance(rgb);
        expect(l, `${token} ${theme}`).toBeGreaterThanOrEqual(band.min - 0.005);
        expect(l, `${token} ${theme}`).toBeLessThanOrEqual(band.max + 0.005);
        if (theme === 'night') expect(l, token).toBeLessThanOrEqual(0.15);
        // The dominant channel stays the dominant one.
        const s52 = colourRgb(token, theme);
        const top = (c: readonly number[]) => c.indexOf(Math.max(...c));
        if (Math.max(...s52) - Math.min(...s52) > 20) expect(top(rgb), token).toBe(top(s52));
        for (const bg of under) {
          const best = Math.max(contrastRatio(rgb, bg), contrastRatio(halo, bg));
          expect(best, `${token} ${theme} on ${bg.join(',')}`).toBeGreaterThanOrEqual(3);
        }
        // Where the chart is dark (dusk and night everywhere, the sea by day) the colour alone reads at 3:1.
        expect(contrastRatio(rgb, CHART_BACKGROUND[theme]), `${token} ${theme} on the sea`).toBeGreaterThanOrEqual(3);
        if (theme !== 'day') for (const bg of under) expect(contrastRatio(rgb, bg), `${token} ${theme} alone on ${bg.join(',')}`).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it('brings a colour to a luminance, its hue kept', () => {
    const dim = withLuminance([104, 228, 86], 0.13);
    expect(relativeLuminance(dim)).toBeCloseTo(0.13, 2);
    // Still green: green the largest channel, red and blue in the same order.
    expect(dim[1]).toBeGreaterThan(dim[0]);
    expect(dim[0]).toBeGreaterThan(dim[2]);
    // Lighter than the hue allows: mixed with white.
    const light = withLuminance([58, 120, 240], 0.5);
    expect(relativeLuminance(light)).toBeCloseTo(0.5, 2);
    expect(light[2]).toBe(255);
  });
});
