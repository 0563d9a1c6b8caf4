import { describe, expect, it } from 'vitest';
import { projectMercator } from '../../wasm/core';
import { FLY_STEPS, flyTo } from './flyTo';
import { displayedRangeNm, startChartView, type ChartView } from './viewMath';

describe('fly-to', () => {
  it('pans in 20 steps of 5 ms to the target, then zooms until the range is at most 1.5 NM', async () => {
    let view: ChartView = startChartView(800, 600);
    const views: ChartView[] = [];
    const sleeps: number[] = [];
    const target = {
      get view() {
        return view;
      },
      setView: (v: ChartView) => {
        view = v;
        views.push(v);
      },
    };
    const to = { latDeg: 54.6, lonDeg: 18.7 };
    await flyTo(target, to, { maxRangeNm: 1.5 }, async (ms) => {
      sleeps.push(ms);
    });
    const end = projectMercator(to);
    const pan = views.slice(0, FLY_STEPS);
    expect(pan.at(-1)?.centre.xM).toBeCloseTo(end.xM, 6);
    expect(pan.at(-1)?.centre.yM).toBeCloseTo(end.yM, 6);
    expect(pan[0]?.centre.xM).not.toBeCloseTo(end.xM, 0);
    expect(sleeps.slice(0, FLY_STEPS).every((ms) => ms === 5)).toBe(true);
    expect(displayedRangeNm(view)).toBeLessThanOrEqual(1.5);
    expect(displayedRangeNm(views[views.length - 2] as ChartView)).toBeGreaterThan(1.5);
  });
});
