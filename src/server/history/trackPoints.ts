// A vessel's stored rows read back as a track: each row's own report, and,
// where it stands for later reports, the last of them dead-reckoned from it;
// cut at the window's ends by the same dead reckoning. Between two such
// points a row's reports lie on its dead reckoning (a straight line at this
// scale) and between rows there are none, so linear interpolation between
// consecutive points gives every report within TRACK_TOLERANCE_M.
import type { TrackPoint } from '../../protocol/history';
import { courseDeg, positionAfter, speedKn, type PositionRow } from './positionRows';

function pointOf(row: PositionRow, tMs: number): TrackPoint {
  const at = positionAfter(row, tMs - row.tMs);
  return [tMs, at.latDeg, at.lonDeg, speedKn(row), courseDeg(row), row.heading];
}

/** The points of `rows` (one vessel's, in time order) inside [fromMs, toMs], in time order. */
export function trackPoints(rows: readonly PositionRow[], fromMs: number, toMs: number): TrackPoint[] {
  const points: TrackPoint[] = [];
  const push = (row: PositionRow, tMs: number): void => {
    const last = points.at(-1);
    if (last && last[0] >= tMs) return;
    points.push(pointOf(row, tMs));
  };
  for (const row of rows) {
    const endMs = row.tMs + row.spanMs;
    if (endMs < fromMs || row.tMs > toMs) continue;
    push(row, Math.max(row.tMs, fromMs));
    if (endMs > row.tMs) push(row, Math.min(endMs, toMs));
  }
  return points;
}

/** Where a track puts the vessel at `tMs` by linear interpolation between its points (null outside it). */
export function interpolate(points: readonly TrackPoint[], tMs: number): { latDeg: number; lonDeg: number } | null {
  let low = 0;
  let high = points.length - 1;
  const first = points[0];
  const last = points[high];
  if (!first || !last || tMs < first[0] || tMs > last[0]) return null;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((points[middle]?.[0] ?? Infinity) <= tMs) low = middle;
    else high = middle;
  }
  const a = points[low] ?? first;
  const b = points[high] ?? last;
  const share = b[0] === a[0] ? 0 : (tMs - a[0]) / (b[0] - a[0]);
  return { latDeg: a[1] + (b[1] - a[1]) * share, lonDeg: a[2] + (b[2] - a[2]) * share };
}
