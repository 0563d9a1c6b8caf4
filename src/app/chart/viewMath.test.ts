import { describe, expect, it } from 'vitest';
import { projectMercator } from '../../wasm/core';
import {
  MAX_RANGE_NM,
  displayedRangeNm,
  mercatorProjector,
  mercatorToScreen,
  panByPixels,
  pinchWheelDelta,
  pixelsPerMercatorM,
  screenToGeo,
  screenToMercator,
  startChartView,
  viewAt,
  zoomByWheel,
} from './viewMath';

const view = startChartView(1000, 800);

describe('chart view maths', () => {
  it('starts at 54.53 N 18.54 E with a 24 NM range', () => {
    expect(displayedRangeNm(view)).toBe(24);
    const c = screenToGeo(view, 500, 400);
    expect(c.latDeg).toBeCloseTo(54.53, 9);
    expect(c.lonDeg).toBeCloseTo(18.54, 9);
  });

  it('spans the range over half the screen height', () => {
    const top = screenToMercator(view, 500, 0);
    const groundM = (top.yM - view.centre.yM) * Math.cos((54.53 * Math.PI) / 180);
    expect(groundM).toBeCloseTo(24 * 1852, 0);
    expect(pixelsPerMercatorM(view)).toBeGreaterThan(0);
  });

  it('maps screen and Mercator both ways', () => {
    const p = screenToMercator(view, 123, 456);
    const s = mercatorToScreen(view, p);
    expect(s.xPx).toBeCloseTo(123, 6);
    expect(s.yPx).toBeCloseTo(456, 6);
  });

  it('projects anchors per view as mercatorToScreen does, the view read when the projector is made', () => {
    const points = [screenToMercator(view, 0, 0), screenToMercator(view, 123, 456), projectMercator({ latDeg: 54.6, lonDeg: 18.9 })];
    const project = mercatorProjector(view);
    for (const p of points) expect(project(p)).toEqual(mercatorToScreen(view, p));
    const moved = panByPixels(view, 40, -25);
    expect(project(view.centre)).toEqual(mercatorToScreen(view, view.centre));
    expect(mercatorProjector(moved)(view.centre).xPx).toBeCloseTo(540, 6);
  });

  it('pans so the point under the pointer follows it', () => {
    const moved = panByPixels(view, 40, -25);
    const after = mercatorToScreen(moved, view.centre);
    expect(after.xPx).toBeCloseTo(540, 6);
    expect(after.yPx).toBeCloseTo(375, 6);
    // Elsewhere the latitude's scale change is a fraction of a pixel.
    const p = mercatorToScreen(moved, screenToMercator(view, 300, 300));
    expect(Math.abs(p.xPx - 340)).toBeLessThan(0.2);
  });

  it('zooms with the core formula: wheel up zooms in, range clamped', () => {
    const zin = zoomByWheel(view, -100, 0.3);
    expect(displayedRangeNm(zin)).toBeLessThan(24);
    const zout = zoomByWheel(view, 100, 0.3);
    expect(displayedRangeNm(zout)).toBeGreaterThan(24);
    // step 0.25 * (1 + 0.25 log2(24/12)) = 0.3125; wheel value 0.3 -> scale (1.3125)^0.3
    expect(zin.sceneScale).toBeCloseTo(1.3125 ** 0.3, 9);
    const far = viewAt(view, { latDeg: 0, lonDeg: 0 }, MAX_RANGE_NM);
    expect(zoomByWheel(far, 10_000, 1)).toBe(far);
  });

  it('maps a pinch (fingers apart) to wheel up', () => {
    expect(pinchWheelDelta(100, 150)).toBeLessThan(0);
    expect(pinchWheelDelta(150, 100)).toBeGreaterThan(0);
  });

  it('sets a view from a position and range', () => {
    const v = viewAt(view, { latDeg: 54.4, lonDeg: 18.7 }, 5);
    expect(displayedRangeNm(v)).toBeCloseTo(5, 12);
    expect(v.centre.xM).toBeCloseTo(projectMercator({ latDeg: 54.4, lonDeg: 18.7 }).xM, 6);
  });
});
