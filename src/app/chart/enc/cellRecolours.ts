// A colours-only preferences change (theme, depth_when_white) on the cells
// already loaded: each cell's recolour runs in the chart worker (only the
// features' colours are fetched: featureColours.ts), and once every cell of
// the change has its colours, all of them — with the world contour map's
// land — are written in one upload job, so one frame shows the whole chart
// in the new colours. (Written as each cell finished, every cell cost one
// more frame: on a software GPU half a second each.) A cell whose answer no
// longer fits its geometry is loaded again instead.
import type { Preferences } from '../../../protocol/preferences';
import type { WorkerResponse } from './workerProtocol';
import type { ChartWorkerClient } from './workerClient';
import type { LayerColours } from './featureColours';

/** User Timing marks of a colour change (benchmarks read them): started, a cell's colours arrived, the write queued, written. */
export const RECOLOUR_MARKS = { started: 'traxis:recolour-started', arrived: 'traxis:recolour-arrived', queued: 'traxis:colours-queued', written: 'traxis:colours-written' } as const;

/** A job counted in the load progress. */
export interface ProgressJob {
  done: number;
  total: number;
}

/** One cell's recolour load whose colours have all arrived. */
export interface ColourLoad {
  chartName: string;
  load: number;
}

export interface ColourSink {
  /** A colour change has started: the next frame is kept for its colours (they come within a second). */
  expectColours(): void;
  /** New colours for one layer of a cell (recolour load `load`), held until `applyColours`. */
  recolour(load: number, layerName: string, colours: LayerColours): void;
  /**
   * Writes the loads' colours into their cells' layers and runs `alongside`,
   * in one upload job (one frame shows them all); `done` gets the loads that
   * did not fit some layer. A load dropped meanwhile is left out.
   */
  applyColours(loads: readonly ColourLoad[], alongside: () => void, done: (unfit: ReadonlySet<number>) => void): void;
  /** Forgets a recolour load's colours (cancelled). */
  dropLoad(load: number): void;
}

export interface CellRecolourDeps {
  worker: Pick<ChartWorkerClient, 'start' | 'cancel'>;
  sink: ColourSink;
  token: () => string | null;
  /** The load progress's jobs (shared with the loads). */
  jobs: Map<number, ProgressJob>;
  /** A cell's colours did not fit its layers: load it again. */
  reload: (chartName: string) => void;
  /** Whether a cell is still attached (answers for a detached one are dropped). */
  attached: (chartName: string) => boolean;
  report: () => void;
  onError: (m: WorkerResponse) => void;
}

/** The recolours of one preferences change: written together once none is awaited. */
class ColourBatch {
  readonly awaited = new Set<number>();
  readonly ready: ColourLoad[] = [];
  /** Loads whose answer did not fit (their cells are loaded again). */
  readonly missed = new Set<number>();
  sealed = false;
  written = false;
  constructor(readonly alongside: () => void) {}
}

export class CellRecolours {
  /** The recolour load running per cell. */
  private readonly running = new Map<string, number>();
  private batch: ColourBatch | null = null;

  constructor(private readonly deps: CellRecolourDeps) {}

  /**
   * Recolours these loaded cells (their `layers`) for new preferences;
   * `alongside` (the world contour map's new colours) is written in the
   * same upload job, at once when no cell recolours. A change still under
   * way is dropped first.
   */
  start(cells: readonly string[], layers: readonly string[], prefs: Preferences, alongside: () => void): void {
    this.cancelAll();
    performance.mark(RECOLOUR_MARKS.started);
    const batch = new ColourBatch(alongside);
    this.batch = batch;
    this.deps.sink.expectColours();
    for (const name of cells) batch.awaited.add(this.startCell(name, layers, prefs, batch));
    batch.sealed = true;
    this.writeWhenReady(batch);
  }

  /** Stops a cell's recolour (its colours are forgotten; the rest of its change goes on). */
  cancel(chartName: string): void {
    const jobId = this.running.get(chartName);
    if (jobId === undefined) return;
    this.running.delete(chartName);
    this.deps.worker.cancel(jobId);
    this.deps.sink.dropLoad(jobId);
    this.deps.jobs.delete(jobId);
    const batch = this.batch;
    if (batch?.awaited.delete(jobId)) this.writeWhenReady(batch);
  }

  /** Stops every recolour; the change under way writes nothing more. */
  cancelAll(): void {
    this.batch = null;
    for (const name of [...this.running.keys()]) this.cancel(name);
  }

  private startCell(chartName: string, layers: readonly string[], prefs: Preferences, batch: ColourBatch): number {
    const jobId = this.deps.worker.start(
      { type: 'recolour', chartName, layers: [...layers], theme: prefs.ui_settings.theme, depthWhenWhiteM: prefs.chart_settings.depth_when_white, token: this.deps.token() },
      (m) => this.message(chartName, jobId, batch, m),
    );
    this.running.set(chartName, jobId);
    this.deps.jobs.set(jobId, { done: 0, total: layers.length });
    return jobId;
  }

  private message(chartName: string, jobId: number, batch: ColourBatch, m: WorkerResponse): void {
    const job = this.deps.jobs.get(jobId);
    if (!job || this.running.get(chartName) !== jobId) return;
    switch (m.type) {
      case 'colours':
        this.deps.sink.recolour(jobId, m.layerName, m.colours);
        break;
      case 'recolourMissed':
        batch.missed.add(jobId);
        break;
      case 'progress':
        Object.assign(job, { done: m.done, total: m.total });
        break;
      case 'httpError':
      case 'failed':
        this.deps.onError(m);
        break;
      case 'done':
        job.done = job.total;
        performance.mark(RECOLOUR_MARKS.arrived, { detail: chartName });
        batch.awaited.delete(jobId);
        if (batch.missed.has(jobId)) this.finished(chartName, jobId, false);
        else batch.ready.push({ chartName, load: jobId });
        this.writeWhenReady(batch);
        break;
      default:
        break;
    }
    this.deps.report();
  }

  /** Writes the batch once nothing is awaited (if it is still the current one). */
  private writeWhenReady(batch: ColourBatch): void {
    if (!batch.sealed || batch.written || batch.awaited.size > 0 || this.batch !== batch) return;
    batch.written = true;
    performance.mark(RECOLOUR_MARKS.queued);
    this.deps.sink.applyColours(
      batch.ready,
      () => {
        performance.mark(RECOLOUR_MARKS.written);
        if (this.batch === batch) batch.alongside();
      },
      (unfit) => {
        for (const { chartName, load } of batch.ready) this.finished(chartName, load, !unfit.has(load));
      },
    );
  }

  /** A cell's recolour is on screen, or did not fit (the cell is loaded again). */
  private finished(chartName: string, jobId: number, ok: boolean): void {
    if (this.running.get(chartName) !== jobId) return;
    this.running.delete(chartName);
    this.deps.jobs.delete(jobId);
    if (!ok) {
      this.deps.sink.dropLoad(jobId);
      if (this.deps.attached(chartName)) this.deps.reload(chartName);
    }
    this.deps.report();
  }
}
