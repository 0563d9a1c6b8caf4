// A camera's live stream (spec section 2, route /camera/): the image source
// of its window, with ip, port, username and password URL-encoded.
import { CAMERA_DEFAULT_PORT, CAMERA_STREAM_PATH, type Camera } from '../../protocol/cameras';

const enc = (value: string | number | null | undefined): string => encodeURIComponent(value === null || value === undefined ? '' : String(value));

export function cameraStreamUrl(camera: Pick<Camera, 'ip_address' | 'port' | 'login' | 'password'>): string {
  const port = camera.port || CAMERA_DEFAULT_PORT;
  return `${CAMERA_STREAM_PATH}?ip=${enc(camera.ip_address)}&port=${enc(port)}&username=${enc(camera.login)}&password=${enc(camera.password)}`;
}
