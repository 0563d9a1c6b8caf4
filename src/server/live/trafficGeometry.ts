// Flat-earth geometry of the built-in traffic (short distances in one bay):
// bearings, offsets to starboard, distances and dead reckoning.
import type { LatLon } from './lanes';
import type { SimVessel } from './vesselTraffic';

export const KN_TO_DEG_LAT_PER_S = 1 / 60 / 3600;

export function bearingDeg(from: LatLon, to: LatLon): number {
  const dLat = to[0] - from[0];
  const dLon = (to[1] - from[1]) * Math.cos((from[0] * Math.PI) / 180);
  const deg = ((Math.atan2(dLon, dLat) * 180) / Math.PI + 360) % 360;
  return deg >= 360 ? 0 : deg;
}

/** A point `sideNm` to starboard of the track from -> to, at `to`. */
export function starboardOf(from: LatLon, to: LatLon, sideNm: number): LatLon {
  const course = (bearingDeg(from, to) * Math.PI) / 180;
  const dLat = (-Math.sin(course) * sideNm) / 60;
  const dLon = (Math.cos(course) * sideNm) / 60 / Math.cos((to[0] * Math.PI) / 180);
  return [to[0] + dLat, to[1] + dLon];
}

/** The point `nm` nautical miles from `from` towards `to` (or `to` when closer). */
export function towards(from: LatLon, to: LatLon, nm: number): LatLon {
  const lengthNm = distanceNm(from, to);
  const t = lengthNm > 0 ? Math.min(1, nm / lengthNm) : 1;
  return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
}

export function distanceNm(a: LatLon, b: LatLon): number {
  return 60 * Math.hypot(b[0] - a[0], (b[1] - a[1]) * Math.cos((a[0] * Math.PI) / 180));
}

/** Signed difference a - b of two courses, -180..180. */
export const angleDiff = (a: number, b: number): number => ((((a - b) % 360) + 540) % 360) - 180;

/** Whole degrees 0..359. */
export const wholeDeg = (deg: number): number => ((Math.round(deg) % 360) + 360) % 360;

export function move(v: SimVessel, dtS: number): void {
  const dLatDeg = v.sogKn * KN_TO_DEG_LAT_PER_S * dtS;
  const courseRad = (v.cogDeg * Math.PI) / 180;
  v.latDeg += dLatDeg * Math.cos(courseRad);
  v.lonDeg += (dLatDeg * Math.sin(courseRad)) / Math.cos((v.latDeg * Math.PI) / 180);
}

/** Distance from `p` to the segment a-b, NM (flat: short distances). */
export function segmentDistanceNm(p: LatLon, a: LatLon, b: LatLon): number {
  const k = Math.cos((p[0] * Math.PI) / 180);
  const [ax, ay, bx, by, px, py] = [a[1] * k, a[0], b[1] * k, b[0], p[1] * k, p[0]];
  const dx = bx - ax;
  const dy = by - ay;
  const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return 60 * Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}
