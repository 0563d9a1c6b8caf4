// Anchor watch (docs/vts-rules.md): a vessel reporting 'at anchor', or
// lying still (under STILL_SPEED_KN, within STILL_RADIUS_M of where it came
// to rest) for STILL_MS, has its anchor's place remembered — its bow where
// it anchored (heading and bow distance known), else its reported position.
// Times are when the tracker heard each report (on a cluster the same on
// every node). Two consecutive reports farther from it than the swing radius (100 m plus
// the vessel's length; 100 m plus DEFAULT_LENGTH_M unknown) make it drag —
// unless the vessel is under way: faster than DRAG_MAX_SPEED_KN, no longer
// reporting 'at anchor' after having reported it, or with the anchor's
// place astern of its heading (it moved ahead past its anchor: weighed and
// left). Moored vessels and distress devices are not watched. It drags
// until it is under way or anchors again (lies still for 5 minutes).
// Every node of a cluster keeps this state from the same reports; only the
// evaluating node raises alerts from it.
import type { Vessel } from '../../protocol/vessels';
import { angleBetween, bearingDeg, distanceM, offset, type LatLon } from './geo';

export const STILL_SPEED_KN = 0.5;
export const STILL_RADIUS_M = 30;
export const STILL_MS = 5 * 60_000;
export const SWING_BASE_M = 100;
/** Counted as the length of a vessel whose dimensions are unknown. */
export const DEFAULT_LENGTH_M = 100;
export const DRAG_MAX_SPEED_KN = 3;
/** Reports in a row beyond the swing radius that make a drag. */
export const DRAG_REPORTS = 2;

export interface Anchorage extends LatLon {
  /** When it anchored (report time, unix ms). */
  sinceMs: number;
  /** True when by reporting 'at anchor'; false when by lying still. */
  byStatus: boolean;
}

export interface AnchorDrag {
  vessel: Vessel;
  anchorage: Anchorage;
  distanceM: number;
  swingRadiusM: number;
}

interface State {
  /** The last report processed (its time, as the vessel carries it). */
  report: string;
  anchorage: Anchorage | null;
  /** Where and since when it lies still (null while moving). */
  still: (LatLon & { sinceMs: number; heading: number | null }) | null;
  beyond: number;
  drag: AnchorDrag | null;
  seen: number;
}

/** The swing radius: 100 m plus the vessel's length. */
export function swingRadiusM(v: Vessel): number {
  const length = v.to_bow !== null && v.to_stern !== null && v.to_bow + v.to_stern > 0 ? v.to_bow + v.to_stern : DEFAULT_LENGTH_M;
  return SWING_BASE_M + length;
}

/** The anchor's place for a vessel anchoring at `at` with `heading`: its bow when known. */
function anchorPlace(v: Vessel, at: LatLon, heading: number | null): LatLon {
  return heading !== null && v.to_bow !== null && v.to_bow > 0 ? offset(at, heading, v.to_bow) : at;
}

function forget(state: State): void {
  state.anchorage = null;
  state.beyond = 0;
  state.drag = null;
}

export class AnchorWatch {
  private readonly states = new Map<string, State>();
  private pass = 0;

  /** Takes every vessel's new report (once per report, timed when the tracker heard it); forgets vessels no longer in `heard`. */
  observe(heard: readonly Readonly<{ value: Vessel; heardMs: number }>[]): void {
    this.pass += 1;
    for (const { value: v, heardMs } of heard) {
      if (v.target_kind !== undefined || v.latitude === null || v.longitude === null) continue;
      let state = this.states.get(v.mmsi);
      if (!state) {
        state = { report: '', anchorage: null, still: null, beyond: 0, drag: null, seen: 0 };
        this.states.set(v.mmsi, state);
      }
      state.seen = this.pass;
      if (state.report === v.last_reported) continue;
      state.report = v.last_reported;
      this.take(state, v, { lat: v.latitude, lon: v.longitude }, heardMs);
    }
    for (const [mmsi, state] of this.states) if (state.seen !== this.pass) this.states.delete(mmsi);
  }

  /** Whether the vessel lies anchored now (the zones' anchoring ban). */
  anchored(mmsi: string): Anchorage | null {
    const state = this.states.get(mmsi);
    return state && !state.drag ? state.anchorage : null;
  }

  /** The vessels dragging their anchor now. */
  drags(): AnchorDrag[] {
    const out: AnchorDrag[] = [];
    for (const state of this.states.values()) if (state.drag) out.push(state.drag);
    return out;
  }

  get watched(): number {
    return this.states.size;
  }

  private take(state: State, v: Vessel, at: LatLon, atMs: number): void {
    if (v.nav_status === 'Moored') {
      state.still = null;
      forget(state);
      return;
    }
    const atAnchor = v.nav_status === 'AtAnchor';
    if (v.speed !== null && v.speed < STILL_SPEED_KN) {
      if (!state.still || distanceM(state.still, at) > STILL_RADIUS_M) state.still = { ...at, sinceMs: atMs, heading: v.heading };
    } else state.still = null;
    const stillLongEnough = state.still !== null && atMs - state.still.sinceMs >= STILL_MS;
    const underWay = (v.speed !== null && v.speed >= DRAG_MAX_SPEED_KN) || (state.anchorage?.byStatus === true && !atAnchor);
    if (underWay) forget(state);
    if (state.drag && stillLongEnough) forget(state);
    if (!state.anchorage) {
      if (atAnchor) state.anchorage = { ...anchorPlace(v, at, v.heading), sinceMs: atMs, byStatus: true };
      else if (stillLongEnough && state.still) state.anchorage = { ...anchorPlace(v, state.still, state.still.heading), sinceMs: state.still.sinceMs, byStatus: false };
      return;
    }
    const radius = swingRadiusM(v);
    const distance = distanceM(state.anchorage, at);
    if (distance <= radius) {
      state.beyond = 0;
      state.drag = null;
      return;
    }
    // Beyond the radius with its anchor astern: it went ahead past the anchor, weighed and left.
    if (v.heading !== null && angleBetween(bearingDeg(at, state.anchorage), v.heading) > 90) {
      forget(state);
      return;
    }
    state.beyond += 1;
    if (state.beyond >= DRAG_REPORTS) state.drag = { vessel: v, anchorage: state.anchorage, distanceM: distance, swingRadiusM: radius };
  }
}
