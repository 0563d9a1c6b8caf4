// What the chart files list shows of a cell (from GET /chart-engine/coverage)
// and the view that shows its whole coverage.
import { DEFAULT_CHART_CSCL } from '../../../protocol/chart';
import type { GeoPoint } from '../../../protocol/geo';

const EARTH_RADIUS_M = 6_378_137;
const METRES_PER_NM = 1852;
/** The coverage fills this share of the screen's shorter half. */
const COVERAGE_MARGIN = 1.15;
const MIN_COVERAGE_RANGE_NM = 0.5;

/** 'YYYYMMDD' (S-57 dates) as 'DD.MM.YYYY'; anything else as it is; null stays null. */
export function formatS57Date(date: string | null): string | null {
  if (date === null) return null;
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(date.trim());
  return m ? `${m[3]}.${m[2]}.${m[1]}` : date;
}

/** A scale denominator with thousands grouped by no-break spaces (80000 -> '80 000'); null when the cell gave none. */
export function formatScale(cscl: number): string | null {
  if (!Number.isFinite(cscl) || cscl <= DEFAULT_CHART_CSCL || cscl < 1) return null;
  return String(Math.round(cscl)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

const mercatorY = (latDeg: number): number => EARTH_RADIUS_M * Math.log(Math.tan(Math.PI / 4 + (latDeg * Math.PI) / 360));
const latOfMercatorY = (yM: number): number => ((2 * Math.atan(Math.exp(yM / EARTH_RADIUS_M)) - Math.PI / 2) * 180) / Math.PI;

/**
 * The centre and displayed range (NM over half the screen height, as the
 * chart counts it) that show a [west, south, east, north] box whole on a
 * screen of this size, with a small margin.
 */
export function coverageView(bbox: readonly [number, number, number, number], widthPx: number, heightPx: number): { centre: GeoPoint; rangeNm: number } {
  const [west, south, east, north] = bbox;
  const yS = mercatorY(south);
  const yN = mercatorY(north);
  const latDeg = latOfMercatorY((yS + yN) / 2);
  const halfHeightM = (yN - yS) / 2;
  const halfWidthM = ((((east - west) * Math.PI) / 180) * EARTH_RADIUS_M) / 2;
  const aspect = heightPx > 0 && widthPx > 0 ? heightPx / widthPx : 1;
  const halfM = Math.max(halfHeightM, halfWidthM * aspect);
  const rangeNm = Math.max(MIN_COVERAGE_RANGE_NM, ((halfM * Math.cos((latDeg * Math.PI) / 180)) / METRES_PER_NM) * COVERAGE_MARGIN);
  return { centre: { latDeg, lonDeg: (west + east) / 2 }, rangeNm };
}
