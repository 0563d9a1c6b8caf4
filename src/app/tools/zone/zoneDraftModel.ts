// The zone tool's outline being drawn: a click adds a point; a click on
// the first point (within CLOSE_SLOP_PX on screen), a second click on the
// last one (the double-click's) or Enter closes it once it has three
// points; the pointer's position draws the leg to come and the closing leg.
import type { GeoPoint } from '../../../protocol/geo';
import { ZONE_MAX_POINTS, ZONE_MIN_POINTS, type ZonePoint } from '../../../protocol/zones';
import type { Sketch, SketchLine } from '../../chart/layers/sketch/sketchLayer';
import type { Rgba } from '../../chart/layers/sketch/glyphs';

/** A click this close to the first or the last point (CSS px) is on it. */
export const CLOSE_SLOP_PX = 8;
export const ZONE_POINT_PX = 7;
export const ZONE_DRAFT_COLOURS = {
  line: [0, 150, 170, 255],
  preview: [0, 150, 170, 170],
  first: [255, 255, 255, 255],
  halo: [10, 14, 20, 200],
} as const satisfies Record<string, Rgba>;

export type ClickResult = 'added' | 'closed' | 'ignored';

type ScreenOf = (p: GeoPoint) => { xPx: number; yPx: number };

const near = (a: { xPx: number; yPx: number }, b: { xPx: number; yPx: number }): boolean => Math.hypot(a.xPx - b.xPx, a.yPx - b.yPx) <= CLOSE_SLOP_PX;

export class ZoneDraftModel {
  private readonly pts: GeoPoint[] = [];
  private cursor: GeoPoint | null = null;

  get points(): readonly GeoPoint[] {
    return this.pts;
  }

  get closable(): boolean {
    return this.pts.length >= ZONE_MIN_POINTS;
  }

  /** A click at `at` (`screen` projects points as the chart shows them now). */
  click(at: GeoPoint, atPx: { xPx: number; yPx: number }, screen: ScreenOf): ClickResult {
    const first = this.pts[0];
    const last = this.pts.at(-1);
    if (first && this.closable && near(screen(first), atPx)) return 'closed';
    if (last && near(screen(last), atPx)) return this.closable ? 'closed' : 'ignored';
    if (this.pts.length >= ZONE_MAX_POINTS) return 'ignored';
    this.pts.push(at);
    return 'added';
  }

  /** Drops the last point (right click); false when there was none. */
  undo(): boolean {
    return this.pts.pop() !== undefined;
  }

  hover(p: GeoPoint | null): boolean {
    this.cursor = p;
    return this.pts.length > 0;
  }

  /** The outline as the zones API takes it: [lat, lon] pairs. */
  polygon(): ZonePoint[] {
    return this.pts.map((p) => [p.latDeg, p.lonDeg]);
  }

  sketch(): Sketch {
    const { line, preview, first, halo } = ZONE_DRAFT_COLOURS;
    const lines: SketchLine[] = [{ points: [...this.pts], rgba: line, halo }];
    const start = this.pts[0];
    const last = this.pts.at(-1);
    if (start && last && this.cursor) lines.push({ points: [last, this.cursor, start], rgba: preview, halo, dashed: true });
    const glyphs = this.pts.map((at, i) => ({ at, shape: 'dot' as const, sizePx: i === 0 ? ZONE_POINT_PX + 3 : ZONE_POINT_PX, rgba: i === 0 ? first : line, outline: halo }));
    return { lines, glyphs };
  }
}
