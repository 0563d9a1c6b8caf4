// Work that puts data on the GPU (a chart layer from the worker), run in
// arrival order while the GPU is idle, within a main-thread budget per
// animation frame (at least one job), so a chart arriving never makes a
// long task. Jobs of one group (one chart) can be dropped together.

export interface UploadJob {
  /** Jobs of one group are dropped together (the layers of one chart). */
  readonly group: string;
  /** For statistics: the layer's id. */
  readonly label: string;
  readonly bytes: number;
  /**
   * False when what the job uploads is not drawn yet (a chart's layers before
   * its coverage mask joins, coastline tiles before their view is shown): no
   * frame is needed for it, so the next jobs need not wait for one.
   */
  readonly redraw?: boolean;
  run(): void;
}

/** Uploads stop once this much main-thread time is spent in one frame. */
export const UPLOAD_BUDGET_MS = 8;

export class UploadQueue {
  private readonly jobs: UploadJob[] = [];

  push(job: UploadJob): void {
    this.jobs.push(job);
  }

  removeGroup(group: string): void {
    for (let i = this.jobs.length - 1; i >= 0; i -= 1) if (this.jobs[i]?.group === group) this.jobs.splice(i, 1);
  }

  get size(): number {
    return this.jobs.length;
  }

  /** Runs jobs until the budget is spent; `done` gets each job's time. True when a job that changes the picture ran. */
  pump(done: (job: UploadJob, ms: number) => void, budgetMs = UPLOAD_BUDGET_MS, now: () => number = () => performance.now()): boolean {
    if (this.jobs.length === 0) return false;
    const t0 = now();
    let redraw = false;
    let job: UploadJob | undefined;
    while ((job = this.jobs.shift())) {
      const t1 = now();
      job.run();
      if (job.redraw !== false) redraw = true;
      done(job, now() - t1);
      if (now() - t0 >= budgetMs) break;
    }
    return redraw;
  }

  clear(): void {
    this.jobs.length = 0;
  }
}
