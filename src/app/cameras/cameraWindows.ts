// The open camera windows (React reads them): opened by the camera events
// (a camera symbol or a single-camera click adds a main window, a
// multi-camera click replaces them all), promoted, moved, resized, brought
// to the front and closed. Placement rules in windowLayout.ts.
import { proxy } from 'valtio';
import type { Camera } from '../../protocol/cameras';
import { addSingleCamera, fitWindowSize, multiCameraLayout, promoteWindow, type CameraWindowState, type Size } from './windowLayout';

export const cameraWindows = proxy<{ windows: CameraWindowState[]; /** Window keys, front-most last. */ stack: string[] }>({
  windows: [],
  stack: [],
});

const viewport = (): Size => ({ widthPx: window.innerWidth, heightPx: window.innerHeight });

function setWindows(next: CameraWindowState[]): void {
  cameraWindows.windows = next;
  const keys = new Set(next.map((w) => w.key));
  const kept = cameraWindows.stack.filter((k) => keys.has(k));
  cameraWindows.stack = [...kept, ...next.map((w) => w.key).filter((k) => !kept.includes(k))];
}

export function openCamera(camera: Camera, size: Size = viewport()): void {
  setWindows(addSingleCamera(cameraWindows.windows, camera, size));
}

export function openCameraGroup(main: Camera, surrounding: readonly Camera[], size: Size = viewport()): void {
  cameraWindows.stack = [];
  setWindows(multiCameraLayout(main, surrounding, size));
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
  w.xPx = xPx;
  w.yPx = yPx;
}

/** A resize ended at this width and top-left corner: the size is fitted to 16:9 within the limits. */
export function resizeCamera(key: string, widthPx: number, xPx: number, yPx: number): void {
  const w = cameraWindows.windows.find((c) => c.key === key);
  if (!w) return;
  Object.assign(w, fitWindowSize(widthPx), { xPx, yPx });
}

export function bringCameraToFront(key: string): void {
  if (cameraWindows.stack.at(-1) === key) return;
  cameraWindows.stack = [...cameraWindows.stack.filter((k) => k !== key), key];
}
