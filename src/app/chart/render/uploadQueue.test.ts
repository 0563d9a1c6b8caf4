import { describe, expect, it } from 'vitest';
import { UPLOAD_AGAIN, UploadQueue, type UploadJob } from './uploadQueue';

const job = (group: string, label: string, log: string[]): UploadJob => ({ group, label, bytes: 10, run: () => void log.push(label) });

describe('upload queue', () => {
  it('runs a job in steps, first in line, within the budget and on the next pump', () => {
    const log: string[] = [];
    const q = new UploadQueue();
    let steps = 3;
    q.push({ group: 'g', label: 'big', bytes: 1, run: () => (log.push(`big${steps}`), --steps > 0 ? UPLOAD_AGAIN : undefined) });
    q.push(job('g', 'small', log));
    let t = 0;
    const finished: boolean[] = [];
    // The clock moves 1 ms per reading, 3 readings a step: a 6 ms budget holds two steps.
    const clock = () => (t += 1);
    q.pump((_, __, done) => void finished.push(done), 6, clock);
    expect(log).toEqual(['big3', 'big2']);
    expect(q.size).toBe(2);
    q.pump((_, __, done) => void finished.push(done), 6, clock);
    expect(log).toEqual(['big3', 'big2', 'big1', 'small']);
    expect(finished).toEqual([false, false, true, true]);
    expect(q.size).toBe(0);
  });

  it('runs jobs in order until the frame budget is spent, at least one', () => {
    const log: string[] = [];
    const q = new UploadQueue();
    for (const l of ['a', 'b', 'c']) q.push(job('g', l, log));
    let t = 0;
    // Each job takes 5 ms of a 8 ms budget: two run, then the budget is spent.
    const now = () => t;
    const done: string[] = [];
    expect(
      q.pump(
        (j) => {
          done.push(j.label);
        },
        8,
        () => {
          const v = now();
          t += 2.5;
          return v;
        },
      ),
    ).toBe(true);
    expect(log).toEqual(['a', 'b']);
    expect(done).toEqual(['a', 'b']);
    expect(q.size).toBe(1);
  });

  it('asks for a redraw only when a job changed what is on screen', () => {
    const q = new UploadQueue();
    q.push({ group: 'g', label: 'staged', bytes: 1, run: () => false });
    expect(q.pump(() => undefined, 1_000)).toBe(false);
    q.push({ group: 'g', label: 'staged', bytes: 1, run: () => false });
    q.push({ group: 'g', label: 'shown', bytes: 1, run: () => undefined });
    expect(q.pump(() => undefined, 1_000)).toBe(true);
  });

  it('drops the queued jobs of a group', () => {
    const log: string[] = [];
    const q = new UploadQueue();
    q.push(job('chart:A', 'a1', log));
    q.push(job('chart:B', 'b1', log));
    q.push(job('chart:A', 'a2', log));
    q.removeGroup('chart:A');
    q.pump(() => undefined, 1_000);
    expect(log).toEqual(['b1']);
    expect(q.pump(() => undefined)).toBe(false);
  });
});
