// The camera layer (the palette's Camera tool): symbols and coverage
// sectors of the cameras, 'camera-clicked' and the camera windows with the
// built-in simulated cameras' streams, a failing stream's message, the
// middle-click selection (one main, one surrounding), promotion, close all;
// the vessel card's cameras; the prediction's start and stop events.
import { expect, test, type Page } from '@playwright/test';
import type { Camera } from '../src/protocol/cameras';
import { apiGet, signInAsAdmin } from './helpers';
import { apiCall, canvasCentre, centreOn, clickIcon, recordEvents, recordedEvents, setCameraTool } from './liveHelpers';

const SIMULATED = 'Symulacja';

async function addCamera(page: Page, fields: Partial<Camera>): Promise<Camera> {
  const { status, body } = await apiCall<Camera>(page, 'POST', '/api/camera/manage/', {
    camera_type: SIMULATED,
    ip_address: '127.0.0.1',
    login: 'e2e',
    password: 'p@ss w/ord',
    range_min: 0,
    snapshot_url: '',
    ...fields,
  });
  expect(status).toBe(201);
  return body;
}

// Each test's cameras go with it (the later flows click at the same spots).
test.afterEach(async ({ page }) => {
  const { body } = await apiCall<Camera[]>(page, 'GET', '/api/camera/manage/');
  for (const camera of body.filter((c) => c.name.startsWith('E2E Kamera'))) expect((await apiCall(page, 'DELETE', `/api/camera/manage/${camera.id}/`)).status).toBe(204);
});

const windows = (page: Page) => page.getByTestId('camera-window');
const windowOf = (page: Page, camera: Camera) => page.locator(`[data-testid="camera-window"][data-camera-id="${camera.id}"]`);
const frameOf = (page: Page, camera: Camera) => page.locator('.camera-window-frame', { has: windowOf(page, camera) });

test.describe('camera layer and windows', () => {
  test('symbols, windows, streams, selection by coverage, promotion and close all', async ({ page }) => {
    // One long flow on SwiftShader: more time than the default.
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    // Two cameras whose sectors overlap at 54.52 N 18.62 E; A is nearer to it.
    const a = await addCamera(page, { name: 'E2E Kamera A', port: 9101, latitude: 54.52, longitude: 18.605, angle_min: 45, angle_max: 135, range_max: 2000 });
    const b = await addCamera(page, { name: 'E2E Kamera B', port: 9102, latitude: 54.52, longitude: 18.64, angle_min: 225, angle_max: 315, range_max: 2000 });
    await recordEvents(page, ['camera-clicked', 'single-camera-clicked', 'multi-camera-clicked']);
    // The symbols lie right of where the windows open (top left).
    await centreOn(page, 54.523, 18.59, 1.5);
    const iconA = page.getByRole('button', { name: 'Kamera: E2E Kamera A', exact: true });
    await expect(iconA).toHaveCount(0);
    await setCameraTool(page, true);
    await expect(iconA).toBeVisible();
    const iconB = page.getByRole('button', { name: 'Kamera: E2E Kamera B', exact: true });
    await expect(iconB).toBeVisible();

    // A symbol click: camera-clicked and a main window 640×440 showing the stream.
    await clickIcon(page, iconA);
    await expect(windows(page)).toHaveCount(1);
    const first = windowOf(page, a);
    await expect(first).toHaveAttribute('data-role', 'main');
    expect(await frameOf(page, a).boundingBox()).toMatchObject({ width: 640, height: 440 });
    const stream = first.locator('canvas');
    // Frames of the camera's /camera/ route (one request per frame, not an MJPEG connection per window); the MJPEG stream is the footer's link.
    const streamUrl = `/camera/?ip=127.0.0.1&port=9101&username=e2e&password=${encodeURIComponent('p@ss w/ord')}`;
    await expect(stream).toHaveAttribute('data-stream', streamUrl);
    await expect(first.getByRole('link', { name: 'Strumień', exact: true })).toHaveAttribute('href', streamUrl);
    await expect.poll(() => stream.evaluate((c: HTMLCanvasElement) => c.width), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(first.getByRole('alert')).toHaveCount(0);
    for (const label of ['W górę', 'W dół', 'W lewo', 'W prawo', 'Przybliż', 'Oddal']) await expect(first.getByRole('button', { name: label, exact: true })).toBeVisible();
    // The same camera again: no second window; another camera: 40 px further.
    await clickIcon(page, iconA);
    await expect(windows(page)).toHaveCount(1);
    await clickIcon(page, iconB);
    await expect(windows(page)).toHaveCount(2);
    const boxA = await frameOf(page, a).boundingBox();
    const boxB = await frameOf(page, b).boundingBox();
    expect([(boxB?.x ?? 0) - (boxA?.x ?? 0), (boxB?.y ?? 0) - (boxA?.y ?? 0)]).toEqual([40, 40]);
    const clicked = (await recordedEvents(page)).filter(([name]) => name === 'camera-clicked').map(([, c]) => (c as Camera).id);
    expect(clicked).toEqual([a.id, a.id, b.id]);
    await windowOf(page, a).getByRole('button', { name: 'Zamknij wszystkie', exact: true }).click();
    await expect(windows(page)).toHaveCount(0);

    // A stream that fails to load shows the spec's message.
    await page.route('**/camera/?ip=127.0.0.1&port=9102*', (route) => route.fulfill({ status: 502, json: { code: 'bad_gateway', message: 'Nie można połączyć się z kamerą' } }));
    await clickIcon(page, iconB);
    await expect(windowOf(page, b).getByRole('alert')).toHaveText('Failed to load camera stream. Camera may be offline.');
    await page.unroute('**/camera/?ip=127.0.0.1&port=9102*');
    await windowOf(page, b).getByRole('button', { name: 'Zamknij', exact: true }).click();
    await expect(windows(page)).toHaveCount(0);

    // A middle click inside both sectors (54.52 N 18.62 E: 240 px per NM at this range): the multi-camera event, one main (A, nearest) and one surrounding.
    const centre = await canvasCentre(page);
    const pxPerNm = 360 / 1.5;
    const point = { x: centre.x + 0.03 * 60 * Math.cos((54.52 * Math.PI) / 180) * pxPerNm, y: centre.y + 0.003 * 60 * pxPerNm };
    await page.mouse.click(point.x, point.y, { button: 'middle' });
    await expect(windows(page)).toHaveCount(2);
    const multi = (await recordedEvents(page)).filter(([name]) => name === 'multi-camera-clicked').map(([, d]) => d as { main: Camera; surrounding: Camera[]; position: { latDeg: number } });
    expect(multi.map((m) => [m.main.id, m.surrounding.map((c) => c.id)])).toEqual([[a.id, [b.id]]]);
    expect(multi[0]?.position.latDeg).toBeCloseTo(54.52, 3);
    await expect(windowOf(page, a)).toHaveAttribute('data-role', 'main');
    await expect(windowOf(page, b)).toHaveAttribute('data-role', 'surrounding');
    const mainBox = await frameOf(page, a).boundingBox();
    const sideBox = await frameOf(page, b).boundingBox();
    expect(mainBox).toMatchObject({ width: 640, height: 440 });
    // 1280×720: one surrounding window fits beside the main one, 10 px apart, level with its top.
    expect(sideBox).toMatchObject({ width: 320, height: 260, x: (mainBox?.x ?? 0) + 640 + 10, y: mainBox?.y });
    await expect.poll(() => windowOf(page, b).locator('canvas').evaluate((c: HTMLCanvasElement) => c.width), { timeout: 15_000 }).toBeGreaterThan(0);

    // Promote B: the two swap roles, positions and sizes.
    await windowOf(page, b).getByRole('button', { name: 'Ustaw jako główną', exact: true }).click();
    await expect(windowOf(page, b)).toHaveAttribute('data-role', 'main');
    await expect(windowOf(page, a)).toHaveAttribute('data-role', 'surrounding');
    expect(await frameOf(page, b).boundingBox()).toEqual(mainBox);
    expect(await frameOf(page, a).boundingBox()).toEqual(sideBox);
    // Resizing keeps 16:9 with the header and footer.
    const frame = frameOf(page, b);
    const box = await frame.boundingBox();
    if (!box) throw new Error('no window');
    await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width + 200, box.y + box.height + 40, { steps: 6 });
    await page.mouse.up();
    const resized = await frame.boundingBox();
    expect(Math.abs(((resized?.height ?? 0) - 80) * (16 / 9) - (resized?.width ?? 0))).toBeLessThan(2);
    expect(resized?.width).toBeGreaterThan(640);
    // Close all, on the main window.
    await windowOf(page, b).getByRole('button', { name: 'Zamknij wszystkie', exact: true }).click();
    await expect(windows(page)).toHaveCount(0);
    await expect(windowOf(page, a).getByRole('button', { name: 'Zamknij wszystkie', exact: true })).toHaveCount(0);

    // A middle click outside every sector opens nothing; the tool off removes the symbols.
    await page.mouse.click(point.x, point.y - 300, { button: 'middle' });
    await page.waitForTimeout(300);
    await expect(windows(page)).toHaveCount(0);
    await setCameraTool(page, false);
    await expect(iconA).toHaveCount(0);
  });
});

test('the vessel card lists the cameras covering the vessel; selecting and closing announce the prediction', async ({ page }) => {
  await signInAsAdmin(page);
  const vessels = await apiGet<{ id: number; mmsi: string; latitude: number; longitude: number; speed: number | null }[]>(page, '/api/vessels/');
  const vessel = vessels.find((v) => (v.speed ?? 0) > 1) ?? vessels[0];
  if (!vessel) throw new Error('the built-in feed has no vessels');
  // A camera all around the vessel, far enough for the vessel to stay inside while the test runs.
  const camera = await addCamera(page, { name: 'E2E Kamera statku', port: 9103, latitude: vessel.latitude, longitude: vessel.longitude, angle_min: 0, angle_max: 360, range_max: 20_000 });
  await recordEvents(page, ['prediction-start', 'prediction-stop']);
  await expect
    .poll(async () => {
      await page.evaluate((id) => window.dispatchEvent(new CustomEvent('object-picked', { detail: String(id) })), vessel.id);
      return page.getByTestId('vessel-card').count();
    })
    .toBe(1);
  const card = page.getByTestId('vessel-card');
  await expect(card.getByText('Kamery obejmujące statek', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'E2E Kamera statku', exact: true }).click();
  await expect(windowOf(page, camera)).toBeVisible();
  await expect(windowOf(page, camera)).toHaveAttribute('data-role', 'main');
  // The window lies over the card: close it first.
  await windowOf(page, camera).getByRole('button', { name: 'Zamknij wszystkie', exact: true }).click();
  await card.getByRole('button', { name: 'Zamknij', exact: true }).click();
  await expect(card).toHaveCount(0);
  const events = (await recordedEvents(page)).map(([name, d]) => [name, (d as { vesselId: number }).vesselId]);
  expect(events.at(0)).toEqual(['prediction-start', vessel.id]);
  expect(events.at(-1)).toEqual(['prediction-stop', vessel.id]);
});
