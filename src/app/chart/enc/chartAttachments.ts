// Which charts are attached: on sign-in detach all, load preferences and
// attach the visible ones (map_visibility true) plus the world contour map;
// on sign-out detach all. A theme, layer or depth change re-attaches the
// visible charts after about 100 ms; a map_visibility change attaches or
// detaches only the charts it shows or hides, at once. Layers arrive from
// the worker one by one: a first load is shown as they come; a re-attach is
// staged (the sink keeps showing the old layers and swaps in the new ones
// once all have arrived and are uploaded: chartLayerGroups.ts). When only
// the colours change (theme or depth_when_white), the charts are recoloured
// instead: the worker fetches the layers again and sends only new colours
// for the geometry it built before (featureColours.ts); a chart whose
// answer no longer fits is loaded again.
import type { GeoPoint } from '../../../protocol/geo';
import { CHART_LAYERS, CHART_TEXT_LAYER, isFetchedLayer, isLayerEnabled } from '../../../protocol/chart';
import type { Preferences } from '../../../protocol/preferences';
import { pl } from '../../i18n/pl';
import { chartsAffected, visibilityChanges } from '../../store/preferences';
import type { LayerColours } from './featureColours';
import type { BuiltLayer, WorkerRequest, WorkerResponse } from './workerProtocol';

export const REATTACH_DELAY_MS = 100;

export interface ChartWorkerPort {
  postMessage(message: WorkerRequest): void;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
}

export interface LayerSink {
  /** A layer of load `load`: shown at once, or (staged) held back until `reveal`. */
  addLayer(layer: BuiltLayer, load: number, staged: boolean): void;
  /** New colours for one layer of a chart (recolour load `load`), held until `applyColours`. */
  recolour(load: number, layerName: string, colours: LayerColours): void;
  /** Writes the recolour load's colours into the chart's layers at once; `done(false)` when some did not fit. */
  applyColours(chartName: string | null, load: number, done: (ok: boolean) => void): void;
  /** Every layer of the staged load has arrived: show them in place of the chart's current ones, then call `shown`. */
  reveal(chartName: string | null, load: number, shown: () => void): void;
  /** Forgets a staged load that was cancelled. */
  dropLoad(load: number): void;
  /** Removes every layer of a chart, shown and staged (null: the world contour map). */
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

interface Job {
  chart: string | null;
  done: number;
  total: number;
  /** A layer load shown only when complete, or a recolour. */
  staged: boolean;
  recolour: boolean;
  /** A recolour whose answer did not fit some layer: the chart is loaded again. */
  missed: boolean;
}

/** Only the colours differ (theme or depth_when_white): same layers and charts. */
export function coloursOnly(a: Preferences, b: Preferences): boolean {
  return JSON.stringify(a.layer_visibility) === JSON.stringify(b.layer_visibility) && visibleCharts(a).sort().join('\u0000') === visibleCharts(b).sort().join('\u0000');
}

export class ChartAttachments {
  private nextJob = 1;
  /** The running loads by job id (a staged one until its layers are shown). */
  private readonly jobs = new Map<number, Job>();
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
      const applied = this.applied;
      // Recolouring needs every chart fully built: not while a load still runs.
      if (applied && this.jobs.size === 0 && coloursOnly(applied, prefs)) this.recolourAll(prefs);
      else this.reattachVisible(prefs);
    }, REATTACH_DELAY_MS);
  }

  /** New colours for every attached chart (theme or depth changed); the geometry stays. */
  private recolourAll(prefs: Preferences): void {
    this.applied = prefs;
    for (const chart of this.attached) {
      const jobId = this.nextJob++;
      const layers = enabledLayers(prefs);
      this.jobs.set(jobId, { chart, done: 0, total: chart === null ? 1 : layers.length, staged: true, recolour: true, missed: false });
      this.deps.worker.postMessage({
        type: 'recolour',
        jobId,
        chartName: chart,
        layers,
        theme: prefs.ui_settings.theme,
        depthWhenWhiteM: prefs.chart_settings.depth_when_white,
        token: this.deps.token(),
      });
    }
    this.report();
  }

  /**
   * Re-attaches the world contour map and the visible charts with these
   * preferences, staged: each chart keeps its layers until the new ones are
   * all there. Charts no longer visible are detached.
   */
  private reattachVisible(prefs: Preferences): void {
    this.cancelJobs();
    const charts: (string | null)[] = [null, ...visibleCharts(prefs)];
    for (const chart of [...this.attached]) if (!charts.includes(chart)) this.detach(chart);
    this.applied = prefs;
    for (const chart of charts) this.attach(chart, prefs, true);
  }

  private cancelJobs(): void {
    for (const [jobId, job] of this.jobs) {
      this.deps.worker.postMessage({ type: 'cancel', jobId });
      if (job.staged) this.deps.sink.dropLoad(jobId);
    }
    this.jobs.clear();
  }

  /**
   * Preferences changed: re-attach every visible chart when the theme,
   * layers or depth differ (or a re-attach is already waiting); otherwise
   * attach or detach only the charts whose visibility changed.
   */
  preferencesChanged(prefs: Preferences): void {
    const applied = this.applied;
    if (!applied) return;
    if (this.timer !== null || chartsAffected(applied, prefs)) {
      this.scheduleReattach(prefs);
      return;
    }
    const { shown, hidden } = visibilityChanges(applied, prefs);
    this.applied = prefs;
    for (const chart of hidden) this.detach(chart);
    for (const chart of shown) this.attach(chart, prefs);
  }

  /** A chart file changed on the server: an attached chart is loaded again (staged). */
  reload(chartName: string): void {
    const applied = this.applied;
    if (!applied || !this.attached.has(chartName) || this.timer !== null) return;
    for (const [jobId, job] of this.jobs) {
      if (job.chart !== chartName) continue;
      this.deps.worker.postMessage({ type: 'cancel', jobId });
      if (job.staged) this.deps.sink.dropLoad(jobId);
      this.jobs.delete(jobId);
    }
    this.attach(chartName, applied, true);
  }

  /** Signed out: no maps. */
  signOut(): void {
    this.detachAll();
    this.applied = null;
  }

  detachAll(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    this.cancelJobs();
    for (const chart of this.attached) {
      this.deps.sink.removeChart(chart);
      this.deps.worker.postMessage({ type: 'forget', chartName: chart });
    }
    this.attached.clear();
    this.report();
  }

  /** Detaches one chart: its running load is cancelled and its layers removed. */
  private detach(chart: string | null): void {
    for (const [jobId, job] of this.jobs) {
      if (job.chart !== chart) continue;
      this.deps.worker.postMessage({ type: 'cancel', jobId });
      this.jobs.delete(jobId);
    }
    this.deps.worker.postMessage({ type: 'forget', chartName: chart });
    if (this.attached.delete(chart)) this.deps.sink.removeChart(chart);
    this.report();
  }

  private attach(chart: string | null, prefs: Preferences, staged = false): void {
    const jobId = this.nextJob++;
    const layers = enabledLayers(prefs);
    this.attached.add(chart);
    this.jobs.set(jobId, { chart, done: 0, total: chart === null ? 1 : layers.length, staged, recolour: false, missed: false });
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
        this.deps.sink.addLayer(msg.layer, msg.jobId, job.staged);
        break;
      case 'colours':
        this.deps.sink.recolour(msg.jobId, msg.layerName, msg.colours);
        break;
      case 'recolourMissed':
        job.missed = true;
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
        if (job.recolour) this.recoloured(msg.jobId, job);
        else if (!job.staged) this.jobs.delete(msg.jobId);
        else {
          job.done = job.total;
          // Counted as loading until the new layers are on screen.
          this.deps.sink.reveal(job.chart, msg.jobId, () => {
            if (this.jobs.get(msg.jobId) !== job) return;
            this.jobs.delete(msg.jobId);
            this.report();
          });
        }
        break;
    }
    this.report();
  }

  /** A recolour load is complete: apply its colours, or load the chart again when they did not fit. */
  private recoloured(jobId: number, job: Job): void {
    const again = () => {
      this.jobs.delete(jobId);
      const applied = this.applied;
      if (applied && this.attached.has(job.chart)) this.attach(job.chart, applied, true);
      this.report();
    };
    if (job.missed) {
      this.deps.sink.dropLoad(jobId);
      again();
      return;
    }
    this.deps.sink.applyColours(job.chart, jobId, (ok) => {
      if (this.jobs.get(jobId) !== job) return;
      if (!ok) again();
      else {
        this.jobs.delete(jobId);
        this.report();
      }
    });
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
