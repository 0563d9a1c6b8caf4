// URLs of the chart engine's layer requests.
import { CHART_MAP_PATH, WORLD_CONTOUR_PATH } from '../../../protocol/chart';
import type { Theme } from '../../../protocol/preferences';

export function chartLayerUrl(chartName: string, layerName: string, theme: Theme, depthWhenWhiteM: number): string {
  const q = new URLSearchParams({ chart_name: chartName, layer_name: layerName, theme, depth_when_white: String(depthWhenWhiteM) });
  return `${CHART_MAP_PATH}?${q.toString()}`;
}

export function worldContourUrl(theme: Theme): string {
  return `${WORLD_CONTOUR_PATH}?${new URLSearchParams({ theme }).toString()}`;
}

/** The layer name the world contour map's buffers carry. */
export const WORLD_CONTOUR_LAYER = 'WORLD_CONTOUR';

/** Only the colours of a layer's features (fields=color), to recolour a layer drawn before. */
export function chartColoursUrl(chartName: string, layerName: string, theme: Theme, depthWhenWhiteM: number): string {
  return `${chartLayerUrl(chartName, layerName, theme, depthWhenWhiteM)}&fields=color`;
}

/** A world contour view: the coastline tiles of one bbox [west, south, east, north] at a display range. */
export function worldContourViewUrl(bbox: readonly [number, number, number, number], rangeNm: number): string {
  const q = new URLSearchParams({ bbox: bbox.map((v) => v.toFixed(5)).join(','), range_nm: rangeNm.toFixed(3) });
  return `${WORLD_CONTOUR_PATH}?${q.toString()}`;
}
