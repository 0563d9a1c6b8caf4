// The symbol catalogue's width steps with the symbol count (spec section 2:
// 0, up to 3, up to 8, more), so a few symbols do not float in a wide empty
// modal and many get room for more columns.

export const CATALOGUE_WIDTHS_PX = { empty: 360, few: 420, some: 640, many: 860 } as const;

export function catalogueWidthPx(symbolCount: number): number {
  if (symbolCount <= 0) return CATALOGUE_WIDTHS_PX.empty;
  if (symbolCount <= 3) return CATALOGUE_WIDTHS_PX.few;
  if (symbolCount <= 8) return CATALOGUE_WIDTHS_PX.some;
  return CATALOGUE_WIDTHS_PX.many;
}

/** Only names ending .svg (any case) are symbol files (spec section 5). */
export const isSvgName = (name: string): boolean => name.toLowerCase().endsWith('.svg');
