// Camera coverage sectors (spec sections 3 and 9): angle_min..angle_max and
// range_min..range_max around the camera, 20 arc segments on the 6371 km
// sphere (the core's cameraSectorOutline), as a faint fill with a solid
// outline; colours per theme. A camera whose sector cannot be built (bad
// numbers) is skipped.
import type { Camera } from '../../../../protocol/cameras';
import type { Theme } from '../../../../protocol/preferences';
import { cameraSectorOutline, type CameraCoverage } from '../../../../wasm/shapes';
import type { AreaShape, Rgba } from '../area/areaBuffers';

const COLOURS: Record<Theme, { line: Rgba; fill: Rgba }> = {
  day: { line: [0.42, 0.11, 0.6, 0.95], fill: [0.55, 0.25, 0.8, 0.16] },
  dusk: { line: [0.36, 0.16, 0.48, 0.95], fill: [0.45, 0.22, 0.62, 0.13] },
  night: { line: [0.24, 0.16, 0.28, 0.95], fill: [0.3, 0.2, 0.36, 0.12] },
};

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
  const colours = COLOURS[theme] ?? COLOURS.day;
  const shapes: AreaShape[] = [];
  for (const camera of cameras) {
    if (!usable(camera)) continue;
    try {
      shapes.push({ lonLat: cameraSectorOutline(cameraCoverage(camera)), closed: true, fillRgba: colours.fill, lineRgba: colours.line, lineStyle: 'solid' });
    } catch (error) {
      console.warn('Camera sector not drawn', camera.name, error);
    }
  }
  return shapes;
}
