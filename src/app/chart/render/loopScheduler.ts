// The render loop's pacing: a loop every animation frame while anything
// moves or waits (a frame to draw, a fence, a pick, a listener to tell;
// uploads run in tasks of their own: uploadPump.ts); once the chart has
// been settled for IDLE_AFTER_LOOPS loops, a loop every IDLE_POLL_MS from
// a timer instead, so at rest the browser runs no
// frame lifecycle for the chart (style, paint, commit: most of a resting
// page's main-thread time). A change wakes it back to animation frames at
// once; what arrives by polling (worker data) is seen within IDLE_POLL_MS.

/** Settled loops in a row before the loop sleeps. */
export const IDLE_AFTER_LOOPS = 4;
/** While asleep, the loop runs this often (ms). */
export const IDLE_POLL_MS = 50;

export interface LoopClock {
  requestFrame(fn: () => void): number;
  cancelFrame(id: number): void;
  setTimer(fn: () => void, ms: number): number;
  clearTimer(id: number): void;
}

export const browserLoopClock: LoopClock = {
  requestFrame: (fn) => requestAnimationFrame(fn),
  cancelFrame: (id) => cancelAnimationFrame(id),
  setTimer: (fn, ms) => window.setTimeout(fn, ms),
  clearTimer: (id) => window.clearTimeout(id),
};

export class LoopScheduler {
  private settledLoops = 0;
  private frame: number | null = null;
  private timer: number | null = null;
  private running = false;

  /** `loop` runs one iteration and says whether the chart is settled (nothing moving or waiting). */
  constructor(
    private readonly loop: () => boolean,
    private readonly clock: LoopClock = browserLoopClock,
  ) {}

  /** Whether the loop polls from a timer (the chart at rest). */
  get asleep(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.settledLoops = 0;
    this.frame = this.clock.requestFrame(this.run);
  }

  stop(): void {
    this.running = false;
    if (this.frame !== null) this.clock.cancelFrame(this.frame);
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.frame = null;
    this.timer = null;
  }

  /** Something changed: loops every animation frame again, from the next one. */
  wake(): void {
    this.settledLoops = 0;
    if (this.timer === null) return;
    this.clock.clearTimer(this.timer);
    this.timer = null;
    this.frame = this.clock.requestFrame(this.run);
  }

  private readonly run = (): void => {
    this.frame = null;
    this.timer = null;
    if (!this.running) return;
    this.settledLoops = this.loop() ? this.settledLoops + 1 : 0;
    if (!this.running || this.frame !== null || this.timer !== null) return; // stopped or woken inside the loop
    if (this.settledLoops >= IDLE_AFTER_LOOPS) this.timer = this.clock.setTimer(this.run, IDLE_POLL_MS);
    else this.frame = this.clock.requestFrame(this.run);
  };
}
