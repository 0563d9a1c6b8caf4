// The conflict engine through the WASM package, as the server calls it.
import { describe, expect, it } from 'vitest';
import { ConflictEngine, encounter, fleetBuffer, TRACK_STRIDE, writeTrack, type ConflictTrack } from './conflict';

const NM_DEG = 1 / 60;

/** A point vessel `eastNm`/`northNm` from 54.6 N 18.8 E. */
function at(eastNm: number, northNm: number, sogKn: number, cogDeg: number, extra: Partial<ConflictTrack> = {}): ConflictTrack {
  return {
    latDeg: 54.6 + northNm * NM_DEG,
    lonDeg: 18.8 + (eastNm * NM_DEG) / Math.cos((54.6 * Math.PI) / 180),
    sogKn,
    cogDeg,
    headingDeg: null,
    ageS: 0,
    toBowM: null,
    toSternM: null,
    toPortM: null,
    toStarboardM: null,
    stationary: false,
    ...extra,
  };
}

describe('conflict engine (WASM)', () => {
  it('solves a head-on pair', () => {
    const e = encounter(at(0, 0, 10, 0), at(0, 2, 10, 180));
    expect(e.cpaNm).toBeCloseTo(0, 3);
    expect(e.tcpaMin).toBeCloseTo(6, 1);
    expect(e.rangeNm).toBeCloseTo(2, 2);
    expect(e.aAtCpa.latDeg).toBeCloseTo(54.6 + NM_DEG, 3);
    expect(() => encounter(at(0, 0, 10, 0), { ...at(0, 1, 10, 0), latDeg: NaN })).toThrow('valid position');
  });

  it('opens, reviews and refuses bad input', () => {
    const tracks = [at(0, 0, 10, 0), at(0, 2, 10, 180), at(5, 0, 10, 180), at(5, 1, 10, 0), at(9, 0, 0, 0, { stationary: true })];
    const engine = new ConflictEngine();
    const fleet = fleetBuffer(tracks);
    const first = engine.evaluate(fleet, tracks.length, [], { thresholdNm: 0.5, horizonMin: 20 });
    expect(first.opened.map((o) => [o.a, o.b])).toEqual([[0, 1]]);
    expect(first.testedPairs).toBeGreaterThan(0);
    const second = engine.evaluate(fleet, tracks.length, [[0, 1], [2, 3]], { thresholdNm: 0.5, horizonMin: 20 });
    expect(second.opened).toEqual([]);
    expect(second.reviewed.map((r) => r.review)).toEqual(['hold', 'passed']);
    expect(second.reviewed[0]?.encounter?.tcpaMin).toBeCloseTo(6, 1);
    expect(() => engine.evaluate(fleet, tracks.length, [[0, 7]], { thresholdNm: 0.5, horizonMin: 20 })).toThrow('open pair');
    expect(() => engine.evaluate(fleet, tracks.length, [], { thresholdNm: 0, horizonMin: 20 })).toThrow('threshold');
    expect(() => engine.evaluate(fleet, tracks.length + 1, [], { thresholdNm: 0.5, horizonMin: 20 })).toThrow('fewer than');
    engine.free();
  });

  it('finds the same pairs through the grid as by brute force on a dense random fleet', () => {
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const count = 1500;
    const fleet = new Float64Array(count * TRACK_STRIDE);
    for (let i = 0; i < count; i += 1) {
      writeTrack(fleet, i, at(random() * 20 - 10, random() * 20 - 10, random() * 20, random() * 360, { stationary: random() < 0.2, ageS: random() * 30 }));
    }
    const engine = new ConflictEngine();
    const settings = { thresholdNm: 0.5, horizonMin: 20 };
    const grid = engine.evaluate(fleet, count, [], settings);
    const brute = engine.evaluate(fleet, count, [], settings, { bruteForce: true });
    const key = (p: { a: number; b: number }): string => `${p.a}-${p.b}`;
    expect(grid.opened.length).toBeGreaterThan(50);
    expect(grid.opened.map(key).sort()).toEqual(brute.opened.map(key).sort());
    expect(grid.testedPairs).toBeLessThan(brute.testedPairs / 10);
  });
});
