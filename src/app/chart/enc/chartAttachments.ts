// Which charts are attached and which of them are loaded. On sign-in:
// detach all, then for the visible charts (map_visibility true) ask their
// coverage and usage band, and show the world contour map; on sign-out
// detach all. A cell's layers are loaded only while the view needs it
// (cellSelection.ts: its coverage near the view and not hidden by better
// cells at this scale) and dropped a while after it stops being needed, so
// memory follows what is on screen. Every load is staged (the sink keeps
// showing what the cell showed and swaps in the new layers once all have
// arrived and are uploaded: chartLayerGroups.ts); after a cell's first load
// its coverage mask joins and the cell is drawn. A cell's load state has
// one owner (cellLoad.ts); this class does what each change asks for. Preferences: a theme or
// depth change (colours only) recolours the loaded cells (the worker fetches
// only the features' colours for the geometry it built: featureColours.ts;
// a cell whose answer no longer fits is loaded again) and the world contour
// map, all written in one frame (cellRecolours.ts); a layer change reloads
// the loaded cells after about 100 ms; a map_visibility change attaches or
// detaches only the charts it shows or hides, at once.
import type { GeoPoint } from '../../../protocol/geo';
import { CHART_TEXT_LAYER, isLayerEnabled } from '../../../protocol/chart';
import type { Preferences } from '../../../protocol/preferences';
import { Debouncer } from '../../lib/debouncer';
import { pl } from '../../i18n/pl';
import type { FillBuffers } from '../layers/fill/fillProgram';
import { CellLoad } from './cellLoad';
import type { CellRanking } from './cellRanking';
import { CellRecolours, type ColourSink, type ProgressJob } from './cellRecolours';
import { cellCoverage, selectCells, unknownCoverage, type CellCoverage } from './cellSelection';
import { chartsAffected, coloursOnly, enabledLayers, visibilityChanges, visibleCharts } from './preferenceEffects';
import type { ViewBox } from './viewBox';
import type { ChartWorkerClient } from './workerClient';
import type { BuiltLayer, WorkerResponse } from './workerProtocol';
import type { WorldContourViews } from './worldContourViews';

export const REATTACH_DELAY_MS = 100;
/** A loaded cell the view no longer needs is dropped after this long (zooming back and forth keeps it). */
export const DROP_DELAY_MS = 5_000;

export interface LayerSink extends ColourSink {
  /** A layer of load `load`, held back until `reveal` (staged: the cell keeps showing its current layers). */
  addLayer(layer: BuiltLayer, load: number, staged: boolean): void;
  /** Every layer of the load has arrived: show them in place of the cell's current ones, then call `shown`. */
  reveal(chartName: string, load: number, shown: () => void): void;
  /** The cell's first load is shown: its coverage mask joins (null: the cell has none) and the cell is drawn. */
  chartComplete(chartName: string, mask: FillBuffers | null): void;
  /** Forgets a staged or recolour load that was cancelled. */
  dropLoad(load: number): void;
  /** Removes a cell's layers, shown and staged, and its mask. */
  removeChart(chartName: string): void;
}

export interface LoadProgress {
  /** Charts still loading. */
  charts: number;
  done: number;
  total: number;
}

export interface AttachmentDeps {
  worker: Pick<ChartWorkerClient, 'start' | 'cancel' | 'forget'>;
  sink: LayerSink;
  ranking: Pick<CellRanking, 'set' | 'clear' | 'delete'>;
  world: Pick<WorldContourViews, 'attach' | 'detach' | 'recolour'>;
  token: () => string | null;
  origin: GeoPoint;
  onProgress: (p: LoadProgress) => void;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (t: unknown) => void;
  now: () => number;
}

interface Cell {
  name: string;
  coverage: CellCoverage | null;
  mask: FillBuffers | null;
  readonly load: CellLoad;
  /** Since when the view no longer needs the cell's layers (null: it does, or none are there). */
  unneededSinceMs: number | null;
}

export class ChartAttachments {
  private readonly cells = new Map<string, Cell>();
  /** Jobs running: coverage, layer loads and recolours, for the progress. */
  private readonly jobs = new Map<number, ProgressJob>();
  private readonly recolours: CellRecolours;
  /** A change of theme, layers or depth, applied after REATTACH_DELAY_MS; charts shown or hidden, in the next task (the latest change of each). */
  private readonly reattach: Debouncer;
  private readonly visibility: Debouncer;
  private dropTimer: unknown = null;
  private view: ViewBox | null = null;
  /** The preferences the attached charts were loaded with (null while signed out). */
  private applied: Preferences | null = null;

  constructor(private readonly deps: AttachmentDeps) {
    this.reattach = new Debouncer(REATTACH_DELAY_MS, deps);
    this.visibility = new Debouncer(0, deps);
    this.recolours = new CellRecolours({
      worker: deps.worker,
      sink: deps.sink,
      token: deps.token,
      jobs: this.jobs,
      reload: (name) => {
        const cell = this.cells.get(name);
        if (cell && this.applied) this.startLoad(cell, this.applied);
      },
      attached: (name) => this.cells.has(name),
      report: () => this.report(),
      onError: (m) => this.logError(m),
    });
  }

  get attachedCharts(): string[] {
    return [...this.cells.keys()];
  }

  /** Cells whose layers are loaded now. */
  get loadedCharts(): string[] {
    return [...this.cells.values()].filter((c) => c.load.settledOnce).map((c) => c.name);
  }

  /** Cells whose last load ended with no layer and a failure. */
  get failedCharts(): string[] {
    return [...this.cells.values()].filter((c) => c.load.state.kind === 'failed').map((c) => c.name);
  }

  /** Cells loading now. */
  get loadingCharts(): string[] {
    return [...this.cells.values()].filter((c) => c.load.job !== null).map((c) => c.name);
  }

  /** Signed in with these preferences: detach all, attach the visible ones. */
  attachVisible(prefs: Preferences): void {
    this.detachAll();
    this.applied = prefs;
    this.deps.world.attach(prefs.ui_settings.theme);
    for (const name of visibleCharts(prefs)) this.attach(name);
  }

  /**
   * Preferences changed: the theme, layers or depth differ (or a change is
   * already waiting): applied after about 100 ms (later changes restart the
   * wait; that covers the charts shown or hidden too); otherwise the charts
   * whose visibility changed attach or detach in the next task, not in the
   * task of the change (the operator's click on a switch: its task then
   * holds the panel's answer alone).
   */
  preferencesChanged(prefs: Preferences): void {
    const applied = this.applied;
    if (!applied) return;
    if (this.reattach.pending || chartsAffected(applied, prefs)) {
      this.visibility.cancel();
      this.scheduleReattach(prefs);
      return;
    }
    this.visibility.schedule(() => this.showAndHide(prefs));
  }

  /** The charts whose visibility changed attach or detach, each alone. */
  private showAndHide(prefs: Preferences): void {
    const applied = this.applied;
    if (!applied) return;
    const { shown, hidden } = visibilityChanges(applied, prefs);
    this.applied = prefs;
    for (const name of hidden) this.detach(name);
    for (const name of shown) if (!this.cells.has(name)) this.attach(name);
  }

  /**
   * Applies these preferences after about 100 ms (later changes restart the
   * wait). A change of colours only keeps the next frame for the new colours
   * from now on: a frame started meanwhile (the console's own theme) would
   * hold them back by a whole frame on a slow GPU.
   */
  scheduleReattach(prefs: Preferences): void {
    if (this.applied && coloursOnly(this.applied, prefs)) this.deps.sink.expectColours();
    this.reattach.schedule(() => this.apply(prefs));
  }

  /** Applies new preferences to what is attached: colours only are recoloured, anything else reloaded (staged). */
  private apply(prefs: Preferences): void {
    const applied = this.applied;
    if (!applied) return;
    this.applied = prefs;
    const colours = coloursOnly(applied, prefs);
    const visible = new Set(visibleCharts(prefs));
    for (const name of [...this.cells.keys()]) if (!visible.has(name)) this.detach(name);
    this.recolours.cancelAll();
    const recolour: string[] = [];
    for (const cell of this.cells.values()) {
      if (cell.load.job !== null || (cell.load.settledOnce && !colours)) this.startLoad(cell, prefs);
      else if (cell.load.settledOnce) recolour.push(cell.name);
    }
    const theme = prefs.ui_settings.theme;
    this.recolours.start(recolour, enabledLayers(prefs), prefs, () => this.deps.world.recolour(theme));
    for (const name of visible) if (!this.cells.has(name)) this.attach(name);
    this.report();
  }

  /** A chart file changed on the server: an attached cell is loaded again (staged), its coverage asked again. */
  reload(chartName: string): void {
    const cell = this.cells.get(chartName);
    if (!cell || !this.applied || this.reattach.pending) return;
    this.recolours.cancel(chartName);
    if (cell.load.present) this.startLoad(cell, this.applied);
  }

  /** Signed out: no maps. */
  signOut(): void {
    this.detachAll();
    this.applied = null;
  }

  detachAll(): void {
    this.recolours.cancelAll();
    this.visibility.cancel();
    this.reattach.cancel();
    if (this.dropTimer !== null) this.deps.clearTimer(this.dropTimer);
    this.dropTimer = null;
    for (const jobId of this.jobs.keys()) {
      this.deps.worker.cancel(jobId);
      this.deps.sink.dropLoad(jobId);
    }
    this.jobs.clear();
    for (const cell of this.cells.values()) this.removeLayers(cell);
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
    const cell: Cell = { name, coverage: null, mask: null, load: new CellLoad(), unneededSinceMs: null };
    this.cells.set(name, cell);
    const jobId = this.deps.worker.start({ type: 'coverage', chartName: name, token: this.deps.token(), origin: this.deps.origin }, (m) => this.coverageMessage(cell, jobId, m));
    this.jobs.set(jobId, { done: 0, total: 1 });
    this.report();
  }

  /** Detaches one cell: its jobs are cancelled, its layers and mask removed. */
  private detach(name: string): void {
    const cell = this.cells.get(name);
    if (!cell) return;
    this.cells.delete(name);
    // The cell's coverage job (if still running) answers to a cell no longer attached.
    this.removeLayers(cell);
    this.deps.ranking.delete(name);
    this.report();
  }

  private coverageMessage(cell: Cell, jobId: number, m: WorkerResponse): void {
    const attached = this.cells.get(cell.name) === cell;
    if (m.type === 'coverage' && attached) {
      cell.coverage = cellCoverage(m.coverage.coverage);
      cell.mask = m.coverage.mask;
      if (m.coverage.mask) this.deps.ranking.set(cell.name, m.coverage.coverage.usage_band, m.coverage.coverage.cscl, m.coverage.mask, m.coverage.grid);
    } else if (m.type === 'httpError' || m.type === 'failed') {
      this.logError(m);
    } else if (m.type === 'done') {
      this.jobs.delete(jobId);
      if (attached) {
        cell.coverage ??= cellCoverage(unknownCoverage(cell.name));
        this.update();
      }
    }
    this.report();
  }

  /** Loads a cell's layers (staged: a loaded cell keeps showing its layers until the new ones are all in). */
  private startLoad(cell: Cell, prefs: Preferences): void {
    this.cancelLoad(cell);
    const layers = enabledLayers(prefs);
    const jobId = this.deps.worker.start(
      {
        type: 'load',
        chartName: cell.name,
        layers,
        theme: prefs.ui_settings.theme,
        depthWhenWhiteM: prefs.chart_settings.depth_when_white,
        names: isLayerEnabled(prefs.layer_visibility, CHART_TEXT_LAYER),
        token: this.deps.token(),
        origin: this.deps.origin,
      },
      (m) => this.loadMessage(cell, jobId, m),
    );
    cell.load.start(jobId);
    this.jobs.set(jobId, { done: 0, total: layers.length });
  }

  /** Stops a cell's load under way and forgets what it staged. */
  private cancelLoad(cell: Cell): void {
    const jobId = cell.load.cancel();
    if (jobId === null) return;
    this.deps.worker.cancel(jobId);
    this.deps.sink.dropLoad(jobId);
    this.jobs.delete(jobId);
  }

  private loadMessage(cell: Cell, jobId: number, m: WorkerResponse): void {
    const job = this.jobs.get(jobId);
    if (!job || cell.load.job !== jobId) return;
    switch (m.type) {
      case 'layer':
        cell.load.layerArrived(jobId);
        this.deps.sink.addLayer(m.layer, jobId, true);
        break;
      case 'progress':
        Object.assign(job, { done: m.done, total: m.total });
        break;
      case 'httpError':
      case 'failed':
        cell.load.failure(jobId);
        this.logError(m);
        break;
      case 'done':
        job.done = job.total;
        // Counted as loading until the new layers are on screen.
        this.deps.sink.reveal(cell.name, jobId, () => this.shown(cell, jobId));
        break;
      default:
        break;
    }
    this.report();
  }

  /** A load's layers are on screen. */
  private shown(cell: Cell, jobId: number): void {
    if (this.cells.get(cell.name) !== cell) return;
    const shown = cell.load.shown(jobId);
    if (!shown) return;
    this.jobs.delete(jobId);
    if (shown.first) this.deps.sink.chartComplete(cell.name, cell.load.layers > 0 ? cell.mask : null);
    this.report();
  }

  private logError(m: WorkerResponse): void {
    if (m.type === 'httpError') console.error(pl.chart.httpError(m.status));
    else if (m.type === 'failed') console.error(m.message);
  }

  /** Cancels a cell's jobs and removes what it shows. */
  private removeLayers(cell: Cell): void {
    const present = cell.load.present;
    this.cancelLoad(cell);
    this.recolours.cancel(cell.name);
    if (present) this.deps.sink.removeChart(cell.name);
    this.deps.worker.forget(cell.name);
    cell.load.unload();
    cell.unneededSinceMs = null;
  }

  private update(): void {
    const view = this.view;
    const prefs = this.applied;
    if (!view || !prefs) return;
    const known = [...this.cells.values()].filter((c): c is Cell & { coverage: CellCoverage } => c.coverage !== null);
    const selection = selectCells(
      known.map((c) => ({ ...c.coverage, usable: c.load.usable })),
      view,
    );
    const now = this.deps.now();
    let nextDropMs = Infinity;
    for (const cell of known) {
      const present = cell.load.present;
      if (selection.keep.has(cell.name)) cell.unneededSinceMs = null;
      if (selection.load.has(cell.name) && !present) this.startLoad(cell, prefs);
      else if (present && !selection.keep.has(cell.name)) {
        cell.unneededSinceMs ??= now;
        const dropAt = cell.unneededSinceMs + DROP_DELAY_MS;
        if (now >= dropAt) this.removeLayers(cell);
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
