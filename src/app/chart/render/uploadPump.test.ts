// Upload tasks: one pending at a time, none while the GPU is busy (a look
// again later), the pause after a task as long as the task took.
import { describe, expect, it } from 'vitest';
import type { Timers } from '../../lib/timers';
import { UPLOAD_GPU_POLL_MS, UPLOAD_PAUSE_MIN_MS, UploadPump } from './uploadPump';
import { UPLOAD_AGAIN, UploadQueue } from './uploadQueue';

function clock() {
  let nowMs = 0;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const c: Timers & { advance(ms: number): void; delays: number[]; tick(ms: number): void } = {
    delays: [],
    now: () => nowMs,
    setTimer: (fn, ms) => {
      ids += 1;
      c.delays.push(ms);
      timers.push({ at: nowMs + ms, fn, id: ids });
      return ids;
    },
    clearTimer: (id) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    tick: (ms) => {
      nowMs += ms;
    },
    advance: (ms) => {
      const end = nowMs + ms;
      for (;;) {
        const next = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers.splice(timers.indexOf(next), 1);
        nowMs = Math.max(nowMs, next.at);
        next.fn();
      }
      nowMs = Math.max(nowMs, end);
    },
  };
  return c;
}

describe('upload pump', () => {
  it('runs jobs in tasks of their own, waits while the GPU is busy, and pauses as long as a task took', () => {
    const c = clock();
    const queue = new UploadQueue();
    let gpuIdle = false;
    const tasks: [number, boolean][] = [];
    const ran: string[] = [];
    const pump = new UploadPump(queue, { gpuIdle: () => gpuIdle, ran: (job) => ran.push(job.label), taskDone: (ms, redraw) => tasks.push([ms, redraw]) }, c);
    let steps = 2;
    // Each step takes 10 ms (over the queue's budget: one step a task).
    queue.push({ group: 'g', label: 'big', bytes: 1, run: () => (c.tick(10), --steps > 0 ? UPLOAD_AGAIN : undefined) });
    queue.push({ group: 'g', label: 'staged', bytes: 1, run: () => (c.tick(10), false) });
    pump.kick();
    pump.kick();
    expect(c.delays).toEqual([0]); // one task pending at a time
    c.advance(0);
    expect(ran).toEqual([]); // the GPU is busy: a look again later
    expect(c.delays).toEqual([0, UPLOAD_GPU_POLL_MS]);
    gpuIdle = true;
    c.advance(UPLOAD_GPU_POLL_MS);
    expect(ran).toEqual(['big']);
    expect(tasks).toEqual([[10, false]]);
    expect(c.delays.at(-1)).toBe(Math.max(UPLOAD_PAUSE_MIN_MS, 10)); // the pause: as long as the task
    c.advance(10);
    expect(ran).toEqual(['big', 'big']);
    expect(tasks.at(-1)).toEqual([10, true]); // the big job finished: on screen
    c.advance(10);
    expect(ran).toEqual(['big', 'big', 'staged']);
    expect(tasks.at(-1)).toEqual([10, false]);
    expect(queue.size).toBe(0);
    const timersSet = c.delays.length;
    c.advance(100);
    expect(c.delays).toHaveLength(timersSet); // nothing left: no more tasks
  });

  it('stops: a pending task does not run', () => {
    const c = clock();
    const queue = new UploadQueue();
    const ran: string[] = [];
    const pump = new UploadPump(queue, { gpuIdle: () => true, ran: (job) => ran.push(job.label), taskDone: () => undefined }, c);
    queue.push({ group: 'g', label: 'a', bytes: 1, run: () => undefined });
    pump.kick();
    pump.stop();
    c.advance(100);
    expect(ran).toEqual([]);
  });
});
