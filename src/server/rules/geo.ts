// Distances and bearings of the VTS rules, metres and degrees on the mean
// sphere (haversine): the anchor watch's swing radius and the anchor's place
// ahead of the bow.

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

export interface LatLon {
  lat: number;
  lon: number;
}

export function distanceM(a: LatLon, b: LatLon): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees 0..360. */
export function bearingDeg(a: LatLon, b: LatLon): number {
  const y = Math.sin((b.lon - a.lon) * RAD) * Math.cos(b.lat * RAD);
  const x = Math.cos(a.lat * RAD) * Math.sin(b.lat * RAD) - Math.sin(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.cos((b.lon - a.lon) * RAD);
  return ((Math.atan2(y, x) / RAD) % 360 + 360) % 360;
}

/** The point `metres` from `from` along `bearing` (degrees). */
export function offset(from: LatLon, bearing: number, metres: number): LatLon {
  const d = metres / EARTH_RADIUS_M;
  const b = bearing * RAD;
  const lat1 = from.lat * RAD;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 = from.lon * RAD + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / RAD, lon: ((((lon2 / RAD) + 540) % 360) - 180) };
}

/** The smaller angle between two directions, degrees 0..180. */
export const angleBetween = (a: number, b: number): number => Math.abs(((((a - b) % 360) + 540) % 360) - 180);
