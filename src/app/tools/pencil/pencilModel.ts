// The pencil (spec section 4): a click starts a stroke and the next ends it;
// while drawing, pointer moves extend it; Escape ends it; right click clears
// every stroke. Points are geographic positions, so the strokes pan and zoom
// with the chart. A point is added only once the pointer moved
// PENCIL_STEP_PX from the last one; at most PENCIL_MAX_POINTS are kept.
import type { GeoPoint } from '../../../protocol/geo';
import type { Sketch } from '../../chart/layers/sketch/sketchLayer';
import { sketchColours, type SketchColours } from '../sketchStyle';

export const PENCIL_STEP_PX = 2;
export const PENCIL_MAX_POINTS = 50_000;

export class PencilModel {
  private strokes: GeoPoint[][] = [];
  private drawing = false;
  private lastPx: { x: number; y: number } | null = null;
  private points = 0;

  get isDrawing(): boolean {
    return this.drawing;
  }

  get strokeCount(): number {
    return this.strokes.length;
  }

  /** Starts a stroke at the point; true when it started. */
  start(at: GeoPoint, xPx: number, yPx: number): boolean {
    if (this.drawing || this.points >= PENCIL_MAX_POINTS) return false;
    this.strokes.push([at]);
    this.points += 1;
    this.drawing = true;
    this.lastPx = { x: xPx, y: yPx };
    return true;
  }

  /** A click: starts a stroke, or ends the one being drawn (with this last point). */
  toggle(at: GeoPoint, xPx: number, yPx: number): void {
    if (!this.drawing) {
      this.start(at, xPx, yPx);
      return;
    }
    this.extend(at, xPx, yPx, 0);
    this.end();
  }

  /** The pointer moved: extends the stroke being drawn; true when a point was added. */
  extend(at: GeoPoint, xPx: number, yPx: number, stepPx = PENCIL_STEP_PX): boolean {
    const stroke = this.strokes.at(-1);
    if (!this.drawing || !stroke || !this.lastPx || this.points >= PENCIL_MAX_POINTS) return false;
    if (Math.hypot(xPx - this.lastPx.x, yPx - this.lastPx.y) < Math.max(stepPx, 1e-9)) return false;
    stroke.push(at);
    this.points += 1;
    this.lastPx = { x: xPx, y: yPx };
    return true;
  }

  /** Ends the stroke being drawn (Escape); false when none is. */
  end(): boolean {
    if (!this.drawing) return false;
    this.drawing = false;
    this.lastPx = null;
    return true;
  }

  clear(): void {
    this.strokes = [];
    this.points = 0;
    this.end();
  }

  sketch(colours: SketchColours = sketchColours('day')): Sketch {
    const { pencil, halo } = colours;
    return { lines: this.strokes.map((points) => ({ points: [...points], rgba: pencil, halo })), glyphs: [] };
  }
}
