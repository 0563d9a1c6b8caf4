// A small read-only hook on window for the e2e tests and benchmarks
// (`window.__traxisChart`): frame timings, forced frames and picks.
import type { ChartController } from './chartController';
import type { ChartRenderer } from './chartRenderer';

export interface ChartDebug {
  /** Recent frame CPU times, ms. */
  frameTimesMs(): number[];
  /** Renders one frame now and returns its CPU time, ms. */
  renderFrameMs(): number;
  /** Runs one pick pass at the pixel and returns [id, ms]. */
  pickMs(xPx: number, yPx: number): [number, number];
  layerCount(): number;
}

declare global {
  interface Window {
    __traxisChart?: ChartDebug;
  }
}

export function exposeChartDebug(controller: ChartController, renderer: ChartRenderer): () => void {
  const visible = () => ({ trains: true, vessels: true });
  window.__traxisChart = {
    frameTimesMs: () => [...controller.frameTimesMs],
    renderFrameMs: () => {
      const t0 = performance.now();
      controller.renderFrame();
      renderer.finish();
      return performance.now() - t0;
    },
    pickMs: (x, y) => {
      const t0 = performance.now();
      const id = renderer.pick(controller.view, x, y, visible());
      return [id, performance.now() - t0];
    },
    layerCount: () => renderer.layerCount,
  };
  return () => {
    delete window.__traxisChart;
  };
}
