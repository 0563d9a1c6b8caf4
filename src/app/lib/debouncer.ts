// Runs the last scheduled action once nothing new was scheduled for a while
// (the depth input's 3.5 s pause, the sliders' save after dragging, the
// chart attachments' preference changes).
import { browserTimers, type Timers } from './timers';

export type DebounceTimers = Pick<Timers, 'setTimer' | 'clearTimer'>;

export class Debouncer {
  private timer: unknown = null;
  private action: (() => void) | null = null;

  constructor(
    private readonly delayMs: number,
    private readonly timers: DebounceTimers = browserTimers,
  ) {}

  get pending(): boolean {
    return this.action !== null;
  }

  /** Runs `action` after the delay unless another is scheduled first (which then replaces it). */
  schedule(action: () => void): void {
    this.cancel();
    this.action = action;
    this.timer = this.timers.setTimer(() => this.flush(), this.delayMs);
  }

  /** Runs the waiting action now (e.g. when the control goes away). */
  flush(): void {
    const action = this.action;
    this.cancel();
    action?.();
  }

  cancel(): void {
    if (this.timer !== null) this.timers.clearTimer(this.timer);
    this.timer = null;
    this.action = null;
  }
}
