import { describe, expect, it } from 'vitest';
import { TRAILS_LIVE_REFRESH_MS, TRAILS_REPLAY_MIN_MS, TrailsFeed } from './trailsFeed';

describe('trails feed', () => {
  it('asks for the last ten minutes when on, again after a while, and for none when off', () => {
    let nowMs = 0;
    const asked: ({ fromMs: number; toMs: number } | null)[] = [];
    const feed = new TrailsFeed({ request: (w) => asked.push(w && { fromMs: w.fromMs, toMs: w.toMs }), now: () => nowMs });
    const rgba = [1, 2, 3, 255] as const;
    feed.update({ on: false, endMs: 0, replaying: false, rgba });
    expect(asked).toEqual([]);
    feed.update({ on: true, endMs: 1_000_000, replaying: false, rgba });
    expect(asked).toEqual([{ fromMs: 400_000, toMs: 1_000_000 }]);
    nowMs += TRAILS_LIVE_REFRESH_MS - 1;
    feed.update({ on: true, endMs: 1_009_999, replaying: false, rgba });
    expect(asked).toHaveLength(1);
    nowMs += 1;
    feed.update({ on: true, endMs: 1_010_000, replaying: false, rgba });
    expect(asked).toHaveLength(2);
    // Replaying: before the moment, again as it moves (not more often than every two seconds).
    feed.update({ on: true, endMs: 500_000, replaying: true, rgba });
    expect(asked.at(-1)).toEqual({ fromMs: -100_000, toMs: 500_000 });
    feed.update({ on: true, endMs: 505_000, replaying: true, rgba });
    expect(asked).toHaveLength(3);
    nowMs += TRAILS_REPLAY_MIN_MS;
    feed.update({ on: true, endMs: 505_000, replaying: true, rgba });
    expect(asked).toHaveLength(4);
    feed.update({ on: false, endMs: 0, replaying: true, rgba });
    expect(asked.at(-1)).toBeNull();
  });
});
