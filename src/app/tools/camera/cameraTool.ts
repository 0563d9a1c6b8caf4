// The palette's Camera tool (spec section 4, "Camera layer"): while on, the
// cameras are fetched and re-polled every 10 s (a failed fetch keeps the
// previous cameras), their coverage sectors are the tool's overlay and
// their symbols are shown (cameraLayer.ts); a middle-button click selects
// the cameras whose coverage holds the point (one: the single-camera event,
// several: the multi-camera event, nearest as main). Off removes them.
import type { Camera } from '../../../protocol/cameras';
import { cameraClickAt } from '../../cameras/cameraSelection';
import { hideCameras, showCameras } from '../../cameras/cameraLayer';
import { emitMultiCameraClicked, emitSingleCameraClicked } from '../../chart/chartEvents';
import { createCameraSectorsLayer, type CameraSectorSource } from '../../chart/layers/cameraSectors/cameraSectorsLayer';
import { resources } from '../../resources';
import { ResourceLoader } from '../../resources/resourceLoader';
import { chartPreferences } from '../../store/preferences';
import type { ChartTool, ToolContext } from '../../chart/input/chartTool';

/** Spec section 9: camera poll 10 s. */
export const CAMERA_POLL_MS = 10_000;

export interface CameraToolDeps {
  list: (signal: AbortSignal) => Promise<Camera[]>;
  show: (cameras: readonly Camera[]) => void;
  hide: () => void;
  single: typeof emitSingleCameraClicked;
  multi: typeof emitMultiCameraClicked;
  theme: CameraSectorSource['theme'];
  pollMs: number;
}

const browserDeps: CameraToolDeps = {
  list: (signal) => resources.cameras.list({ signal }),
  show: showCameras,
  hide: hideCameras,
  single: emitSingleCameraClicked,
  multi: emitMultiCameraClicked,
  theme: () => chartPreferences.value.ui_settings.theme,
  pollMs: CAMERA_POLL_MS,
};

/** The tool under its palette name (tools/registry.ts TOOL_NAMES.camera). */
export function createCameraTool(ctx: ToolContext, name: string, deps: CameraToolDeps = browserDeps): ChartTool {
  const source = { cameras: [] as readonly Camera[], version: 0, theme: deps.theme };
  const loader = new ResourceLoader(deps.list, deps.pollMs);
  const unsubscribe = loader.subscribe(() => {
    const { data, error } = loader.getSnapshot();
    if (error) console.info('Cameras not fetched; keeping the previous ones', error);
    if (!data || data === source.cameras) return;
    source.cameras = data;
    source.version += 1;
    deps.show(data);
    ctx.chart.invalidate();
  });
  loader.start();
  return {
    name,
    overlay: createCameraSectorsLayer(ctx.layers, source),
    press(e) {
      if (e.button !== 'middle') return false;
      const click = cameraClickAt(source.cameras, e.geo);
      if (!click) return false;
      if (click.kind === 'single') deps.single({ camera: click.camera, position: click.position });
      else deps.multi({ main: click.main, surrounding: click.surrounding, position: click.position });
      return true;
    },
    dispose() {
      loader.stop();
      unsubscribe();
      deps.hide();
    },
  };
}
