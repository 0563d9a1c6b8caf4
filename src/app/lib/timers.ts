// Timers as a dependency: the browser's by default, a hand-run clock in
// tests (the render loop's upload pump, the chart set's view follower, the
// load progress's pace).

export interface Timers {
  now(): number;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

export const browserTimers: Timers = {
  now: () => performance.now(),
  setTimer: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimer: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
};
