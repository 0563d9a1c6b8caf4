// When the radar asks the vessel worker for a new picture: the view moved
// by more than RADAR_VIEW_SHIFT of the range, or the range changed by more
// than that share (cursor moves and tiny pans do not).
import type { RadarView } from '../../live/worker/radarEchoes';

export const RADAR_VIEW_SHIFT = 0.05;
/** A new view is sent at most this often while the chart moves. */
export const RADAR_VIEW_THROTTLE_MS = 250;

export function radarViewChanged(a: RadarView | null, b: RadarView): boolean {
  if (!a) return true;
  if (Math.abs(b.rangeNm / a.rangeNm - 1) > RADAR_VIEW_SHIFT) return true;
  const dLatNm = (b.centre.latDeg - a.centre.latDeg) * 60;
  const dLonNm = (b.centre.lonDeg - a.centre.lonDeg) * 60 * Math.cos((a.centre.latDeg * Math.PI) / 180);
  return Math.hypot(dLatNm, dLonNm) > RADAR_VIEW_SHIFT * a.rangeNm;
}
