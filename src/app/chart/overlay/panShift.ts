// Overlays follow a pan with one transform: the items placed at a view (the
// base) keep their own transforms, and a later view at the same scale and
// size, moved at most PAN_SHIFT_MAX_PX from the base, moves their common
// parent instead (one style change per drawn frame, not one per item).
// Anything else (a zoom, a resize, a longer pan: items may come into view)
// places the items anew. In Web Mercator a pan at one scale moves every
// point by the same pixels, so the picture is the same either way.
import { pixelsPerMercatorM, type ChartView } from '../viewMath';

export const PAN_SHIFT_MAX_PX = 24;
/** Scales this close count as one (a pan recomputes the scale from the same inputs). */
const SAME_SCALE = 1e-9;

export interface PanOffset {
  dxPx: number;
  dyPx: number;
}

export class PanShift {
  private base: ChartView | null = null;

  constructor(private readonly maxShiftPx = PAN_SHIFT_MAX_PX) {}

  /** The parent's offset for `view` while the items placed at the base still stand; null when they must be placed anew (then `placed`). */
  offset(view: ChartView): PanOffset | null {
    const b = this.base;
    if (!b || b.widthPx !== view.widthPx || b.heightPx !== view.heightPx) return null;
    const s = pixelsPerMercatorM(view);
    if (Math.abs(pixelsPerMercatorM(b) - s) > SAME_SCALE * s) return null;
    const dxPx = (b.centre.xM - view.centre.xM) * s;
    const dyPx = (view.centre.yM - b.centre.yM) * s;
    return Math.abs(dxPx) <= this.maxShiftPx && Math.abs(dyPx) <= this.maxShiftPx ? { dxPx, dyPx } : null;
  }

  /** The items were placed at `view`. */
  placed(view: ChartView): void {
    this.base = view;
  }

  /**
   * Follows `view` with the parent when the items still stand (true: nothing
   * else to do); else clears the parent's offset and takes `view` as the new
   * base (false: the caller places the items at it).
   */
  follow(view: ChartView, parent: HTMLElement | null): boolean {
    const offset = this.offset(view);
    if (parent) parent.style.transform = panTransform(offset);
    if (offset) return true;
    this.placed(view);
    return false;
  }
}

/** The parent's CSS transform for an offset (none for a fresh placement). */
export const panTransform = (offset: PanOffset | null): string => (offset ? `translate(${offset.dxPx}px, ${offset.dyPx}px)` : '');
