// What the chart's data loading needs of a view: its extent in degrees
// (clamped to the Mercator world), range and display scale.
import { displayScaleDenominator } from '../../../wasm/chartScale';
import { displayedRangeNm, screenToGeo, type ChartView } from '../viewMath';
import type { GeoBbox } from './workerProtocol';

/** Mercator's latitude limit. */
export const MAX_LAT_DEG = 85.0511;

export interface ViewBox {
  /** [west, south, east, north] degrees, within -180..180 and ±MAX_LAT_DEG. */
  bbox: GeoBbox;
  rangeNm: number;
  /** Display scale 1:N (the core's, over the canvas half height). */
  scaleDenominator: number;
  /** Latitude of the view's centre. */
  centreLatDeg: number;
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** The view's box, or null when it shows nothing of the world (or has no size yet). */
export function viewBoxOf(view: ChartView): ViewBox | null {
  if (view.widthPx < 2 || view.heightPx < 2) return null;
  const nw = screenToGeo(view, 0, 0);
  const se = screenToGeo(view, view.widthPx, view.heightPx);
  const bbox: GeoBbox = [clamp(nw.lonDeg, -180, 180), clamp(se.latDeg, -MAX_LAT_DEG, MAX_LAT_DEG), clamp(se.lonDeg, -180, 180), clamp(nw.latDeg, -MAX_LAT_DEG, MAX_LAT_DEG)];
  if (!(bbox[0] < bbox[2] && bbox[1] < bbox[3])) return null;
  const rangeNm = displayedRangeNm(view);
  const centreLatDeg = clamp(screenToGeo(view, view.widthPx / 2, view.heightPx / 2).latDeg, -MAX_LAT_DEG, MAX_LAT_DEG);
  return { bbox, rangeNm, scaleDenominator: displayScaleDenominator(rangeNm, view.heightPx / 2), centreLatDeg };
}

/** Whether two boxes meet. */
export const bboxesMeet = (a: GeoBbox, b: GeoBbox): boolean => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** Whether `inner` lies within `outer`. */
export const bboxWithin = (inner: GeoBbox, outer: GeoBbox): boolean =>
  inner[0] >= outer[0] && inner[2] <= outer[2] && inner[1] >= outer[1] && inner[3] <= outer[3];

/** A box grown by `fraction` of its width and height on every side (clamped to the world). */
export function expandBbox(b: GeoBbox, fraction: number): GeoBbox {
  const dx = (b[2] - b[0]) * fraction;
  const dy = (b[3] - b[1]) * fraction;
  return [clamp(b[0] - dx, -180, 180), clamp(b[1] - dy, -MAX_LAT_DEG, MAX_LAT_DEG), clamp(b[2] + dx, -180, 180), clamp(b[3] + dy, -MAX_LAT_DEG, MAX_LAT_DEG)];
}
