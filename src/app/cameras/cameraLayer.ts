// The cameras of the camera layer while the palette's Camera tool is on
// (React reads it: the camera symbols). The tool sets them on every poll
// and clears them when switched off ("off removes them").
import { proxy, ref } from 'valtio';
import type { Camera } from '../../protocol/cameras';

export const cameraLayer = proxy<{ on: boolean; cameras: Camera[] }>({ on: false, cameras: ref([]) });

export function showCameras(cameras: readonly Camera[]): void {
  cameraLayer.on = true;
  cameraLayer.cameras = ref([...cameras]);
}

export function hideCameras(): void {
  cameraLayer.on = false;
  cameraLayer.cameras = ref([]);
}
