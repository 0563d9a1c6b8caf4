// The middle-button selection of the camera layer (spec section 2, "Chart
// interactions"): the cameras whose coverage sector contains the point
// (the core's sector test, 6371 km sphere); one is a single-camera click,
// several a multi-camera click with the nearest as main and the others,
// nearest first, as surrounding.
import type { Camera } from '../../protocol/cameras';
import type { GeoPoint } from '../../protocol/geo';
import { sphereDistanceM } from '../../wasm/geodesy';
import { CAMERA_SPHERE_RADIUS_M, cameraSectorContains } from '../../wasm/shapes';
import { cameraCoverage } from '../chart/layers/cameraSectors/cameraSectorShapes';

export type CameraClick = { kind: 'single'; camera: Camera; position: GeoPoint } | { kind: 'multi'; main: Camera; surrounding: Camera[]; position: GeoPoint };

/** Whether the camera's sector holds the point (false for a camera whose numbers are unusable). */
export function coverageContains(camera: Camera, point: GeoPoint): boolean {
  try {
    return cameraSectorContains(cameraCoverage(camera), point.latDeg, point.lonDeg);
  } catch (error) {
    console.warn('Camera coverage not tested', camera.name, error);
    return false;
  }
}

/** The cameras covering the point, nearest first. */
export function camerasCovering(cameras: readonly Camera[], point: GeoPoint): Camera[] {
  return cameras
    .filter((c) => coverageContains(c, point))
    .map((camera) => ({ camera, distanceM: sphereDistanceM(camera.latitude, camera.longitude, point.latDeg, point.lonDeg, CAMERA_SPHERE_RADIUS_M) }))
    .sort((a, b) => a.distanceM - b.distanceM)
    .map((c) => c.camera);
}

/** What a middle click at the point selects; null when no sector holds it. */
export function cameraClickAt(cameras: readonly Camera[], position: GeoPoint): CameraClick | null {
  const [nearest, ...others] = camerasCovering(cameras, position);
  if (!nearest) return null;
  if (others.length === 0) return { kind: 'single', camera: nearest, position };
  return { kind: 'multi', main: nearest, surrounding: others, position };
}
