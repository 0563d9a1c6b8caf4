// Overlay labels (spec sections 4 and 9): drawn at scale 1.7 with a pixel
// offset from their anchor, hidden while the displayed range exceeds 1000
// NM, at most 100 shown (the overlay pool), off-screen margin 50 px.
import { overlayPlacements, type OverlayPlacement } from './overlayPool';

export const LABEL_SCALE = 1.7;
export const LABEL_HIDE_RANGE_NM = 1000;

/** The labels to show now (none above the hide range). */
export function labelPlacements<T, P>(
  labels: readonly T[],
  position: (label: T) => P | null,
  toScreen: (p: P) => { xPx: number; yPx: number },
  view: { widthPx: number; heightPx: number; rangeNm: number },
): OverlayPlacement[] {
  if (view.rangeNm > LABEL_HIDE_RANGE_NM) return [];
  return overlayPlacements(labels, position, toScreen, view.widthPx, view.heightPx);
}

/** The CSS transform of a label: anchor plus offset, centred, scaled. */
export const labelTransform = (xPx: number, yPx: number, offsetPx: readonly [number, number]): string =>
  `translate(${xPx + offsetPx[0]}px, ${yPx + offsetPx[1]}px) translate(-50%, -50%) scale(${LABEL_SCALE})`;
