// The charts' load progress reaches the store at most every
// LOAD_PROGRESS_MS. A cell's load reports each of its layers (about forty
// for a harbour cell), and every report re-rendered and repainted the
// progress: about an eighth of the main thread's work while a cell
// attached. A load starting or ending (the number of charts loading
// changes) is written at once, so the progress comes and goes without delay;
// the last report within an interval is written at its end.

import { browserTimers, type Timers } from '../lib/timers';

/** Progress reports reach the store at most this often (ms). */
export const LOAD_PROGRESS_MS = 250;

/** `write` paced: the returned function takes every report. */
export function pacedProgress<P extends { charts: number }>(write: (progress: P) => void, timers: Timers = browserTimers, intervalMs = LOAD_PROGRESS_MS): (progress: P) => void {
  let written: P | null = null;
  let writtenAtMs = -Infinity;
  let pending: P | null = null;
  let timer: unknown = null;
  const writeNow = (progress: P): void => {
    if (timer !== null) timers.clearTimer(timer);
    timer = null;
    pending = null;
    written = progress;
    writtenAtMs = timers.now();
    write(progress);
  };
  return (progress) => {
    const elapsedMs = timers.now() - writtenAtMs;
    if (written === null || progress.charts !== written.charts || elapsedMs >= intervalMs) {
      writeNow(progress);
      return;
    }
    pending = progress;
    timer ??= timers.setTimer(() => {
      timer = null;
      if (pending) writeNow(pending);
    }, intervalMs - elapsedMs);
  };
}
