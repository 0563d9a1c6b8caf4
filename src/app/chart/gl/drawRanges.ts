// Draw ranges: a large indexed mesh's triangles sorted into a grid of
// cells over its extent (built once in the chart worker by the core's
// binTriangles, crates/traxis-core/src/draw_ranges.rs), each cell's
// triangles one run of the index buffer with the bounds of their vertices,
// so a frame draws only the runs whose bounds meet the view. A chart cell
// is drawn at a few miles' range while it spans tens of miles; a software
// GPU (SwiftShader, where Chromium has no GPU) processes every vertex it is
// given, seen or not.
import type { ViewUniforms } from './program';

/** Runs of an index buffer and the bounds of their vertices (origin-relative Mercator metres). */
export interface DrawRanges {
  /** minX, minY, maxX, maxY per run. */
  bounds: Float32Array;
  /** Each run's first index. */
  starts: Uint32Array;
  /** Each run's number of indices. */
  counts: Uint32Array;
}

/** minX, minY, maxX, maxY of x, y pairs (Infinity, Infinity, -Infinity, -Infinity for none). */
export function positionBounds(positions: Float32Array): [number, number, number, number] {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i + 1 < positions.length; i += 2) {
    const x = positions[i] ?? 0;
    const y = positions[i + 1] ?? 0;
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x > box[2]) box[2] = x;
    if (y > box[3]) box[3] = y;
  }
  return box;
}

/** The view's bounds in origin-relative Mercator metres, grown by `marginPx` (strokes extruded in pixels). */
export function viewBounds(u: ViewUniforms, marginPx: number): [number, number, number, number] {
  const halfW = (u.viewportPx[0] / 2 + marginPx) / u.pixelsPerMercatorM;
  const halfH = (u.viewportPx[1] / 2 + marginPx) / u.pixelsPerMercatorM;
  return [u.centreRel[0] - halfW, u.centreRel[1] - halfH, u.centreRel[0] + halfW, u.centreRel[1] + halfH];
}

/**
 * The runs to draw for a view, adjacent ones merged: pairs of first index
 * and count written to `out` (reused between frames); returns the pairs.
 */
export function visibleRuns(ranges: DrawRanges, view: readonly [number, number, number, number], out: number[]): number {
  const [minX, minY, maxX, maxY] = view;
  const b = ranges.bounds;
  let pairs = 0;
  let open = false;
  for (let r = 0; r < ranges.starts.length; r += 1) {
    const o = 4 * r;
    const seen = (b[o] ?? 0) <= maxX && (b[o + 2] ?? 0) >= minX && (b[o + 1] ?? 0) <= maxY && (b[o + 3] ?? 0) >= minY;
    if (!seen) {
      open = false;
      continue;
    }
    const start = ranges.starts[r] ?? 0;
    const count = ranges.counts[r] ?? 0;
    if (open && (out[2 * pairs - 2] ?? 0) + (out[2 * pairs - 1] ?? 0) === start) out[2 * pairs - 1] = (out[2 * pairs - 1] ?? 0) + count;
    else {
      out[2 * pairs] = start;
      out[2 * pairs + 1] = count;
      pairs += 1;
      open = true;
    }
  }
  return pairs;
}

/** The index runs' typed arrays (transferred from the worker with the mesh). */
export const rangeArrays = (ranges: DrawRanges | undefined): ArrayBuffer[] =>
  ranges ? [ranges.bounds.buffer, ranges.starts.buffer, ranges.counts.buffer].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer) : [];

const runs: number[] = [];

/**
 * Draws a bound indexed mesh (UNSIGNED_INT indices): whole without ranges,
 * else the runs that meet the view grown by `marginPx`.
 */
export function drawIndexedInView(gl: WebGL2RenderingContext, count: number, ranges: DrawRanges | null, u: ViewUniforms, marginPx: number): void {
  if (!ranges) {
    gl.drawElements(gl.TRIANGLES, count, gl.UNSIGNED_INT, 0);
    return;
  }
  const pairs = visibleRuns(ranges, viewBounds(u, marginPx), runs);
  for (let i = 0; i < pairs; i += 1) gl.drawElements(gl.TRIANGLES, runs[2 * i + 1] ?? 0, gl.UNSIGNED_INT, 4 * (runs[2 * i] ?? 0));
}
