// Operators' zones (src/protocol/zones.ts) as outlined areas: a solid ring
// with a light fill, teal by day and dimmer at dusk and night (night keeps
// them dark, as the chart's own colours); the place of each zone's name.
import type { Theme } from '../../../../protocol/preferences';
import type { Zone, ZonePoint } from '../../../../protocol/zones';
import type { AreaShape, Rgba } from '../area/areaBuffers';

export const ZONE_COLOURS: Record<Theme, { line: Rgba; fill: Rgba }> = {
  day: { line: [0.0, 0.47, 0.55, 1], fill: [0.0, 0.47, 0.55, 0.12] },
  dusk: { line: [0.1, 0.42, 0.48, 1], fill: [0.1, 0.42, 0.48, 0.1] },
  night: { line: [0.1, 0.3, 0.32, 1], fill: [0.1, 0.3, 0.32, 0.1] },
};

/** A zone's outline as [lon, lat, ...] (pairs with a non-finite number dropped). */
export function zoneLonLat(polygon: readonly ZonePoint[]): number[] {
  const out: number[] = [];
  for (const [lat, lon] of polygon) if (Number.isFinite(lat) && Number.isFinite(lon)) out.push(lon, lat);
  return out;
}

/** The zones as filled solid rings; an outline awaiting its form (`draft`) dashed. */
export function zoneShapes(zones: readonly Pick<Zone, 'polygon'>[], theme: Theme, draft: readonly ZonePoint[] | null = null): AreaShape[] {
  const colours = ZONE_COLOURS[theme] ?? ZONE_COLOURS.day;
  const shapes: AreaShape[] = [];
  for (const zone of zones) {
    const lonLat = zoneLonLat(zone.polygon);
    if (lonLat.length < 6) continue;
    shapes.push({ lonLat, closed: true, fillRgba: colours.fill, lineRgba: colours.line, lineStyle: 'solid' });
  }
  const drafted = draft ? zoneLonLat(draft) : [];
  if (drafted.length >= 6) shapes.push({ lonLat: drafted, closed: true, fillRgba: colours.fill, lineRgba: colours.line, lineStyle: 'dashed' });
  return shapes;
}

/**
 * Where a zone's name goes: its outline's centroid (of the area, in the
 * plane of latitude and longitude; the vertices' mean for a degenerate one).
 */
export function zoneLabelAt(polygon: readonly ZonePoint[]): { latDeg: number; lonDeg: number } | null {
  if (polygon.length === 0) return null;
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < polygon.length; i += 1) {
    const [y0, x0] = polygon[i] as ZonePoint;
    const [y1, x1] = polygon[(i + 1) % polygon.length] as ZonePoint;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (Math.abs(area) < 1e-12) {
    const n = polygon.length;
    return { latDeg: polygon.reduce((s, p) => s + p[0], 0) / n, lonDeg: polygon.reduce((s, p) => s + p[1], 0) / n };
  }
  return { latDeg: cy / (3 * area), lonDeg: cx / (3 * area) };
}
