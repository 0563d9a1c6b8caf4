// Keeps every vessel's recent trail (the top bar's 'Ślady') asked of the
// vessel worker: the TRAILS_MIN minutes before now (again every
// TRAILS_LIVE_REFRESH_MS) or before the replayed moment (again as it
// moves, at most every TRAILS_REPLAY_MIN_MS of real time), in the theme's
// tone; switched off, the trails go at once.
import type { TrailRgba } from '../live/worker/trailBuild';
import { REPLAY_JUMP_MS } from '../replay/replayClock';
import { TRAILS_MIN } from './trackState';

export const TRAILS_LIVE_REFRESH_MS = 10_000;
export const TRAILS_REPLAY_MIN_MS = 2_000;

export interface TrailsWanted {
  on: boolean;
  /** The window's end: now (live) or the replayed moment. */
  endMs: number;
  replaying: boolean;
  rgba: TrailRgba;
}

export interface TrailsFeedDeps {
  request(window: { fromMs: number; toMs: number; rgba: TrailRgba } | null): void;
  /** Real time, ms. */
  now(): number;
}

export class TrailsFeed {
  private key = '';
  private endMs = 0;
  private askedRealMs = -Infinity;

  constructor(private readonly deps: TrailsFeedDeps) {}

  update(wanted: TrailsWanted): void {
    if (!wanted.on) {
      if (this.key !== '') this.deps.request(null);
      this.key = '';
      return;
    }
    const key = `${wanted.replaying ? 'replay' : 'live'}|${wanted.rgba.join()}`;
    const now = this.deps.now();
    const sinceMs = now - this.askedRealMs;
    const movedMs = Math.abs(wanted.endMs - this.endMs);
    const due =
      key !== this.key ||
      (wanted.replaying ? movedMs >= REPLAY_JUMP_MS || (movedMs >= 1000 && sinceMs >= TRAILS_REPLAY_MIN_MS) : sinceMs >= TRAILS_LIVE_REFRESH_MS);
    if (!due) return;
    this.key = key;
    this.endMs = wanted.endMs;
    this.askedRealMs = now;
    this.deps.request({ fromMs: wanted.endMs - TRAILS_MIN * 60_000, toMs: wanted.endMs, rgba: wanted.rgba });
  }
}
