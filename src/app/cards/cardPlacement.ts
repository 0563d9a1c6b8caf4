// Where a new info card opens, pure: next to the object it describes (never
// on it), clear of the cards already open and of the console's chrome
// (palette, top bar, readouts, panels, camera windows), inside the area
// cards may use. Every place on an 8 px grid (and flush against the object,
// the cards and the chrome) is scored: covering the object costs most, then
// each share of a card or of the chrome covered, then the distance from the
// object; among equals, right of the object and level with its top. When
// the screen is full the cheapest place overlaps least: the cards cascade
// instead of stacking. Without an object on screen the area's top left
// stands in for it.

export interface Rect {
  xPx: number;
  yPx: number;
  widthPx: number;
  heightPx: number;
}

export interface Point {
  xPx: number;
  yPx: number;
}

export interface CardPlacementInput {
  /** The card's size. */
  widthPx: number;
  heightPx: number;
  /** The object's screen position; null when unknown or off screen. */
  anchor: Point | null;
  /** Where cards may go (the viewport above the status bar, less a margin). */
  area: Rect;
  /** The cards already open. */
  cards: readonly Rect[];
  /** The console's chrome and windows a card should not cover. */
  obstacles: readonly Rect[];
}

/** Half the side of the square kept clear around the object (its 40 px icon and a gap). */
export const OBJECT_CLEARANCE_PX = 28;
/** The gap kept from a card or a piece of chrome when placed flush against it. */
export const CARD_GAP_PX = 8;
const GRID_PX = 8;
const COVER_OBJECT_COST = 1e7;
/** The cost of covering a whole card or obstacle (in px of distance). */
const OVERLAP_COST = 1e4;
const TIE_BREAK = 0.1;

const right = (r: Rect) => r.xPx + r.widthPx;
const bottom = (r: Rect) => r.yPx + r.heightPx;

/** The area two rectangles share (0 when apart). */
export function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(right(a), right(b)) - Math.max(a.xPx, b.xPx);
  const h = Math.min(bottom(a), bottom(b)) - Math.max(a.yPx, b.yPx);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The distance between two rectangles (0 when they touch or overlap). */
function gap(a: Rect, b: Rect): number {
  const dx = Math.max(0, b.xPx - right(a), a.xPx - right(b));
  const dy = Math.max(0, b.yPx - bottom(a), a.yPx - bottom(b));
  return Math.hypot(dx, dy);
}

/** Candidate coordinates along one axis: the grid and every flush position, clamped into [min, max]. */
function positions(min: number, max: number, flush: number[]): number[] {
  if (max <= min) return [min];
  const out = new Set<number>();
  for (let v = min; v < max; v += GRID_PX) out.add(v);
  out.add(max);
  for (const v of flush) if (v >= min && v <= max) out.add(Math.round(v));
  return [...out];
}

/** The card's top-left corner. */
export function placeCard({ widthPx, heightPx, anchor, area, cards, obstacles }: CardPlacementInput): Point {
  const c = OBJECT_CLEARANCE_PX;
  const target = anchor ?? { xPx: area.xPx, yPx: area.yPx };
  const object: Rect = anchor ? { xPx: anchor.xPx - c, yPx: anchor.yPx - c, widthPx: 2 * c, heightPx: 2 * c } : { ...target, widthPx: 0, heightPx: 0 };
  const others = [...cards, ...obstacles];
  const flushX = [right(object), object.xPx - widthPx, ...others.flatMap((r) => [right(r) + CARD_GAP_PX, r.xPx - widthPx - CARD_GAP_PX])];
  const flushY = [object.yPx, bottom(object), object.yPx - heightPx, ...others.flatMap((r) => [bottom(r) + CARD_GAP_PX, r.yPx - heightPx - CARD_GAP_PX])];
  const xs = positions(area.xPx, right(area) - widthPx, flushX);
  const ys = positions(area.yPx, bottom(area) - heightPx, flushY);
  const size = Math.max(1, widthPx * heightPx);
  let best: Point = { xPx: xs[0] ?? area.xPx, yPx: ys[0] ?? area.yPx };
  let bestCost = Infinity;
  for (const y of ys) {
    for (const x of xs) {
      const r: Rect = { xPx: x, yPx: y, widthPx, heightPx };
      let cost = anchor && overlapArea(r, object) > 0 ? COVER_OBJECT_COST : 0;
      for (const o of others) cost += (OVERLAP_COST * overlapArea(r, o)) / Math.min(size, Math.max(1, o.widthPx * o.heightPx));
      if (cost > bestCost) continue;
      cost += gap(r, object) + TIE_BREAK * (Math.abs(x - right(object)) + Math.abs(y - object.yPx));
      if (cost < bestCost) {
        bestCost = cost;
        best = { xPx: x, yPx: y };
      }
    }
  }
  return best;
}
