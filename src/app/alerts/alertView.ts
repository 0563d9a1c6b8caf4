// What the chart shows of the alert an operator picked: both vessels where
// they are now, their positions at the closest point of approach and the
// line between those; and the view that fits them all (the range spans half
// the screen height; east-west the visible width counts, `aspect`). A
// conflict is centred on its closest point of approach — where the danger
// is — with the range showing both vessels around it.
import type { GeoPoint } from '../../protocol/geo';
import type { Alert } from '../../protocol/alerts';

export interface AlertGeometry {
  /** The vessels' last positions (those that have one). */
  vessels: GeoPoint[];
  /** Each vessel's position at the CPA (conflicts only). */
  cpa: GeoPoint[];
  /** The conflict's CPA threshold, NM (null for other alerts). */
  thresholdNm: number | null;
}

/** The fitted view's range is at least this (NM). */
export const MIN_FIT_RANGE_NM = 0.5;
/** Room around the fitted points. */
export const FIT_MARGIN = 1.4;

export function alertGeometry(alert: Alert): AlertGeometry {
  const vessels: GeoPoint[] = [];
  for (const v of alert.vessels) if (v.latitude !== null && v.longitude !== null) vessels.push({ latDeg: v.latitude, lonDeg: v.longitude });
  const cpa: GeoPoint[] = (alert.conflict?.cpa_positions ?? []).map(([latDeg, lonDeg]) => ({ latDeg, lonDeg }));
  return { vessels, cpa, thresholdNm: alert.conflict?.threshold_nm ?? null };
}

const wrapLon = (lonDeg: number): number => ((((lonDeg + 540) % 360) + 360) % 360) - 180;

/** The midpoint of a conflict's CPA positions (null for other alerts). */
export function cpaCentre(geometry: AlertGeometry): GeoPoint | null {
  const [a, b] = geometry.cpa;
  if (!a || !b) return null;
  return { latDeg: (a.latDeg + b.latDeg) / 2, lonDeg: wrapLon(a.lonDeg + wrapLon(b.lonDeg - a.lonDeg) / 2) };
}

/** The view of an alert: centred on the CPA for a conflict, else on all its points; null without points. */
export function alertFit(geometry: AlertGeometry, aspect = 1): { centre: GeoPoint; rangeNm: number } | null {
  const centre = cpaCentre(geometry);
  const fit = fitView([...geometry.vessels, ...geometry.cpa], aspect, centre ?? undefined);
  // The threshold ring round the CPA fits too.
  const ringNm = centre && geometry.thresholdNm ? (geometry.thresholdNm * FIT_MARGIN) / Math.min(1, Math.max(0.1, aspect)) : 0;
  return fit && { centre: fit.centre, rangeNm: Math.max(fit.rangeNm, ringNm) };
}

/**
 * The centre and range (NM) that show every point in a view `aspect` times
 * as wide as high, centred on `around` when given (else on the points'
 * middle); null without points.
 */
export function fitView(points: readonly GeoPoint[], aspect = 1, around?: GeoPoint): { centre: GeoPoint; rangeNm: number } | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.latDeg);
  // Longitudes relative to the first point, so a pair across the antimeridian stays together.
  const lon0 = around?.lonDeg ?? points[0]?.lonDeg ?? 0;
  const lons = points.map((p) => lon0 + wrapLon(p.lonDeg - lon0));
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const west = Math.min(...lons);
  const east = Math.max(...lons);
  const centre: GeoPoint = around ?? { latDeg: (south + north) / 2, lonDeg: wrapLon((west + east) / 2) };
  const halfNsNm = Math.max(north - centre.latDeg, centre.latDeg - south) * 60;
  const halfEwDeg = around ? Math.max(east - lon0, lon0 - west) : (east - west) / 2;
  const halfEwNm = halfEwDeg * 60 * Math.cos((centre.latDeg * Math.PI) / 180);
  return { centre, rangeNm: Math.max(MIN_FIT_RANGE_NM, Math.max(halfNsNm, halfEwNm / Math.max(0.1, aspect)) * FIT_MARGIN) };
}
