import { describe, expect, it } from 'vitest';
import { REPLAY_FETCH_MIN_MS, REPLAY_JUMP_MS, REPLAY_PICTURE_STEP_MS, advanceReplay, pictureDue } from './replayClock';

describe('replay clock', () => {
  it('moves the moment at the speed and stops at the range end', () => {
    expect(advanceReplay(1_000, 60, 250, null)).toBe(16_000);
    expect(advanceReplay(1_000, 1, 250, 1_100)).toBe(1_100);
  });

  it('fetches the first picture, jumps and paused moves at once', () => {
    expect(pictureDue(0, { pictureAtMs: null, fetchedRealMs: 0 }, 0, true)).toBe(true);
    expect(pictureDue(REPLAY_JUMP_MS, { pictureAtMs: 0, fetchedRealMs: 100 }, 100, true)).toBe(true);
    expect(pictureDue(10, { pictureAtMs: 0, fetchedRealMs: 100 }, 100, false)).toBe(true);
    expect(pictureDue(0, { pictureAtMs: 0, fetchedRealMs: 100 }, 100, false)).toBe(false);
  });

  it('while playing, a picture every few replayed seconds, at most one a second', () => {
    const clock = { pictureAtMs: 0, fetchedRealMs: 0 };
    expect(pictureDue(REPLAY_PICTURE_STEP_MS - 1, clock, 10 * REPLAY_FETCH_MIN_MS, true)).toBe(false);
    expect(pictureDue(REPLAY_PICTURE_STEP_MS, clock, REPLAY_FETCH_MIN_MS - 1, true)).toBe(false);
    expect(pictureDue(REPLAY_PICTURE_STEP_MS, clock, REPLAY_FETCH_MIN_MS, true)).toBe(true);
  });
});
