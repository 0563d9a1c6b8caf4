// The chart view's maths: centre in Mercator metres, scene scale (displayed
// range = initial range / scene scale), screen size. Pan and zoom only change
// these numbers; the layers' buffers never change with them (uniforms).
import { START_POSITION, START_RANGE_NM } from '../../protocol/geo';
import { projectMercator, unprojectMercator, type GeoPoint, type MercatorPoint } from '../../wasm/core';
import { applyWheel } from '../../wasm/motion';

/** Metres per nautical mile (spec section 9). */
export const METRES_PER_NM = 1852;
/** The displayed range is kept within the core's step clamp (spec section 9). */
export const MIN_RANGE_NM = 0.05;
export const MAX_RANGE_NM = 10_000;
/** Pinch: pixels of finger-distance change per wheel unit (a wheel notch is 100). */
export const PINCH_WHEEL_PER_PX = 4;

export interface ChartView {
  centre: MercatorPoint;
  /** Scene scale: displayed range = initialRangeNm / sceneScale. */
  sceneScale: number;
  initialRangeNm: number;
  widthPx: number;
  heightPx: number;
}

export function startChartView(widthPx = 1, heightPx = 1): ChartView {
  return { centre: projectMercator(START_POSITION), sceneScale: 1, initialRangeNm: START_RANGE_NM, widthPx, heightPx };
}

/** A view showing `rangeNm` around a position. */
export function viewAt(view: ChartView, position: GeoPoint, rangeNm: number): ChartView {
  const clamped = Math.min(MAX_RANGE_NM, Math.max(MIN_RANGE_NM, rangeNm));
  return { ...view, centre: projectMercator(position), sceneScale: view.initialRangeNm / clamped };
}

export const displayedRangeNm = (view: ChartView): number => view.initialRangeNm / view.sceneScale;

/** Screen pixels per Mercator metre at the centre: the range spans half the screen height. */
export function pixelsPerMercatorM(view: ChartView): number {
  const pixelsPerM = view.heightPx / 2 / (displayedRangeNm(view) * METRES_PER_NM);
  const latRad = (unprojectMercator(view.centre).latDeg * Math.PI) / 180;
  return pixelsPerM * Math.cos(latRad);
}

/** The Mercator point under a screen pixel (origin top left, y down). */
export function screenToMercator(view: ChartView, xPx: number, yPx: number): MercatorPoint {
  const s = pixelsPerMercatorM(view);
  return { xM: view.centre.xM + (xPx - view.widthPx / 2) / s, yM: view.centre.yM - (yPx - view.heightPx / 2) / s };
}

export function mercatorToScreen(view: ChartView, p: MercatorPoint): { xPx: number; yPx: number } {
  return mercatorProjector(view)(p);
}

/** Mercator points to screen pixels in one view: the scale worked out once, then arithmetic per point (overlays placed every frame). */
export function mercatorProjector(view: ChartView): (p: MercatorPoint) => { xPx: number; yPx: number } {
  const s = pixelsPerMercatorM(view);
  const { widthPx, heightPx, centre } = view;
  return (p) => ({ xPx: widthPx / 2 + (p.xM - centre.xM) * s, yPx: heightPx / 2 - (p.yM - centre.yM) * s });
}

export const screenToGeo = (view: ChartView, xPx: number, yPx: number): GeoPoint => unprojectMercator(screenToMercator(view, xPx, yPx));

/** Drags the chart by a pointer movement (the point under the pointer follows it). */
export function panByPixels(view: ChartView, dxPx: number, dyPx: number): ChartView {
  // The scale follows the centre latitude: iterate so the old centre lands exactly dx, dy away.
  let next = view;
  for (let i = 0; i < 3; i += 1) {
    const s = pixelsPerMercatorM(next);
    next = { ...view, centre: { xM: view.centre.xM - dxPx / s, yM: view.centre.yM + dyPx / s } };
  }
  return next;
}

/** Wheel zoom with the core's formula (spec section 5); range clamped. */
export function zoomByWheel(view: ChartView, wheelDelta: number, sensitivity: number): ChartView {
  const next = applyWheel(view.sceneScale, view.initialRangeNm, wheelDelta, sensitivity, true);
  const range = view.initialRangeNm / next;
  if (!Number.isFinite(range) || range < MIN_RANGE_NM || range > MAX_RANGE_NM) return view;
  return { ...view, sceneScale: next };
}

/** Pinch: the change in finger distance mapped to wheel movement (fingers apart = zoom in). */
export const pinchWheelDelta = (previousDistancePx: number, distancePx: number): number =>
  -(distancePx - previousDistancePx) * PINCH_WHEEL_PER_PX;

export const resize = (view: ChartView, widthPx: number, heightPx: number): ChartView => ({ ...view, widthPx, heightPx });
