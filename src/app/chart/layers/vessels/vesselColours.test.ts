// The vessel palette against the goals (docs/live-picture.md): every
// symbol's colour 3:1 against the sea of each theme (the clear colour, where
// the built-in traffic sails) and the land (LANDA), or against its own
// border where the border is what meets the land; marks 3:1 against their
// halo; nothing brighter than 0.15 at night; dusk dimmer than day.
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../../../protocol/preferences';
import { colourRgb } from '../../../../protocol/s52Colours';
import { CHART_BACKGROUND } from '../../theme/chartBackground';
import type { Rgb } from '../../../../protocol/s52Colours';
import { contrastRatio, relativeLuminance } from '../../theme/liveColour';
import { vesselColour, vesselPalette, VESSEL_PALETTE } from './vesselColours';

const THEMES: readonly Theme[] = ['day', 'dusk', 'night'];
const sea = (theme: Theme): Rgb => [...CHART_BACKGROUND[theme]];
const SYMBOLS = ['known', 'unknown', 'vector', 'selected', 'alert'] as const;

describe('vessel colours', () => {
  it('keep 3:1 against the sea of every theme, and their border 3:1 against the land where they do not', () => {
    for (const theme of THEMES) {
      for (const entry of SYMBOLS) {
        const colour = vesselColour(entry, theme);
        expect(contrastRatio(colour, sea(theme)), `${entry} on the ${theme} sea`).toBeGreaterThanOrEqual(3);
        const land = colourRgb('LANDA', theme);
        const border = vesselColour('outline', theme);
        expect(Math.max(contrastRatio(colour, land), contrastRatio(border, land)), `${entry} on ${theme} land`).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(colour, border), `${entry} on its ${theme} border`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('draw the marks 3:1 against their halo, and mark or halo 3:1 against sea and land', () => {
    for (const theme of THEMES) {
      const [mark, halo] = [vesselColour('mark', theme), vesselColour('markHalo', theme)];
      expect(contrastRatio(mark, halo), theme).toBeGreaterThanOrEqual(3);
      for (const under of [sea(theme), colourRgb('LANDA', theme)]) {
        expect(Math.max(contrastRatio(mark, under), contrastRatio(halo, under)), theme).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('are dim at night (at most 0.15) and dimmer at dusk than at day', () => {
    for (const entry of VESSEL_PALETTE) {
      expect(relativeLuminance(vesselColour(entry, 'night')), entry).toBeLessThanOrEqual(0.15);
      // The marks and their halo turn round at dusk as S-52's UINFD and UIBCK do (dark on light by day, light on dark by night).
      if (entry !== 'outline' && entry !== 'markHalo' && entry !== 'mark') {
        expect(relativeLuminance(vesselColour(entry, 'dusk')), entry).toBeLessThanOrEqual(relativeLuminance(vesselColour(entry, 'day')) + 1e-9);
      }
    }
    // Day keeps S-52's own day colours.
    expect(vesselColour('known', 'day')).toEqual(colourRgb('UINFG', 'day'));
    expect(vesselPalette('night')).toHaveLength(VESSEL_PALETTE.length * 4);
  });
});
