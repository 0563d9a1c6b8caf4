// The trains' colours per theme: S-52 has no colour for trains, so the
// user-information colours stand in (UINFR for the locomotive, UINFB for
// the trolleys), brought to a luminance that keeps 3:1 against the land
// (LANDA) of each theme: dark on the light day land, lit on the dark dusk
// and night land and, at night, 0.14. Their border is the other
// way round (light at day, dark at dusk and night), so a train on a quay's
// edge reads over the sea too (docs/live-picture.md).
import type { Theme } from '../../../../protocol/preferences';
import { colourRgb, type ColourToken, type Rgb } from '../../../../protocol/s52Colours';
import { withLuminance } from '../../theme/liveColour';

export type TrainPart = 'loco' | 'trolley' | 'border';

const FILL_LUMINANCE: Record<Theme, number> = { day: 0.07, dusk: 0.22, night: 0.14 };
const TOKENS: Record<TrainPart, ColourToken> = { loco: 'UINFR', trolley: 'UINFB', border: 'UIBCK' };

/** A train part's colour in a theme. */
export function trainColour(part: TrainPart, theme: Theme): Rgb {
  const rgb = colourRgb(TOKENS[part], theme);
  return part === 'border' ? rgb : withLuminance(rgb, FILL_LUMINANCE[theme]);
}
