import { describe, expect, it } from 'vitest';
import { CATALOGUE_WIDTHS_PX, catalogueWidthPx, isSvgName } from './catalogueWidth';

describe('symbol catalogue', () => {
  it('steps its width at 0, up to 3, up to 8 and more symbols', () => {
    expect(catalogueWidthPx(0)).toBe(CATALOGUE_WIDTHS_PX.empty);
    expect([1, 2, 3].map(catalogueWidthPx)).toEqual([CATALOGUE_WIDTHS_PX.few, CATALOGUE_WIDTHS_PX.few, CATALOGUE_WIDTHS_PX.few]);
    expect([4, 8].map(catalogueWidthPx)).toEqual([CATALOGUE_WIDTHS_PX.some, CATALOGUE_WIDTHS_PX.some]);
    expect([9, 200].map(catalogueWidthPx)).toEqual([CATALOGUE_WIDTHS_PX.many, CATALOGUE_WIDTHS_PX.many]);
    const widths = [0, 3, 8, 9].map(catalogueWidthPx);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    expect(new Set(widths).size).toBe(4);
  });

  it('takes only .svg names', () => {
    expect(isSvgName('BOYLAT_2_1.svg')).toBe(true);
    expect(isSvgName('a.SVG')).toBe(true);
    expect(isSvgName('a.svg.png')).toBe(false);
    expect(isSvgName('svg')).toBe(false);
  });
});
