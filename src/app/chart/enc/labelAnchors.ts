// Where a feature's text goes (lon/lat degrees): an area's name at its pole
// of inaccessibility (polylabel: the inside point farthest from the edges),
// a line's name at the middle of its longest part, a depth contour's value
// at points spread along each part (the placement keeps those that fit).
import polylabel from 'polylabel';

const M_PER_DEG_LAT = 110_574;
const M_PER_DEG_LON_EQUATOR = 111_320;
/** One contour value per this many metres of contour, at most CONTOUR_VALUES_MAX per part. */
export const CONTOUR_VALUE_SPACING_M = 1_500;
export const CONTOUR_VALUES_MAX = 8;

/** The vertex ranges [start, end) of a feature's parts (rings or line parts). */
export function partRanges(coordinates: readonly number[], partStarts: readonly number[] | undefined): [number, number][] {
  const vertices = Math.floor(coordinates.length / 2);
  const starts = partStarts && partStarts.length > 0 ? partStarts : [0];
  return starts.map((s, i) => [s, Math.min(vertices, starts[i + 1] ?? vertices)] as [number, number]).filter(([a, b]) => b > a);
}

/** The pole of inaccessibility of a polygon (exterior ring first, then holes), or null for one without area. */
export function areaAnchor(coordinates: readonly number[], partStarts: readonly number[] | undefined): [number, number] | null {
  const rings = partRanges(coordinates, partStarts);
  const outer = rings[0];
  if (!outer || outer[1] - outer[0] < 3) return null;
  const latRad = ((coordinates[2 * outer[0] + 1] ?? 0) * Math.PI) / 180;
  const kx = Math.max(0.01, Math.cos(latRad));
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const polygon = rings.map(([a, b]) => {
    const ring: [number, number][] = [];
    for (let v = a; v < b; v += 1) {
      const x = (coordinates[2 * v] ?? 0) * kx;
      const y = coordinates[2 * v + 1] ?? 0;
      ring.push([x, y]);
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
    return ring;
  });
  const extent = Math.min(maxX - minX, maxY - minY);
  if (!(extent > 0)) return null;
  const [x, y] = polylabel(polygon, extent / 40);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  return [x / kx, y];
}

interface Walk {
  /** Cumulative length in metres at each vertex of the part. */
  lengthsM: number[];
  start: number;
}

function walk(coordinates: readonly number[], [a, b]: [number, number]): Walk {
  const lengthsM = [0];
  for (let v = a + 1; v < b; v += 1) {
    const lat = ((coordinates[2 * v + 1] ?? 0) * Math.PI) / 180;
    const dx = ((coordinates[2 * v] ?? 0) - (coordinates[2 * v - 2] ?? 0)) * M_PER_DEG_LON_EQUATOR * Math.cos(lat);
    const dy = ((coordinates[2 * v + 1] ?? 0) - (coordinates[2 * v - 1] ?? 0)) * M_PER_DEG_LAT;
    lengthsM.push((lengthsM[lengthsM.length - 1] ?? 0) + Math.hypot(dx, dy));
  }
  return { lengthsM, start: a };
}

/** The point `atM` metres along a walked part. */
function pointAt(coordinates: readonly number[], w: Walk, atM: number): [number, number] {
  let i = 1;
  while (i < w.lengthsM.length - 1 && (w.lengthsM[i] ?? 0) < atM) i += 1;
  const l0 = w.lengthsM[i - 1] ?? 0;
  const l1 = w.lengthsM[i] ?? l0;
  const t = l1 > l0 ? Math.min(1, Math.max(0, (atM - l0) / (l1 - l0))) : 0;
  const v0 = w.start + i - 1;
  const v1 = Math.min(v0 + 1, w.start + w.lengthsM.length - 1);
  const lerp = (k: number) => (coordinates[2 * v0 + k] ?? 0) + ((coordinates[2 * v1 + k] ?? 0) - (coordinates[2 * v0 + k] ?? 0)) * t;
  return [lerp(0), lerp(1)];
}

const total = (w: Walk): number => w.lengthsM[w.lengthsM.length - 1] ?? 0;

/** The middle of the longest part of a line, or null for a line without length. */
export function lineAnchor(coordinates: readonly number[], partStarts: readonly number[] | undefined): [number, number] | null {
  let best: Walk | null = null;
  for (const part of partRanges(coordinates, partStarts)) {
    const w = walk(coordinates, part);
    if (!best || total(w) > total(best)) best = w;
  }
  return best && total(best) > 0 ? pointAt(coordinates, best, total(best) / 2) : null;
}

/** Points spread along every part of a depth contour: one per CONTOUR_VALUE_SPACING_M, at least one per part. */
export function contourAnchors(coordinates: readonly number[], partStarts: readonly number[] | undefined): [number, number][] {
  const out: [number, number][] = [];
  for (const part of partRanges(coordinates, partStarts)) {
    const w = walk(coordinates, part);
    const length = total(w);
    if (!(length > 0)) continue;
    const n = Math.min(CONTOUR_VALUES_MAX, 1 + Math.floor(length / CONTOUR_VALUE_SPACING_M));
    for (let k = 0; k < n; k += 1) out.push(pointAt(coordinates, w, (length * (k + 0.5)) / n));
  }
  return out;
}
