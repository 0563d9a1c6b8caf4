// The HTML icons over the chart (src/app/overlays/): atons in their three
// appearances, weather stations, warnings and cameras, rendered by the
// app's own overlay components through the chart's handle (the scene's
// fixed view) in the document's theme.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { hideCameras, showCameras } from '../../../../src/app/cameras/cameraLayer';
import { ChartContext } from '../../../../src/app/chart/chartHandle';
import { AtonOverlay } from '../../../../src/app/overlays/AtonOverlay';
import { CameraOverlay } from '../../../../src/app/overlays/CameraOverlay';
import { StationOverlay } from '../../../../src/app/overlays/StationOverlay';
import { WarningOverlay } from '../../../../src/app/overlays/WarningOverlay';
import { LiveStore } from '../../../../src/app/live/liveStore';
import type { SceneBuilder } from '../stage';
import { GOLDEN_NOW_MS, goldenAtons, goldenCameras, goldenStations, goldenWarnings } from './fixtures';
import { sceneHandle } from './sceneHandle';

export const iconsScene: SceneBuilder = async (ctx) => {
  const centre = { latDeg: ctx.scene.latDeg, lonDeg: ctx.scene.lonDeg };
  const live = new LiveStore(() => GOLDEN_NOW_MS);
  live.replace('atons', goldenAtons(centre));
  live.replace('stations', goldenStations(centre));
  live.replace('warnings', goldenWarnings(centre));
  showCameras(goldenCameras(centre));
  const handle = sceneHandle(ctx);
  const host = document.createElement('div');
  host.className = 'golden-icons';
  ctx.overlay.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <ChartContext.Provider value={handle}>
        <WarningOverlay live={live} />
        <StationOverlay live={live} />
        <AtonOverlay live={live} />
        <CameraOverlay />
      </ChartContext.Provider>,
    ),
  );
  ctx.onClear(() => {
    root.unmount();
    hideCameras();
  });
};
