// The aton overlay icons (spec sections 4 and 9): at most 100 pooled icons,
// hidden when off-screen by more than 50 px, scaled with the zoom within
// 0.2..0.8; appearance inactive, active or integrated (integrated wins).
import type { Aton } from '../../protocol/atons';

export const OVERLAY_POOL_MAX = 100;
export const OFFSCREEN_MARGIN_PX = 50;
export const ICON_SCALE_MIN = 0.2;
export const ICON_SCALE_MAX = 0.8;
/** Icon scale = this / displayed range (NM), clamped. */
export const ICON_SCALE_RANGE_NM = 4;

export type AtonAppearance = 'inactive' | 'active' | 'integrated';

export const atonAppearance = (a: Pick<Aton, 'active' | 'integrated'>): AtonAppearance =>
  a.integrated ? 'integrated' : a.active ? 'active' : 'inactive';

export const iconScale = (rangeNm: number): number =>
  Math.min(ICON_SCALE_MAX, Math.max(ICON_SCALE_MIN, ICON_SCALE_RANGE_NM / rangeNm));

export interface OverlayItem {
  /** Pool slot (stable element key). */
  slot: number;
  aton: Aton;
  xPx: number;
  yPx: number;
  appearance: AtonAppearance;
}

/** The icons to show: on screen (50 px margin), at most the pool size, in list order. */
export function overlayItems(
  atons: readonly Aton[],
  toScreen: (latDeg: number, lonDeg: number) => { xPx: number; yPx: number },
  widthPx: number,
  heightPx: number,
): OverlayItem[] {
  const items: OverlayItem[] = [];
  for (const aton of atons) {
    if (items.length >= OVERLAY_POOL_MAX) break;
    if (typeof aton.latitude !== 'number' || typeof aton.longitude !== 'number') continue;
    const { xPx, yPx } = toScreen(aton.latitude, aton.longitude);
    const m = OFFSCREEN_MARGIN_PX;
    if (xPx < -m || yPx < -m || xPx > widthPx + m || yPx > heightPx + m) continue;
    items.push({ slot: items.length, aton, xPx, yPx, appearance: atonAppearance(aton) });
  }
  return items;
}
