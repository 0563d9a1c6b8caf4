// A small read-only hook on window for the e2e tests and benchmarks
// (`window.__traxisChart`): frame timings, forced frames and picks.
import type { LiveStore } from '../live/liveStore';
import type { ChartController } from './chartController';
import type { ChartRenderer } from './chartRenderer';

export interface ChartDebug {
  /** Recent frame CPU times, ms. */
  frameTimesMs(): number[];
  /** Renders one frame now and waits for the GPU; returns the time, ms. */
  renderFrameMs(): number;
  /** Renders one frame now; returns the main-thread CPU time of issuing it, ms (no GPU wait). */
  renderFrameCpuMs(): number;
  /** Vessels in the live store. */
  vesselCount(): number;
  /** Runs one pick pass at the pixel and returns [id, ms]. */
  pickMs(xPx: number, yPx: number): [number, number];
  layerCount(): number;
}

declare global {
  interface Window {
    __traxisChart?: ChartDebug;
  }
}

export function exposeChartDebug(controller: ChartController, renderer: ChartRenderer, live: LiveStore): () => void {
  const visible = () => ({ trains: true, vessels: true });
  window.__traxisChart = {
    frameTimesMs: () => [...controller.frameTimesMs],
    renderFrameMs: () => {
      const t0 = performance.now();
      controller.renderFrame();
      renderer.finish();
      return performance.now() - t0;
    },
    renderFrameCpuMs: () => {
      const t0 = performance.now();
      controller.renderFrame();
      const ms = performance.now() - t0;
      renderer.finish();
      return ms;
    },
    vesselCount: () => live.vessels.size,
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
