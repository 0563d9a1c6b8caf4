// The chart worker's glyph rasteriser: TinySDF (a signed distance field per
// character, drawn with the browser's sans-serif font on an OffscreenCanvas).
import TinySDF from '@mapbox/tiny-sdf';
import { SDF_BUFFER_PX, SDF_EDGE, SDF_FONT_PX, SDF_RADIUS_PX } from '../layers/text/textFormat';
import type { RasterGlyph } from './glyphAtlas';

export function sdfRaster(): (char: string) => RasterGlyph | null {
  const sdf = new TinySDF({ fontSize: SDF_FONT_PX, buffer: SDF_BUFFER_PX, radius: SDF_RADIUS_PX, cutoff: 1 - SDF_EDGE, fontFamily: 'sans-serif', fontWeight: '500' });
  return (char) => {
    const g = sdf.draw(char);
    return { data: g.data, width: g.width, height: g.height, glyphLeft: g.glyphLeft, glyphTop: g.glyphTop, glyphAdvance: g.glyphAdvance };
  };
}
