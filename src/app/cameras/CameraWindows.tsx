// The camera windows over the chart: opened by 'camera-clicked' (a camera
// symbol), the single-camera and the multi-camera events (a middle click
// inside coverage sectors); closed all when the operator signs out. Their
// layer is the viewport above the status bar: the windows are laid out and
// dragged within it, and fitted again when the browser window changes
// size; a group's surrounding windows that do not fit scroll in a strip of
// their own (groupLayout.ts).
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { Camera } from '../../protocol/cameras';
import {
  CAMERA_CLICKED_EVENT,
  MULTI_CAMERA_CLICKED_EVENT,
  SINGLE_CAMERA_CLICKED_EVENT,
  onChartEvent,
  type MultiCameraClick,
  type SingleCameraClick,
} from '../chart/chartEvents';
import { CameraWindow } from './CameraWindow';
import { cameraWindows, closeAllCameras, openCamera, openCameraGroup, refitCameras, setWindowArea } from './cameraWindows';
import type { CameraWindowState } from './windowLayout';
import './cameraWindows.css';

/** Windows start above the info cards (500) and below the side panels. */
const BASE_Z = 600;
/** A browser window being resized: the windows are fitted again once it rests this long. */
const REFIT_MS = 150;

export function CameraWindows() {
  const state = useSnapshot(cameraWindows);
  const layer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setWindowArea(() => ({ widthPx: layer.current?.clientWidth ?? window.innerWidth, heightPx: layer.current?.clientHeight ?? window.innerHeight }));
    const offs = [
      onChartEvent<Camera>(CAMERA_CLICKED_EVENT, (camera) => openCamera(camera)),
      onChartEvent<SingleCameraClick>(SINGLE_CAMERA_CLICKED_EVENT, ({ camera }) => openCamera(camera)),
      onChartEvent<MultiCameraClick>(MULTI_CAMERA_CLICKED_EVENT, ({ main, surrounding }) => openCameraGroup(main, surrounding)),
    ];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => refitCameras(), REFIT_MS);
    };
    window.addEventListener('resize', onResize);
    // The layer also changes with the console's chrome (an alarm banner above it).
    const observer = new ResizeObserver(onResize);
    if (layer.current) observer.observe(layer.current);
    return () => {
      for (const off of offs) off();
      window.removeEventListener('resize', onResize);
      observer.disconnect();
      clearTimeout(timer);
      closeAllCameras();
    };
  }, []);

  const zOf = (key: string) => BASE_Z + Math.max(0, state.stack.indexOf(key));
  const windows = state.windows as CameraWindowState[];
  const loose = windows.filter((w) => !w.inStrip);
  const inStrip = windows.filter((w) => w.inStrip);
  const strip = state.strip;
  return (
    <div className="camera-windows" ref={layer}>
      {loose.map((w) => (
        <CameraWindow key={w.key} window={w} zIndex={zOf(w.key)} />
      ))}
      {strip && inStrip.length > 0 && (
        <div
          className="camera-strip"
          data-testid="camera-strip"
          style={{ left: strip.xPx, top: strip.yPx, width: strip.widthPx, height: strip.heightPx, zIndex: Math.max(...inStrip.map((w) => zOf(w.key))) }}
        >
          <div className="camera-strip__content" style={{ width: strip.contentWidthPx, height: strip.contentHeightPx }}>
            {inStrip.map((w) => (
              <CameraWindow key={w.key} window={w} zIndex={zOf(w.key)} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
