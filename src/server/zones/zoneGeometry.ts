// A zone's outline as the API takes it: 3 to 500 [lat, lon] points (a
// repeated closing point dropped), no two consecutive points alike, not
// across the 180° meridian, a simple polygon (no two edges cross, touch or
// overlap, except neighbours at their shared point) with an area. Checked
// in the plane of latitude and longitude, as the zones are evaluated.
import { ZONE_MAX_POINTS, ZONE_MIN_POINTS, type ZonePoint } from '../../protocol/zones';

/** Why an outline was refused (Polish, for the 400 answer). */
export class ZoneOutlineError extends Error {}

const same = (a: ZonePoint, b: ZonePoint): boolean => a[0] === b[0] && a[1] === b[1];

/** Twice the signed area of triangle a, b, c (lat as y, lon as x). */
const cross = (a: ZonePoint, b: ZonePoint, c: ZonePoint): number => (b[1] - a[1]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[1] - a[1]);

const onSegment = (a: ZonePoint, b: ZonePoint, p: ZonePoint): boolean =>
  Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);

/** Whether segments ab and cd have any point in common (crossing, touching or overlapping). */
export function segmentsMeet(a: ZonePoint, b: ZonePoint, c: ZonePoint, d: ZonePoint): boolean {
  const d1 = Math.sign(cross(c, d, a));
  const d2 = Math.sign(cross(c, d, b));
  const d3 = Math.sign(cross(a, b, c));
  const d4 = Math.sign(cross(a, b, d));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (d1 === 0 && onSegment(c, d, a)) || (d2 === 0 && onSegment(c, d, b)) || (d3 === 0 && onSegment(a, b, c)) || (d4 === 0 && onSegment(a, b, d));
}

/** The outline's edges that meet other than neighbours at their shared point, as [i, j] (edge i runs from point i to i+1), at most the first. */
function firstCrossing(points: readonly ZonePoint[]): [number, number] | null {
  const n = points.length;
  const at = (i: number): ZonePoint => points[i % n] as ZonePoint;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (neighbours) {
        // Neighbours share one point; they may not fold back along each other.
        const [shared, p, q] = j === i + 1 ? [at(j), at(i), at(j + 1)] : [at(0), at(1), at(n - 1)];
        if (cross(shared, p, q) === 0 && (p[0] - shared[0]) * (q[0] - shared[0]) + (p[1] - shared[1]) * (q[1] - shared[1]) > 0) return [i, j];
        continue;
      }
      if (segmentsMeet(at(i), at(i + 1), at(j), at(j + 1))) return [i, j];
    }
  }
  return null;
}

/** Twice the outline's signed area in square degrees. */
export function doubleArea(points: readonly ZonePoint[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i += 1) {
    const p = points[i] as ZonePoint;
    const q = points[(i + 1) % points.length] as ZonePoint;
    sum += p[1] * q[0] - q[1] * p[0];
  }
  return sum;
}

/** The outline to store, or a ZoneOutlineError saying what is wrong (positions' ranges are the schema's). */
export function checkedOutline(input: readonly ZonePoint[]): ZonePoint[] {
  const points = input.map(([lat, lon]) => [lat, lon] as ZonePoint);
  const first = points[0];
  const last = points.at(-1);
  if (points.length > 1 && first && last && same(first, last)) points.pop();
  if (points.length < ZONE_MIN_POINTS) throw new ZoneOutlineError(`Strefa musi mieć co najmniej ${ZONE_MIN_POINTS} różne punkty`);
  if (points.length > ZONE_MAX_POINTS) throw new ZoneOutlineError(`Strefa może mieć najwyżej ${ZONE_MAX_POINTS} punktów`);
  for (let i = 0; i < points.length; i += 1) {
    if (same(points[i] as ZonePoint, points[(i + 1) % points.length] as ZonePoint)) throw new ZoneOutlineError(`Punkt ${i + 1} strefy powtarza się`);
  }
  const lons = points.map(([, lon]) => lon);
  if (Math.max(...lons) - Math.min(...lons) > 180) throw new ZoneOutlineError('Strefa nie może przecinać południka 180°');
  const crossing = firstCrossing(points);
  if (crossing) throw new ZoneOutlineError(`Obrys strefy przecina się sam ze sobą (boki ${crossing[0] + 1} i ${crossing[1] + 1})`);
  if (doubleArea(points) === 0) throw new ZoneOutlineError('Strefa nie ma powierzchni');
  return points;
}
