// The camera windows over the chart: opened by 'camera-clicked' (a camera
// symbol), the single-camera and the multi-camera events (a middle click
// inside coverage sectors); closed all when the operator signs out.
import { useEffect } from 'react';
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
import { cameraWindows, closeAllCameras, openCamera, openCameraGroup } from './cameraWindows';
import type { CameraWindowState } from './windowLayout';
import './cameraWindows.css';

/** Windows start above the info cards (500) and below the side panels. */
const BASE_Z = 600;

export function CameraWindows() {
  const state = useSnapshot(cameraWindows);

  useEffect(() => {
    const offs = [
      onChartEvent<Camera>(CAMERA_CLICKED_EVENT, (camera) => openCamera(camera)),
      onChartEvent<SingleCameraClick>(SINGLE_CAMERA_CLICKED_EVENT, ({ camera }) => openCamera(camera)),
      onChartEvent<MultiCameraClick>(MULTI_CAMERA_CLICKED_EVENT, ({ main, surrounding }) => openCameraGroup(main, surrounding)),
    ];
    return () => {
      for (const off of offs) off();
      closeAllCameras();
    };
  }, []);

  return (
    <div className="camera-windows">
      {state.windows.map((w) => (
        <CameraWindow key={w.key} window={w as CameraWindowState} zIndex={BASE_Z + Math.max(0, state.stack.indexOf(w.key))} />
      ))}
    </div>
  );
}
