// Vessel prediction (spec section 4): starts on pick only when speed and
// course are non-zero and speed is above 0; adds a predicted ghost every
// 300 ms with a time step growing by 0.3 per step; one ghost at a time;
// restarts when the selected vessel's position, speed, heading or course
// changes in a new stream message; stops on unpick. The picked vessel's
// record comes from the vessel worker a moment after the pick: a start
// asked for before it arrived waits for it.
import { canPredict, ghostPosition, GHOST_INTERVAL_MS } from '../../wasm/motion';
import type { LiveStore, LiveVessel } from './liveStore';
import { setGhost } from './prediction';

export interface PredictionTimers {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (timer: unknown) => void;
}

const motionChanged = (a: LiveVessel, b: LiveVessel): boolean =>
  a.latitude !== b.latitude || a.longitude !== b.longitude || a.speed !== b.speed || a.heading !== b.heading || a.course !== b.course;

export class PredictionController {
  private vesselId: number | null = null;
  /** A vessel whose prediction starts when its record arrives. */
  private pendingId: number | null = null;
  private timer: unknown = null;
  private step = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly store: LiveStore,
    private readonly timers: PredictionTimers,
  ) {
    this.unsubscribe = store.onVesselUpdate((vessel, previous) => {
      if (vessel.id === this.pendingId) this.start(vessel.id);
      else if (vessel.id === this.vesselId && previous && motionChanged(vessel, previous)) this.start(vessel.id);
    });
  }

  /** The vessel being predicted, if any. */
  get activeVesselId(): number | null {
    return this.vesselId;
  }

  /** Starts (or restarts) the prediction of a vessel; returns false when it cannot move or its record has not arrived yet (then it starts on arrival). */
  start(vesselId: number): boolean {
    this.stop();
    const vessel = this.store.vessels.get(vesselId);
    if (!vessel) {
      this.pendingId = vesselId;
      return false;
    }
    if (vessel.speed === null || vessel.course === null || !(vessel.speed > 0) || !canPredict(vessel.speed, vessel.course)) return false;
    this.vesselId = vesselId;
    this.step = 0;
    this.timer = this.timers.setInterval(() => this.tick(), GHOST_INTERVAL_MS);
    return true;
  }

  /** Toggles: stops when this vessel is predicted, starts otherwise; returns whether it was asked to start. */
  toggle(vesselId: number): boolean {
    if (this.vesselId === vesselId || this.pendingId === vesselId) {
      this.stop();
      return false;
    }
    this.start(vesselId);
    return true;
  }

  stop(): void {
    if (this.timer !== null) this.timers.clearInterval(this.timer);
    this.timer = null;
    this.pendingId = null;
    if (this.vesselId !== null) setGhost(null);
    this.vesselId = null;
  }

  dispose(): void {
    this.stop();
    this.unsubscribe();
  }

  private tick(): void {
    const vessel = this.vesselId === null ? undefined : this.store.vessels.get(this.vesselId);
    if (!vessel || vessel.speed === null || vessel.course === null) {
      this.stop();
      return;
    }
    this.step += 1;
    const at = ghostPosition({ latDeg: vessel.latitude, lonDeg: vessel.longitude }, vessel.speed, vessel.course, this.step);
    setGhost({ vesselId: vessel.id, latDeg: at.latDeg, lonDeg: at.lonDeg, courseDeg: vessel.heading ?? vessel.course });
  }
}
