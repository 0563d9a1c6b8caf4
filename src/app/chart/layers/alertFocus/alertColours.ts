// The picked alert's colours: S-52's danger highlight (DNGHL) for the
// vessels' highlight, the CPA and its threshold ring, users' orange
// (UINFO) for the tracks to the CPA, in the theme's live band
// (chart/theme/liveColour.ts) over the dark halo.
import type { ColourToken } from '../../../../protocol/s52Colours';
import type { Theme } from '../../../../protocol/preferences';
import { haloRgba, liveRgba } from '../../theme/liveColour';
import type { Rgba } from '../sketch/glyphs';

export const ALERT_TOKENS = { danger: 'DNGHL', track: 'UINFO' } as const satisfies Record<string, ColourToken>;

export interface AlertColours {
  /** The translucent disc over each vessel. */
  highlight: Rgba;
  cpa: Rgba;
  track: Rgba;
  halo: Rgba;
}

const HIGHLIGHT_ALPHA = 0.35;
const HALO_ALPHA = 0.8;

export const alertColours = (theme: Theme): AlertColours => ({
  highlight: liveRgba(ALERT_TOKENS.danger, theme, HIGHLIGHT_ALPHA),
  cpa: liveRgba(ALERT_TOKENS.danger, theme),
  track: liveRgba(ALERT_TOKENS.track, theme),
  halo: haloRgba(theme, HALO_ALPHA),
});
