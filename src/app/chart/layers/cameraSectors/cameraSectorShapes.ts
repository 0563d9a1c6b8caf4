// Camera coverage sectors (spec sections 3 and 9): angle_min..angle_max and
// range_min..range_max around the camera, 20 arc segments on the 6371 km
// sphere (the core's cameraSectorOutline), as a faint fill with a solid
// outline; colours per theme. A camera whose sector cannot be built (bad
// numbers) is skipped. The colour: S-52's ARPA target colour (ARPAT, the
// sensors' colour, as the camera's icon) in the theme's live band
// (chart/theme/liveColour.ts), over a dark halo.
import type { Camera } from '../../../../protocol/cameras';
import type { ColourToken } from '../../../../protocol/s52Colours';
import type { Theme } from '../../../../protocol/preferences';
import { cameraSectorOutline, type CameraCoverage } from '../../../../wasm/shapes';
import { haloRgba, liveRgba, unitRgba } from '../../theme/liveColour';
import type { AreaShape, Rgba } from '../area/areaBuffers';

export const CAMERA_SECTOR_TOKEN: ColourToken = 'ARPAT';
/** The fill's opacity per theme: a tint, the outline carries the colour (at night fainter: a symbol over it keeps 3:1). */
export const CAMERA_SECTOR_FILL_ALPHA: Readonly<Record<Theme, number>> = { day: 0.14, dusk: 0.1, night: 0.06 };
const HALO_ALPHA = 0.75;

export function cameraSectorColours(theme: Theme): { line: Rgba; fill: Rgba; halo: Rgba } {
  return {
    line: unitRgba(liveRgba(CAMERA_SECTOR_TOKEN, theme)),
    fill: unitRgba(liveRgba(CAMERA_SECTOR_TOKEN, theme, CAMERA_SECTOR_FILL_ALPHA[theme] ?? 0.14)),
    halo: unitRgba(haloRgba(theme, HALO_ALPHA)),
  };
}

export const cameraCoverage = (c: Camera): CameraCoverage => ({
  latDeg: c.latitude,
  lonDeg: c.longitude,
  angleMinDeg: c.angle_min,
  angleMaxDeg: c.angle_max,
  rangeMinM: c.range_min,
  rangeMaxM: c.range_max,
});

const usable = (c: Camera): boolean =>
  [c.latitude, c.longitude, c.angle_min, c.angle_max, c.range_min, c.range_max].every((v) => typeof v === 'number' && Number.isFinite(v)) &&
  c.range_max > 0;

export function cameraSectorShapes(cameras: readonly Camera[], theme: Theme): AreaShape[] {
  const colours = cameraSectorColours(theme);
  const shapes: AreaShape[] = [];
  for (const camera of cameras) {
    if (!usable(camera)) continue;
    try {
      shapes.push({ lonLat: cameraSectorOutline(cameraCoverage(camera)), closed: true, fillRgba: colours.fill, lineRgba: colours.line, haloRgba: colours.halo, lineStyle: 'solid' });
    } catch (error) {
      console.warn('Camera sector not drawn', camera.name, error);
    }
  }
  return shapes;
}
