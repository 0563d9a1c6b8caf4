// A sketch drawn in fixed colours brought into a theme's live band
// (theme/liveColour.ts): each line's, glyph's and outline's colour keeps
// its hue and alpha and takes the theme's luminance, so a drawing made of
// day colours dims at dusk and night like every other live layer.
import type { Theme } from '../../../../protocol/preferences';
import { bandRgba } from '../../theme/liveColour';
import type { Sketch } from './sketchLayer';

export function themedSketch(sketch: Sketch, theme: Theme): Sketch {
  return {
    lines: sketch.lines.map((line) => ({ ...line, rgba: bandRgba(line.rgba, theme), ...(line.halo ? { halo: bandRgba(line.halo, theme) } : {}) })),
    glyphs: sketch.glyphs.map((glyph) => ({ ...glyph, rgba: bandRgba(glyph.rgba, theme), ...(glyph.outline ? { outline: bandRgba(glyph.outline, theme) } : {}) })),
  };
}
