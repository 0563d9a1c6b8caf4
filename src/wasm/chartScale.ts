// Typed wrappers of the core's display scale, usage band choice (the ECDIS
// "best cell per scale" rule), SCAMIN test and coastline level of detail
// (crates/traxis-core/src/chart_scale.rs).
import * as wasm from './core';

/** S-57 usage bands (DSID INTU): 1 overview, 2 general, 3 coastal, 4 approach, 5 harbour, 6 berthing. */
export type UsageBand = 1 | 2 | 3 | 4 | 5 | 6;

export const isUsageBand = (value: unknown): value is UsageBand => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;

/** Display scale denominator N (1:N) of a range spanning a canvas half height (OGC 0.28 mm pixels); throws for bad input. */
export const displayScaleDenominator = (rangeNm: number, halfHeightPx: number): number => wasm.displayScaleDenominator(rangeNm, halfHeightPx);

/** The usage band compiled for a display scale 1:N. */
export function usageBandForScale(scaleDenominator: number): UsageBand {
  const band = wasm.usageBandForScale(scaleDenominator);
  if (!isUsageBand(band)) throw new Error(`WASM core returned usage band ${band}`);
  return band;
}

/** How well `band` suits a display whose ideal band is `idealBand`: higher wins (0 for a value outside 1..6). */
export const bandPreference = (band: number, idealBand: UsageBand): number => wasm.bandPreference(band, idealBand);

/** Of the usage bands of the cells covering an area, the one to draw at this range; null when none. */
export function bestUsageBand(available: readonly number[], rangeNm: number, halfHeightPx: number): UsageBand | null {
  const band = wasm.bestUsageBand(Uint8Array.from(available, (value) => (Number.isInteger(value) && value >= 0 && value <= 255 ? value : 0)), rangeNm, halfHeightPx);
  return isUsageBand(band) ? band : null;
}

/** Whether a feature with this SCAMIN is drawn at display scale 1:N (no SCAMIN: always). */
export const scaminVisible = (scamin: number | undefined, scaleDenominator: number): boolean => wasm.scaminVisible(scamin ?? Number.NaN, scaleDenominator);

/** The coastline level of detail for a display range at a latitude; throws for bad input. */
export const coastlineLevel = (rangeNm: number, latDeg: number): number => wasm.coastlineLevel(rangeNm, latDeg);

/** The highest coastline level of detail (its tiles keep the source's full detail). */
export const COASTLINE_MAX_LEVEL: number = wasm.coastlineMaxLevel();

/**
 * The stencil reference of every cell at a display whose ideal band is
 * `idealBand` (crates/traxis-core/src/coverage.rs): per pixel the highest
 * reference among the cells covering it is the cell to draw; 1..207, the
 * world contour map keeps 0. A band outside 1..6 (unknown) ranks below every banded cell.
 */
export function coverageRanks(bands: readonly (number | null)[], cscls: readonly number[], idealBand: UsageBand): Uint8Array {
  return wasm.coverageRanks(
    Uint8Array.from(bands, (b) => (isUsageBand(b) ? b : 0)),
    Float64Array.from(cscls, (c) => (Number.isFinite(c) ? c : 0)),
    idealBand,
  );
}

/** Whether the flat [lon, lat, ...] ring `inner` lies strictly inside the ring `outer` (conservative: touching is not inside). */
export const ringWithin = (inner: Float64Array, outer: Float64Array): boolean => wasm.ringWithin(inner, outer);
