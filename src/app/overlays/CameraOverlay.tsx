// Camera symbols over the chart while the Camera tool is on (the cameras
// it polls; cameraLayer.ts); a click (found by the chart's pick, or Enter
// on its button) raises 'camera-clicked' (its window opens). The coverage sectors are the tool's chart overlay.
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import type { Camera } from '../../protocol/cameras';
import { cameraLayer } from '../cameras/cameraLayer';
import { emitCameraClicked } from '../chart/chartEvents';
import { IconOverlay, type IconPick } from '../chart/overlay/IconOverlay';
import { pl } from '../i18n/pl';
import { useThemeStyle } from '../theme/themeStyle';
import { ICON_STYLE_ID, ICON_THEME_CSS } from './iconColours';
import './overlays.css';

const cameraKey = (c: Camera) => c.id;
const position = (c: Camera) =>
  Number.isFinite(c.latitude) && Number.isFinite(c.longitude) ? { latDeg: c.latitude, lonDeg: c.longitude } : null;
const pick = (camera: Camera): IconPick => ({ label: pl.overlayIcons.camera(camera.name), act: () => emitCameraClicked(camera) });

export function CameraOverlay() {
  useThemeStyle(ICON_STYLE_ID, ICON_THEME_CSS);
  const layer = useSnapshot(cameraLayer);
  const cameras = layer.cameras as Camera[];
  const render = useCallback(
    (camera: Camera) => (
      <button
        type="button"
        className="camera-icon"
        data-testid="camera-icon"
        aria-label={pl.overlayIcons.camera(camera.name)}
        title={pl.overlayIcons.camera(camera.name)}
        onClick={pick(camera).act}
      >
        <svg viewBox="-20 -20 40 40" aria-hidden="true">
          <circle r="14" className="icon-halo-ring" />
          <circle r="14" className="camera-icon__ring" />
          <path d="M-7 -3.5 H2 V3.5 H-7 Z M3 -1.5 L7 -4 V4 L3 1.5 Z" className="camera-icon__glyph" />
        </svg>
      </button>
    ),
    [],
  );
  if (!layer.on) return null;
  return <IconOverlay className="camera-overlay" kind="camera" items={cameras} position={position} itemKey={cameraKey} pick={pick} render={render} />;
}
