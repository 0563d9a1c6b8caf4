// In-place fill tessellation through the WASM package: single polygons
// through memory views, layers copied out once, across memory growth.
import { describe, expect, it, vi } from 'vitest';
import { buildFillLayer, PolygonTessellator, resetSharedFillInput, wasmU32, withTrapRecovery, type FillEngineName, type FillLayerInput } from './fill';

/** A square of side `side` with `n` vertices per side (a large input grows WASM memory). */
function square(side: number, n: number): Float64Array {
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) out.push((side * i) / n, 0);
  for (let i = 0; i < n; i += 1) out.push(side, (side * i) / n);
  for (let i = 0; i < n; i += 1) out.push(side - (side * i) / n, side);
  for (let i = 0; i < n; i += 1) out.push(0, side - (side * i) / n);
  return Float64Array.from(out);
}

function area(coords: Float64Array, indices: Uint32Array): number {
  let sum = 0;
  for (let t = 0; t < indices.length; t += 3) {
    const [a, b, c] = [indices[t] ?? 0, indices[t + 1] ?? 0, indices[t + 2] ?? 0];
    const [ax, ay, bx, by, cx, cy] = [coords[2 * a], coords[2 * a + 1], coords[2 * b], coords[2 * b + 1], coords[2 * c], coords[2 * c + 1]].map((v) => v ?? 0) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    sum += Math.abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) / 2;
  }
  return sum;
}

describe('PolygonTessellator', () => {
  it('tessellates a polygon with a hole, by every engine', () => {
    const coords = new Float64Array([0, 0, 10, 0, 10, 10, 0, 10, 2, 2, 2, 4, 4, 4, 4, 2]);
    for (const engine of ['auto', 'lyon', 'earcut'] as const) {
      const t = new PolygonTessellator(engine);
      const indices = t.tessellate(coords, [4]);
      expect(indices.length % 3).toBe(0);
      expect(area(coords, indices)).toBeCloseTo(96, 9);
      t.free();
    }
  });

  it('covers a simple polygon with holes exactly on the default path (the monotone sweep from 32 vertices)', () => {
    // A 64-point star with three square holes: splits, merges and reflex chains.
    const ring: number[] = [];
    for (let i = 0; i < 64; i += 1) {
      const a = (2 * Math.PI * i) / 64;
      const r = i % 2 === 0 ? 100 : 80;
      ring.push(Math.round(r * Math.cos(a) * 1000) / 1000, Math.round(r * Math.sin(a) * 1000) / 1000);
    }
    const holes: number[] = [];
    const holeStarts: number[] = [];
    for (const [cx, cy] of [
      [-30, 0],
      [20, 25],
      [20, -25],
    ] as const) {
      holeStarts.push((ring.length + holes.length) / 2);
      holes.push(cx - 5, cy - 5, cx - 5, cy + 5, cx + 5, cy + 5, cx + 5, cy - 5);
    }
    const coords = Float64Array.from([...ring, ...holes]);
    let outer = 0;
    for (let i = 0; i < 64; i += 1) {
      const j = (i + 1) % 64;
      outer += ((ring[2 * i] ?? 0) * (ring[2 * j + 1] ?? 0) - (ring[2 * j] ?? 0) * (ring[2 * i + 1] ?? 0)) / 2;
    }
    const t = new PolygonTessellator('auto');
    const indices = t.tessellate(coords, holeStarts);
    // n + 2h - 2 triangles, covering the star less its holes.
    expect(indices.length / 3).toBe(76 + 2 * 3 - 2);
    expect(area(coords, indices)).toBeCloseTo(Math.abs(outer) - 300, 6);
    t.free();
  });

  it('leaves the indices in WASM memory with run', () => {
    const t = new PolygonTessellator();
    const square = new Float64Array([0, 0, 1, 0, 1, 1, 0, 1]);
    const count = t.run(square, []);
    expect(count).toBe(6);
    const indices = wasmU32().slice(t.indicesAt, t.indicesAt + count);
    expect(area(square, indices)).toBeCloseTo(1, 12);
    expect(Array.from(t.tessellate(square, []))).toEqual(Array.from(indices));
    t.free();
  });

  it('keeps working when a large polygon grows WASM memory', () => {
    const t = new PolygonTessellator();
    const small = new Float64Array([0, 0, 1, 0, 1, 1, 0, 1]);
    expect(Array.from(t.tessellate(small, [])).length).toBe(6);
    const big = square(1000, 50_000);
    expect(area(big, t.tessellate(big, []))).toBeCloseTo(1e6, 3);
    expect(area(small, t.tessellate(small, []))).toBeCloseTo(1, 12);
    t.free();
  });

  it('gives the vertices lyon adds where rings cross', () => {
    const t = new PolygonTessellator('lyon');
    const bowTie = new Float64Array([0, 0, 10, 10, 10, 0, 0, 10]);
    const indices = Array.from(t.tessellate(bowTie, []));
    const extra = t.extraPositions(bowTie.length);
    expect(Math.max(...indices)).toBe(3 + extra.length / 2);
    expect(Array.from(extra.slice(0, 2))).toEqual([5, 5]);
    t.free();
  });

  it('rejects hole starts that are not vertex indices', () => {
    const t = new PolygonTessellator();
    expect(() => t.tessellate(new Float64Array([0, 0, 1, 0, 1, 1]), [1.5])).toThrow(/hole start/);
    expect(() => t.tessellate(new Float64Array([0, 0, 1, 0, 1, 1]), [9])).toThrow(/hole start index 9/);
    t.free();
  });
});

describe('buildFillLayer in place', () => {
  it('returns copies that outlive the next layer', () => {
    const layerOf = (coords: Float64Array) =>
      buildFillLayer(
        {
          coords,
          ringOffsets: new Uint32Array([0, coords.length / 2]),
          featureRingOffsets: new Uint32Array([0, 1]),
          coloursRgba: new Float32Array([1, 0, 0, 1]),
          featureIds: new Uint32Array([5]),
        },
        { xM: 0, yM: 0 },
      );
    const first = layerOf(new Float64Array([0, 0, 2, 0, 2, 2, 0, 2]));
    const kept = Array.from(first.positions);
    const big = layerOf(square(100, 40_000));
    expect(big.positions.length).toBe(2 * 160_000);
    expect(Array.from(first.positions)).toEqual(kept);
    expect(first.indices.length).toBe(6);
    expect(Array.from(first.pickColours.slice(0, 4))).toEqual([5, 0, 0, 255]);
    expect(first.featureRanges.length).toBe(2);
  });
});

describe('fill builds after a trap in WASM', () => {
  it('drop the trapped builder, build the layer again with earcut, and use a fresh default builder next', () => {
    resetSharedFillInput();
    const made: FillEngineName[] = [];
    const freed: FillEngineName[] = [];
    const make = (engine: FillEngineName) => {
      made.push(engine);
      return { engine, free: () => freed.push(engine) } as unknown as FillLayerInput;
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const engineOf = (input: FillLayerInput) => (input as unknown as { engine: FillEngineName }).engine;
    const result = withTrapRecovery((input) => {
      if (engineOf(input) === 'auto') throw new WebAssembly.RuntimeError('unreachable');
      return engineOf(input);
    }, make);
    expect(result).toBe('earcut');
    expect(warn).toHaveBeenCalledOnce();
    expect(freed).toEqual(['earcut']);
    expect(withTrapRecovery(engineOf, make)).toBe('auto');
    expect(made).toEqual(['auto', 'earcut', 'auto']);
    // Other errors are not traps: they pass through and keep the builder.
    expect(() =>
      withTrapRecovery(() => {
        throw new Error('bad input');
      }, make),
    ).toThrow('bad input');
    expect(made).toEqual(['auto', 'earcut', 'auto']);
    resetSharedFillInput();
    warn.mockRestore();
  });
});
