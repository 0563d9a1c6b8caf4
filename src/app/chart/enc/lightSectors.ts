// Sector lights as S-52 draws them (LIGHTS06): an arc in the light's colour
// over a wider outline from SECTR1 to SECTR2 at a fixed screen radius, and
// the two sector legs dashed, from the light outwards. S-57 gives the
// bearings from seaward, so the arc lies on the opposite side: bearing +
// 180°, clockwise. Drawn with the text layer as small screen-pixel squares
// of the atlas's solid block (the chart's texts and sectors share one
// anchored, screen-sized quad format).
import type { LightSector } from '../../../protocol/chart';
import type { GlyphQuad } from './textLayout';

/** The arc's radius and the legs' length, px (S-52 uses 20-25 mm; smaller on a console screen). */
export const SECTOR_ARC_RADIUS_PX = 55;
export const SECTOR_LEG_PX = 80;
/** Arc: colour width, outline width and the step between squares, px. */
const ARC_PX = 3;
const OUTLINE_PX = 5;
const STEP_PX = 1.5;
/** Legs: dash, gap and width, px. */
const DASH_PX = 6;
const GAP_PX = 4;
const LEG_PX = 1.5;

const square = (x: number, y: number, sizePx: number, uv: [number, number, number, number]): GlyphQuad => ({
  x0: x - sizePx / 2,
  y0: y - sizePx / 2,
  x1: x + sizePx / 2,
  y1: y + sizePx / 2,
  uv,
});

/** A screen direction (x right, y up) of a bearing in degrees clockwise from north. */
const direction = (bearingDeg: number): [number, number] => {
  const r = (bearingDeg * Math.PI) / 180;
  return [Math.sin(r), Math.cos(r)];
};

/** The sector's extent in degrees, clockwise from start to end. */
export const sectorSweepDeg = (s: LightSector): number => (((s.endDeg - s.startDeg) % 360) + 360) % 360 || 360;

/** Squares along the arc at `sizePx` (centred on the light). */
export function arcSquares(s: LightSector, sizePx: number, uv: [number, number, number, number], radiusPx = SECTOR_ARC_RADIUS_PX): GlyphQuad[] {
  const sweep = sectorSweepDeg(s);
  const steps = Math.max(2, Math.ceil(((sweep * Math.PI) / 180) * radiusPx / STEP_PX));
  const out: GlyphQuad[] = [];
  for (let k = 0; k <= steps; k += 1) {
    const [dx, dy] = direction(s.startDeg + 180 + (sweep * k) / steps);
    out.push(square(dx * radiusPx, dy * radiusPx, sizePx, uv));
  }
  return out;
}

/** The dashed legs along both limits (from the light outwards, seen from seaward: bearing + 180°). */
export function legSquares(s: LightSector, uv: [number, number, number, number], lengthPx = SECTOR_LEG_PX): GlyphQuad[] {
  const out: GlyphQuad[] = [];
  for (const bearing of [s.startDeg, s.endDeg]) {
    const [dx, dy] = direction(bearing + 180);
    for (let at = 0; at < lengthPx; at += STEP_PX) {
      if (at % (DASH_PX + GAP_PX) >= DASH_PX) continue;
      out.push(square(dx * at, dy * at, LEG_PX, uv));
    }
  }
  return out;
}

/** The sector's quads in draw order: outline, arc, legs (outline and legs in `outline`, the arc in the light's colour). */
export function sectorQuads(s: LightSector, uv: [number, number, number, number]): { outline: GlyphQuad[]; arc: GlyphQuad[] } {
  return { outline: [...arcSquares(s, OUTLINE_PX, uv), ...legSquares(s, uv)], arc: arcSquares(s, ARC_PX, uv) };
}
