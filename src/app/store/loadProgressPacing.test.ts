// Load progress pacing: a start and an end at once, the reports between at
// most every interval, the last one of an interval written at its end.
import { describe, expect, it } from 'vitest';
import type { Timers } from '../lib/timers';
import { pacedProgress } from './loadProgressPacing';

interface P {
  charts: number;
  done: number;
}

function fakeTimers() {
  let nowMs = 0;
  const due: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const timers: Timers = {
    now: () => nowMs,
    setTimer: (fn, ms) => {
      ids += 1;
      due.push({ at: nowMs + ms, fn, id: ids });
      return ids;
    },
    clearTimer: (id) => {
      const i = due.findIndex((d) => d.id === id);
      if (i >= 0) due.splice(i, 1);
    },
  };
  const advance = (ms: number) => {
    nowMs += ms;
    for (;;) {
      const next = due.filter((d) => d.at <= nowMs).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      due.splice(due.indexOf(next), 1);
      next.fn();
    }
  };
  return { timers, advance, pending: () => due.length };
}

describe('load progress pacing', () => {
  it('writes a start and an end at once and the reports between at most every interval', () => {
    const { timers, advance, pending } = fakeTimers();
    const written: P[] = [];
    const report = pacedProgress<P>((p) => written.push(p), timers, 250);
    report({ charts: 1, done: 0 });
    expect(written).toEqual([{ charts: 1, done: 0 }]);
    advance(10);
    report({ charts: 1, done: 1 });
    advance(10);
    report({ charts: 1, done: 2 });
    expect(written).toHaveLength(1);
    advance(229);
    expect(written).toHaveLength(1);
    advance(1);
    expect(written.at(-1)).toEqual({ charts: 1, done: 2 });
    advance(100);
    report({ charts: 1, done: 3 });
    // The load ends: written at once, the waiting report dropped.
    report({ charts: 0, done: 0 });
    expect(written.slice(1)).toEqual([
      { charts: 1, done: 2 },
      { charts: 0, done: 0 },
    ]);
    expect(pending()).toBe(0);
    advance(1000);
    expect(written).toHaveLength(3);
  });

  it('writes a report at once when the interval has passed since the last write', () => {
    const { timers, advance } = fakeTimers();
    const written: P[] = [];
    const report = pacedProgress<P>((p) => written.push(p), timers, 250);
    report({ charts: 2, done: 0 });
    advance(300);
    report({ charts: 2, done: 5 });
    expect(written).toEqual([
      { charts: 2, done: 0 },
      { charts: 2, done: 5 },
    ]);
  });
});
