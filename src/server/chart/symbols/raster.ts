// Symbols as PNG images: the console's symbol atlas asks for
// them, so a browser decodes a small PNG off its main thread
// (createImageBitmap) instead of parsing and rasterising an SVG document on
// it, which cost up to 20 ms of the main thread per symbol on a 4x throttled
// CPU while a cell attached. Rendered by resvg, cached per SVG content and
// size (an uploaded symbol that replaces another is a new entry).
import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { ByteLru } from '../lru';

/** Sizes a client may ask for (px, square). */
export const SYMBOL_PNG_MIN_PX = 8;
export const SYMBOL_PNG_MAX_PX = 128;
/** Rendered images kept, least recently used out first (a 32 px symbol is 0.2-3 KB). */
export const SYMBOL_PNG_CACHE_BYTES = 8 * 1024 * 1024;
/** Text in a symbol without a font the machine has (the built-in symbols ask for DejaVu Sans). */
const DEFAULT_FONT_FAMILY = 'DejaVu Sans';

export class SymbolRasteriser {
  private readonly cache = new ByteLru<Buffer>(SYMBOL_PNG_CACHE_BYTES);

  /** The SVG as a PNG `sizePx` wide; null when resvg cannot read it. */
  png(svg: Buffer | string, sizePx: number): Buffer | null {
    const key = `${sizePx}:${createHash('sha1').update(svg).digest('hex')}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const png = render(svg, sizePx);
    if (!png) return null;
    this.cache.set(key, png, png.byteLength);
    return png;
  }
}

function render(svg: Buffer | string, sizePx: number): Buffer | null {
  // Reading the machine's fonts costs a few ms: only for symbols with text.
  const hasText = (typeof svg === 'string' ? svg : svg.toString('utf8')).includes('<text');
  try {
    const resvg = new Resvg(svg, {
      fitTo: { mode: 'width', value: sizePx },
      font: { loadSystemFonts: hasText, defaultFontFamily: DEFAULT_FONT_FAMILY },
    });
    return resvg.render().asPng();
  } catch (error) {
    if (error instanceof Error) return null; // not an SVG resvg can read: the client draws its error placeholder
    throw error;
  }
}
