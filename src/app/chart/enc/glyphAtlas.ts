// The chart worker's glyph atlas: each character rasterised once as a
// signed distance field (TinySDF in the worker, a fake in tests) and packed
// into one R8 atlas; a solid block serves underlines. The main thread gets
// with each built text the bitmaps it uses and uploads those it lacks.
import { ShelfPacker, type AtlasRect } from './atlasPacking';
import { GLYPH_ATLAS_PX, SDF_BUFFER_PX, type GlyphBitmap } from '../layers/text/textFormat';

/** A rasterised glyph at SDF_FONT_PX (TinySDF's result). */
export interface RasterGlyph {
  /** width * height distance values. */
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
  /** Ink left of the pen and top above the baseline, px. */
  glyphLeft: number;
  glyphTop: number;
  glyphAdvance: number;
}

/** A glyph as layout needs it: its atlas rectangle and metrics at SDF_FONT_PX. */
export interface GlyphInfo {
  uv: [number, number, number, number];
  /** The bitmap's size (ink plus the distance field's buffer), px. */
  widthPx: number;
  heightPx: number;
  /** The bitmap's top-left corner from the pen on the baseline (x right, y up), px. */
  leftPx: number;
  topPx: number;
  advancePx: number;
  /** The atlas slot (which bitmap to upload). */
  slot: number;
}

export interface GlyphSource {
  glyph(char: string): GlyphInfo | null;
  /** A rectangle of full distance (an underline), as uv. */
  solidUv(): [number, number, number, number];
  /** The bitmaps of these atlas slots. */
  bitmaps(slots: Iterable<number>): GlyphBitmap[];
}

const SOLID_PX = 4;

export class GlyphAtlas implements GlyphSource {
  private readonly packer = new ShelfPacker(GLYPH_ATLAS_PX, GLYPH_ATLAS_PX, 1);
  private readonly glyphs = new Map<string, GlyphInfo | null>();
  private readonly slots: GlyphBitmap[] = [];
  private readonly solid: [number, number, number, number];

  constructor(private readonly raster: (char: string) => RasterGlyph | null) {
    const rect = this.packer.place(SOLID_PX, SOLID_PX) as AtlasRect;
    this.slots.push({ ...rect, width: rect.w, height: rect.h, alpha: new Uint8Array(SOLID_PX * SOLID_PX).fill(255) });
    // The inner texels only: linear filtering never reaches the empty neighbours.
    this.solid = [(rect.x + 1) / GLYPH_ATLAS_PX, (rect.y + 1) / GLYPH_ATLAS_PX, (rect.x + SOLID_PX - 1) / GLYPH_ATLAS_PX, (rect.y + SOLID_PX - 1) / GLYPH_ATLAS_PX];
  }

  /** The solid block's slot (always uploaded with a text that underlines). */
  static readonly SOLID_SLOT = 0;

  solidUv(): [number, number, number, number] {
    return this.solid;
  }

  glyph(char: string): GlyphInfo | null {
    if (this.glyphs.has(char)) return this.glyphs.get(char) ?? null;
    const info = this.rasterise(char);
    this.glyphs.set(char, info);
    return info;
  }

  bitmaps(slots: Iterable<number>): GlyphBitmap[] {
    const out: GlyphBitmap[] = [];
    for (const slot of slots) {
      const b = this.slots[slot];
      // A copy: the built text's buffers are transferred.
      if (b) out.push({ ...b, alpha: b.alpha.slice() });
    }
    return out;
  }

  private rasterise(char: string): GlyphInfo | null {
    const g = this.raster(char);
    if (!g) return null;
    const advance = { advancePx: g.glyphAdvance };
    if (g.width === 0 || g.height === 0) return { uv: [0, 0, 0, 0], widthPx: 0, heightPx: 0, leftPx: 0, topPx: 0, slot: -1, ...advance };
    const rect = this.packer.place(g.width, g.height);
    if (!rect) return null; // the atlas is full: the character is left out
    const slot = this.slots.length;
    this.slots.push({ x: rect.x, y: rect.y, width: g.width, height: g.height, alpha: Uint8Array.from(g.data) });
    return {
      uv: [rect.x / GLYPH_ATLAS_PX, rect.y / GLYPH_ATLAS_PX, (rect.x + g.width) / GLYPH_ATLAS_PX, (rect.y + g.height) / GLYPH_ATLAS_PX],
      widthPx: g.width,
      heightPx: g.height,
      leftPx: g.glyphLeft - SDF_BUFFER_PX,
      topPx: g.glyphTop + SDF_BUFFER_PX,
      slot,
      ...advance,
    };
  }
}
