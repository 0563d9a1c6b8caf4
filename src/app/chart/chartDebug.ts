// A small read-only hook on window for the e2e tests and benchmarks
// (`window.__traxisChart`): frame timings, forced frames and picks, read
// from the chart's one stats object (render/stats.ts); tools and layers
// switched for tests that compare pictures.
import type { ChartController } from './chartController';
import type { ChartSetDebug } from './enc/chartSet';
import type { VesselLayerSource } from './layers/vessels/vesselSource';
import { projectMercator } from '../../wasm/core';
import { LAYER_ORIGIN } from './render/chartRenderer';
import { mercatorProjector, panByPixels } from './viewMath';

const LAYER_ORIGIN_M = projectMercator(LAYER_ORIGIN);

export interface ChartDebug {
  /** Recent frame CPU times, ms. */
  frameTimesMs(): number[];
  /** Renders one frame now and waits for the GPU; returns the time, ms. */
  renderFrameMs(): number;
  /** Renders one frame now; returns the main-thread CPU time of issuing it, ms (no GPU wait). */
  renderFrameCpuMs(): number;
  /** Vessels in the vessel worker's table (as last reported to the main thread). */
  vesselCount(): number;
  /** Runs one pick pass at the pixel, read back synchronously: [the nearest id within the pick tolerance, ms]. */
  pickMs(xPx: number, yPx: number): [number, number];
  /** The app's asynchronous pick: [id, main-thread ms to issue it, ms until the id arrived]. */
  pickAsync(xPx: number, yPx: number): Promise<[number, number, number]>;
  /** Chart layers uploaded for the charts attached now. */
  layerCount(): number;
  /** Chart layers uploaded so far: [layer name, main-thread ms, bytes]. */
  layerUploads(): [string, number, number][];
  /** Main-thread ms spent on vessels outside drawing so far: layer uploads and the vessel worker's messages. */
  vesselMainMs(): number;
  /** Recent vessel-layer uploads: [performance.now() at the start, main-thread ms]. */
  vesselUploads(): [number, number][];
  /** performance.now() when the chart was set up (GL context, programs). */
  readonly createdAtMs: number;
  /** Main-thread ms of the chart (render loop with its uploads, and the vessel worker's messages) and frames rendered so far. */
  stats(): { busyMs: number; frames: number; longestMs: Record<string, number> };
  /** The chart texts' label placements: how many so far, the longest main-thread slice of one (a placement runs in slices over frames), the last one's text layers and labels shown, and whether one is due or under way. */
  placementStats(): { count: number; longestMs: number; layers: number; shown: number; pending: boolean };
  /** When the render loop last saw the GPU finish its frames (performance.now() ms, to an animation frame). */
  gpuIdleAtMs(): number;
  /** Pans the view by pixels (drives frames in benchmarks). */
  pan(dxPx: number, dyPx: number): void;
  /** The charts: attached, loaded and loading cells, the coastline shown, GPU buffer bytes. */
  charts(): ChartSetDebug;
  /** Vertices drawn in the last frame and the most in any frame so far, per kind ('coastline'). */
  frameVertices(): { last: Record<string, number>; max: Record<string, number> };
  /** Switches a chart tool on or off by its name (as its palette button does), for tests and benchmarks. */
  setTool(name: string, on: boolean): void;
  /** Names of the tools that are on, most recently switched on first. */
  toolsOn(): string[];
  /** The vessels the vessel layer draws now (its last uploaded build), in drawing order: [id, x px, y px] on the canvas. */
  drawnVessels(): [number, number, number][];
  /** Draws every layer but these (by id: 'warnings', 'tool:ruler', …) from the next frame on; [] draws all again. */
  hideLayers(ids: string[]): void;
}

declare global {
  interface Window {
    __traxisChart?: ChartDebug;
  }
}

/** What the hook reads besides the controller. */
export interface ChartDebugSources {
  vesselLayer: Pick<VesselLayerSource, 'messageMs'>;
  /** The vessel layer's drawn vessels (ids and origin-relative anchors), null before its first upload. */
  drawnVessels: () => { ids: Uint32Array; anchors: Float32Array } | null;
  vesselCount: () => number;
  charts: () => ChartSetDebug;
  setTool: (name: string, on: boolean) => void;
}

export function exposeChartDebug(controller: ChartController, { vesselLayer: vessels, vesselCount, charts, setTool, drawnVessels }: ChartDebugSources): () => void {
  const renderer = controller.renderer;
  const stats = controller.stats;
  window.__traxisChart = {
    frameTimesMs: () => [...stats.frameTimesMs],
    placementStats: () => ({ ...stats.placement }),
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
    vesselCount,
    pickMs: (x, y) => {
      const t0 = performance.now();
      const id = renderer.pickNow(controller.view, x, y)[0]?.id ?? 0;
      return [id, performance.now() - t0];
    },
    pickAsync: (x, y) =>
      new Promise((resolve) => {
        const t0 = performance.now();
        let issueMs = 0;
        const started = renderer.startPick(controller.view, x, y, (found) => resolve([found[0]?.id ?? 0, issueMs, performance.now() - t0]));
        issueMs = performance.now() - t0;
        if (!started) resolve([0, issueMs, NaN]);
      }),
    layerCount: () => renderer.uploadedLayerCount,
    layerUploads: () => stats.layerUploads.map(([name, ms, bytes]) => [name, ms, bytes]),
    vesselMainMs: () => stats.vesselUploadMs + vessels.messageMs,
    vesselUploads: () => stats.vesselUploads.map(([at, ms]) => [at, ms]),
    createdAtMs: performance.now(),
    stats: () => ({ busyMs: stats.loopMs + vessels.messageMs, frames: stats.frames, longestMs: { ...stats.longestMs } }),
    gpuIdleAtMs: () => renderer.gpuIdleAtMs,
    pan: (dx, dy) => controller.setView(panByPixels(controller.view, dx, dy)),
    charts,
    frameVertices: () => ({ last: { ...stats.frameVertices }, max: { ...stats.maxFrameVertices } }),
    setTool,
    toolsOn: () => controller.router.tools.map((t) => t.name),
    drawnVessels: () => {
      const drawn = drawnVessels();
      if (!drawn) return [];
      const toScreen = mercatorProjector(controller.view);
      const out: [number, number, number][] = [];
      drawn.ids.forEach((id, i) => {
        const xM = (drawn.anchors[2 * i] ?? NaN) + LAYER_ORIGIN_M.xM;
        const yM = (drawn.anchors[2 * i + 1] ?? NaN) + LAYER_ORIGIN_M.yM;
        if (!Number.isFinite(xM) || !Number.isFinite(yM)) return;
        const { xPx, yPx } = toScreen({ xM, yM });
        out.push([id, xPx, yPx]);
      });
      return out;
    },
    hideLayers: (ids) => {
      renderer.hideLayers(ids);
      controller.invalidate();
    },
  };
  return () => {
    delete window.__traxisChart;
  };
}
