// The replay's clock, pure: how far the shown moment moves in a real
// interval at a speed (stopping at the range's end), and when the next
// picture is due: when the moment moved at least REPLAY_PICTURE_STEP_MS of
// replayed time from the shown picture and the last fetch is at least
// REPLAY_FETCH_MIN_MS of real time ago (at 60x a picture a second, at 1x
// one every 5 replayed seconds); a jump, or any move while paused, is due
// at once. Between two pictures the last one is held.

/** Replayed time between two pictures while playing. */
export const REPLAY_PICTURE_STEP_MS = 5_000;
/** Real time between two picture fetches at least (fast speeds): one a tick of the replay's clock (1 s), less a margin for a timer that fires early. */
export const REPLAY_FETCH_MIN_MS = 900;
/** A move of more than this (a seek, a mark, the slider) is a jump: its picture is fetched at once. */
export const REPLAY_JUMP_MS = 30_000;

/** The moment after `realMs` of real time at `speed`, not past `toMs`. */
export function advanceReplay(atMs: number, speed: number, realMs: number, toMs: number | null): number {
  const next = atMs + speed * realMs;
  return toMs === null ? next : Math.min(next, toMs);
}

export interface PictureClock {
  /** The moment of the picture shown or being fetched (null: none). */
  pictureAtMs: number | null;
  /** Real time of the last fetch's start (ms). */
  fetchedRealMs: number;
}

/** Whether a picture of `atMs` should be fetched now (`nowRealMs`: real time). */
export function pictureDue(atMs: number, clock: PictureClock, nowRealMs: number, playing: boolean): boolean {
  if (clock.pictureAtMs === null) return true;
  const movedMs = Math.abs(atMs - clock.pictureAtMs);
  if (movedMs >= REPLAY_JUMP_MS || (!playing && movedMs > 0)) return true;
  return movedMs >= REPLAY_PICTURE_STEP_MS && nowRealMs - clock.fetchedRealMs >= REPLAY_FETCH_MIN_MS;
}
