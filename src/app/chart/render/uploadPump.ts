// Upload jobs run in tasks of their own, not in the render loop's animation
// frames: a frame's task then holds the frame's work alone (draw, style,
// layout, paint, commit) and an upload task the uploads alone, each short
// (at a 4x throttled CPU the two together made tasks of 25-30 ms of thread
// time while a cell attached). A task runs jobs within the queue's budget
// while the GPU is idle; the next follows after a pause as long as that
// task took (at least UPLOAD_PAUSE_MIN_MS), so the main thread stays at
// least half free for input and frames. While the GPU is busy a task looks
// again after UPLOAD_GPU_POLL_MS.
import { browserTimers, type Timers } from '../../lib/timers';
import { inSpecWords } from '../chartErrors';
import type { UploadJob, UploadQueue } from './uploadQueue';

/** The shortest pause between two upload tasks (ms). */
export const UPLOAD_PAUSE_MIN_MS = 4;
/** While the GPU is busy, the next look after this long (ms). */
export const UPLOAD_GPU_POLL_MS = 8;

export interface PumpHooks {
  /** Whether the GPU has finished the frames issued so far. */
  gpuIdle(): boolean;
  /** A job ran a step: its time and whether it is finished. */
  ran(job: UploadJob, ms: number, finished: boolean): void;
  /** An upload task ended after `ms` of main-thread time; `redraw`: something on screen changed. */
  taskDone(ms: number, redraw: boolean): void;
}

export class UploadPump {
  private timer: unknown = null;

  constructor(
    private readonly queue: UploadQueue,
    private readonly hooks: PumpHooks,
    private readonly clock: Timers = browserTimers,
  ) {}

  /** Jobs were queued: a task runs them soon (one task is pending at a time). */
  kick(): void {
    if (this.timer === null && this.queue.size > 0) this.timer = this.clock.setTimer(this.run, 0);
  }

  stop(): void {
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.timer = null;
  }

  private readonly run = (): void => {
    this.timer = null;
    if (this.queue.size === 0) return;
    if (!this.hooks.gpuIdle()) {
      this.timer = this.clock.setTimer(this.run, UPLOAD_GPU_POLL_MS);
      return;
    }
    const t0 = this.clock.now();
    const redraw = inSpecWords(() => this.queue.pump((job, ms, finished) => this.hooks.ran(job, ms, finished), undefined, () => this.clock.now()));
    const ms = this.clock.now() - t0;
    this.hooks.taskDone(ms, redraw);
    if (this.queue.size > 0 && this.timer === null) this.timer = this.clock.setTimer(this.run, Math.max(UPLOAD_PAUSE_MIN_MS, ms));
  };
}
