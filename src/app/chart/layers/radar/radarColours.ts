// The radar picture's colours: S-52's radar tokens, the strong echoes and
// the scope's rings and sweep in RADHI, the weak echoes towards RADLO, each
// in the theme's live band (chart/theme/liveColour.ts); the scope's dark
// glass is the same in every theme.
import type { ColourToken } from '../../../../protocol/s52Colours';
import type { Theme } from '../../../../protocol/preferences';
import { liveRgb } from '../../theme/liveColour';

export const RADAR_TOKENS = { high: 'RADHI', low: 'RADLO' } as const satisfies Record<string, ColourToken>;

const unit = (rgb: readonly number[]): [number, number, number] => [(rgb[0] ?? 0) / 255, (rgb[1] ?? 0) / 255, (rgb[2] ?? 0) / 255];

/** The glow (rings, sweep, strong echoes) and the weak echoes' colour, RGB 0..1. */
export const radarColours = (theme: Theme): { high: [number, number, number]; low: [number, number, number] } => ({
  high: unit(liveRgb(RADAR_TOKENS.high, theme)),
  low: unit(liveRgb(RADAR_TOKENS.low, theme)),
});
