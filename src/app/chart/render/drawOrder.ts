// Draw order of the chart's layers as one number per layer (lower first):
// the cells' coverage masks (stencil only), then chart layers in descending
// cscl (the world contour map first), then in
// CHART_LAYERS order, each one's fill, lines and symbols in that order;
// then the live layers; then the tools' overlays.
import { CHART_LAYERS } from '../../../protocol/chart';
import { WORLD_CONTOUR_LAYER } from '../enc/chartUrls';

/** The parts of one chart layer, drawn in this order. */
export const CHART_PART = { fill: 0, lines: 1, symbols: 2 } as const;
export type ChartPart = keyof typeof CHART_PART;

const LAYER_INDEX = new Map(CHART_LAYERS.map((l, i) => [l.name, i]));
/** Room for every layer index (and unknown layers after them) times the parts. */
const PER_CSCL = 1_000;
const PARTS = 4;

/**
 * Cells' compilation scales are ordered up to this (1:100 million); the
 * world contour map draws under all of them (overview cells have cscl above
 * WORLD_CONTOUR_CSCL: US1AK90M is 1:1 587 870).
 */
const MAX_ORDERED_CSCL = 1e8;

/** The order of a chart layer's part: descending cscl, then CHART_LAYERS order, then part. */
export function chartLayerOrder(layerName: string, cscl: number, part: ChartPart): number {
  if (layerName === WORLD_CONTOUR_LAYER) return -MAX_ORDERED_CSCL * PER_CSCL - PER_CSCL + CHART_PART[part];
  const index = Math.min(LAYER_INDEX.get(layerName) ?? CHART_LAYERS.length, PER_CSCL / PARTS - 1);
  const ordered = Number.isFinite(cscl) ? Math.min(Math.max(cscl, 0), MAX_ORDERED_CSCL - 1) : MAX_ORDERED_CSCL - 1;
  return -ordered * PER_CSCL + index * PARTS + CHART_PART[part];
}

/** The world contour map (coastline tiles): under every chart layer. */
export const WORLD_CONTOUR_ORDER = chartLayerOrder(WORLD_CONTOUR_LAYER, 0, 'fill');
/** The cells' coverage masks (stencil only) come first: every chart layer and the world contour map test them. */
export const COVERAGE_MASK_ORDER = WORLD_CONTOUR_ORDER - PER_CSCL;
/** The chart's texts (soundings, names, light sectors) draw above every chart layer, under the areas and live layers. */
export const CHART_TEXT_ORDER = 1e12 - 1e6;

/** Live layers draw above every chart layer, in this order. */
export const LIVE_ORDER = {
  trains: 1e12 + 100,
  /** Vessels' past tracks: under the vessels they belong to. */
  tracks: 1e12 + 150,
  vessels: 1e12 + 200,
  ghost: 1e12 + 300,
  lightning: 1e12 + 400,
  /** The alert picked in the 'Zagrożenia' panel: above the vessels it marks. */
  alertFocus: 1e12 + 500,
} as const;

/** The tools' overlays draw above the live layers. */
export const TOOL_OVERLAY_ORDER = 2e12;

/** The tools' overlays among themselves: the radar picture under the drawings. */
export const TOOL_ORDER = {
  radar: TOOL_OVERLAY_ORDER + 100,
  pencil: TOOL_OVERLAY_ORDER + 200,
  ruler: TOOL_OVERLAY_ORDER + 300,
  marker: TOOL_OVERLAY_ORDER + 400,
  zone: TOOL_OVERLAY_ORDER + 500,
} as const;

/** Areas over the chart and under the live layers: operators' zones, warnings' affected areas, camera coverage sectors. */
export const AREA_ORDER = {
  zones: 1e12 + 5,
  warnings: 1e12 + 10,
  cameraSectors: 1e12 + 20,
} as const;
