// Animated navigation (spec section 4, "Navigation to a vessel"): a pan in
// steps (20 of 5 ms) to the target, then zoom steps until the displayed
// range is at most the wanted one.
import { projectMercator, type GeoPoint } from '../../wasm/core';
import type { FlyToOptions } from './chartHandle';
import { displayedRangeNm, zoomByWheel, type ChartView } from './viewMath';

export const FLY_STEPS = 20;
export const FLY_STEP_MS = 5;
/** One zoom step: a wheel notch at full sensitivity. */
const ZOOM_STEP_DELTA = -100;
/** Enough zoom steps for 10,000 NM down to 0.05 NM. */
const MAX_ZOOM_STEPS = 200;

export interface FlyTarget {
  readonly view: ChartView;
  setView(view: ChartView): void;
}

export async function flyTo(target: FlyTarget, to: GeoPoint, options: FlyToOptions, sleep: (ms: number) => Promise<void>): Promise<void> {
  const steps = Math.max(1, Math.round(options.steps ?? FLY_STEPS));
  const stepMs = options.stepMs ?? FLY_STEP_MS;
  const from = target.view.centre;
  const end = projectMercator(to);
  for (let i = 1; i <= steps; i += 1) {
    const t = i / steps;
    target.setView({ ...target.view, centre: { xM: from.xM + (end.xM - from.xM) * t, yM: from.yM + (end.yM - from.yM) * t } });
    await sleep(stepMs);
  }
  const maxRangeNm = options.maxRangeNm;
  if (maxRangeNm === undefined) return;
  for (let i = 0; i < MAX_ZOOM_STEPS && displayedRangeNm(target.view) > maxRangeNm; i += 1) {
    const next = zoomByWheel(target.view, ZOOM_STEP_DELTA, 1);
    if (next === target.view) return;
    target.setView(next);
    await sleep(stepMs);
  }
}
