// Point glyphs of the tools and the lightning layer as pre-built triangles
// in pixel offsets around an anchor (the marker program's format): a dot
// (ruler points, markers), a diamond and a lightning bolt, each with an
// optional darker outline drawn beneath it so it reads on every chart colour.
import type { MarkerBuffers } from '../marker/markerProgram';

export type GlyphShape = 'dot' | 'diamond' | 'bolt';

/** RGBA, 0-255 each. */
export type Rgba = readonly [number, number, number, number];

export interface Glyph {
  /** Origin-relative Mercator metres. */
  xM: number;
  yM: number;
  shape: GlyphShape;
  /** Overall size (diameter), CSS px. */
  sizePx: number;
  rgba: Rgba;
  /** Drawn 1.5 px wider beneath the glyph; none: no outline. */
  outline?: Rgba;
}

const DOT_SEGMENTS = 16;
export const OUTLINE_PX = 1.5;

/** Triangles of a unit shape (radius 1), [x, y] per vertex, x right, y up. */
function unitTriangles(shape: GlyphShape): readonly number[] {
  switch (shape) {
    case 'dot': {
      const out: number[] = [];
      for (let i = 0; i < DOT_SEGMENTS; i += 1) {
        const a0 = (2 * Math.PI * i) / DOT_SEGMENTS;
        const a1 = (2 * Math.PI * (i + 1)) / DOT_SEGMENTS;
        out.push(0, 0, Math.cos(a0), Math.sin(a0), Math.cos(a1), Math.sin(a1));
      }
      return out;
    }
    case 'diamond':
      return [0, 1, -1, 0, 1, 0, 1, 0, -1, 0, 0, -1];
    case 'bolt': {
      // A zigzag: upper blade P0 P1 P2 P5, lower blade P2 P3 P4 P5.
      const p = [
        [0.2, 1],
        [-0.55, -0.12],
        [-0.05, -0.12],
        [-0.3, -1],
        [0.55, 0.22],
        [0.05, 0.22],
      ] as const;
      const tri = [0, 1, 2, 0, 2, 5, 2, 3, 4, 2, 4, 5];
      return tri.flatMap((i) => [p[i]?.[0] ?? 0, p[i]?.[1] ?? 0]);
    }
  }
}

const UNIT = { dot: unitTriangles('dot'), diamond: unitTriangles('diamond'), bolt: unitTriangles('bolt') } as const;

/** Vertices a glyph takes (with its outline). */
export const glyphVertexCount = (g: Pick<Glyph, 'shape' | 'outline'>): number => (UNIT[g.shape].length / 2) * (g.outline ? 2 : 1);

/** Every glyph's triangles in one set of marker buffers (outline beneath each glyph). */
export function glyphBuffers(glyphs: readonly Glyph[]): MarkerBuffers {
  const n = glyphs.reduce((sum, g) => sum + glyphVertexCount(g), 0);
  const positions = new Float32Array(2 * n);
  const offsetsPx = new Float32Array(2 * n);
  const colours = new Uint8Array(4 * n);
  let v = 0;
  const emit = (g: Glyph, radiusPx: number, rgba: Rgba) => {
    const unit = UNIT[g.shape];
    for (let i = 0; i < unit.length; i += 2) {
      positions[2 * v] = g.xM;
      positions[2 * v + 1] = g.yM;
      offsetsPx[2 * v] = (unit[i] ?? 0) * radiusPx;
      offsetsPx[2 * v + 1] = (unit[i + 1] ?? 0) * radiusPx;
      colours.set(rgba, 4 * v);
      v += 1;
    }
  };
  for (const g of glyphs) {
    if (g.outline) emit(g, g.sizePx / 2 + OUTLINE_PX, g.outline);
    emit(g, g.sizePx / 2, g.rgba);
  }
  return { positions, offsetsPx, colours, pickColours: new Uint8Array(4 * n) };
}
