// Navigation warnings' affected areas (spec section 3: area_affected
// .geometry.coords, [lat, lon] pairs) as outlined areas: three or more
// points a dashed ring with a faint fill, two a dashed line, one none (the
// warning's symbol marks it). Colours per theme (night keeps them dark).
import type { Theme } from '../../../../protocol/preferences';
import type { NavWarning } from '../../../../protocol/streams';
import type { AreaShape, Rgba } from '../area/areaBuffers';

const COLOURS: Record<Theme, { line: Rgba; fill: Rgba }> = {
  day: { line: [0.78, 0.16, 0.55, 1], fill: [0.78, 0.16, 0.55, 0.12] },
  dusk: { line: [0.62, 0.2, 0.47, 1], fill: [0.62, 0.2, 0.47, 0.1] },
  night: { line: [0.36, 0.16, 0.3, 1], fill: [0.36, 0.16, 0.3, 0.1] },
};

/** The affected area of a warning as [lon, lat, ...] (pairs with a non-finite number dropped). */
export function warningAreaLonLat(w: NavWarning): number[] {
  const coords = w.area_affected?.geometry?.coords;
  if (!Array.isArray(coords)) return [];
  const out: number[] = [];
  for (const pair of coords) {
    if (!Array.isArray(pair)) continue;
    const [lat, lon] = pair;
    if (typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon)) out.push(lon, lat);
  }
  return out;
}

export function warningShapes(warnings: readonly NavWarning[], theme: Theme): AreaShape[] {
  const colours = COLOURS[theme] ?? COLOURS.day;
  const shapes: AreaShape[] = [];
  for (const w of warnings) {
    const lonLat = warningAreaLonLat(w);
    if (lonLat.length < 4) continue;
    const ring = lonLat.length >= 6;
    shapes.push({ lonLat, closed: ring, fillRgba: ring ? colours.fill : null, lineRgba: colours.line, lineStyle: 'dashed' });
  }
  return shapes;
}
