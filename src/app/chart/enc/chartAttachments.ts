// Which charts are attached: on sign-in detach all, load preferences and
// attach the visible ones (map_visibility true) plus the world contour map;
// on sign-out detach all. A theme, layer or depth change re-attaches the
// visible charts after about 100 ms. Layers arrive from the worker one by
// one and are handed to the renderer as they come.
import type { GeoPoint } from '../../../protocol/geo';
import { CHART_LAYERS, CHART_TEXT_LAYER, isFetchedLayer, isLayerEnabled } from '../../../protocol/chart';
import type { Preferences } from '../../../protocol/preferences';
import { pl } from '../../i18n/pl';
import { chartsAffected } from '../../store/preferences';
import type { BuiltLayer, WorkerRequest, WorkerResponse } from './workerProtocol';

export const REATTACH_DELAY_MS = 100;

export interface ChartWorkerPort {
  postMessage(message: WorkerRequest): void;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
}

export interface LayerSink {
  addLayer(layer: BuiltLayer): void;
  /** Removes every layer of a chart (null: the world contour map). */
  removeChart(chartName: string | null): void;
}

export interface LoadProgress {
  /** Charts still loading. */
  charts: number;
  done: number;
  total: number;
}

export interface AttachmentDeps {
  worker: ChartWorkerPort;
  sink: LayerSink;
  token: () => string | null;
  origin: GeoPoint;
  onProgress: (p: LoadProgress) => void;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (t: unknown) => void;
}

/** The names of the visible charts. */
export const visibleCharts = (p: Preferences): string[] =>
  Object.entries(p.map_visibility)
    .filter(([, v]) => v)
    .map(([k]) => k);

/** The enabled layers of CHART_LAYERS to fetch, in draw order. */
export const enabledLayers = (p: Preferences): string[] =>
  CHART_LAYERS.filter(isFetchedLayer)
    .map((l) => l.name)
    .filter((n) => isLayerEnabled(p.layer_visibility, n));

export class ChartAttachments {
  private nextJob = 1;
  /** Job id to chart name of the running loads. */
  private readonly jobs = new Map<number, { chart: string | null; done: number; total: number }>();
  private readonly attached = new Set<string | null>();
  private timer: unknown = null;
  /** The preferences the attached charts were loaded with (null while signed out). */
  private applied: Preferences | null = null;

  constructor(private readonly deps: AttachmentDeps) {
    deps.worker.onmessage = (event) => this.receive(event.data);
  }

  get attachedCharts(): (string | null)[] {
    return [...this.attached];
  }

  /** Signed in with these preferences: detach all, attach the visible ones. */
  attachVisible(prefs: Preferences): void {
    this.detachAll();
    this.applied = prefs;
    this.attach(null, prefs);
    for (const chart of visibleCharts(prefs)) this.attach(chart, prefs);
  }

  /** Preferences changed: re-attach after about 100 ms (later changes restart the wait). */
  scheduleReattach(prefs: Preferences): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      this.attachVisible(prefs);
    }, REATTACH_DELAY_MS);
  }

  /** Preferences changed: re-attach when the theme, layers, depth or visible maps differ. */
  preferencesChanged(prefs: Preferences): void {
    if (this.applied && chartsAffected(this.applied, prefs)) this.scheduleReattach(prefs);
  }

  /** Signed out: no maps. */
  signOut(): void {
    this.detachAll();
    this.applied = null;
  }

  detachAll(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    for (const jobId of this.jobs.keys()) this.deps.worker.postMessage({ type: 'cancel', jobId });
    this.jobs.clear();
    for (const chart of this.attached) this.deps.sink.removeChart(chart);
    this.attached.clear();
    this.report();
  }

  private attach(chart: string | null, prefs: Preferences): void {
    const jobId = this.nextJob++;
    const layers = enabledLayers(prefs);
    this.attached.add(chart);
    this.jobs.set(jobId, { chart, done: 0, total: chart === null ? 1 : layers.length });
    this.deps.worker.postMessage({
      type: 'load',
      jobId,
      chartName: chart,
      layers,
      theme: prefs.ui_settings.theme,
      depthWhenWhiteM: prefs.chart_settings.depth_when_white,
      names: isLayerEnabled(prefs.layer_visibility, CHART_TEXT_LAYER),
      token: this.deps.token(),
      origin: this.deps.origin,
    });
    this.report();
  }

  private receive(msg: WorkerResponse): void {
    const job = this.jobs.get(msg.jobId);
    if (!job) return; // cancelled
    switch (msg.type) {
      case 'layer':
        this.deps.sink.addLayer(msg.layer);
        break;
      case 'progress':
        job.done = msg.done;
        job.total = msg.total;
        break;
      case 'httpError':
        console.error(pl.chart.httpError(msg.status));
        break;
      case 'failed':
        console.error(msg.message);
        break;
      case 'done':
        this.jobs.delete(msg.jobId);
        break;
    }
    this.report();
  }

  private report(): void {
    let done = 0;
    let total = 0;
    for (const j of this.jobs.values()) {
      done += j.done;
      total += j.total;
    }
    this.deps.onProgress({ charts: this.jobs.size, done, total });
  }
}
