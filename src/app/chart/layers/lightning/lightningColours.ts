// The lightning bolts' colours: S-52's yellow (CHYLW) in the theme's live
// band (chart/theme/liveColour.ts) over the dark halo.
import type { ColourToken } from '../../../../protocol/s52Colours';
import type { Theme } from '../../../../protocol/preferences';
import { haloRgba, liveRgba } from '../../theme/liveColour';
import type { Rgba } from '../sketch/glyphs';

export const LIGHTNING_TOKEN: ColourToken = 'CHYLW';
const OUTLINE_ALPHA = 0.86;

export const lightningColours = (theme: Theme): { bolt: Rgba; outline: Rgba } => ({
  bolt: liveRgba(LIGHTNING_TOKEN, theme),
  outline: haloRgba(theme, OUTLINE_ALPHA),
});
