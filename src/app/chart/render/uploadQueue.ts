// Work that puts data on the GPU (a chart layer from the worker), run in
// arrival order while the GPU is idle, within a main-thread budget per
// task (at least one job; the tasks: uploadPump.ts), so a chart arriving
// never makes a long task. Jobs of one group (one chart) can be dropped together. A job
// whose result is not on screen yet (a staged chart) asks for no redraw, so
// no GPU frame delays the next upload. A large job runs in steps: it answers
// UPLOAD_AGAIN and is run again, first in line, within the budget left or in
// the next task.

/** What a job's `run` answers when it has more to do. */
export const UPLOAD_AGAIN = 'again';

export interface UploadJob {
  /** Jobs of one group are dropped together (the layers of one chart). */
  readonly group: string;
  /** For statistics: the layer's id. */
  readonly label: string;
  readonly bytes: number;
  /** Uploads (a step of it); false when nothing on screen changed (no redraw needed), UPLOAD_AGAIN when there is more to do. */
  run(): boolean | void | typeof UPLOAD_AGAIN;
}

/** Uploads stop once this much main-thread time is spent in one task. */
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

  /** Runs jobs until the budget is spent; `done` gets each run's time and whether the job is finished. True when a job changed what is on screen. */
  pump(done: (job: UploadJob, ms: number, finished: boolean) => void, budgetMs = UPLOAD_BUDGET_MS, now: () => number = () => performance.now()): boolean {
    if (this.jobs.length === 0) return false;
    const t0 = now();
    let redraw = false;
    let job: UploadJob | undefined;
    while ((job = this.jobs.shift())) {
      const t1 = now();
      const result = job.run();
      if (result === UPLOAD_AGAIN) this.jobs.unshift(job);
      else if (result !== false) redraw = true;
      done(job, now() - t1, result !== UPLOAD_AGAIN);
      if (now() - t0 >= budgetMs) break;
    }
    return redraw;
  }

  clear(): void {
    this.jobs.length = 0;
  }
}
