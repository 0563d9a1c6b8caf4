// The icons' colours over the chart (atons, weather stations, warnings,
// cameras): an S-52 token each, in the theme's live band
// (chart/theme/liveColour.ts), with the halo; written as CSS custom
// properties on every icon overlay (themeStyle.ts), used by overlays.css.
//   aton inactive UINFF (user information, grey), active UINFG (green),
//   integrated UINFB (blue); station NINFO (navigator's information);
//   warning CHMGD (the chart's magenta of cautions, as its area);
//   camera ARPAT (the sensors' colour, as its coverage sector).
import type { ColourToken } from '../../protocol/s52Colours';
import type { Theme } from '../../protocol/preferences';
import { haloCss, liveCss } from '../chart/theme/liveColour';
import { themeRules } from '../theme/themeStyle';

export const ICON_TOKENS = {
  atonInactive: 'UINFF',
  atonActive: 'UINFG',
  atonIntegrated: 'UINFB',
  station: 'NINFO',
  warning: 'CHMGD',
  camera: 'ARPAT',
} as const satisfies Record<string, ColourToken>;

/** The CSS custom property of each icon colour. */
export const ICON_VARIABLES = {
  atonInactive: '--icon-aton-inactive',
  atonActive: '--icon-aton-active',
  atonIntegrated: '--icon-aton-integrated',
  station: '--icon-station',
  warning: '--icon-warning',
  camera: '--icon-camera',
} as const satisfies Record<keyof typeof ICON_TOKENS, string>;

export function iconVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = { '--icon-halo': haloCss(theme) };
  for (const [role, token] of Object.entries(ICON_TOKENS)) vars[ICON_VARIABLES[role as keyof typeof ICON_TOKENS]] = liveCss(token, theme);
  return vars;
}

export const ICON_STYLE_ID = 'icon-colours';
export const ICON_THEME_CSS = themeRules('.icon-overlay', iconVariables);
