// A cell's coverage mask as a point test: its triangles (origin-relative
// Mercator, as tessellated for the stencil) bucketed once into a uniform
// grid over their box, so a label's anchor is tested against the few
// triangles of its grid cell instead of all of them (a cell's texts are
// filtered every time the ranking changes: thousands of soundings against
// a coverage of thousands of triangles took over 100 ms of one frame at a
// 4x throttled CPU).
import { positionBounds } from '../gl/drawRanges';
import type { FillBuffers } from '../layers/fill/fillProgram';

/** About this many triangles per grid cell (a coastline-shaped coverage has long thin triangles, which span several). */
const TRIANGLES_PER_CELL = 2;
/** The grid has at most this many cells a side (a power of two). */
const MAX_CELLS_PER_SIDE = 256;
/** Bucket entries allowed per triangle (long thin triangles' boxes span many cells): past it the grid is made coarser. */
const MAX_ENTRIES_PER_TRIANGLE = 8;

/**
 * A coverage mask's grid: per grid cell the triangles whose boxes touch it.
 * Plain numbers and typed arrays, so the chart worker builds it beside the
 * mask's tessellation and transfers it (building it took about 20 ms of a
 * 4x throttled main thread for a large cell).
 */
export interface CoverageGrid {
  readonly box: [number, number, number, number];
  /** Cells a side of the finest grid (a power of two); the grid used is `fine >> shift` a side. */
  readonly fine: number;
  readonly shift: number;
  /** The finest grid's cell size (a point's cell is computed exactly as the triangles' boxes were). */
  readonly fineW: number;
  readonly fineH: number;
  /** Per grid cell, where its triangles start in `items` (CSR: `starts[c]..starts[c + 1]`). */
  readonly starts: Uint32Array;
  /** Triangle numbers (index of its first vertex index / 3), grouped by grid cell. */
  readonly items: Uint32Array;
}

/** Buckets a mask's triangles (origin-relative Mercator) into its grid. */
export function buildCoverageGrid(positions: Float32Array, indices: Uint32Array): CoverageGrid {
  const p = positions;
  const box = positionBounds(p);
  const triangles = Math.floor(indices.length / 3);
  // Each triangle's box in cells of the finest grid, once; a coarser grid
  // (half the cells a side) is the same numbers shifted right by one.
  let fine = 1;
  while (fine < MAX_CELLS_PER_SIDE && fine * fine * TRIANGLES_PER_CELL < triangles) fine *= 2;
  const fineW = Math.max((box[2] - box[0]) / fine, Number.MIN_VALUE);
  const fineH = Math.max((box[3] - box[1]) / fine, Number.MIN_VALUE);
  const cellOf = (v: number, origin: number, size: number) => Math.min(fine - 1, Math.max(0, Math.floor((v - origin) / size)));
  const boxes = new Uint16Array(4 * triangles);
  for (let t = 0; t < triangles; t += 1) {
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (let k = 0; k < 3; k += 1) {
      const v = 2 * (indices[3 * t + k] ?? 0);
      const x = p[v] ?? 0;
      const y = p[v + 1] ?? 0;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
    boxes[4 * t] = cellOf(x0, box[0], fineW);
    boxes[4 * t + 1] = cellOf(x1, box[0], fineW);
    boxes[4 * t + 2] = cellOf(y0, box[1], fineH);
    boxes[4 * t + 3] = cellOf(y1, box[1], fineH);
  }
  let shift = 0;
  for (; fine >> shift > 1; shift += 1) {
    const side = fine >> shift;
    let entries = 0;
    for (let t = 0; t < 4 * triangles; t += 4) {
      entries += (((boxes[t + 1] ?? 0) >> shift) - ((boxes[t] ?? 0) >> shift) + 1) * (((boxes[t + 3] ?? 0) >> shift) - ((boxes[t + 2] ?? 0) >> shift) + 1);
    }
    if (entries <= MAX_ENTRIES_PER_TRIANGLE * triangles + side * side) break;
  }
  const side = fine >> shift;
  // Count per grid cell, then fill (CSR).
  const counts = new Uint32Array(side * side + 1);
  const each = (fn: (cell: number, triangle: number) => void) => {
    for (let t = 0; t < triangles; t += 1) {
      const c1 = (boxes[4 * t + 1] ?? 0) >> shift;
      const r1 = (boxes[4 * t + 3] ?? 0) >> shift;
      for (let r = (boxes[4 * t + 2] ?? 0) >> shift; r <= r1; r += 1) {
        for (let c = (boxes[4 * t] ?? 0) >> shift; c <= c1; c += 1) fn(r * side + c, t);
      }
    }
  };
  each((c) => {
    counts[c + 1] = (counts[c + 1] ?? 0) + 1;
  });
  for (let c = 1; c < counts.length; c += 1) counts[c] = (counts[c] ?? 0) + (counts[c - 1] ?? 0);
  const starts = counts.slice();
  const items = new Uint32Array(counts[counts.length - 1] ?? 0);
  each((c, t) => {
    const at = counts[c] ?? 0;
    items[at] = t;
    counts[c] = at + 1;
  });
  return { box, fine, shift, fineW, fineH, starts, items };
}

export class CoverageMask {
  constructor(
    private readonly positions: Float32Array,
    private readonly indices: Uint32Array,
    private readonly grid: CoverageGrid = buildCoverageGrid(positions, indices),
  ) {}

  get box(): readonly [number, number, number, number] {
    return this.grid.box;
  }

  /** Whether a point lies in one of the mask's triangles (their edges included). */
  contains(x: number, y: number): boolean {
    const { box, fine, shift, fineW, fineH, starts, items } = this.grid;
    if (!(x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3])) return false;
    const col = Math.min(fine - 1, Math.floor((x - box[0]) / fineW)) >> shift;
    const row = Math.min(fine - 1, Math.floor((y - box[1]) / fineH)) >> shift;
    const cell = row * (fine >> shift) + col;
    const end = starts[cell + 1] ?? 0;
    for (let i = starts[cell] ?? 0; i < end; i += 1) {
      if (inTriangle(this.positions, this.indices, items[i] ?? 0, x, y)) return true;
    }
    return false;
  }
}

/** Whether (x, y) lies in triangle `t` of the mesh (edges included). */
function inTriangle(p: Float32Array, ix: Uint32Array, t: number, x: number, y: number): boolean {
  const a = 2 * (ix[3 * t] ?? 0);
  const b = 2 * (ix[3 * t + 1] ?? 0);
  const c = 2 * (ix[3 * t + 2] ?? 0);
  const ax = p[a] ?? 0;
  const ay = p[a + 1] ?? 0;
  const bx = p[b] ?? 0;
  const by = p[b + 1] ?? 0;
  const cx = p[c] ?? 0;
  const cy = p[c + 1] ?? 0;
  const d1 = (x - bx) * (ay - by) - (ax - bx) * (y - by);
  const d2 = (x - cx) * (by - cy) - (bx - cx) * (y - cy);
  const d3 = (x - ax) * (cy - ay) - (cx - ax) * (y - ay);
  const neg = d1 < 0 || d2 < 0 || d3 < 0;
  const pos = d1 > 0 || d2 > 0 || d3 > 0;
  return !(neg && pos);
}

/** A coverage mask from its tessellated buffers and, when the worker built it, its grid (null: no triangles). */
export const coverageMask = (mask: FillBuffers | null, grid: CoverageGrid | null = null): CoverageMask | null =>
  mask && mask.indices.length > 0 ? new CoverageMask(mask.positions, mask.indices, grid ?? undefined) : null;

/** The grid of a tessellated coverage (null: no triangles), built in the chart worker. */
export const coverageGrid = (mask: FillBuffers | null): CoverageGrid | null =>
  mask && mask.indices.length > 0 ? buildCoverageGrid(mask.positions, mask.indices) : null;
