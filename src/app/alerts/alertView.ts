// What the chart shows of the alert an operator picked: both vessels where
// they are now, their positions at the closest point of approach and the
// line between those; and the view that fits them all (the range spans half
// the screen height; east-west the visible width counts, `aspect`).
import type { GeoPoint } from '../../protocol/geo';
import type { Alert } from '../../protocol/alerts';

export interface AlertGeometry {
  /** The vessels' last positions (those that have one). */
  vessels: GeoPoint[];
  /** Each vessel's position at the CPA (conflicts only). */
  cpa: GeoPoint[];
}

/** The fitted view's range is at least this (NM). */
export const MIN_FIT_RANGE_NM = 0.5;
/** Room around the fitted points. */
export const FIT_MARGIN = 1.4;

export function alertGeometry(alert: Alert): AlertGeometry {
  const vessels: GeoPoint[] = [];
  for (const v of alert.vessels) if (v.latitude !== null && v.longitude !== null) vessels.push({ latDeg: v.latitude, lonDeg: v.longitude });
  const cpa: GeoPoint[] = (alert.conflict?.cpa_positions ?? []).map(([latDeg, lonDeg]) => ({ latDeg, lonDeg }));
  return { vessels, cpa };
}

/** The centre and range (NM) that show every point in a view `aspect` times as wide as high; null without points. */
export function fitView(points: readonly GeoPoint[], aspect = 1): { centre: GeoPoint; rangeNm: number } | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.latDeg);
  // Longitudes relative to the first point, so a pair across the antimeridian stays together.
  const lon0 = points[0]?.lonDeg ?? 0;
  const lons = points.map((p) => lon0 + ((((p.lonDeg - lon0) % 360) + 540) % 360) - 180);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const west = Math.min(...lons);
  const east = Math.max(...lons);
  const centre: GeoPoint = { latDeg: (south + north) / 2, lonDeg: ((((west + east) / 2 + 540) % 360) + 360) % 360 - 180 };
  const halfNsNm = ((north - south) / 2) * 60;
  const halfEwNm = ((east - west) / 2) * 60 * Math.cos((centre.latDeg * Math.PI) / 180);
  return { centre, rangeNm: Math.max(MIN_FIT_RANGE_NM, Math.max(halfNsNm, halfEwNm / Math.max(0.1, aspect)) * FIT_MARGIN) };
}
