// The tools' labels over the chart (ruler legs and TOTAL, marker
// positions): S-52's user information text (UINFD, the TOTAL in UINFO) on
// its user interface background (UIBCK) with its border (UIBDR; by day the
// halo, as the box is light), written as CSS custom properties on the label
// overlay. By day the texts are darkened until they read at 4.5:1 on the
// light box; at dusk and night they take the top of the live band
// (chart/theme/liveColour.ts), dimmed at night.
import { colourRgb, type ColourToken } from '../../protocol/s52Colours';
import type { Theme } from '../../protocol/preferences';
import { LIVE_LUMINANCE, haloCss, relativeLuminance, withLuminance } from '../chart/theme/liveColour';
import { themeRules } from '../theme/themeStyle';

export const LABEL_TOKENS = { text: 'UINFD', total: 'UINFO', box: 'UIBCK', border: 'UIBDR' } as const satisfies Record<string, ColourToken>;

/** By day a label's text is at most this luminance: 4.5:1 on the light box. */
export const DAY_TEXT_MAX_LUMINANCE = 0.12;
/** The box's opacity. */
export const LABEL_BOX_ALPHA = 0.9;

const css = (rgb: readonly number[], alpha = 1) => (alpha === 1 ? `rgb(${rgb.join(' ')})` : `rgb(${rgb.join(' ')} / ${Math.round(alpha * 100)}%)`);

/** A label text's colour in a theme. */
export function labelTextRgb(token: ColourToken, theme: Theme): readonly number[] {
  const rgb = colourRgb(token, theme);
  if (theme !== 'day') return withLuminance(rgb, LIVE_LUMINANCE[theme].max);
  return relativeLuminance(rgb) <= DAY_TEXT_MAX_LUMINANCE ? rgb : withLuminance(rgb, DAY_TEXT_MAX_LUMINANCE);
}

export function labelVariables(theme: Theme): Record<string, string> {
  return {
    '--label-text': css(labelTextRgb(LABEL_TOKENS.text, theme)),
    '--label-total': css(labelTextRgb(LABEL_TOKENS.total, theme)),
    '--label-box': css(colourRgb(LABEL_TOKENS.box, theme), LABEL_BOX_ALPHA),
    '--label-border': theme === 'day' ? haloCss(theme) : css(colourRgb(LABEL_TOKENS.border, theme)),
  };
}

export const LABEL_STYLE_ID = 'label-colours';
export const LABEL_THEME_CSS = themeRules('.label-overlay', labelVariables);
