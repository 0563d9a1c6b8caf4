// Crossing polygons through the app's fill wrapper (src/wasm/fill.ts) in the
// real WASM package: thousands of random self-crossing rings and holes that
// cross, touch and overlap, small ones (earcut and the small-ring path) and
// large ones (500-800 vertices, up to 13 holes: lyon from 5 holes on, and
// every fourth one through the lyon engine directly), never trap. A
// trap would throw a WebAssembly.RuntimeError out of these calls: nothing
// here goes through the trap recovery (its own test is in fill.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { buildFillLayer, PolygonTessellator } from './fill';

/** SplitMix64 in 32-bit halves is overkill here: a small LCG with a fixed seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A ring of `n` vertices around (cx, cy), jittered, with `swaps` vertex pairs swapped (each swap makes edges cross), coordinates snapped to `grid`. */
function crossingRing(next: () => number, n: number, swaps: number, grid: number, cx = 0, cy = 0, radius = 1000): number[] {
  const points: [number, number][] = [];
  for (let i = 0; i < n; i += 1) {
    const angle = (i / n) * 2 * Math.PI;
    const r = radius * (0.7 + 0.3 * next());
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  for (let s = 0; s < swaps; s += 1) {
    const a = Math.floor(next() * n);
    const b = Math.floor(next() * n);
    [points[a], points[b]] = [points[b] ?? [0, 0], points[a] ?? [0, 0]];
  }
  return points.flatMap(([x, y]) => [Math.round(x / grid) * grid, Math.round(y / grid) * grid]);
}

interface Polygon {
  coords: Float64Array;
  holes: number[];
}

function randomPolygon(next: () => number, large: boolean): Polygon {
  const grid = [0.001, 1, 50][Math.floor(next() * 3)] ?? 1;
  const n = large ? 500 + Math.floor(next() * 300) : 3 + Math.floor(next() * 40);
  const coords = crossingRing(next, n, large ? 1 + Math.floor(next() * 6) : Math.floor(next() * 4), grid);
  const holes: number[] = [];
  const holeCount = large ? Math.floor(next() * 14) : Math.floor(next() * 3);
  for (let h = 0; h < holeCount; h += 1) {
    holes.push(coords.length / 2);
    // Holes crossing each other and the outer ring, sharing its vertices at times.
    const k = 3 + Math.floor(next() * 8);
    if (next() < 0.2 && coords.length >= 2) {
      coords.push(coords[0] ?? 0, coords[1] ?? 0);
      coords.push(...crossingRing(next, k - 1, 1, grid, 200 * next(), 200 * next(), 400));
    } else {
      coords.push(...crossingRing(next, k, Math.floor(next() * 2), grid, 1200 * (next() - 0.5), 1200 * (next() - 0.5), 300));
    }
  }
  return { coords: Float64Array.from(coords), holes };
}

describe('fill tessellation of crossing polygons in WASM', () => {
  it('never traps on thousands of random crossing polygons, by the default path and by lyon, indices within the vertices', () => {
    const next = random(19);
    const auto = new PolygonTessellator('auto');
    const lyon = new PolygonTessellator('lyon');
    let triangles = 0;
    for (let i = 0; i < 3000; i += 1) {
      const polygon = randomPolygon(next, i % 10 === 0);
      for (const t of i % 4 === 0 ? [auto, lyon] : [auto]) {
        const indices = t.tessellate(polygon.coords, polygon.holes);
        expect(indices.length % 3).toBe(0);
        const limit = polygon.coords.length / 2 + t.extraPositions(polygon.coords.length).length / 2;
        let largest = -1;
        for (const index of indices) largest = Math.max(largest, index);
        expect(largest).toBeLessThan(limit);
        triangles += indices.length / 3;
      }
    }
    expect(triangles).toBeGreaterThan(10_000);
    auto.free();
    lyon.free();
  }, 120_000);

  it('builds whole layers of crossing polygons without a trap (no recovery needed)', () => {
    const next = random(2019);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let layer = 0; layer < 10; layer += 1) {
      const polygons = Array.from({ length: 60 }, (_, i) => randomPolygon(next, i % 6 === 0));
      const total = polygons.reduce((n, p) => n + p.coords.length, 0);
      const coords = new Float64Array(total);
      const ringOffsets: number[] = [0];
      const featureRingOffsets: number[] = [0];
      let at = 0;
      polygons.forEach((p, k) => {
        coords.set(p.coords, at);
        for (const h of p.holes) ringOffsets.push(at / 2 + h);
        at += p.coords.length;
        ringOffsets.push(at / 2);
        featureRingOffsets.push((featureRingOffsets[k] ?? 0) + p.holes.length + 1);
      });
      const built = buildFillLayer(
        {
          coords,
          ringOffsets: Uint32Array.from(ringOffsets),
          featureRingOffsets: Uint32Array.from(featureRingOffsets),
          coloursRgba: new Float32Array(4 * polygons.length).fill(1),
          featureIds: Uint32Array.from(polygons, (_, i) => i + 1),
        },
        { xM: 0, yM: 0 },
      );
      expect(built.indices.length).toBeGreaterThan(0);
    }
    // A trap would have been recovered with a warning: there was none.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  }, 120_000);
});
