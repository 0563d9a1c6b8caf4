// The camera windows' store: a group fitted again when the layer changes size.
import { describe, expect, it } from 'vitest';
import type { Camera } from '../../protocol/cameras';
import { cameraWindows, closeAllCameras, moveCamera, openCameraGroup, refitCameras } from './cameraWindows';

const camera = (id: number): Camera => ({
  id,
  name: `K${id}`,
  camera_type: 'Symulacja',
  ip_address: '127.0.0.1',
  port: 8000 + id,
  latitude: 54.5,
  longitude: 18.5,
  angle_min: 0,
  angle_max: 90,
  range_min: 0,
  range_max: 1000,
  login: '',
  password: '',
  snapshot_url: '',
});

const small = { widthPx: 1280, heightPx: 695 };
const fullHd = { widthPx: 1920, heightPx: 1055 };
const surrounding = Array.from({ length: 9 }, (_, i) => camera(i + 2));

describe('camera windows on a layer that changes size', () => {
  it('lays a group out again for the new size, keeping its windows (and their streams)', () => {
    openCameraGroup(camera(1), surrounding, small);
    expect(cameraWindows.strip).not.toBeNull();
    const keys = cameraWindows.windows.map((w) => w.key);
    refitCameras(fullHd);
    expect(cameraWindows.strip).toBeNull();
    expect(cameraWindows.windows.map((w) => w.key)).toEqual(keys);
    expect(cameraWindows.windows.every((w) => !w.inStrip)).toBe(true);
    refitCameras(small);
    expect(cameraWindows.strip).not.toBeNull();
    closeAllCameras();
    expect(cameraWindows.strip).toBeNull();
  });

  it('keeps windows placed by hand where they are, inside the layer', () => {
    openCameraGroup(camera(1), surrounding.slice(0, 1), fullHd);
    const [main] = cameraWindows.windows;
    if (!main) throw new Error('no window');
    moveCamera(main.key, 1500, 700);
    refitCameras(small);
    const moved = cameraWindows.windows.find((w) => w.key === main.key);
    expect(moved).toMatchObject({ xPx: small.widthPx - 640, yPx: small.heightPx - 440, widthPx: 640, heightPx: 440 });
    closeAllCameras();
  });
});
