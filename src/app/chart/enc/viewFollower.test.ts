import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewFollower } from './viewFollower';

describe('view follower', () => {
  afterEach(() => vi.useRealTimers());

  it('applies the first view at once, then after quiet, and at least every max wait during a gesture', () => {
    vi.useFakeTimers();
    let applied = 0;
    const f = new ViewFollower(() => (applied += 1), 150, 500, {
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
      now: () => Date.now(),
    });
    f.changed();
    expect(applied).toBe(1);
    f.changed();
    vi.advanceTimersByTime(149);
    expect(applied).toBe(1);
    vi.advanceTimersByTime(1);
    expect(applied).toBe(2);
    // A gesture: a change every 16 ms for 1.2 s.
    for (let t = 0; t < 1200; t += 16) {
      f.changed();
      vi.advanceTimersByTime(16);
    }
    expect(applied).toBeGreaterThanOrEqual(4);
    expect(applied).toBeLessThanOrEqual(5);
    f.cancel();
    const before = applied;
    vi.advanceTimersByTime(1000);
    expect(applied).toBe(before);
  });
});
