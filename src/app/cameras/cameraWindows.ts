// The open camera windows (React reads them): opened by the camera events
// (a camera symbol or a single-camera click adds a main window, a
// multi-camera click replaces them all), promoted, moved, resized, brought
// to the front and closed. Placement rules in windowLayout.ts and
// groupLayout.ts (the rows of three and their scrolling strip), within the
// windows' layer (the viewport above the status bar).
import { proxy } from 'valtio';
import type { Camera } from '../../protocol/cameras';
import { multiCameraLayout, type CameraStrip } from './groupLayout';
import { addSingleCamera, clampInto, fitWindowSize, promoteWindow, type CameraWindowState, type Size } from './windowLayout';

export const cameraWindows = proxy<{
  windows: CameraWindowState[];
  /** The group's scrolling strip of surrounding windows (null: none). */
  strip: CameraStrip | null;
  /** Window keys, front-most last. */
  stack: string[];
}>({
  windows: [],
  strip: null,
  stack: [],
});

let layerSize = (): Size => ({ widthPx: window.innerWidth, heightPx: window.innerHeight });

/** Where the windows may go: the size of their layer (CameraWindows.tsx measures it). */
export function setWindowArea(measure: () => Size): void {
  layerSize = measure;
}

/** The group as its click laid it out, until the operator moves, resizes, promotes, closes or adds a window. */
let laidOutGroup: { main: Camera; surrounding: readonly Camera[] } | null = null;

function setWindows(next: CameraWindowState[], group: typeof laidOutGroup = null): void {
  laidOutGroup = group;
  cameraWindows.windows = next;
  if (!next.some((w) => w.inStrip)) cameraWindows.strip = null;
  const keys = new Set(next.map((w) => w.key));
  const kept = cameraWindows.stack.filter((k) => keys.has(k));
  cameraWindows.stack = [...kept, ...next.map((w) => w.key).filter((k) => !kept.includes(k))];
}

export function openCamera(camera: Camera, area: Size = layerSize()): void {
  setWindows(addSingleCamera(cameraWindows.windows, camera, area));
}

export function openCameraGroup(main: Camera, surrounding: readonly Camera[], area: Size = layerSize()): void {
  const layout = multiCameraLayout(main, surrounding, area);
  cameraWindows.stack = [];
  cameraWindows.strip = layout.strip;
  setWindows(layout.windows, { main, surrounding });
}

/**
 * The layer changed size (the browser window did): a group still as laid
 * out is laid out again for the new size (its windows keep their streams);
 * windows placed by hand are kept inside the layer.
 */
export function refitCameras(area: Size = layerSize()): void {
  const group = laidOutGroup;
  if (group) {
    const layout = multiCameraLayout(group.main, group.surrounding, area);
    const keyOf = new Map(cameraWindows.windows.map((w) => [w.camera.id, w.key]));
    cameraWindows.strip = layout.strip;
    setWindows(
      layout.windows.map((w) => ({ ...w, key: keyOf.get(w.camera.id) ?? w.key })),
      group,
    );
    return;
  }
  setWindows(cameraWindows.windows.map((w) => (w.inStrip ? w : clampInto(w, area))));
}

export function promoteCamera(key: string): void {
  setWindows(promoteWindow(cameraWindows.windows, key));
}

export function closeCamera(key: string): void {
  setWindows(cameraWindows.windows.filter((w) => w.key !== key));
}

export function closeAllCameras(): void {
  setWindows([]);
}

export function moveCamera(key: string, xPx: number, yPx: number): void {
  const w = cameraWindows.windows.find((c) => c.key === key);
  if (!w) return;
  laidOutGroup = null;
  w.xPx = xPx;
  w.yPx = yPx;
}

/** A resize ended at this width and top-left corner: the size is fitted to 16:9 within the limits. */
export function resizeCamera(key: string, widthPx: number, xPx: number, yPx: number): void {
  const w = cameraWindows.windows.find((c) => c.key === key);
  if (!w) return;
  laidOutGroup = null;
  Object.assign(w, fitWindowSize(widthPx), { xPx, yPx });
}

export function bringCameraToFront(key: string): void {
  if (cameraWindows.stack.at(-1) === key) return;
  cameraWindows.stack = [...cameraWindows.stack.filter((k) => k !== key), key];
}
