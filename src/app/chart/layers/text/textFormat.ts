// The chart texts' data as the chart worker builds it and the text layer
// draws it (soundings, names, depth contour values, light sectors): per
// label what the placement needs (anchor, screen box, priority, kind), and
// per glyph one record of 32 bytes: anchor f32 x, y (origin-relative
// Mercator metres), the glyph's rectangle i16 x4 in 1/16 px from the anchor
// (y up), its atlas rectangle u16 x4 (0..1), its colour RGBA8 and 4 bytes
// of padding: two RGBA32UI texels of the layer's glyph texture (the
// vertex shader reads them; textProgram.ts). Glyphs are signed distance
// fields in one R8 atlas.

export const GLYPH_STRIDE_BYTES = 32;
/** RGBA32UI texels (16 bytes) per glyph record. */
export const GLYPH_TEXELS = GLYPH_STRIDE_BYTES / 16;
/** Pixel offsets are stored as whole 1/16 px (range +-2048 px). */
export const GLYPH_UNITS_PER_PX = 16;
export const GLYPH_FIELDS = { anchor: 0, rect: 8, uv: 16, colour: 24 } as const;

/** The glyph atlas texture (R8), a square of this many pixels. */
export const GLYPH_ATLAS_PX = 1024;
/** Glyphs are rasterised at this font size (px); a text of another size scales them. */
export const SDF_FONT_PX = 24;
/** Pixels of distance field around each glyph's ink. */
export const SDF_BUFFER_PX = 3;
export const SDF_RADIUS_PX = 8;
/** The distance field's value at the glyph's edge (TinySDF with cutoff 0.25: 1 - 0.25). */
export const SDF_EDGE = 0.75;
/** The halo's outer edge: 2 atlas px outside the glyph's edge (1 px at the 12 px texts; within SDF_BUFFER_PX). */
export const SDF_HALO_EDGE = SDF_EDGE - 2 / SDF_RADIUS_PX;

/**
 * What a label is: placed text (soundings, names, contour values: shown
 * only where it collides with nothing placed before it), an obstacle (a
 * point symbol's box: never drawn, always placed first), or fixed (light
 * sectors: always drawn, never in the collision index).
 */
export const LABEL_KIND = { placed: 0, obstacle: 1, fixed: 2 } as const;
export type LabelKind = (typeof LABEL_KIND)[keyof typeof LABEL_KIND];

/** One glyph bitmap of the atlas (alpha: the distance field, width * height bytes). */
export interface GlyphBitmap {
  x: number;
  y: number;
  width: number;
  height: number;
  alpha: Uint8Array;
}

/** The labels of one chart layer, for the placement (one entry per label). */
export interface LabelArrays {
  /** x, y per label: origin-relative Mercator metres. */
  anchors: Float32Array;
  /** x0, y0, x1, y1 per label: its box in px from the anchor (y up), with padding. */
  boxes: Float32Array;
  /** Higher first. */
  priorities: Float32Array;
  kinds: Uint8Array;
  /**
   * The feature's SCAMIN as the least scale (px per Mercator metre) at which
   * the label is placed (S-52: hidden below its SCAMIN); 0 without one.
   */
  minPixelsPerMercatorM: Float32Array;
}

/** A chart layer's texts as built by the chart worker. */
export interface BuiltText {
  labels: LabelArrays;
  /** glyphCount * GLYPH_STRIDE_BYTES bytes. */
  glyphs: ArrayBuffer;
  glyphCount: number;
  /** Per glyph: its label's index. */
  glyphLabels: Uint32Array;
  /** Every atlas glyph these texts use (the main thread uploads those it does not have yet). */
  bitmaps: GlyphBitmap[];
}

/** Writes RGBA8 per glyph into the glyph records' colour field. */
export function writeGlyphColours(glyphs: ArrayBuffer, colours: Uint8Array): void {
  const bytes = new Uint8Array(glyphs);
  const count = Math.min(colours.length / 4, glyphs.byteLength / GLYPH_STRIDE_BYTES);
  for (let g = 0; g < count; g += 1) bytes.set(colours.subarray(4 * g, 4 * g + 4), g * GLYPH_STRIDE_BYTES + GLYPH_FIELDS.colour);
}

export const builtTextBuffers = (t: BuiltText): ArrayBufferLike[] => [
  t.labels.anchors.buffer,
  t.labels.boxes.buffer,
  t.labels.priorities.buffer,
  t.labels.kinds.buffer,
  t.labels.minPixelsPerMercatorM.buffer,
  t.glyphs,
  t.glyphLabels.buffer,
  ...t.bitmaps.map((b) => b.alpha.buffer),
];
