// HTML overlay icons over the canvas (spec sections 4 and 9): at most 100
// shown, hidden when off-screen by more than 50 px or when the displayed
// range exceeds their range threshold, scaled with the zoom within 0.2..0.8.
export const OVERLAY_POOL_MAX = 100;
/** An icon's drawn size at scale 1, CSS px (its box; scaled by iconScale). */
export const ICON_SIZE_PX = 40;
/**
 * The icons' range threshold, NM: above it they hide (spec section 4). The
 * spec gives one number for an overlay's range, the label's minimum range
 * (default 1000, section 3 'Overlay label'); the icons take the same.
 */
export const ICON_HIDE_RANGE_NM = 1000;
export const OFFSCREEN_MARGIN_PX = 50;
export const ICON_SCALE_MIN = 0.2;
export const ICON_SCALE_MAX = 0.8;
/** Icon scale = this / displayed range (NM), clamped. */
export const ICON_SCALE_RANGE_NM = 4;

export const iconScale = (rangeNm: number): number =>
  Math.min(ICON_SCALE_MAX, Math.max(ICON_SCALE_MIN, ICON_SCALE_RANGE_NM / rangeNm));

export interface OverlayPlacement {
  /** Index of the item in the list. */
  index: number;
  xPx: number;
  yPx: number;
}

/** The items' positions projected once (`anchor`: e.g. ChartHandle.anchor), in list order; null where an item has none. */
export function anchorsOf<T, P, A>(items: readonly T[], position: (item: T) => P | null, anchor: (p: P) => A): (A | null)[] {
  return items.map((item) => {
    const p = position(item);
    return p === null ? null : anchor(p);
  });
}

/** The items to show: with a position (a GeoPoint, or a chart anchor), on screen (50 px margin), at most the pool size, in list order. */
export function overlayPlacements<T, P>(
  items: readonly T[],
  position: (item: T) => P | null,
  toScreen: (p: P) => { xPx: number; yPx: number },
  widthPx: number,
  heightPx: number,
): OverlayPlacement[] {
  const out: OverlayPlacement[] = [];
  const m = OFFSCREEN_MARGIN_PX;
  for (let index = 0; index < items.length && out.length < OVERLAY_POOL_MAX; index += 1) {
    const p = position(items[index] as T);
    if (!p) continue;
    const { xPx, yPx } = toScreen(p);
    if (!(xPx >= -m && yPx >= -m && xPx <= widthPx + m && yPx <= heightPx + m)) continue;
    out.push({ index, xPx, yPx });
  }
  return out;
}

/** The icons to show in a view: none above the range threshold, else as overlayPlacements. */
export function iconPlacements<A>(
  anchors: readonly (A | null)[],
  toScreen: (a: A) => { xPx: number; yPx: number },
  view: { widthPx: number; heightPx: number; rangeNm: number },
  hideAboveRangeNm = ICON_HIDE_RANGE_NM,
): OverlayPlacement[] {
  if (!(view.rangeNm <= hideAboveRangeNm)) return [];
  return overlayPlacements(anchors, (a) => a, toScreen, view.widthPx, view.heightPx);
}
