import { describe, expect, it } from 'vitest';
import { IDLE_AFTER_LOOPS, IDLE_POLL_MS, LoopScheduler, type LoopClock } from './loopScheduler';

/** A clock whose frames and timers run when the test says. */
function fakeClock() {
  let next = 1;
  const frames = new Map<number, () => void>();
  const timers = new Map<number, [() => void, number]>();
  const clock: LoopClock = {
    requestFrame: (fn) => (frames.set(next, fn), next++),
    cancelFrame: (id) => void frames.delete(id),
    setTimer: (fn, ms) => (timers.set(next, [fn, ms]), next++),
    clearTimer: (id) => void timers.delete(id),
  };
  const runOne = (pending: Map<number, unknown>, call: (id: number) => void) => {
    const [id] = pending.keys();
    if (id === undefined) return false;
    call(id);
    return true;
  };
  return {
    clock,
    frames,
    timers,
    frame: () =>
      runOne(frames, (id) => {
        const fn = frames.get(id);
        frames.delete(id);
        fn?.();
      }),
    timer: () =>
      runOne(timers, (id) => {
        const t = timers.get(id);
        timers.delete(id);
        t?.[0]();
      }),
  };
}

describe('render loop pacing', () => {
  it('loops every animation frame while the chart is busy', () => {
    const c = fakeClock();
    let loops = 0;
    const s = new LoopScheduler(() => (loops += 1) < 0, c.clock);
    s.start();
    for (let i = 0; i < 3 * IDLE_AFTER_LOOPS; i += 1) expect(c.frame()).toBe(true);
    expect(loops).toBe(3 * IDLE_AFTER_LOOPS);
    expect(c.timers.size).toBe(0);
    expect(s.asleep).toBe(false);
  });

  it('sleeps after IDLE_AFTER_LOOPS settled loops, then polls from a timer', () => {
    const c = fakeClock();
    let loops = 0;
    const s = new LoopScheduler(() => ((loops += 1), true), c.clock);
    s.start();
    for (let i = 0; i < IDLE_AFTER_LOOPS; i += 1) c.frame();
    expect(c.frames.size).toBe(0);
    expect([...c.timers.values()].map(([, ms]) => ms)).toEqual([IDLE_POLL_MS]);
    expect(s.asleep).toBe(true);
    c.timer();
    expect(loops).toBe(IDLE_AFTER_LOOPS + 1);
    expect(c.timers.size).toBe(1);
  });

  it('a change wakes it to animation frames at once; a busy poll does too', () => {
    const c = fakeClock();
    let settled = true;
    const s = new LoopScheduler(() => settled, c.clock);
    s.start();
    for (let i = 0; i < IDLE_AFTER_LOOPS; i += 1) c.frame();
    s.wake();
    expect(c.timers.size).toBe(0);
    expect(c.frames.size).toBe(1);
    for (let i = 0; i < IDLE_AFTER_LOOPS; i += 1) c.frame();
    expect(s.asleep).toBe(true);
    settled = false; // e.g. worker data arrived: the poll finds a frame to draw
    c.timer();
    expect(c.frames.size).toBe(1);
    expect(s.asleep).toBe(false);
  });

  it('stops: nothing left scheduled, asleep or not', () => {
    const c = fakeClock();
    const s = new LoopScheduler(() => true, c.clock);
    s.start();
    s.stop();
    expect(c.frames.size + c.timers.size).toBe(0);
    s.start();
    for (let i = 0; i < IDLE_AFTER_LOOPS; i += 1) c.frame();
    s.stop();
    expect(c.frames.size + c.timers.size).toBe(0);
  });
});
