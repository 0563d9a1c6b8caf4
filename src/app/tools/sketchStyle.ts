// The tools' drawing colours (RGBA 0-255): chosen to read on day, dusk and
// night charts alike (a dark halo under every line and glyph).
import type { Rgba } from '../chart/layers/sketch/glyphs';

export const SKETCH_COLOURS = {
  ruler: [255, 145, 0, 255],
  rulerPreview: [255, 145, 0, 170],
  marker: [229, 57, 53, 255],
  pencil: [236, 64, 250, 255],
  halo: [10, 14, 20, 200],
} as const satisfies Record<string, Rgba>;
