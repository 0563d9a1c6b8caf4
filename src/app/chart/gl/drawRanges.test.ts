import { describe, expect, it } from 'vitest';
import { binTriangles as coreBinTriangles } from '../../../wasm/geometry';
import { drawIndexedInView, viewBounds, visibleRuns, type DrawRanges } from './drawRanges';
import { fakeWebGl2 } from './fakeWebGl2';
import type { ViewUniforms } from './program';

/** A strip of `n` x `n` squares of 10 m (two triangles each) from (0, 0). */
function squares(n: number): { positions: Float32Array; indices: Uint32Array } {
  const positions = new Float32Array(2 * (n + 1) * (n + 1));
  for (let y = 0; y <= n; y += 1) for (let x = 0; x <= n; x += 1) positions.set([10 * x, 10 * y], 2 * (y * (n + 1) + x));
  const indices: number[] = [];
  for (let y = 0; y < n; y += 1)
    for (let x = 0; x < n; x += 1) {
      const a = y * (n + 1) + x;
      indices.push(a, a + 1, a + n + 1, a + 1, a + n + 2, a + n + 1);
    }
  return { positions, indices: new Uint32Array(indices) };
}

/** Meshes with fewer triangles are drawn whole (crates/traxis-core/src/draw_ranges.rs). */
const MIN_BINNED_TRIANGLES = 8192;

/** The core's runs as the chart draws them. */
function binTriangles(positions: Float32Array, indices: Uint32Array): { indices: Uint32Array; ranges: DrawRanges } | null {
  const runs = coreBinTriangles(positions, indices);
  return runs ? { indices: runs.indices, ranges: { bounds: runs.bounds, starts: runs.starts, counts: runs.counts } } : null;
}

const triangleKeys = (indices: Uint32Array): string[] => {
  const out: string[] = [];
  for (let t = 0; t < indices.length; t += 3) out.push(`${indices[t]},${indices[t + 1]},${indices[t + 2]}`);
  return out.sort();
};

/** The triangles (as keys) the runs of a view draw. */
function drawnKeys(indices: Uint32Array, ranges: DrawRanges, view: [number, number, number, number]): Set<string> {
  const runs: number[] = [];
  const pairs = visibleRuns(ranges, view, runs);
  const keys = new Set<string>();
  for (let p = 0; p < pairs; p += 1) {
    const start = runs[2 * p] ?? 0;
    const count = runs[2 * p + 1] ?? 0;
    for (let i = start; i < start + count; i += 3) keys.add(`${indices[i]},${indices[i + 1]},${indices[i + 2]}`);
  }
  return keys;
}

const view = (centreRel: [number, number], pixelsPerMercatorM: number, viewportPx: [number, number]): ViewUniforms => ({
  centreRel,
  pixelsPerMercatorM,
  viewportPx,
  pickPass: false,
  scaleDenominator: 10_000,
});

describe('binTriangles', () => {
  it('leaves a small mesh whole', () => {
    const { positions, indices } = squares(10);
    expect(binTriangles(positions, indices)).toBeNull();
  });

  it('reorders the same triangles into runs, each within its bounds, the runs one after the other', () => {
    const { positions, indices } = squares(100); // 20,000 triangles
    expect(indices.length / 3).toBeGreaterThanOrEqual(MIN_BINNED_TRIANGLES);
    const binned = binTriangles(positions, indices);
    if (!binned) throw new Error('expected runs');
    const { ranges } = binned;
    expect(triangleKeys(binned.indices)).toEqual(triangleKeys(indices));
    expect(ranges.starts.length).toBeGreaterThan(1);
    let next = 0;
    let outside = 0;
    for (let r = 0; r < ranges.starts.length; r += 1) {
      expect(ranges.starts[r]).toBe(next);
      const count = ranges.counts[r] ?? 0;
      const [minX, minY, maxX, maxY] = [...ranges.bounds.subarray(4 * r, 4 * r + 4)];
      for (let i = next; i < next + count; i += 1) {
        const v = binned.indices[i] ?? 0;
        const [x, y] = [positions[2 * v] ?? NaN, positions[2 * v + 1] ?? NaN];
        if (!(x >= (minX ?? NaN) && y >= (minY ?? NaN) && x <= (maxX ?? NaN) && y <= (maxY ?? NaN))) outside += 1;
      }
      next += count;
    }
    expect(outside).toBe(0);
    expect(next).toBe(indices.length);
  });
});

describe('visibleRuns', () => {
  const { positions, indices: original } = squares(100);
  const binned = binTriangles(positions, original);
  if (!binned) throw new Error('expected runs');
  const { indices, ranges } = binned;

  it('draws a view over the whole mesh as one run', () => {
    const runs: number[] = [];
    expect(visibleRuns(ranges, [-1, -1, 1001, 1001], runs)).toBe(1);
    expect(runs.slice(0, 2)).toEqual([0, indices.length]);
  });

  it('draws every triangle that meets a view and leaves most of the others out', () => {
    for (const box of [
      [100, 100, 180, 160],
      [0, 0, 30, 30],
      [940, 500, 1000, 560],
      [495, -50, 505, 1050],
    ] as [number, number, number, number][]) {
      const drawn = drawnKeys(indices, ranges, box);
      let meeting = 0;
      for (let t = 0; t < original.length; t += 3) {
        const vs = [original[t], original[t + 1], original[t + 2]].map((v) => [positions[2 * (v ?? 0)] ?? 0, positions[2 * (v ?? 0) + 1] ?? 0]);
        const xs = vs.map((p) => p[0] ?? 0);
        const ys = vs.map((p) => p[1] ?? 0);
        if (Math.min(...xs) <= box[2] && Math.max(...xs) >= box[0] && Math.min(...ys) <= box[3] && Math.max(...ys) >= box[1]) {
          meeting += 1;
          expect(drawn.has(`${original[t]},${original[t + 1]},${original[t + 2]}`)).toBe(true);
        }
      }
      expect(meeting).toBeGreaterThan(0);
      expect(drawn.size).toBeLessThan(original.length / 3 / 2);
    }
  });

  it('draws nothing for a view away from the mesh', () => {
    expect(visibleRuns(ranges, [2000, 2000, 3000, 3000], [])).toBe(0);
  });
});

describe('drawIndexedInView', () => {
  it('draws a mesh without runs whole, and with runs only those in view at their byte offsets', () => {
    const { gl, log } = fakeWebGl2();
    drawIndexedInView(gl, 600, null, view([0, 0], 1, [100, 100]), 0);
    expect(log.filter((c) => c.name === 'drawElements').map((c) => c.args)).toEqual([['TRIANGLES', 600, 'UNSIGNED_INT', 0]]);
    const ranges: DrawRanges = {
      bounds: new Float32Array([0, 0, 10, 10, 500, 500, 510, 510, 20, 0, 30, 10]),
      starts: new Uint32Array([0, 300, 600]),
      counts: new Uint32Array([300, 300, 90]),
    };
    log.length = 0;
    // The view: x, y within +-50 m of (0, 0), grown by 10 px at 1 px a metre.
    drawIndexedInView(gl, 690, ranges, view([0, 0], 1, [100, 100]), 10);
    expect(log.filter((c) => c.name === 'drawElements').map((c) => c.args)).toEqual([
      ['TRIANGLES', 300, 'UNSIGNED_INT', 0],
      ['TRIANGLES', 90, 'UNSIGNED_INT', 2400],
    ]);
  });

  it('grows the view by the margin in pixels', () => {
    expect(viewBounds(view([100, 200], 2, [40, 20]), 10)).toEqual([85, 190, 115, 210]);
  });
});
