// The tools' drawing colours (RGBA 0-255): chosen to read on day, dusk and
// night charts alike (a dark halo under every line and glyph), dimmed at
// dusk and night by the layer (toolTone).
import { themeTone, type Rgba } from '../chart/layers/sketch/glyphs';
import type { AppToolContext } from './toolContext';

export const SKETCH_COLOURS = {
  ruler: [255, 145, 0, 255],
  rulerPreview: [255, 145, 0, 170],
  marker: [229, 57, 53, 255],
  pencil: [236, 64, 250, 255],
  halo: [10, 14, 20, 200],
} as const satisfies Record<string, Rgba>;

/** The theme's brightness for a tool's drawing (1 by day, dimmer at dusk and night). */
export const toolTone = (ctx: Pick<AppToolContext, 'sources'>): number => themeTone(ctx.sources.preferences.value.ui_settings.theme);
