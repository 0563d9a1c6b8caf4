// Hull footprints of the built-in traffic: the rectangle an AIS report's
// reference offsets (to bow, stern, port and starboard) and heading give,
// in degrees, whether two of them overlap (separating axes, in metres on a
// flat patch of the bay), and a grid of placed footprints for finding the
// neighbours of a point quickly (placement of moored and anchored vessels,
// and the tests' hull-against-hull check).
import type { LatLon } from './lanes';
import type { SimDimensions } from './vesselTraffic';

export const METRES_PER_DEG_LAT = 111_320;

const metresPerDegLon = (latDeg: number): number => METRES_PER_DEG_LAT * Math.cos((latDeg * Math.PI) / 180);

/** The point `eastM`/`northM` metres from `from`. */
export function offsetM(from: LatLon, eastM: number, northM: number): LatLon {
  return [from[0] + northM / METRES_PER_DEG_LAT, from[1] + eastM / metresPerDegLon(from[0])];
}

/** East and north metres from `origin` to `p` (flat: within a bay). */
export function toMetres(origin: LatLon, p: LatLon): [number, number] {
  return [(p[1] - origin[1]) * metresPerDegLon(origin[0]), (p[0] - origin[0]) * METRES_PER_DEG_LAT];
}

export const distanceM = (a: LatLon, b: LatLon): number => Math.hypot(...toMetres(a, b));

/** Corners of the hull rectangle (bow starboard, bow port, stern port, stern starboard) of a vessel at `at` heading `headingDeg`. */
export function hullCorners(at: LatLon, headingDeg: number, dims: SimDimensions): LatLon[] {
  const rad = (headingDeg * Math.PI) / 180;
  const [fx, fy] = [Math.sin(rad), Math.cos(rad)];
  const [rx, ry] = [fy, -fx];
  const corner = (along: number, across: number): LatLon => offsetM(at, fx * along + rx * across, fy * along + ry * across);
  return [corner(dims.toBowM, dims.toStarboardM), corner(dims.toBowM, -dims.toPortM), corner(-dims.toSternM, -dims.toPortM), corner(-dims.toSternM, dims.toStarboardM)];
}

/** Farthest a hull reaches from its reference point, metres (what it sweeps while swinging round it). */
export const hullReachM = (d: SimDimensions): number => Math.hypot(Math.max(d.toBowM, d.toSternM), Math.max(d.toPortM, d.toStarboardM));

/** Whether two convex polygons (corners in order) overlap, by separating axes in metres around a's first corner. */
export function hullsOverlap(a: readonly LatLon[], b: readonly LatLon[]): boolean {
  const origin = a[0];
  if (!origin) return false;
  const pa = a.map((p) => toMetres(origin, p));
  const pb = b.map((p) => toMetres(origin, p));
  for (const poly of [pa, pb]) {
    for (let i = 0; i < poly.length; i += 1) {
      const [x0, y0] = poly[i] ?? [0, 0];
      const [x1, y1] = poly[(i + 1) % poly.length] ?? [0, 0];
      const [nx, ny] = [y1 - y0, x0 - x1];
      let [minA, maxA, minB, maxB] = [Infinity, -Infinity, Infinity, -Infinity];
      for (const [x, y] of pa) {
        const d = x * nx + y * ny;
        minA = Math.min(minA, d);
        maxA = Math.max(maxA, d);
      }
      for (const [x, y] of pb) {
        const d = x * nx + y * ny;
        minB = Math.min(minB, d);
        maxB = Math.max(maxB, d);
      }
      if (maxA <= minB || maxB <= minA) return false;
    }
  }
  return true;
}

/** Grid cell of the index, metres. */
const CELL_M = 1000;

/** Things placed at points, found by distance (a uniform grid of CELL_M cells). */
export class PlaceIndex<T> {
  private readonly cells = new Map<string, { at: LatLon; item: T }[]>();

  private static cell(at: LatLon): [number, number] {
    return [Math.floor((at[1] * metresPerDegLon(54.5)) / CELL_M), Math.floor((at[0] * METRES_PER_DEG_LAT) / CELL_M)];
  }

  add(at: LatLon, item: T): void {
    const [cx, cy] = PlaceIndex.cell(at);
    const key = `${cx}/${cy}`;
    const list = this.cells.get(key) ?? [];
    list.push({ at, item });
    this.cells.set(key, list);
  }

  /** The items placed within `radiusM` of `at`. */
  near(at: LatLon, radiusM: number): T[] {
    const [cx, cy] = PlaceIndex.cell(at);
    const span = Math.ceil(radiusM / CELL_M) + 1;
    const found: T[] = [];
    for (let dx = -span; dx <= span; dx += 1) {
      for (let dy = -span; dy <= span; dy += 1) {
        for (const entry of this.cells.get(`${cx + dx}/${cy + dy}`) ?? []) if (distanceM(at, entry.at) <= radiusM) found.push(entry.item);
      }
    }
    return found;
  }
}
