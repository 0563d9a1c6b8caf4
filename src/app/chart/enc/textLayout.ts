// Lays out chart texts from atlas glyphs, in screen pixels around the
// label's anchor (x right, y up): soundings as S-52 writes them (whole
// metres centred on the position, decimetres as a smaller subscript after
// them, drying heights underlined), names and contour values as one line.
import { SDF_BUFFER_PX, SDF_FONT_PX } from '../layers/text/textFormat';
import type { GlyphSource } from './glyphAtlas';
import { depthText } from './soundingText';

/** Font sizes, px: sounding metres and decimetres, names, depth contour values. */
export const TEXT_PX = { sounding: 12, soundingFraction: 9, name: 12, contour: 10 } as const;
/** Space kept free around every label, px. */
export const LABEL_PADDING_PX = 1.5;
/** A point's name starts this far right of the point (clear of its symbol), px. */
export const POINT_NAME_OFFSET_PX = 11;

export interface GlyphQuad {
  /** Rectangle in px from the anchor, y up. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  uv: [number, number, number, number];
}

/** Laid-out text: its glyph quads, its ink box and the atlas slots it uses. */
export interface TextBlock {
  quads: GlyphQuad[];
  /** x0, y0, x1, y1 of the ink (px, y up); null when nothing has ink. */
  ink: [number, number, number, number] | null;
  slots: Set<number>;
}

const emptyBlock = (): TextBlock => ({ quads: [], ink: null, slots: new Set() });

function grow(block: TextBlock, x0: number, y0: number, x1: number, y1: number): void {
  const ink = block.ink;
  if (!ink) block.ink = [x0, y0, x1, y1];
  else block.ink = [Math.min(ink[0], x0), Math.min(ink[1], y0), Math.max(ink[2], x1), Math.max(ink[3], y1)];
}

/** Appends a run of text with its pen at (penX, baselineY); returns the pen's x after it. */
export function layoutRun(source: GlyphSource, text: string, fontPx: number, penX: number, baselineY: number, block: TextBlock): number {
  const k = fontPx / SDF_FONT_PX;
  let pen = penX;
  for (const char of text) {
    const g = source.glyph(char);
    if (!g) continue;
    if (g.widthPx > 0) {
      const x0 = pen + g.leftPx * k;
      const y1 = baselineY + g.topPx * k;
      const quad = { x0, y0: y1 - g.heightPx * k, x1: x0 + g.widthPx * k, y1, uv: g.uv };
      block.quads.push(quad);
      block.slots.add(g.slot);
      const inset = SDF_BUFFER_PX * k;
      grow(block, quad.x0 + inset, quad.y0 + inset, quad.x1 - inset, quad.y1 - inset);
    }
    pen += g.advancePx * k;
  }
  return pen;
}

/** Moves every quad and the ink box by (dx, dy). */
function shift(block: TextBlock, dx: number, dy: number): void {
  for (const q of block.quads) {
    q.x0 += dx;
    q.x1 += dx;
    q.y0 += dy;
    q.y1 += dy;
  }
  if (block.ink) block.ink = [block.ink[0] + dx, block.ink[1] + dy, block.ink[2] + dx, block.ink[3] + dy];
}

/**
 * A depth written as S-52 does, at `fontPx` (decimetres at 3/4 of it): the
 * whole metres centred on the anchor, the decimetres after them lowered by
 * a third of the digit height, an underline under a drying height.
 */
export function depthBlock(source: GlyphSource, depthM: number, fontPx: number, solidSlot: number): TextBlock | null {
  const text = depthText(depthM);
  if (!text) return null;
  const block = emptyBlock();
  const end = layoutRun(source, text.integer, fontPx, 0, 0, block);
  const whole = block.ink;
  if (!whole) return null;
  const digitHeight = whole[3] - whole[1];
  // Centre the whole metres on the anchor; the decimetres' baseline a third of a digit lower.
  const dx = -(whole[0] + whole[2]) / 2;
  const dy = -(whole[1] + whole[3]) / 2;
  shift(block, dx, dy);
  const centred = block.ink ?? whole;
  if (text.fraction) layoutRun(source, text.fraction, fontPx * 0.75, end + dx, dy - digitHeight / 3, block);
  if (text.drying) {
    const y1 = centred[1] - 1.5;
    const quad = { x0: centred[0], y0: y1 - 1.2, x1: centred[2], y1, uv: source.solidUv() };
    block.quads.push(quad);
    block.slots.add(solidSlot);
    grow(block, quad.x0, quad.y0, quad.x1, quad.y1);
  }
  return block;
}

/** One line of text, centred on the anchor ('centre') or starting right of it, centred vertically ('right'), moved up by `dyPx` (y up). */
export function lineBlock(source: GlyphSource, text: string, fontPx: number, align: 'centre' | 'right', dyPx = 0): TextBlock | null {
  const block = emptyBlock();
  layoutRun(source, text, fontPx, 0, 0, block);
  const ink = block.ink;
  if (!ink) return null;
  const dx = align === 'centre' ? -(ink[0] + ink[2]) / 2 : POINT_NAME_OFFSET_PX - ink[0];
  shift(block, dx, dyPx - (ink[1] + ink[3]) / 2);
  return block;
}

/** The label's box for the placement: its ink with padding. */
export const paddedBox = (ink: readonly [number, number, number, number]): [number, number, number, number] => [
  ink[0] - LABEL_PADDING_PX,
  ink[1] - LABEL_PADDING_PX,
  ink[2] + LABEL_PADDING_PX,
  ink[3] + LABEL_PADDING_PX,
];
