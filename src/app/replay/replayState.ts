// The replay's state (React reads it; written only through these
// functions): whether the console shows the past, the moment shown, play
// or pause and the speed, the kept range with its alert marks, and the
// moment of the picture on screen.
import { proxy, ref } from 'valtio';
import type { AlertMark } from '../../protocol/history';

export const REPLAY_SPEEDS = [1, 5, 10, 60] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

export const replayState = proxy({
  active: false,
  /** The moment shown (unix ms). */
  atMs: 0,
  playing: false,
  speed: 1 as ReplaySpeed,
  /** The kept history's bounds (unix ms); null until the range is read. */
  fromMs: null as number | null,
  toMs: null as number | null,
  marks: ref([] as AlertMark[]),
  /** The moment of the picture on screen (null: none yet). */
  pictureAtMs: null as number | null,
  /** Polish reason when the range or a picture could not be read. */
  error: null as string | null,
});

export function startReplay(atMs: number): void {
  replayState.active = true;
  replayState.atMs = atMs;
  replayState.playing = false;
  replayState.pictureAtMs = null;
  replayState.error = null;
}

export function stopReplay(): void {
  replayState.active = false;
  replayState.playing = false;
  replayState.pictureAtMs = null;
  replayState.error = null;
}

/** The kept range (the slider's ends) and the alert marks. */
export function setReplayRange(fromMs: number | null, toMs: number | null, marks: AlertMark[]): void {
  replayState.fromMs = fromMs;
  replayState.toMs = toMs;
  replayState.marks = ref(marks);
}

/** Moves to a moment (kept inside the range). */
export function seekReplay(atMs: number): void {
  const { fromMs, toMs } = replayState;
  let at = atMs;
  if (toMs !== null) at = Math.min(at, toMs);
  if (fromMs !== null) at = Math.max(at, fromMs);
  replayState.atMs = Math.round(at);
}

export function setReplayPlaying(playing: boolean): void {
  replayState.playing = playing;
}

export function setReplaySpeed(speed: ReplaySpeed): void {
  replayState.speed = speed;
}

export function showReplayPicture(atMs: number): void {
  replayState.pictureAtMs = atMs;
  replayState.error = null;
}

export function setReplayError(message: string | null): void {
  replayState.error = message;
}
