// The ruler's measurement (spec sections 2, 4 and 9): each click adds a
// point and the leg to it (distance and true bearing from the core's
// geodesy, sphere R = 6378137 m); the total accumulates; right click
// resets; Escape ends the measurement (it stays shown, the next click starts
// a new one). Labels: each leg's distance and bearing at its middle, the
// TOTAL at the last point; status 'Active: Ruler' / 'Active: Ruler - {total} NM'.
import type { GeoPoint } from '../../../protocol/geo';
import { projectMercator, unprojectMercator } from '../../../wasm/core';
import { formatLeg, formatTotal, rulerLeg, type Leg } from '../../../wasm/geodesy';
import type { Sketch, SketchLine } from '../../chart/layers/sketch/sketchLayer';
import { pl } from '../../i18n/pl';
import type { OverlayLabel } from '../../store/labels';
import { sketchColours, type SketchColours } from '../sketchStyle';

export const RULER_POINT_PX = 7;
/** Leg labels sit above the leg's middle, the TOTAL below the last point (CSS px). */
export const LEG_LABEL_OFFSET_PX: readonly [number, number] = [0, -14];
export const TOTAL_LABEL_OFFSET_PX: readonly [number, number] = [0, 20];

export class RulerModel {
  private points: GeoPoint[] = [];
  private legs: Leg[] = [];
  private totalNm = 0;
  private finished = false;
  private cursor: GeoPoint | null = null;

  get pointCount(): number {
    return this.points.length;
  }

  get total(): number {
    return this.totalNm;
  }

  /** Adds a point (after Escape: starts a new measurement); returns the new leg, if any. */
  add(p: GeoPoint): Leg | null {
    if (this.finished) this.reset();
    const last = this.points.at(-1);
    this.points.push(p);
    if (!last) return null;
    const leg = rulerLeg(last.latDeg, last.lonDeg, p.latDeg, p.lonDeg);
    this.legs.push(leg);
    this.totalNm += leg.distanceNm;
    return leg;
  }

  /** Right click: no points, no total, no labels. */
  reset(): void {
    this.points = [];
    this.legs = [];
    this.totalNm = 0;
    this.finished = false;
  }

  /** Escape: ends the measurement in progress; false when there is none. */
  finish(): boolean {
    if (this.finished || this.points.length === 0) return false;
    this.finished = true;
    return true;
  }

  /** The pointer's position (the dashed preview leg); false when nothing changes on screen. */
  hover(p: GeoPoint | null): boolean {
    this.cursor = p;
    return this.points.length > 0 && !this.finished;
  }

  statusText(): string {
    return this.legs.length === 0 ? pl.tools.rulerStatus : pl.tools.rulerStatusDistance(this.totalNm.toFixed(3));
  }

  labels(): OverlayLabel[] {
    const out: OverlayLabel[] = this.legs.map((leg, i) => ({
      key: `leg${i}`,
      at: middle(this.points[i] as GeoPoint, this.points[i + 1] as GeoPoint),
      lines: [formatLeg(leg.distanceNm, leg.bearingDeg)],
      offsetPx: LEG_LABEL_OFFSET_PX,
      tone: 'leg',
    }));
    const last = this.points.at(-1);
    if (last && this.legs.length > 0) out.push({ key: 'total', at: last, lines: [formatTotal(this.totalNm)], offsetPx: TOTAL_LABEL_OFFSET_PX, tone: 'total' });
    return out;
  }

  sketch(colours: SketchColours = sketchColours('day')): Sketch {
    const { ruler, rulerPreview, halo } = colours;
    const lines: SketchLine[] = [{ points: [...this.points], rgba: ruler, halo }];
    const last = this.points.at(-1);
    if (last && this.cursor && !this.finished) lines.push({ points: [last, this.cursor], rgba: rulerPreview, halo, dashed: true });
    const glyphs = this.points.map((at) => ({ at, shape: 'dot' as const, sizePx: RULER_POINT_PX, rgba: ruler, outline: halo }));
    return { lines, glyphs };
  }
}

/** The middle of a leg as drawn (a straight line on the Mercator chart). */
function middle(a: GeoPoint, b: GeoPoint): GeoPoint {
  const ma = projectMercator(a);
  const mb = projectMercator(b);
  return unprojectMercator({ xM: (ma.xM + mb.xM) / 2, yM: (ma.yM + mb.yM) / 2 });
}
