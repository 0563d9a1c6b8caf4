import { describe, expect, it } from 'vitest';
import { colourRgb } from '../../protocol/s52Colours';
import type { Theme } from '../../protocol/preferences';
import { contrastRatio, liveCss, relativeLuminance } from '../chart/theme/liveColour';
import { ICON_THEME_CSS, ICON_VARIABLES, iconVariables } from './iconColours';
import { LABEL_BOX_ALPHA, LABEL_TOKENS, labelTextRgb, labelVariables } from './labelColours';

const THEMES: readonly Theme[] = ['day', 'dusk', 'night'];

describe('the icons\' and labels\' colours', () => {
  it('writes each icon colour and the halo as custom properties in every theme', () => {
    for (const theme of THEMES) {
      const vars = iconVariables(theme);
      expect(Object.keys(vars).sort()).toEqual(['--icon-halo', ...Object.values(ICON_VARIABLES)].sort());
      expect(vars['--icon-station']).toBe(liveCss('NINFO', theme));
    }
    expect(ICON_THEME_CSS).toContain(":root[data-theme='night'] .icon-overlay {");
    expect(ICON_THEME_CSS).toContain(':root .icon-overlay, ');
  });

  it('keeps label texts readable on their box, dimmed at night', () => {
    for (const theme of THEMES) {
      const box = colourRgb(LABEL_TOKENS.box, theme);
      for (const token of [LABEL_TOKENS.text, LABEL_TOKENS.total]) {
        const text = labelTextRgb(token, theme);
        expect(contrastRatio(text, box), `${token} ${theme}`).toBeGreaterThanOrEqual(theme === 'night' ? 3.4 : 4.5);
        if (theme === 'night') expect(relativeLuminance(text)).toBeLessThanOrEqual(0.15);
      }
      expect(labelVariables(theme)['--label-box']).toContain(`/ ${LABEL_BOX_ALPHA * 100}%`);
    }
  });
});
