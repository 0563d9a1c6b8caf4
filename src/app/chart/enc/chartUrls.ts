// URLs of the chart engine's requests.
import { CHART_COLOURS_PATH, CHART_COVERAGE_PATH, CHART_MAP_PATH, WORLD_CONTOUR_PATH } from '../../../protocol/chart';
import type { Theme } from '../../../protocol/preferences';

export function chartLayerUrl(chartName: string, layerName: string, theme: Theme, depthWhenWhiteM: number): string {
  const q = new URLSearchParams({ chart_name: chartName, layer_name: layerName, theme, depth_when_white: String(depthWhenWhiteM) });
  return `${CHART_MAP_PATH}?${q.toString()}`;
}

export function chartCoverageUrl(chartName: string): string {
  return `${CHART_COVERAGE_PATH}?${new URLSearchParams({ chart_name: chartName }).toString()}`;
}

/** The whole world contour map (Natural Earth). */
export function worldContourUrl(theme: Theme): string {
  return `${WORLD_CONTOUR_PATH}?${new URLSearchParams({ theme }).toString()}`;
}

/** Only the colours of several layers' features of one chart, in one answer (ChartLayersColours). */
export function chartLayersColoursUrl(chartName: string, layerNames: readonly string[], theme: Theme, depthWhenWhiteM: number): string {
  const q = new URLSearchParams({ chart_name: chartName, layer_names: layerNames.join(','), theme, depth_when_white: String(depthWhenWhiteM) });
  return `${CHART_COLOURS_PATH}?${q.toString()}`;
}

/** The world contour map of one view (its coastline tiles): bbox [west, south, east, north] degrees (6 decimals) and the range; the theme when colours matter. */
export function worldContourViewUrl(bbox: readonly number[], rangeNm: number, theme?: Theme): string {
  const q = new URLSearchParams({ ...(theme ? { theme } : {}), bbox: bbox.map((v) => Number(v.toFixed(6))).join(','), range_nm: String(Number(rangeNm.toPrecision(6))) });
  return `${WORLD_CONTOUR_PATH}?${q.toString()}`;
}

/** The layer name the world contour map's buffers carry (draw order, statistics). */
export const WORLD_CONTOUR_LAYER = 'WORLD_CONTOUR';
