import { describe, expect, it } from 'vitest';
import type { Camera } from '../../protocol/cameras';
import { EDGE_PX, mainWindowWithin, multiCameraLayout, type GroupLayout } from './groupLayout';
import { MAIN_WINDOW, SIZE_RANGE, SURROUNDING_WINDOW, WINDOW_ORIGIN, type CameraWindowState, type Size } from './windowLayout';

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

const cameras = (count: number) => Array.from({ length: count }, (_, i) => camera(i + 2));
/** The windows' layer of a full HD and of a 1280×720 screen (less the 25 px status bar). */
const fullHd = { widthPx: 1920, heightPx: 1055 };
const small = { widthPx: 1280, heightPx: 695 };

interface Box {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Every window's box in the area (a strip's windows at the strip's scroll top). */
function boxes({ windows, strip }: GroupLayout): Box[] {
  return windows.map((w) => ({ name: w.camera.name, x: w.xPx + (w.inStrip && strip ? strip.xPx : 0), y: w.yPx + (w.inStrip && strip ? strip.yPx : 0), w: w.widthPx, h: w.heightPx }));
}

const apart = (a: Box, b: Box) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;

/** No two windows overlap; every loose window and the strip lie inside the area, clear of the palette and top bar; a strip's windows lie inside its content. */
function expectTidy(layout: GroupLayout, area: Size): void {
  const all = boxes(layout);
  for (const [i, a] of all.entries()) for (const b of all.slice(i + 1)) expect(apart(a, b), `${a.name} / ${b.name}`).toBe(true);
  const { strip } = layout;
  for (const w of layout.windows.filter((x) => !x.inStrip)) {
    expect(w.xPx).toBeGreaterThanOrEqual(WINDOW_ORIGIN.xPx);
    expect(w.yPx).toBeGreaterThanOrEqual(WINDOW_ORIGIN.yPx);
    expect(w.xPx + w.widthPx).toBeLessThanOrEqual(area.widthPx - EDGE_PX);
    expect(w.yPx + w.heightPx).toBeLessThanOrEqual(area.heightPx - EDGE_PX);
  }
  if (strip) {
    expect(strip.xPx + strip.widthPx).toBeLessThanOrEqual(area.widthPx - EDGE_PX);
    expect(strip.yPx + strip.heightPx).toBeLessThanOrEqual(area.heightPx - EDGE_PX);
    // At least one whole row shows.
    expect(strip.heightPx).toBeGreaterThanOrEqual(SURROUNDING_WINDOW.heightPx);
    for (const w of layout.windows.filter((x) => x.inStrip)) {
      expect(w.xPx + w.widthPx).toBeLessThanOrEqual(strip.contentWidthPx);
      expect(w.yPx + w.heightPx).toBeLessThanOrEqual(strip.contentHeightPx);
    }
    const main = all[0];
    if (main) expect(apart(main, { name: 'strip', x: strip.xPx, y: strip.yPx, w: strip.widthPx, h: strip.heightPx })).toBe(true);
  }
}

const sixteenByNine = (w: Pick<CameraWindowState, 'widthPx' | 'heightPx'>) => Math.abs((w.heightPx - 80) * (16 / 9) - w.widthPx) < 1;

describe('multi-camera layout', () => {
  it('places one main and the surrounding cameras in rows of 3 with 10 px gaps beside it', () => {
    const layout = multiCameraLayout(camera(1), cameras(8), fullHd);
    const [main, ...around] = layout.windows;
    expect(layout.strip).toBeNull();
    expect(main).toMatchObject({ role: 'main', inStrip: false, xPx: WINDOW_ORIGIN.xPx, yPx: WINDOW_ORIGIN.yPx, ...MAIN_WINDOW });
    expect(around.every((w) => w.role === 'surrounding' && w.widthPx === 320 && w.heightPx === 260)).toBe(true);
    const left = WINDOW_ORIGIN.xPx + 640 + 10;
    expect(around.map((w) => [w.xPx - left, w.yPx - WINDOW_ORIGIN.yPx])).toEqual([
      [0, 0],
      [330, 0],
      [660, 0],
      [0, 270],
      [330, 270],
      [660, 270],
      [0, 540],
      [330, 540],
    ]);
    expectTidy(layout, fullHd);
  });

  it('fits nine surrounding cameras on a full HD screen, three rows of three', () => {
    const layout = multiCameraLayout(camera(1), cameras(9), fullHd);
    expect(layout.strip).toBeNull();
    expect(layout.windows[0]).toMatchObject(MAIN_WINDOW);
    expect(new Set(layout.windows.slice(1).map((w) => w.yPx)).size).toBe(3);
    expectTidy(layout, fullHd);
  });

  it('puts the rows below the main window on a narrow, tall screen', () => {
    const narrow = { widthPx: 1280, heightPx: 1400 };
    const layout = multiCameraLayout(camera(1), cameras(4), narrow);
    const [main, a, b, c, d] = layout.windows;
    const top = WINDOW_ORIGIN.yPx + 440 + 10;
    expect(main).toMatchObject({ role: 'main', ...MAIN_WINDOW });
    expect([a, b, c, d].map((w) => [w?.xPx, w?.yPx])).toEqual([
      [WINDOW_ORIGIN.xPx, top],
      [WINDOW_ORIGIN.xPx + 330, top],
      [WINDOW_ORIGIN.xPx + 660, top],
      [WINDOW_ORIGIN.xPx, top + 270],
    ]);
    expectTidy(layout, narrow);
  });

  it('on 1280×720: one surrounding camera beside a full-size main window', () => {
    const layout = multiCameraLayout(camera(1), cameras(1), small);
    expect(layout.windows.map((w) => [w.xPx, w.yPx, w.widthPx, w.heightPx])).toEqual([
      [WINDOW_ORIGIN.xPx, WINDOW_ORIGIN.yPx, 640, 440],
      [WINDOW_ORIGIN.xPx + 650, WINDOW_ORIGIN.yPx, 320, 260],
    ]);
    expectTidy(layout, small);
  });

  it('on 1280×720: four surrounding cameras in two columns beside a main window shrunk to fit, 16:9', () => {
    const layout = multiCameraLayout(camera(1), cameras(4), small);
    const [main, ...around] = layout.windows;
    expect(layout.strip).toBeNull();
    expect(main?.widthPx).toBeLessThan(640);
    expect(main?.widthPx).toBeGreaterThanOrEqual(SIZE_RANGE.min.widthPx);
    expect(main && sixteenByNine(main)).toBe(true);
    expect(new Set(around.map((w) => w.xPx)).size).toBe(2);
    expectTidy(layout, small);
  });

  it('on 1280×720: nine surrounding cameras wrap into a scrolling strip beside the main window', () => {
    const layout = multiCameraLayout(camera(1), cameras(9), small);
    const [main, ...around] = layout.windows;
    expect(layout.strip).not.toBeNull();
    expect(main?.inStrip).toBe(false);
    expect(around.every((w) => w.inStrip && w.widthPx === 320 && w.heightPx === 260)).toBe(true);
    expect(main && sixteenByNine(main)).toBe(true);
    // The content holds every row; the strip shows two of them.
    expect(layout.strip?.contentHeightPx).toBe(5 * 270 - 10);
    expectTidy(layout, small);
  });

  it('is tidy on every screen from 1024×600 to 2560×1440 with up to 12 surrounding cameras', () => {
    for (const widthPx of [1024, 1280, 1366, 1600, 1920, 2560]) {
      for (const heightPx of [575, 695, 743, 875, 1055, 1415]) {
        for (let count = 0; count <= 12; count += 1) {
          const layout = multiCameraLayout(camera(1), cameras(count), { widthPx, heightPx });
          expect(layout.windows).toHaveLength(count + 1);
          expectTidy(layout, { widthPx, heightPx });
          const main = layout.windows[0];
          if (main) expect(sixteenByNine(main) && main.widthPx >= SIZE_RANGE.min.widthPx && main.widthPx <= 640).toBe(true);
        }
      }
    }
  });
});

describe('the main window within bounds', () => {
  it('is 640×440 when there is room, else the largest 16:9 window that fits, never below the resize minimum', () => {
    expect(mainWindowWithin(2000, 2000)).toEqual(MAIN_WINDOW);
    const shrunk = mainWindowWithin(540, 2000);
    expect(shrunk?.widthPx).toBe(540);
    expect(shrunk && sixteenByNine(shrunk)).toBe(true);
    expect(mainWindowWithin(2000, 353)?.heightPx).toBeLessThanOrEqual(353);
    expect(mainWindowWithin(300, 2000)).toBeNull();
    expect(mainWindowWithin(2000, 279)).toBeNull();
  });
});
