import { describe, expect, it } from 'vitest';
import { CoverageMask, buildCoverageGrid, coverageMask } from './coverageMask';

/** Every triangle tested: what the grid must agree with. */
function bruteForce(p: Float32Array, ix: Uint32Array, x: number, y: number): boolean {
  for (let t = 0; t + 2 < ix.length; t += 3) {
    const [a, b, c] = [2 * ix[t]!, 2 * ix[t + 1]!, 2 * ix[t + 2]!];
    const d1 = (x - p[b]!) * (p[a + 1]! - p[b + 1]!) - (p[a]! - p[b]!) * (y - p[b + 1]!);
    const d2 = (x - p[c]!) * (p[b + 1]! - p[c + 1]!) - (p[b]! - p[c]!) * (y - p[c + 1]!);
    const d3 = (x - p[a]!) * (p[c + 1]! - p[a + 1]!) - (p[c]! - p[a]!) * (y - p[a + 1]!);
    const neg = d1 < 0 || d2 < 0 || d3 < 0;
    const pos = d1 > 0 || d2 > 0 || d3 > 0;
    if (!(neg && pos)) return true;
  }
  return false;
}

/** A small deterministic generator (no Math.random: failures must repeat). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('CoverageMask', () => {
  it('agrees with testing every triangle, for scattered, long thin and fan triangles', () => {
    const next = rng(7);
    for (let round = 0; round < 20; round += 1) {
      const n = 1 + Math.floor(next() * 400);
      const positions = new Float32Array(6 * n);
      for (let t = 0; t < n; t += 1) {
        const cx = next() * 10_000 - 5000;
        const cy = next() * 8000 - 4000;
        // Every third triangle long and thin (a coastline's sliver), the rest small.
        const size = t % 3 === 0 ? 9000 : 300;
        for (let k = 0; k < 3; k += 1) {
          positions[6 * t + 2 * k] = cx + (next() - 0.5) * size;
          positions[6 * t + 2 * k + 1] = cy + (next() - 0.5) * (t % 3 === 0 ? 40 : size);
        }
      }
      const indices = Uint32Array.from({ length: 3 * n }, (_, i) => i);
      const mask = new CoverageMask(positions, indices);
      for (let q = 0; q < 500; q += 1) {
        const x = next() * 12_000 - 6000;
        const y = next() * 10_000 - 5000;
        expect(mask.contains(x, y), `round ${round} point ${x},${y}`).toBe(bruteForce(positions, indices, x, y));
      }
      // Points on the triangles' own vertices lie in them.
      for (let v = 0; v < Math.min(30, 3 * n); v += 1) expect(mask.contains(positions[2 * v]!, positions[2 * v + 1]!)).toBe(true);
    }
  });

  it('handles a flat box (all triangles on one line) and no triangles', () => {
    const flat = new CoverageMask(Float32Array.from([0, 0, 10, 0, 20, 0]), Uint32Array.from([0, 1, 2]));
    expect(flat.contains(5, 0)).toBe(true);
    expect(flat.contains(5, 1)).toBe(false);
    expect(coverageMask({ positions: new Float32Array(0), indices: new Uint32Array(0), colours: new Uint8Array(0) })).toBeNull();
    expect(coverageMask(null)).toBeNull();
  });

  it('keeps the buckets small when every triangle spans the whole box', () => {
    // A fan of 2,000 slivers from one corner: each triangle's box covers most of the grid.
    const n = 2000;
    const positions = new Float32Array(2 * (n + 2));
    positions[0] = 0;
    positions[1] = 0;
    for (let i = 0; i <= n; i += 1) {
      const a = (Math.PI / 2) * (i / n);
      positions[2 * (i + 1)] = 1000 * Math.cos(a);
      positions[2 * (i + 1) + 1] = 1000 * Math.sin(a);
    }
    const indices = new Uint32Array(3 * n);
    for (let t = 0; t < n; t += 1) indices.set([0, t + 1, t + 2], 3 * t);
    const grid = buildCoverageGrid(positions, indices);
    expect(grid.items.length).toBeLessThanOrEqual(8 * n + 256 * 256);
    const mask = new CoverageMask(positions, indices, grid);
    expect(mask.contains(100, 100)).toBe(true);
    expect(mask.contains(900, 900)).toBe(false);
  });
});
