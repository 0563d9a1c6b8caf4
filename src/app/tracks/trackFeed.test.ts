import { describe, expect, it } from 'vitest';
import type { HistoryTrack } from '../../protocol/history';
import type { TrackDrawing } from '../chart/layers/track/trackSketch';
import { TRACK_LIVE_REFRESH_MS, TrackFeed, type TrackWanted } from './trackFeed';

function harness() {
  let nowMs = 1_000_000;
  const reads: [string, number, number][] = [];
  const shown: (TrackDrawing | null)[] = [];
  let answer: (track: HistoryTrack) => void = () => undefined;
  const feed = new TrackFeed({
    track: (mmsi, fromMs, toMs) => {
      reads.push([mmsi, fromMs, toMs]);
      return new Promise((resolve) => (answer = resolve));
    },
    show: (track) => shown.push(track),
    now: () => nowMs,
    failed: () => undefined,
  });
  return { feed, reads, shown, answer: (t: HistoryTrack) => answer(t), advance: (ms: number) => (nowMs += ms), now: () => nowMs };
}

const wanted = (over: Partial<TrackWanted> = {}): TrackWanted => ({ mmsi: '261000001', durationMin: 60, endMs: 5_000_000, replaying: false, newest: null, ...over });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('track feed', () => {
  it('reads the chosen length before now, joins the newest position and reads again after a while', async () => {
    const h = harness();
    h.feed.update(wanted());
    expect(h.reads).toEqual([['261000001', 5_000_000 - 3_600_000, 5_000_000]]);
    h.answer({ mmsi: '261000001', points: [[4_000_000, 54, 18, 10, 90, 90], [4_900_000, 54, 18.1, 10, 90, 90]] });
    await flush();
    expect(h.shown.at(-1)?.points).toEqual([[4_000_000, 54, 18], [4_900_000, 54, 18.1]]);
    h.feed.update(wanted({ newest: [4_950_000, 54, 18.12] }));
    expect(h.shown.at(-1)?.points.at(-1)).toEqual([4_950_000, 54, 18.12]);
    expect(h.reads).toHaveLength(1);
    h.advance(TRACK_LIVE_REFRESH_MS);
    h.feed.update(wanted({ newest: [4_950_000, 54, 18.12] }));
    expect(h.reads).toHaveLength(2);
  });

  it('reads at once for another vessel or length, and before the replayed moment as it moves', async () => {
    const h = harness();
    h.feed.update(wanted());
    h.answer({ mmsi: '261000001', points: [] });
    await flush();
    h.feed.update(wanted({ durationMin: 10 }));
    expect(h.reads.at(-1)).toEqual(['261000001', 5_000_000 - 600_000, 5_000_000]);
    expect(h.shown.at(-1)).toBeNull();
    h.answer({ mmsi: '261000001', points: [] });
    await flush();
    h.feed.update(wanted({ replaying: true, endMs: 2_000_000 }));
    expect(h.reads.at(-1)?.[2]).toBe(2_000_000);
    h.answer({ mmsi: '261000001', points: [] });
    await flush();
    h.feed.update(wanted({ replaying: true, endMs: 2_060_000 }));
    expect(h.reads.at(-1)?.[2]).toBe(2_060_000);
    // Nothing selected: the track goes.
    h.feed.update(null);
    expect(h.shown.at(-1)).toBeNull();
  });
});
