// Anchorages of the built-in traffic on the roads of Gdynia and Gdańsk
// (Zatoka Gdańska). Laid out after the anchorage areas charted there: the
// Gdynia roads between Gdynia and the Hel peninsula, and the Gdańsk roads
// north-east and east of the Port Północny approach, as Polish charts of
// the bay and the Maritime Office in Gdynia's port regulations show them.
// The corners are rounded approximations of those areas (not the official
// vertices; the NOAA cells in the test data are American waters), kept at
// least ANCHORAGE_LANE_CLEARANCE_NM from the lanes' centre lines and in
// open water (anchorages.test.ts checks both against the lanes and the
// coastline store). Coordinates are [lat, lon] degrees, corners in order.
import type { LatLon } from './lanes';
import type { Random } from './random';

export interface Anchorage {
  name: string;
  corners: readonly LatLon[];
}

export const ANCHORAGES: readonly Anchorage[] = [
  {
    name: 'Reda Gdynia',
    corners: [
      [54.586, 18.6],
      [54.622, 18.6],
      [54.628, 18.7],
      [54.592, 18.715],
    ],
  },
  {
    name: 'Reda Gdańsk, kotwicowisko północne',
    corners: [
      [54.47, 18.905],
      [54.53, 18.985],
      [54.515, 19.05],
      [54.455, 18.975],
    ],
  },
  {
    name: 'Reda Gdańsk, kotwicowisko wschodnie',
    corners: [
      [54.412, 18.785],
      [54.442, 18.805],
      [54.435, 18.885],
      [54.405, 18.865],
    ],
  },
];

/** How far every anchorage keeps from the lanes' centre lines, NM. */
export const ANCHORAGE_LANE_CLEARANCE_NM = 1;

/** Whether `p` lies inside a polygon of [lat, lon] corners (even-odd). */
export function insidePolygon(p: LatLon, corners: readonly LatLon[]): boolean {
  let inside = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i, i += 1) {
    const [yi, xi] = corners[i] ?? [0, 0];
    const [yj, xj] = corners[j] ?? [0, 0];
    if (yi > p[0] !== yj > p[0] && p[1] < ((xj - xi) * (p[0] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A random point inside an anchorage (uniform over its area). */
export function randomPointIn(anchorage: Anchorage, r: Random): LatLon {
  const lats = anchorage.corners.map((c) => c[0]);
  const lons = anchorage.corners.map((c) => c[1]);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  for (;;) {
    const p: LatLon = [r.range(south, north), r.range(west, east)];
    if (insidePolygon(p, anchorage.corners)) return p;
  }
}

/** The centre of an anchorage (mean of its corners). */
export const anchorageCentre = (anchorage: Anchorage): LatLon => [
  anchorage.corners.reduce((sum, c) => sum + c[0], 0) / anchorage.corners.length,
  anchorage.corners.reduce((sum, c) => sum + c[1], 0) / anchorage.corners.length,
];
