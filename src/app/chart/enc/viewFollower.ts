// Calls `apply` for view changes: at once for the first one, then once the
// view has been quiet for `quietMs`, and at least every `maxWaitMs` during a
// long gesture (so a long pan still loads what comes into view).

import type { Timers } from '../../lib/timers';

export class ViewFollower {
  private timer: unknown = null;
  private firstPendingMs: number | null = null;
  private started = false;

  constructor(
    private readonly apply: () => void,
    private readonly quietMs: number,
    private readonly maxWaitMs: number,
    private readonly timers: Timers,
  ) {}

  /** The view changed. */
  changed(): void {
    if (!this.started) {
      this.started = true;
      this.apply();
      return;
    }
    const now = this.timers.now();
    this.firstPendingMs ??= now;
    if (this.timer !== null) this.timers.clearTimer(this.timer);
    const wait = Math.max(0, Math.min(this.quietMs, this.firstPendingMs + this.maxWaitMs - now));
    this.timer = this.timers.setTimer(() => this.fire(), wait);
  }

  private fire(): void {
    this.timer = null;
    this.firstPendingMs = null;
    this.apply();
  }

  cancel(): void {
    if (this.timer !== null) this.timers.clearTimer(this.timer);
    this.timer = null;
    this.firstPendingMs = null;
  }
}
