// Camera windows' placement and sizes (spec sections 4, 5 and 9), pure:
// a single-camera click adds a main window unless that camera is open,
// each further window 40 px further down and right; a multi-camera click
// replaces every window with one main (640×440) and its surrounding
// cameras (320×260) in rows of at most 3 with 10 px gaps (beside the main
// window when the screen is wide enough, else below it); promotion swaps a
// surrounding window's role, position and size with the main's; a resize
// keeps the picture 16:9 between a 40 px header and a 40 px footer, within
// 320-1920 px wide and 280-1180 px high.
import type { Camera } from '../../protocol/cameras';

export type WindowRole = 'main' | 'surrounding';

export interface CameraWindowState {
  /** Unique per window (React key, test id). */
  key: string;
  camera: Camera;
  role: WindowRole;
  xPx: number;
  yPx: number;
  widthPx: number;
  heightPx: number;
}

export interface Size {
  widthPx: number;
  heightPx: number;
}

export const MAIN_WINDOW: Size = { widthPx: 640, heightPx: 440 };
export const SURROUNDING_WINDOW: Size = { widthPx: 320, heightPx: 260 };
export const WINDOW_STEP_PX = 40;
export const ROW_LENGTH = 3;
export const WINDOW_GAP_PX = 10;
export const HEADER_PX = 40;
export const FOOTER_PX = 40;
export const PICTURE_ASPECT = 16 / 9;
export const RESIZE_LIMITS = { minWidthPx: 320, maxWidthPx: 1920, minHeightPx: 280, maxHeightPx: 1180 } as const;
/** Where the first window goes: clear of the tool palette and the top bar. */
export const WINDOW_ORIGIN = { xPx: 72, yPx: 64 } as const;

const CHROME_PX = HEADER_PX + FOOTER_PX;
const heightFor = (widthPx: number): number => widthPx / PICTURE_ASPECT + CHROME_PX;
const widthFor = (heightPx: number): number => (heightPx - CHROME_PX) * PICTURE_ASPECT;

/** The size a resize to this width gives: 16:9 picture plus header and footer, within the limits (whole pixels). */
export function fitWindowSize(widthPx: number): Size {
  const l = RESIZE_LIMITS;
  let w = Math.min(l.maxWidthPx, Math.max(l.minWidthPx, Number.isNaN(widthPx) ? l.minWidthPx : widthPx));
  if (heightFor(w) < l.minHeightPx) w = widthFor(l.minHeightPx);
  if (heightFor(w) > l.maxHeightPx) w = widthFor(l.maxHeightPx);
  const rounded = Math.round(w);
  return { widthPx: rounded, heightPx: Math.round(heightFor(rounded)) };
}

/** The smallest and largest sizes a resize can reach. */
export const SIZE_RANGE = { min: fitWindowSize(0), max: fitWindowSize(Infinity) } as const;

let serial = 0;
const windowKey = (camera: Camera): string => `camera-${camera.id}-${(serial += 1)}`;

/** Keeps a window inside the viewport where it fits (top-left wins when it does not). */
function clampInto(w: CameraWindowState, viewport: Size): CameraWindowState {
  const xPx = Math.max(0, Math.min(w.xPx, viewport.widthPx - w.widthPx));
  const yPx = Math.max(0, Math.min(w.yPx, viewport.heightPx - w.heightPx));
  return { ...w, xPx, yPx };
}

/** A single-camera click: a main window added unless the camera is already open (then the list is unchanged). */
export function addSingleCamera(windows: readonly CameraWindowState[], camera: Camera, viewport: Size): CameraWindowState[] {
  if (windows.some((w) => w.camera.id === camera.id)) return [...windows];
  const step = windows.length * WINDOW_STEP_PX;
  const added: CameraWindowState = {
    key: windowKey(camera),
    camera,
    role: 'main',
    xPx: WINDOW_ORIGIN.xPx + step,
    yPx: WINDOW_ORIGIN.yPx + step,
    ...MAIN_WINDOW,
  };
  return [...windows, clampInto(added, viewport)];
}

/** Where the i-th surrounding window goes relative to the main one: beside it when three columns fit, else below. */
export function surroundingOffset(index: number, viewport: Size): { dxPx: number; dyPx: number } {
  const col = index % ROW_LENGTH;
  const row = Math.floor(index / ROW_LENGTH);
  const s = SURROUNDING_WINDOW;
  const rowWidth = ROW_LENGTH * s.widthPx + (ROW_LENGTH - 1) * WINDOW_GAP_PX;
  const beside = WINDOW_ORIGIN.xPx + MAIN_WINDOW.widthPx + WINDOW_GAP_PX + rowWidth <= viewport.widthPx;
  const x = col * (s.widthPx + WINDOW_GAP_PX);
  const y = row * (s.heightPx + WINDOW_GAP_PX);
  return beside ? { dxPx: MAIN_WINDOW.widthPx + WINDOW_GAP_PX + x, dyPx: y } : { dxPx: x, dyPx: MAIN_WINDOW.heightPx + WINDOW_GAP_PX + y };
}

/** A multi-camera click: one main window and its surrounding cameras in rows, replacing every window. */
export function multiCameraLayout(main: Camera, surrounding: readonly Camera[], viewport: Size): CameraWindowState[] {
  const origin = WINDOW_ORIGIN;
  const out: CameraWindowState[] = [{ key: windowKey(main), camera: main, role: 'main', xPx: origin.xPx, yPx: origin.yPx, ...MAIN_WINDOW }];
  surrounding.forEach((camera, i) => {
    const { dxPx, dyPx } = surroundingOffset(i, viewport);
    out.push({ key: windowKey(camera), camera, role: 'surrounding', xPx: origin.xPx + dxPx, yPx: origin.yPx + dyPx, ...SURROUNDING_WINDOW });
  });
  return out.map((w) => clampInto(w, viewport));
}

/** A surrounding window becomes the main one: the two swap roles, positions and sizes. */
export function promoteWindow(windows: readonly CameraWindowState[], key: string): CameraWindowState[] {
  const promoted = windows.find((w) => w.key === key);
  const main = windows.find((w) => w.role === 'main');
  if (!promoted || !main || promoted.role !== 'surrounding') return [...windows];
  const place = (w: CameraWindowState) => ({ role: w.role, xPx: w.xPx, yPx: w.yPx, widthPx: w.widthPx, heightPx: w.heightPx });
  const mainPlace = place(main);
  const promotedPlace = place(promoted);
  return windows.map((w) => (w === main ? { ...w, ...promotedPlace } : w === promoted ? { ...w, ...mainPlace } : w));
}
