// The radar's echo builds in the vessel worker: while the radar is on, the
// picture is rebuilt when the main thread sends a new view (at once, or as
// soon as the build in flight is done) and when the fleet changes (each
// vessel update, at most once per RADAR_REBUILD_MIN_INTERVAL_MS). One build
// at a time. A build finished after the radar was switched off is not
// posted; one whose view was replaced meanwhile still is (its echoes sit at
// their positions; the newer view's build follows at once).
import type { GeoPoint } from '../../../protocol/geo';
import type { RadarView } from './radarEchoes';

export const RADAR_REBUILD_MIN_INTERVAL_MS = 1000;

export interface RadarRequest {
  /** Echoes answer this id (the main thread ignores older ones). */
  id: number;
  view: RadarView;
  origin: GeoPoint;
  /** For the coast's fetch. */
  token: string | null;
}

export interface RadarPipelineDeps {
  now: () => number;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  post: (id: number, echoes: Float32Array) => void;
  /** Builds the picture of a request; `build` is its count (a new clutter seed each time). */
  build: (request: RadarRequest, build: number) => Promise<Float32Array>;
}

export class RadarPipeline {
  private request: RadarRequest | null = null;
  /** The picture is out of date: the fleet changed, or (urgent) the view did. */
  private stale = false;
  private urgent = false;
  private inFlight = false;
  private timer: unknown = null;
  private lastStartMs = -Infinity;
  private builds = 0;

  constructor(private readonly deps: RadarPipelineDeps) {}

  /** A new view (null: the radar is off, nothing more is built or posted). */
  set(request: RadarRequest | null): void {
    this.request = request;
    if (!request) {
      this.stale = false;
      this.urgent = false;
      this.cancelTimer();
      return;
    }
    this.stale = true;
    this.urgent = true;
    this.cancelTimer();
    this.schedule();
  }

  /** The fleet changed. */
  tableChanged(): void {
    if (!this.request) return;
    this.stale = true;
    this.schedule();
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (!this.request || !this.stale || this.inFlight || this.timer !== null) return;
    const waitMs = this.urgent ? 0 : this.lastStartMs + RADAR_REBUILD_MIN_INTERVAL_MS - this.deps.now();
    if (waitMs > 0) {
      this.timer = this.deps.setTimer(() => {
        this.timer = null;
        this.schedule();
      }, waitMs);
      return;
    }
    void this.run(this.request);
  }

  private async run(request: RadarRequest): Promise<void> {
    this.inFlight = true;
    this.stale = false;
    this.urgent = false;
    this.lastStartMs = this.deps.now();
    this.builds += 1;
    try {
      const echoes = await this.deps.build(request, this.builds);
      if (this.request !== null) this.deps.post(request.id, echoes);
    } catch (error) {
      console.error(error);
    } finally {
      this.inFlight = false;
      this.schedule();
    }
  }
}
