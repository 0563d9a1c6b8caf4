// The picked alert as a sketch: a translucent disc over each vessel (the
// highlight), a dashed line from each vessel to where it will be at the
// closest point of approach, a diamond at those two positions and the solid
// line between them (the CPA); for a conflict also the alert's threshold as
// a dashed ring round the middle of the CPA (how close is too close).
import type { GeoPoint } from '../../../../protocol/geo';
import type { Sketch, SketchGlyph, SketchLine } from '../sketch/sketchLayer';
import { alertColours, type AlertColours } from './alertColours';

export interface AlertFocusGeometry {
  vessels: readonly GeoPoint[];
  cpa: readonly GeoPoint[];
  /** The conflict's CPA threshold (NM; none for other alerts). */
  thresholdNm?: number | null;
}

/** Points of the threshold ring. */
export const RING_POINTS = 72;

/** A ring of `radiusNm` round `centre` (closed: the first point repeated). */
export function ring(centre: GeoPoint, radiusNm: number, points = RING_POINTS): GeoPoint[] {
  const cosLat = Math.max(0.01, Math.cos((centre.latDeg * Math.PI) / 180));
  const out: GeoPoint[] = [];
  for (let i = 0; i <= points; i += 1) {
    const angle = (2 * Math.PI * (i % points)) / points;
    out.push({ latDeg: centre.latDeg + (radiusNm * Math.cos(angle)) / 60, lonDeg: centre.lonDeg + (radiusNm * Math.sin(angle)) / 60 / cosLat });
  }
  return out;
}

export const HIGHLIGHT_PX = 40;
export const CPA_MARK_PX = 12;

export function alertSketch(geometry: AlertFocusGeometry | null, colours: AlertColours = alertColours('day')): Sketch {
  if (!geometry) return { lines: [], glyphs: [] };
  const { vessels, cpa } = geometry;
  const glyphs: SketchGlyph[] = vessels.map((at) => ({ at, shape: 'dot', sizePx: HIGHLIGHT_PX, rgba: colours.highlight }));
  const lines: SketchLine[] = [];
  if (cpa.length === vessels.length) {
    vessels.forEach((at, i) => {
      const to = cpa[i];
      if (to) lines.push({ points: [at, to], rgba: colours.track, dashed: true, halo: colours.halo });
    });
  }
  const [p, q] = cpa;
  if (p && q) {
    lines.push({ points: [p, q], rgba: colours.cpa, halo: colours.halo });
    if (geometry.thresholdNm && geometry.thresholdNm > 0) {
      const middle = { latDeg: (p.latDeg + q.latDeg) / 2, lonDeg: (p.lonDeg + q.lonDeg) / 2 };
      lines.push({ points: ring(middle, geometry.thresholdNm), rgba: colours.cpa, dashed: true, halo: colours.halo });
    }
  }
  for (const at of cpa) glyphs.push({ at, shape: 'diamond', sizePx: CPA_MARK_PX, rgba: colours.cpa, outline: colours.halo });
  return { lines, glyphs };
}
