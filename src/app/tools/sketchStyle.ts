// The tools' drawing colours per theme (RGBA 0-255): S-52 tokens in the
// theme's live band (chart/theme/liveColour.ts) over the dark halo: the
// ruler in NINFO (navigator's information, as an ECDIS draws its
// measurements), the markers in UINFR, the pencil in UINFM (users'
// information red and magenta).
import type { ColourToken } from '../../protocol/s52Colours';
import type { Theme } from '../../protocol/preferences';
import type { Rgba } from '../chart/layers/sketch/glyphs';
import { haloRgba, liveRgba } from '../chart/theme/liveColour';
import type { AppToolContext } from './toolContext';

export const SKETCH_TOKENS = { ruler: 'NINFO', marker: 'UINFR', pencil: 'UINFM' } as const satisfies Record<string, ColourToken>;

export interface SketchColours {
  ruler: Rgba;
  /** The leg to the pointer, before its click. */
  rulerPreview: Rgba;
  marker: Rgba;
  pencil: Rgba;
  halo: Rgba;
}

const PREVIEW_ALPHA = 0.67;
const HALO_ALPHA = 0.8;

export const sketchColours = (theme: Theme): SketchColours => ({
  ruler: liveRgba(SKETCH_TOKENS.ruler, theme),
  rulerPreview: liveRgba(SKETCH_TOKENS.ruler, theme, PREVIEW_ALPHA),
  marker: liveRgba(SKETCH_TOKENS.marker, theme),
  pencil: liveRgba(SKETCH_TOKENS.pencil, theme),
  halo: haloRgba(theme, HALO_ALPHA),
});

/** The theme the tools draw in (the signed-in user's preference). */
export const toolTheme = (ctx: Pick<AppToolContext, 'sources'>): Theme => ctx.sources.preferences.value.ui_settings.theme;
