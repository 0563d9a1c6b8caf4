// Keeps the selected vessel's track on the chart: the last `durationMin`
// minutes before now (live: read again every TRACK_LIVE_REFRESH_MS and
// joined to the vessel's newest position) or before the replayed moment
// (read again as the moment moves, like the replay's pictures). One read
// at a time; a change of vessel, length or mode reads at once.
import type { HistoryTrack } from '../../protocol/history';
import { tickEveryMsFor, type TrackDrawing, type TrackSample } from '../chart/layers/track/trackSketch';
import { pictureDue } from '../replay/replayClock';

export const TRACK_LIVE_REFRESH_MS = 15_000;

export interface TrackWanted {
  mmsi: string;
  durationMin: number;
  /** The window's end: now (live) or the replayed moment. */
  endMs: number;
  replaying: boolean;
  /** Live: the vessel's newest position, drawn as the track's last point. */
  newest: TrackSample | null;
}

export interface TrackFeedDeps {
  track(mmsi: string, fromMs: number, toMs: number): Promise<HistoryTrack>;
  show(track: TrackDrawing | null): void;
  /** Real time, ms. */
  now(): number;
  failed(): void;
}

export class TrackFeed {
  private key = '';
  private endMs = 0;
  private readRealMs = -Infinity;
  private reading = false;
  private points: TrackSample[] = [];
  private newest: TrackSample | null = null;

  constructor(private readonly deps: TrackFeedDeps) {}

  /** Called often (every half second, and on changes): reads when due, draws what it has. */
  update(wanted: TrackWanted | null): void {
    if (!wanted) {
      if (this.key !== '') {
        this.key = '';
        this.points = [];
        this.deps.show(null);
      }
      return;
    }
    const key = `${wanted.mmsi}|${wanted.durationMin}|${wanted.replaying ? 'replay' : 'live'}`;
    const now = this.deps.now();
    const changed = key !== this.key;
    if (changed) {
      this.key = key;
      this.points = [];
      this.newest = null;
      this.deps.show(null);
    }
    const due = changed || (wanted.replaying ? pictureDue(wanted.endMs, { pictureAtMs: this.endMs, fetchedRealMs: this.readRealMs }, now, false) : now - this.readRealMs >= TRACK_LIVE_REFRESH_MS);
    if (due && !this.reading) void this.read(key, wanted);
    if (!wanted.replaying && wanted.newest && !sameSample(wanted.newest, this.newest)) {
      this.newest = wanted.newest;
      this.draw(wanted.durationMin);
    }
  }

  private async read(key: string, wanted: TrackWanted): Promise<void> {
    this.reading = true;
    this.endMs = wanted.endMs;
    this.readRealMs = this.deps.now();
    try {
      const track = await this.deps.track(wanted.mmsi, wanted.endMs - wanted.durationMin * 60_000, wanted.endMs);
      if (key !== this.key) return;
      this.points = track.points.map((p) => [p[0], p[1], p[2]] as const);
      if (wanted.replaying) this.newest = null;
      this.draw(wanted.durationMin);
    } catch {
      if (key === this.key) this.deps.failed();
    } finally {
      this.reading = false;
    }
  }

  private draw(durationMin: number): void {
    const last = this.points[this.points.length - 1];
    const newest = this.newest && (!last || this.newest[0] > last[0]) ? [this.newest] : [];
    this.deps.show({ points: [...this.points, ...newest], tickEveryMs: tickEveryMsFor(durationMin) });
  }
}

const sameSample = (a: TrackSample, b: TrackSample | null): boolean => !!b && a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
