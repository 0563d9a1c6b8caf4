// The best-cell mask as stencil values: which cell draws per pixel at a
// display scale, simulated over a stencil buffer the way the GL state
// values tell the GPU to (coverage masks with 'greater'/'replace', layers
// with 'equal', the world contour map at 0).
import { describe, expect, it } from 'vitest';
import type { GlState, StencilState } from '../render/chartLayer';
import { CellRanking, WORLD_CONTOUR_STATE } from './cellRanking';

/** What the stencil test and op do to one pixel. */
function passes(s: StencilState, stencil: number): boolean {
  const ref = s.ref & s.readMask;
  const value = stencil & s.readMask;
  switch (s.func) {
    case 'always':
      return true;
    case 'never':
      return false;
    case 'equal':
      return ref === value;
    case 'notequal':
      return ref !== value;
    case 'less':
      return ref < value;
    case 'lequal':
      return ref <= value;
    case 'greater':
      return ref > value;
    case 'gequal':
      return ref >= value;
  }
}

function written(s: StencilState, stencil: number): number {
  if (!passes(s, stencil) || s.pass !== 'replace') return stencil;
  return (stencil & ~s.writeMask) | (s.ref & s.writeMask);
}

/**
 * A one-dimensional "screen" of pixels 0..9 and cells covering ranges of
 * them: which one draws on each pixel (masks first, in any order; then
 * the world contour map and the cells' layers).
 */
function drawnPerPixel(ranking: CellRanking, cover: Record<string, [number, number]>, maskOrder: string[]): string[] {
  const stencil = new Array<number>(10).fill(0);
  for (const name of maskOrder) {
    const state = ranking.maskState(name);
    expect(state.colourWrite).toBe(false);
    const [a, b] = cover[name] ?? [0, -1];
    for (let x = a; x <= b; x++) stencil[x] = written(state.stencil as StencilState, stencil[x] ?? 0);
  }
  const drawn = new Array<string>(10).fill('');
  const draw = (name: string, state: GlState, x: number) => {
    if (!state.stencil || passes(state.stencil, stencil[x] ?? 0)) drawn[x] = drawn[x] ? `${drawn[x]}+${name}` : name;
  };
  for (let x = 0; x < 10; x++) draw('world', WORLD_CONTOUR_STATE, x);
  for (const [name, [a, b]] of Object.entries(cover)) for (let x = a; x <= b; x++) draw(name, ranking.drawState(name), x);
  return drawn;
}

describe('the best cell per scale as stencil values', () => {
  const ranking = new CellRanking();
  ranking.set('US4MD81M', 4, 80_000);
  ranking.set('US5MD1MC', 5, 12_000);
  // The approach cell covers pixels 2..9, the harbour cell 4..6 inside it.
  const cover: Record<string, [number, number]> = { US4MD81M: [2, 9], US5MD1MC: [4, 6] };

  it('draws the harbour cell inside its coverage at a harbour scale, the approach cell around it, the world contour elsewhere: once per pixel', () => {
    ranking.prepare(10_000);
    expect(ranking.idealBand).toBe(5);
    for (const order of [
      ['US4MD81M', 'US5MD1MC'],
      ['US5MD1MC', 'US4MD81M'],
    ])
      expect(drawnPerPixel(ranking, cover, order)).toEqual(['world', 'world', 'US4MD81M', 'US4MD81M', 'US5MD1MC', 'US5MD1MC', 'US5MD1MC', 'US4MD81M', 'US4MD81M', 'US4MD81M']);
  });

  it('draws the approach cell over the harbour cell at an approach scale; the references follow the scale', () => {
    ranking.prepare(50_000);
    expect(ranking.idealBand).toBe(4);
    expect(drawnPerPixel(ranking, cover, ['US5MD1MC', 'US4MD81M'])).toEqual(['world', 'world', ...new Array<string>(8).fill('US4MD81M')]);
    expect(ranking.ref('US4MD81M')).toBeGreaterThan(ranking.ref('US5MD1MC'));
    ranking.prepare(10_000);
    expect(ranking.ref('US5MD1MC')).toBeGreaterThan(ranking.ref('US4MD81M'));
  });

  it('gives the same state objects while nothing changes, an unmasked state to a cell without coverage', () => {
    ranking.prepare(10_000);
    const a = ranking.drawState('US5MD1MC');
    ranking.prepare(10_001);
    expect(ranking.drawState('US5MD1MC')).toBe(a);
    expect(ranking.drawState('unknown').stencil).toBeNull();
    // A cell is drawn once its mask joined, not after it left.
    expect(ranking.isShown('US5MD1MC')).toBe(false);
    ranking.show('US5MD1MC');
    expect(ranking.shownCells).toEqual(['US5MD1MC']);
    ranking.hide('US5MD1MC');
    expect(ranking.isShown('US5MD1MC')).toBe(false);
    ranking.delete('US5MD1MC');
    ranking.prepare(10_001);
    expect(ranking.ref('US5MD1MC')).toBe(0);
  });

  it('keeps a label only where its cell is the one drawn: inside its coverage and under no shown better cell', () => {
    const r = new CellRanking();
    const rect = (x0: number, y0: number, x1: number, y1: number) => ({
      positions: new Float32Array([x0, y0, x1, y0, x1, y1, x0, y1]),
      indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
      colours: new Uint8Array(16),
    });
    r.set('A', 4, 80_000, rect(0, 0, 100, 100));
    r.set('H', 5, 12_000, rect(40, 40, 60, 60));
    const a = r.labelFilter('A');
    const h = r.labelFilter('H');
    a.prepare(10_000);
    // Not shown yet: no labels.
    expect(a.visible(10, 10)).toBe(false);
    r.show('A');
    const v0 = a.version();
    expect(a.visible(10, 10)).toBe(true);
    expect(a.visible(50, 50)).toBe(true);
    expect(a.visible(150, 50)).toBe(false);
    r.show('H');
    expect(a.version()).toBeGreaterThan(v0);
    // The harbour scale: the harbour cell wins inside its coverage.
    expect(a.visible(50, 50)).toBe(false);
    expect(h.visible(50, 50)).toBe(true);
    expect(a.visible(30, 50)).toBe(true);
    // The approach scale: the approach cell wins everywhere.
    const v1 = a.version();
    a.prepare(50_000);
    expect(a.version()).toBeGreaterThan(v1);
    expect(a.visible(50, 50)).toBe(true);
    expect(h.visible(50, 50)).toBe(false);
  });
});
