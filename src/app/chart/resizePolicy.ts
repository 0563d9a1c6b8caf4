// Canvas resizes (spec section 9): redrawn 100 ms after the last resize,
// and only if the size changed by more than 10 px.

export const RESIZE_DEBOUNCE_MS = 100;
export const RESIZE_MIN_CHANGE_PX = 10;

export interface Size {
  widthPx: number;
  heightPx: number;
}

export const resizeApplies = (current: Size, next: Size): boolean =>
  Math.abs(next.widthPx - current.widthPx) > RESIZE_MIN_CHANGE_PX || Math.abs(next.heightPx - current.heightPx) > RESIZE_MIN_CHANGE_PX;
