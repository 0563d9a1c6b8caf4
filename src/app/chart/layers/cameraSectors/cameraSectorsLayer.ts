// The camera layer's coverage sectors: an area layer over the cameras the
// Camera tool polls (rebuilt when they or the theme change). It is the
// Camera tool's overlay, so it is drawn exactly while the tool is on.
import type { Camera } from '../../../../protocol/cameras';
import type { Theme } from '../../../../protocol/preferences';
import type { LayerContext } from '../../render/chartLayer';
import { AREA_ORDER } from '../../render/drawOrder';
import { AreaLayer } from '../area/areaLayer';
import { cameraSectorShapes } from './cameraSectorShapes';

export const CAMERA_SECTOR_LINE_WIDTH_PX = 1.5;

/** What the layer reads each frame: the cameras with a version counter, and the theme. */
export interface CameraSectorSource {
  readonly cameras: readonly Camera[];
  readonly version: number;
  theme(): Theme;
}

export function createCameraSectorsLayer(ctx: LayerContext, source: CameraSectorSource): AreaLayer {
  return new AreaLayer(
    ctx,
    'camera-sectors',
    AREA_ORDER.cameraSectors,
    {
      version: () => `${source.version}:${source.theme()}`,
      shapes: () => cameraSectorShapes(source.cameras, source.theme()),
      visible: () => true,
    },
    CAMERA_SECTOR_LINE_WIDTH_PX,
  );
}
