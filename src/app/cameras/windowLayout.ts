// Camera windows' placement and sizes (spec sections 4, 5 and 9), pure:
// a single-camera click adds a main window unless that camera is open,
// each further window 40 px further down and right; promotion swaps a
// surrounding window's role, position and size with the main's; a resize
// keeps the picture 16:9 between a 40 px header and a 40 px footer, within
// 320-1920 px wide and 280-1180 px high. A multi-camera click's rows of
// three: groupLayout.ts.
import type { Camera } from '../../protocol/cameras';

export type WindowRole = 'main' | 'surrounding';

export interface CameraWindowState {
  /** Unique per window (React key, test id). */
  key: string;
  camera: Camera;
  role: WindowRole;
  /** In the group's scrolling strip (groupLayout.ts): the position is within the strip's content. */
  inStrip: boolean;
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
/** A new window's key. */
export const windowKey = (camera: Camera): string => `camera-${camera.id}-${(serial += 1)}`;

/** Keeps a window inside the area where it fits (top-left wins when it does not). */
export function clampInto(w: CameraWindowState, area: Size): CameraWindowState {
  const xPx = Math.max(0, Math.min(w.xPx, area.widthPx - w.widthPx));
  const yPx = Math.max(0, Math.min(w.yPx, area.heightPx - w.heightPx));
  return { ...w, xPx, yPx };
}

/** A single-camera click: a main window added unless the camera is already open (then the list is unchanged). */
export function addSingleCamera(windows: readonly CameraWindowState[], camera: Camera, area: Size): CameraWindowState[] {
  if (windows.some((w) => w.camera.id === camera.id)) return [...windows];
  const step = windows.length * WINDOW_STEP_PX;
  const added: CameraWindowState = {
    key: windowKey(camera),
    camera,
    role: 'main',
    inStrip: false,
    xPx: WINDOW_ORIGIN.xPx + step,
    yPx: WINDOW_ORIGIN.yPx + step,
    ...MAIN_WINDOW,
  };
  return [...windows, clampInto(added, area)];
}

/** A surrounding window becomes the main one: the two swap roles, positions and sizes. */
export function promoteWindow(windows: readonly CameraWindowState[], key: string): CameraWindowState[] {
  const promoted = windows.find((w) => w.key === key);
  const main = windows.find((w) => w.role === 'main');
  if (!promoted || !main || promoted.role !== 'surrounding') return [...windows];
  const place = (w: CameraWindowState) => ({ role: w.role, inStrip: w.inStrip, xPx: w.xPx, yPx: w.yPx, widthPx: w.widthPx, heightPx: w.heightPx });
  const mainPlace = place(main);
  const promotedPlace = place(promoted);
  return windows.map((w) => (w === main ? { ...w, ...promotedPlace } : w === promoted ? { ...w, ...mainPlace } : w));
}
