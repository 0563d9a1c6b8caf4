// The chart: the full-screen WebGL2 canvas under the panels, with the
// readouts, the status bar, the aton overlay and the chart-load progress.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { liveStore, vesselWorker } from '../live';
import { pl } from '../i18n/pl';
import { api, session } from '../session';
import { StatusBar } from '../status/StatusBar';
import { AtonOverlay } from './AtonOverlay';
import { ChartController, type ChartSnapshot } from './chartController';
import { exposeChartDebug } from './chartDebug';
import { emitKeySignal } from './chartEvents';
import { chartPreferences, fetchPreferences, updateChartPreferences } from './chartPreferences';
import { ChartReadouts } from './ChartReadouts';
import { ChartRenderer, LAYER_ORIGIN } from './chartRenderer';
import { ChartAttachments, type LoadProgress } from './enc/chartAttachments';
import { ATLAS_SIZE_PX, SymbolAtlas, browserSymbolSource } from './enc/symbolAtlas';
import { createGl } from './gl/glContext';
import { bindPointerInput } from './pointerInput';
import { RESIZE_DEBOUNCE_MS, resizeApplies } from './resizePolicy';
import { debounce } from './urlHash';
import './chart.css';

interface Chart {
  controller: ChartController;
  attachments: ChartAttachments;
}

const EMPTY_SNAPSHOT = (): ChartSnapshot | null => null;
const NO_SUBSCRIBE = () => () => undefined;

function startChart(canvas: HTMLCanvasElement, setProgress: (p: LoadProgress) => void): { chart: Chart; stop: () => void } {
  const gl = createGl(canvas);
  const atlasCanvas = document.createElement('canvas');
  atlasCanvas.width = ATLAS_SIZE_PX;
  atlasCanvas.height = ATLAS_SIZE_PX;
  const atlas = new SymbolAtlas(browserSymbolSource(atlasCanvas, () => session.accessToken));
  const renderer = new ChartRenderer(gl, liveStore, atlas, vesselWorker);
  const controller = new ChartController(renderer);
  const worker = new Worker(new URL('./enc/encWorker.ts', import.meta.url), { type: 'module' });
  const attachments = new ChartAttachments({
    worker,
    sink: {
      addLayer: (layer) => {
        renderer.addLayer(layer);
        controller.invalidate();
      },
      removeChart: (name) => {
        renderer.removeChart(name);
        controller.invalidate();
      },
    },
    token: () => session.accessToken,
    origin: LAYER_ORIGIN,
    onProgress: setProgress,
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (t) => window.clearTimeout(t as number),
  });
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
  const onKey = (e: KeyboardEvent) => emitKeySignal(e.key);
  window.addEventListener('keydown', onKey);
  controller.start();
  const unexpose = exposeChartDebug(controller, renderer, liveStore, vesselWorker);
  return {
    chart: { controller, attachments },
    stop: () => {
      unexpose();
      controller.stop();
      window.removeEventListener('keydown', onKey);
      unbind();
      observer.disconnect();
      resized.cancel();
      attachments.signOut();
      worker.terminate();
      renderer.dispose();
    },
  };
}

export function ChartView() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [chart, setChart] = useState<Chart | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<LoadProgress>({ charts: 0, done: 0, total: 0 });
  const auth = useSnapshot(session.state);
  const snapshot = useSyncExternalStore(chart?.controller.subscribe ?? NO_SUBSCRIBE, chart?.controller.getSnapshot ?? EMPTY_SNAPSHOT);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    try {
      const started = startChart(canvas, setProgress);
      setChart(started.chart);
      return () => {
        started.stop();
        setChart(null);
      };
    } catch (error) {
      console.error(error);
      setFailure(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }, []);

  // Signed in: detach all, load preferences, attach the visible charts; signed out: no maps.
  useEffect(() => {
    if (!chart) return;
    if (!auth.isAuthenticated) {
      chart.attachments.signOut();
      return;
    }
    let cancelled = false;
    chart.attachments.detachAll();
    void fetchPreferences(api).then((prefs) => {
      if (cancelled) return;
      chart.attachments.attachVisible(prefs);
      updateChartPreferences(prefs);
    });
    const unsubscribe = subscribe(chartPreferences, () => chart.attachments.preferencesChanged(chartPreferences.value));
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [chart, auth.isAuthenticated]);

  return (
    <>
      <canvas ref={canvasRef} className="chart-canvas" data-testid="chart-canvas" aria-label={pl.chart.canvasLabel} />
      {failure !== null && (
        <div className="chart-failure" role="alert">
          {failure}
        </div>
      )}
      {snapshot && <AtonOverlay snapshot={snapshot} />}
      <ChartReadouts />
      {progress.charts > 0 && (
        <div className="chart-progress" role="status" data-testid="chart-progress">
          {pl.chart.loadingCharts(progress.done, progress.total)}
        </div>
      )}
      {snapshot && <StatusBar centre={snapshot.centre} cursor={snapshot.cursor} rangeNm={snapshot.rangeNm} />}
    </>
  );
}
