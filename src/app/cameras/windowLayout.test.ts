import { describe, expect, it } from 'vitest';
import type { Camera } from '../../protocol/cameras';
import { multiCameraLayout } from './groupLayout';
import { addSingleCamera, fitWindowSize, promoteWindow, SIZE_RANGE, SURROUNDING_WINDOW, WINDOW_ORIGIN } from './windowLayout';

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
  login: 'a',
  password: 'b',
  snapshot_url: '',
});

const fullHd = { widthPx: 1920, heightPx: 1080 };

describe('single-camera windows', () => {
  it('adds a main window 640×440, each further one 40 px on, not twice for one camera', () => {
    let windows = addSingleCamera([], camera(1), fullHd);
    windows = addSingleCamera(windows, camera(2), fullHd);
    windows = addSingleCamera(windows, camera(1), fullHd);
    expect(windows).toHaveLength(2);
    expect(windows.map((w) => [w.role, w.inStrip, w.xPx, w.yPx, w.widthPx, w.heightPx])).toEqual([
      ['main', false, WINDOW_ORIGIN.xPx, WINDOW_ORIGIN.yPx, 640, 440],
      ['main', false, WINDOW_ORIGIN.xPx + 40, WINDOW_ORIGIN.yPx + 40, 640, 440],
    ]);
  });
});

describe('promotion', () => {
  it('swaps roles, positions and sizes of the main window and the promoted one', () => {
    const { windows } = multiCameraLayout(camera(1), [camera(2), camera(3)], fullHd);
    const [main, second, third] = windows;
    if (!main || !second || !third) throw new Error('layout');
    const promoted = promoteWindow(windows, second.key);
    const byCamera = (id: number) => promoted.find((w) => w.camera.id === id);
    expect(byCamera(2)).toMatchObject({ role: 'main', xPx: main.xPx, yPx: main.yPx, widthPx: 640, heightPx: 440 });
    expect(byCamera(1)).toMatchObject({ role: 'surrounding', inStrip: false, xPx: second.xPx, yPx: second.yPx, ...SURROUNDING_WINDOW });
    expect(byCamera(3)).toEqual(third);
    // The main window cannot be promoted; promoting the old main back restores the layout.
    expect(promoteWindow(promoted, second.key)).toEqual(promoted);
    expect(promoteWindow(promoted, main.key)).toEqual(windows);
  });
});

describe('resize keeps 16:9 between a 40 px header and footer', () => {
  it('gives the 16:9 height plus 80 px', () => {
    expect(fitWindowSize(640)).toEqual({ widthPx: 640, heightPx: 440 });
    expect(fitWindowSize(1280)).toEqual({ widthPx: 1280, heightPx: 800 });
    expect(fitWindowSize(1000.4)).toEqual({ widthPx: 1000, heightPx: 643 });
  });

  it('stays within 320-1920 wide and 280-1180 high', () => {
    expect(fitWindowSize(100)).toEqual({ widthPx: 356, heightPx: 280 });
    expect(fitWindowSize(320)).toEqual({ widthPx: 356, heightPx: 280 });
    expect(fitWindowSize(5000)).toEqual({ widthPx: 1920, heightPx: 1160 });
    expect(fitWindowSize(NaN)).toEqual(SIZE_RANGE.min);
    expect(SIZE_RANGE).toEqual({ min: { widthPx: 356, heightPx: 280 }, max: { widthPx: 1920, heightPx: 1160 } });
    for (let w = 0; w <= 2500; w += 37) {
      const s = fitWindowSize(w);
      expect(s.widthPx).toBeGreaterThanOrEqual(320);
      expect(s.widthPx).toBeLessThanOrEqual(1920);
      expect(s.heightPx).toBeGreaterThanOrEqual(280);
      expect(s.heightPx).toBeLessThanOrEqual(1180);
      expect(Math.abs((s.heightPx - 80) * (16 / 9) - s.widthPx)).toBeLessThan(1);
    }
  });
});
