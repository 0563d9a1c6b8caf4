// Starts the chart on a canvas: WebGL2, the controller with its renderer,
// the layer kinds, the chart worker and symbol atlas, pointer, key and
// resize handling, the app's tools (switched as their store says), and the
// debug hook (key signals come from the app's signal queue through the
// handle's `key`). Everything of the app comes in through the options.
// Returns the chart's handle and the function that stops it all.
import type { ChartHandle } from './chartHandle';
import { ChartController } from './chartController';
import { inSpecWords } from './chartErrors';
import { exposeChartDebug } from './chartDebug';
import type { LoadProgress } from './enc/chartAttachments';
import { startChartSet } from './enc/chartSet';
import { flyTo } from './flyTo';
import { createGl } from './gl/glContext';
import type { ChartToolSet } from './input/chartTool';
import { bindPointerInput } from './input/pointerInput';
import { PROGRAM_SOURCES } from './layers/programSources';
import { LAYER_KINDS } from './layers/registry';
import { VesselsLayer } from './layers/vessels/vesselsLayer';
import { clearColour } from './theme/chartBackground';
import { RESIZE_DEBOUNCE_MS, resizeApplies } from './resizePolicy';
import type { ChartSources } from './sources';
import { debounce } from './urlHash';
import { mercatorProjector, mercatorToScreen, screenToGeo, viewAt } from './viewMath';
import { projectMercator } from '../../wasm/core';

export interface ChartOptions {
  sources: ChartSources;
  /** The app's tools and which of them are on. */
  tools: ChartToolSet;
  /** The signed-in user's access token (chart requests). */
  token: () => string | null;
  onProgress: (p: LoadProgress) => void;
  /** The data attribution the chart must show (the coastline's '© OpenStreetMap contributors'), null when none. */
  onAttribution: (text: string | null) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Starts the chart; a GL error (no WebGL2, a shader) is thrown in the spec's words. */
export function startChart(canvas: HTMLCanvasElement, options: ChartOptions): { handle: ChartHandle; stop: () => void } {
  return inSpecWords(() => start(canvas, options));
}

function start(canvas: HTMLCanvasElement, { sources, tools, token, onProgress, onAttribution }: ChartOptions): { handle: ChartHandle; stop: () => void } {
  const gl = createGl(canvas);
  const controller = new ChartController(gl, () => sources.preferences.value.chart_settings.wheel_sensitivity);
  const renderer = controller.renderer;
  renderer.background = () => clearColour(sources.preferences.value.ui_settings.theme);
  const ctx = renderer.context;
  const liveLayers = LAYER_KINDS.map((kind) => kind.create(ctx, sources));
  for (const layer of liveLayers) renderer.addLayer(layer);
  const vesselsLayer = liveLayers.find((layer): layer is VesselsLayer => layer instanceof VesselsLayer);
  // The other layer kinds' programs compile while the chart's data loads; uploads wait for them (the GPU is not idle until then).
  renderer.prewarm(PROGRAM_SOURCES);

  // The ENC path and the world contour map: cells and coastline tiles loaded as the view needs them.
  const charts = startChartSet(
    { renderer, view: () => controller.view, onViewChange: (fn) => controller.onViewChange(fn), invalidate: () => controller.invalidate() },
    { token, onProgress, onAttribution },
  );

  const handle: ChartHandle = {
    viewInfo: () => controller.info(),
    onViewChange: (fn) => controller.onViewChange(fn),
    screenToGeo: (x, y) => screenToGeo(controller.view, x, y),
    geoToScreen: (p) => mercatorToScreen(controller.view, projectMercator(p)),
    anchor: (p) => projectMercator(p),
    anchorsToScreen: (view) => mercatorProjector(view),
    setView: (centre, rangeNm) => controller.setView(viewAt(controller.view, centre, rangeNm ?? controller.info().rangeNm)),
    flyTo: (target, options = {}) => flyTo(controller, target, options, sleep),
    invalidate: () => controller.invalidate(),
    setTool: (name, on) => tools.setOn(name, on),
    key: (signal) => controller.key(signal),
    capture: () => canvas,
    refreshSymbols: async (names) => {
      await charts.refreshSymbols(names);
      controller.invalidate();
    },
    addLayer: (create) => {
      const remove = renderer.addLayer(inSpecWords(() => create(ctx)));
      controller.invalidate();
      return () => {
        remove();
        controller.invalidate();
      };
    },
    addIconSource: (source) => controller.picking.addIconSource(source),
    onPickChoice: (fn) => controller.picking.onPickChoice(fn),
    maps: charts.maps,
  };
  controller.picking.setCursor = (cursor) => {
    canvas.style.cursor = cursor;
  };

  // The tools follow the app's switch (the palette and key signals switch them).
  const syncTools = () =>
    inSpecWords(() => {
      for (const [name, on] of Object.entries(tools.on())) {
        const isOn = controller.router.tools.some((t) => t.name === name);
        if (on === isOn) continue;
        const factory = tools.factories[name];
        controller.setTool(on && factory ? factory({ chart: handle, layers: ctx }) : null, name);
      }
    });
  syncTools();
  const unsubscribeTools = tools.subscribe(syncTools);

  const measure = () => ({ widthPx: Math.max(1, Math.round(canvas.clientWidth)), heightPx: Math.max(1, Math.round(canvas.clientHeight)) });
  let applied = measure();
  // The drawing buffer has device pixels (sharp on HiDPI screens); the view works in CSS pixels.
  const apply = (next: { widthPx: number; heightPx: number }) => {
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(next.widthPx * dpr);
    canvas.height = Math.round(next.heightPx * dpr);
    controller.resize(next.widthPx, next.heightPx);
    applied = next;
  };
  apply(applied);
  const resized = debounce(() => {
    const next = measure();
    if (resizeApplies(applied, next)) apply(next);
  }, RESIZE_DEBOUNCE_MS);
  const observer = new ResizeObserver(() => resized.schedule());
  observer.observe(canvas);
  const unbind = bindPointerInput(canvas, controller);
  controller.start();
  const unexpose = exposeChartDebug(controller, {
    vesselLayer: sources.vesselLayer,
    vesselCount: () => sources.live.vesselCount,
    charts: () => charts.debug(),
    setTool: (name, on) => tools.setOn(name, on),
    drawnVessels: () => vesselsLayer?.drawnVessels() ?? null,
  });
  return {
    handle,
    stop: () => {
      unexpose();
      unsubscribeTools();
      for (const tool of [...controller.router.tools]) controller.setTool(null, tool.name);
      controller.stop();
      unbind();
      observer.disconnect();
      resized.cancel();
      charts.dispose();
    },
  };
}
