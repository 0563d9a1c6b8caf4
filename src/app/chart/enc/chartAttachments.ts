// Which charts are attached and which of them are loaded. On sign-in:
// detach all, then for the visible charts (map_visibility true) ask their
// coverage and usage band, and show the world contour map; on sign-out
// detach all. A theme, layer or depth change re-attaches after about 100 ms.
// A cell's layers are loaded only while the view needs it (cellSelection.ts:
// its coverage near the view and not hidden by better cells at this scale)
// and dropped a while after it stops being needed, so memory follows what
// is on screen. Layers arrive from the worker one by one and go to the
// renderer as they come; when a cell's load is done its coverage mask joins.
import type { GeoPoint } from '../../../protocol/geo';
import { CHART_LAYERS, DEFAULT_CHART_CSCL, isLayerEnabled, type ChartCoverage } from '../../../protocol/chart';
import type { Preferences } from '../../../protocol/preferences';
import { pl } from '../../i18n/pl';
import { chartsAffected } from '../../store/preferences';
import type { FillBuffers } from '../layers/fill/fillProgram';
import type { CellRanking } from './cellRanking';
import { cellCoverage, selectCells, type CellCoverage } from './cellSelection';
import type { ViewBox } from './viewBox';
import type { ChartWorkerClient } from './workerClient';
import type { BuiltLayer, WorkerResponse } from './workerProtocol';
import type { WorldContourViews } from './worldContourViews';

export const REATTACH_DELAY_MS = 100;
/** A loaded cell the view no longer needs is dropped after this long (zooming back and forth keeps it). */
export const DROP_DELAY_MS = 5_000;

export interface LayerSink {
  addLayer(layer: BuiltLayer): void;
  /** Every layer of a cell is in: its coverage mask joins after them (null: the cell has none). */
  chartComplete(chartName: string, mask: FillBuffers | null): void;
  /** Removes a cell's layers and mask. */
  removeChart(chartName: string): void;
}

export interface LoadProgress {
  /** Charts still loading. */
  charts: number;
  done: number;
  total: number;
}

export interface AttachmentDeps {
  worker: Pick<ChartWorkerClient, 'start' | 'cancel'>;
  sink: LayerSink;
  ranking: Pick<CellRanking, 'set' | 'clear'>;
  world: Pick<WorldContourViews, 'attach' | 'detach'>;
  token: () => string | null;
  origin: GeoPoint;
  onProgress: (p: LoadProgress) => void;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (t: unknown) => void;
  now: () => number;
}

/** The names of the visible charts. */
export const visibleCharts = (p: Preferences): string[] =>
  Object.entries(p.map_visibility)
    .filter(([, v]) => v)
    .map(([k]) => k);

/** The enabled layers of CHART_LAYERS, in draw order. */
export const enabledLayers = (p: Preferences): string[] =>
  CHART_LAYERS.map((l) => l.name).filter((n) => isLayerEnabled(p.layer_visibility, n));

interface Cell {
  name: string;
  coverage: CellCoverage | null;
  mask: FillBuffers | null;
  loadJob: number | null;
  layers: number;
  loaded: boolean;
  unneededSinceMs: number | null;
}

/** What a cell without a coverage answer counts as: coverage unknown, so always loaded and drawn unmasked. */
const unknownCoverage = (name: string): ChartCoverage => ({ chart_name: name, usage_band: null, cscl: DEFAULT_CHART_CSCL, bbox: null, coverage: [] });

export class ChartAttachments {
  private readonly cells = new Map<string, Cell>();
  /** Jobs running: coverage and layer loads, for the progress. */
  private readonly jobs = new Map<number, { done: number; total: number }>();
  private reattachTimer: unknown = null;
  private dropTimer: unknown = null;
  private view: ViewBox | null = null;
  /** The preferences the attached charts were loaded with (null while signed out). */
  private applied: Preferences | null = null;

  constructor(private readonly deps: AttachmentDeps) {}

  get attachedCharts(): string[] {
    return [...this.cells.keys()];
  }

  /** Cells whose layers are loaded now. */
  get loadedCharts(): string[] {
    return [...this.cells.values()].filter((c) => c.loaded).map((c) => c.name);
  }

  /** Cells loading now. */
  get loadingCharts(): string[] {
    return [...this.cells.values()].filter((c) => c.loadJob !== null).map((c) => c.name);
  }

  /** Signed in with these preferences: detach all, attach the visible ones. */
  attachVisible(prefs: Preferences): void {
    this.detachAll();
    this.applied = prefs;
    this.deps.world.attach(prefs.ui_settings.theme);
    for (const name of visibleCharts(prefs)) this.attach(name);
  }

  /** Preferences changed: re-attach after about 100 ms (later changes restart the wait). */
  scheduleReattach(prefs: Preferences): void {
    if (this.reattachTimer !== null) this.deps.clearTimer(this.reattachTimer);
    this.reattachTimer = this.deps.setTimer(() => {
      this.reattachTimer = null;
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
    if (this.reattachTimer !== null) this.deps.clearTimer(this.reattachTimer);
    this.reattachTimer = null;
    if (this.dropTimer !== null) this.deps.clearTimer(this.dropTimer);
    this.dropTimer = null;
    for (const jobId of this.jobs.keys()) this.deps.worker.cancel(jobId);
    this.jobs.clear();
    for (const cell of this.cells.values()) if (cell.layers > 0 || cell.loaded || cell.loadJob !== null) this.deps.sink.removeChart(cell.name);
    this.cells.clear();
    this.deps.ranking.clear();
    this.deps.world.detach();
    this.report();
  }

  /** The view changed (the caller debounces): load what it needs, drop what it no longer does. */
  viewChanged(view: ViewBox): void {
    this.view = view;
    this.update();
  }

  private attach(name: string): void {
    const cell: Cell = { name, coverage: null, mask: null, loadJob: null, layers: 0, loaded: false, unneededSinceMs: null };
    this.cells.set(name, cell);
    const jobId = this.deps.worker.start({ type: 'coverage', chartName: name, token: this.deps.token(), origin: this.deps.origin }, (m) => this.coverageMessage(cell, jobId, m));
    this.jobs.set(jobId, { done: 0, total: 1 });
    this.report();
  }

  private coverageMessage(cell: Cell, jobId: number, m: WorkerResponse): void {
    if (m.type === 'coverage') {
      cell.coverage = cellCoverage(m.coverage.coverage);
      cell.mask = m.coverage.mask;
      if (m.coverage.mask) this.deps.ranking.set(cell.name, m.coverage.coverage.usage_band, m.coverage.coverage.cscl);
    } else if (m.type === 'httpError' || m.type === 'failed') {
      this.logError(m);
    } else if (m.type === 'done') {
      cell.coverage ??= cellCoverage(unknownCoverage(cell.name));
      this.jobs.delete(jobId);
      this.update();
    }
    this.report();
  }

  private startLoad(cell: Cell, prefs: Preferences): void {
    const layers = enabledLayers(prefs);
    const jobId = this.deps.worker.start(
      {
        type: 'load',
        chartName: cell.name,
        layers,
        theme: prefs.ui_settings.theme,
        depthWhenWhiteM: prefs.chart_settings.depth_when_white,
        token: this.deps.token(),
        origin: this.deps.origin,
      },
      (m) => this.loadMessage(cell, jobId, m),
    );
    cell.loadJob = jobId;
    this.jobs.set(jobId, { done: 0, total: layers.length });
  }

  private loadMessage(cell: Cell, jobId: number, m: WorkerResponse): void {
    const job = this.jobs.get(jobId);
    switch (m.type) {
      case 'layer':
        cell.layers += 1;
        this.deps.sink.addLayer(m.layer);
        break;
      case 'progress':
        if (job) Object.assign(job, { done: m.done, total: m.total });
        break;
      case 'httpError':
      case 'failed':
        this.logError(m);
        break;
      case 'done':
        this.jobs.delete(jobId);
        cell.loadJob = null;
        cell.loaded = true;
        this.deps.sink.chartComplete(cell.name, cell.layers > 0 ? cell.mask : null);
        break;
      default:
        break;
    }
    this.report();
  }

  private logError(m: WorkerResponse): void {
    if (m.type === 'httpError') console.error(pl.chart.httpError(m.status));
    else if (m.type === 'failed') console.error(m.message);
  }

  private drop(cell: Cell): void {
    if (cell.loadJob !== null) {
      this.deps.worker.cancel(cell.loadJob);
      this.jobs.delete(cell.loadJob);
    }
    this.deps.sink.removeChart(cell.name);
    Object.assign(cell, { loadJob: null, layers: 0, loaded: false, unneededSinceMs: null });
  }

  private update(): void {
    const view = this.view;
    const prefs = this.applied;
    if (!view || !prefs) return;
    const known = [...this.cells.values()].filter((c): c is Cell & { coverage: CellCoverage } => c.coverage !== null);
    const selection = selectCells(
      known.map((c) => ({ ...c.coverage, usable: !(c.loaded && c.layers === 0) })),
      view,
    );
    const now = this.deps.now();
    let nextDropMs = Infinity;
    for (const cell of known) {
      const present = cell.loaded || cell.loadJob !== null;
      if (selection.keep.has(cell.name)) cell.unneededSinceMs = null;
      if (selection.load.has(cell.name) && !present) this.startLoad(cell, prefs);
      else if (present && !selection.keep.has(cell.name)) {
        cell.unneededSinceMs ??= now;
        const dropAt = cell.unneededSinceMs + DROP_DELAY_MS;
        if (now >= dropAt) this.drop(cell);
        else nextDropMs = Math.min(nextDropMs, dropAt);
      }
    }
    if (this.dropTimer !== null) this.deps.clearTimer(this.dropTimer);
    this.dropTimer = null;
    if (nextDropMs < Infinity)
      this.dropTimer = this.deps.setTimer(() => {
        this.dropTimer = null;
        this.update();
      }, nextDropMs - now);
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
