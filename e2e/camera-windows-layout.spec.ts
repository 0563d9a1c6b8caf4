// Camera windows as an operator arranges them: a middle click over ten
// cameras' coverage opens one main and nine surrounding windows in rows of
// at most three that never overlap and lie in the viewport above the status
// bar (on a small screen the rows that do not fit scroll in a strip of their
// own); every camera event is dispatched once per click.
import { expect, test, type Page } from '@playwright/test';
import type { Camera } from '../src/protocol/cameras';
import { signInAsAdmin } from './helpers';
import { boxOf, expectInside, overlapArea, usableViewport, type Box } from './layoutHelpers';
import { authHeaders } from './settingsHelpers';
import { apiCall, canvasCentre, clickIcon, centreOn, recordEvents, recordedEvents, setCameraTool } from './liveHelpers';

/** Open water away from the other tests' cameras. */
const SPOT = { latDeg: 54.75, lonDeg: 19.2 };
/** A lone camera's point, 9 km north: only that camera covers it. */
const LONE_SPOT = { latDeg: 54.83, lonDeg: 19.2 };
const NAME = 'E2E Okno';

async function addCameras(page: Page): Promise<Camera[]> {
  const out: Camera[] = [];
  // Ten cameras around the spot, 300 m further out each (nearest first), all seeing it.
  for (let i = 0; i < 10; i += 1) {
    const angle = (i * 2 * Math.PI) / 10;
    const distanceDeg = (0.3 + 0.3 * i) / 111;
    const fields = {
      name: `${NAME} ${i + 1}`,
      port: 9301 + i,
      latitude: SPOT.latDeg + distanceDeg * Math.cos(angle),
      longitude: SPOT.lonDeg + (distanceDeg * Math.sin(angle)) / Math.cos((SPOT.latDeg * Math.PI) / 180),
      angle_min: 0,
      angle_max: 360,
      range_max: 5000,
    };
    out.push(await addCamera(page, fields));
  }
  out.push(await addCamera(page, { name: `${NAME} samotna`, port: 9311, latitude: LONE_SPOT.latDeg - 0.002, longitude: LONE_SPOT.lonDeg, angle_min: 0, angle_max: 360, range_max: 1000 }));
  return out;
}

async function addCamera(page: Page, fields: Partial<Camera>): Promise<Camera> {
  const { status, body } = await apiCall<Camera>(page, 'POST', '/api/camera/manage/', { camera_type: 'Symulacja', ip_address: '127.0.0.1', login: '', password: '', range_min: 0, snapshot_url: '', ...fields });
  expect(status).toBe(201);
  return body;
}

async function removeCameras(page: Page): Promise<void> {
  const { body } = await apiCall<Camera[]>(page, 'GET', '/api/camera/manage/');
  const headers = await authHeaders(page);
  for (const camera of body.filter((c) => c.name.startsWith(NAME))) expect((await page.request.delete(`/api/camera/manage/${camera.id}/`, { headers })).ok()).toBe(true);
}

const windows = (page: Page) => page.getByTestId('camera-window');
const count = async (page: Page, name: string) => (await recordedEvents(page)).filter(([n]) => n === name).length;

/** Every window's frame box: a strip's windows in the strip's scrolled-to-top place (so their boxes compare with the others'). */
async function frameBoxes(page: Page): Promise<{ name: string; inStrip: boolean; box: Box }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.camera-window-frame')].map((frame) => {
      const r = frame.getBoundingClientRect();
      const strip = frame.closest<HTMLElement>('.camera-strip');
      const scroll = strip ? strip.scrollTop : 0;
      return {
        name: frame.querySelector('[data-testid="camera-window"]')?.getAttribute('aria-label') ?? '',
        inStrip: strip !== null,
        box: { x: r.left, y: r.top + scroll, width: r.width, height: r.height },
      };
    }),
  );
}

/** No two windows overlap; each lies in the viewport above the status bar (a strip's windows once scrolled to). */
async function expectArranged(page: Page): Promise<void> {
  await expect(windows(page)).toHaveCount(10);
  const area = await usableViewport(page);
  const boxes = await frameBoxes(page);
  expect(boxes).toHaveLength(10);
  for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlapArea(a.box, b.box), `${a.name} / ${b.name}`).toBe(0);
  const strip = page.getByTestId('camera-strip');
  if ((await strip.count()) > 0) {
    const stripBox = await boxOf(strip);
    expectInside(stripBox, area, 'the strip');
    for (const loose of boxes.filter((b) => !b.inStrip)) expect(overlapArea(loose.box, stripBox), loose.name).toBe(0);
  }
  for (const frame of await page.locator('.camera-window-frame').all()) {
    await frame.scrollIntoViewIfNeeded();
    expectInside(await boxOf(frame), area, (await frame.getByTestId('camera-window').getAttribute('aria-label')) ?? '');
  }
}

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('nine surrounding cameras: rows of three, none over another, all on screen; each event once per click', async ({ page }) => {
      test.setTimeout(120_000);
      await signInAsAdmin(page);
      await removeCameras(page);
      const cameras = await addCameras(page);
      await recordEvents(page, ['camera-clicked', 'single-camera-clicked', 'multi-camera-clicked']);
      await centreOn(page, SPOT.latDeg, SPOT.lonDeg, 1.5);
      await setCameraTool(page, true);
      await expect(page.getByRole('button', { name: `Kamera: ${NAME} 1`, exact: true })).toBeVisible();

      // A middle click at the spot (the chart's centre): one multi-camera event, ten windows, the nearest camera the main one.
      const centre = await canvasCentre(page);
      await page.mouse.click(centre.x, centre.y, { button: 'middle' });
      await expect(windows(page)).toHaveCount(10);
      await page.waitForTimeout(500);
      expect(await count(page, 'multi-camera-clicked')).toBe(1);
      expect(await count(page, 'single-camera-clicked')).toBe(0);
      const [multi] = (await recordedEvents(page)).map(([, d]) => d as { main: Camera; surrounding: Camera[] });
      expect(multi?.main.id).toBe(cameras[0]?.id);
      expect(multi?.surrounding.map((c) => c.id)).toEqual(cameras.slice(1, 10).map((c) => c.id));
      await expect(page.locator(`[data-testid="camera-window"][data-camera-id="${cameras[0]?.id}"]`)).toHaveAttribute('data-role', 'main');
      await expectArranged(page);
      if (viewport.width === 1920) await expect(page.getByTestId('camera-strip')).toHaveCount(0);

      // A camera symbol: one camera-clicked.
      await page.getByRole('button', { name: 'Zamknij wszystkie', exact: true }).click();
      await expect(windows(page)).toHaveCount(0);
      await clickIcon(page, page.getByRole('button', { name: `Kamera: ${NAME} 4`, exact: true }));
      await expect(windows(page)).toHaveCount(1);
      await page.waitForTimeout(500);
      expect(await count(page, 'camera-clicked')).toBe(1);

      // A middle click only the lone camera sees (the window closed: it would take the click): one single-camera event.
      await page.getByRole('button', { name: 'Zamknij wszystkie', exact: true }).click();
      await expect(windows(page)).toHaveCount(0);
      await centreOn(page, LONE_SPOT.latDeg, LONE_SPOT.lonDeg, 1.5);
      const lone = await canvasCentre(page);
      await page.mouse.click(lone.x, lone.y, { button: 'middle' });
      await expect(windows(page)).toHaveCount(1);
      await page.waitForTimeout(500);
      expect(await count(page, 'single-camera-clicked')).toBe(1);
      expect(await count(page, 'multi-camera-clicked')).toBe(1);
      expect(await count(page, 'camera-clicked')).toBe(1);
      await removeCameras(page);
    });
  });
}
