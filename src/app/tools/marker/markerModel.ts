// The markers (spec sections 2 and 4): a click drops a marker labelled with
// its latitude and longitude to 4 decimals; a right click on a marker (within
// MARKER_HIT_PX of it on screen) removes it; they stay until the tool is
// switched off.
import type { GeoPoint } from '../../../protocol/geo';
import type { Sketch } from '../../chart/layers/sketch/sketchLayer';
import { formatLat, formatLon } from '../../format/coords';
import type { OverlayLabel } from '../../store/labels';
import { sketchColours, type SketchColours } from '../sketchStyle';

export const MARKER_DECIMALS = 4;
export const MARKER_SIZE_PX = 11;
/** A right click this close to a marker (CSS px) removes it. */
export const MARKER_HIT_PX = 12;
/** The label sits above the marker. */
export const MARKER_LABEL_OFFSET_PX: readonly [number, number] = [0, -18];

export const markerText = (p: GeoPoint): string => `${formatLat(p.latDeg, MARKER_DECIMALS)} ${formatLon(p.lonDeg, MARKER_DECIMALS)}`;

interface Marker {
  id: number;
  at: GeoPoint;
}

export class MarkerModel {
  private markers: Marker[] = [];
  private nextId = 1;

  get count(): number {
    return this.markers.length;
  }

  add(at: GeoPoint): void {
    this.markers.push({ id: this.nextId++, at });
  }

  /** Removes the marker nearest to the screen point within MARKER_HIT_PX; false when none is that close. */
  removeAt(xPx: number, yPx: number, toScreen: (p: GeoPoint) => { xPx: number; yPx: number }): boolean {
    let best: Marker | null = null;
    let bestPx = MARKER_HIT_PX;
    for (const m of this.markers) {
      const s = toScreen(m.at);
      const d = Math.hypot(s.xPx - xPx, s.yPx - yPx);
      if (d <= bestPx) [best, bestPx] = [m, d];
    }
    if (!best) return false;
    this.markers = this.markers.filter((m) => m !== best);
    return true;
  }

  labels(): OverlayLabel[] {
    return this.markers.map((m) => ({ key: String(m.id), at: m.at, lines: [markerText(m.at)], offsetPx: MARKER_LABEL_OFFSET_PX, tone: 'marker' }));
  }

  sketch(colours: SketchColours = sketchColours('day')): Sketch {
    const { marker, halo } = colours;
    return { lines: [], glyphs: this.markers.map((m) => ({ at: m.at, shape: 'diamond' as const, sizePx: MARKER_SIZE_PX, rgba: marker, outline: halo })) };
  }
}
