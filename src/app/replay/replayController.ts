// Runs a replay: reads the kept range (again every REPLAY_RANGE_REFRESH_MS
// while open), moves the shown moment while playing, fetches the picture
// at the moment when the clock says one is due (one fetch at a time; the
// newest moment wins) and hands it to the feed switch, which shows it in
// place of the live streams; closing hands the console back to them.
import type { HistoryRange } from '../../protocol/history';
import type { WorkerPicture } from '../live/worker/picturePipeline';
import { pl } from '../i18n/pl';
import { advanceReplay, pictureDue, type PictureClock } from './replayClock';
import { replayState, seekReplay, setReplayError, setReplayPlaying, setReplayRange, showReplayPicture, startReplay, stopReplay } from './replayState';

/**
 * How often the moment moves while playing (real ms): the timeline and the
 * banner follow at this pace, as a clock showing seconds does (each move
 * re-renders the timeline, its date and time field and the banner).
 */
export const REPLAY_TICK_MS = 1000;
/** The kept range (its end grows) is read again this often. */
export const REPLAY_RANGE_REFRESH_MS = 30_000;

export interface ReplayDeps {
  range(): Promise<HistoryRange>;
  /** The picture at a moment (fetched and parsed by the vessel worker, which keeps its vessels). */
  picture(atMs: number): Promise<WorkerPicture>;
  /** The feed switch: show this picture instead of the live streams. */
  show(picture: WorkerPicture): void;
  /** The feed switch: back to the live streams. */
  live(): void;
  /** Real time, ms. */
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(timer: unknown): void;
}

export class ReplayController {
  private timer: unknown = null;
  private lastTickMs = 0;
  private lastRangeMs = 0;
  private readonly clock: PictureClock = { pictureAtMs: null, fetchedRealMs: 0 };
  private fetching = false;
  /** Bumped on open and close: a fetch of an earlier replay is dropped. */
  private generation = 0;

  constructor(private readonly deps: ReplayDeps) {}

  /** Opens the replay at `atMs` (default: the newest kept moment), paused. */
  async open(atMs?: number): Promise<void> {
    if (replayState.active) return;
    this.generation += 1;
    this.fetching = false;
    this.clock.pictureAtMs = null;
    const startMs = atMs ?? this.deps.now();
    startReplay(startMs);
    this.lastTickMs = this.deps.now();
    this.timer = this.deps.setInterval(() => this.tick(), REPLAY_TICK_MS);
    await this.readRange();
    // To the newest kept moment, unless the operator moved meanwhile.
    if (atMs === undefined && replayState.atMs === startMs && replayState.toMs !== null) seekReplay(replayState.toMs);
    this.tick();
  }

  close(): void {
    if (!replayState.active) return;
    this.generation += 1;
    if (this.timer !== null) this.deps.clearInterval(this.timer);
    this.timer = null;
    stopReplay();
    this.deps.live();
  }

  /** The operator moved the moment (the slider, the date and time field, a mark): its picture is fetched now, not at the next tick. */
  seek(atMs: number): void {
    if (!replayState.active) return;
    seekReplay(atMs);
    this.tick();
  }

  /** Moves the moment, fetches a picture when one is due (called by the timer; also the tests' entry). */
  tick(): void {
    if (!replayState.active) return;
    const now = this.deps.now();
    const realMs = now - this.lastTickMs;
    this.lastTickMs = now;
    if (now - this.lastRangeMs >= REPLAY_RANGE_REFRESH_MS) void this.readRange();
    if (replayState.playing) {
      const at = advanceReplay(replayState.atMs, replayState.speed, realMs, replayState.toMs);
      seekReplay(at);
      if (replayState.toMs !== null && at >= replayState.toMs) setReplayPlaying(false);
    }
    if (!this.fetching && pictureDue(replayState.atMs, this.clock, now, replayState.playing)) void this.fetch(replayState.atMs);
  }

  private async readRange(): Promise<void> {
    this.lastRangeMs = this.deps.now();
    const generation = this.generation;
    try {
      const range = await this.deps.range();
      if (generation !== this.generation) return;
      setReplayRange(range.from === null ? null : Date.parse(range.from), range.to === null ? null : Date.parse(range.to), range.alerts);
    } catch {
      if (generation === this.generation) setReplayError(pl.replay.rangeFailed);
    }
  }

  private async fetch(atMs: number): Promise<void> {
    const generation = this.generation;
    this.fetching = true;
    this.clock.pictureAtMs = atMs;
    this.clock.fetchedRealMs = this.deps.now();
    try {
      const picture = await this.deps.picture(atMs);
      if (generation !== this.generation) return;
      this.deps.show(picture);
      showReplayPicture(atMs);
    } catch {
      if (generation === this.generation) setReplayError(pl.replay.pictureFailed);
    } finally {
      if (generation === this.generation) {
        this.fetching = false;
        // The moment may have moved while this one was fetched (a jump is not kept waiting).
        if (pictureDue(replayState.atMs, this.clock, this.deps.now(), replayState.playing)) this.tick();
      }
    }
  }
}
