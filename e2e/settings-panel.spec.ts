// The settings panel against the real server: the six tabs, the theme (saved,
// read back after a reload, applied to the chart and the whole console),
// the chart layers, the depth input's 3.5 s pause, the two sliders, and a
// failed save returning the control to the saved value.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { signInAsAdmin } from './helpers';
import {
  authHeaders,
  defaultPreferences,
  liveLayersOff,
  openSettings,
  patchPreferences,
  pixel,
  readPreferences,
  reloadSignedIn,
  settledFingerprint,
} from './settingsHelpers';

const square = (lon: number, lat: number, d: number) => [lon - d, lat - d, lon + d, lat - d, lon + d, lat + d, lon - d, lat + d, lon - d, lat - d];
const DEPARE_RGB = [0x2e, 0x8b, 0x57];

/** A stub chart 'STUB.000' whose DEPARE layer is one square over the start view's centre; the rest of the chart engine is real. */
async function stubChart(page: Page, requests: string[]): Promise<void> {
  const stubFeatures = (layer: string) =>
    layer === 'DEPARE' ? [{ kind: 'Polygon', coordinates: square(18.54, 54.53, 0.1), color: '#2e8b57', cscl: 22000, properties: {} }] : [];
  await page.route('**/chart-engine/map?**', async (route: Route) => {
    const url = new URL(route.request().url());
    requests.push(url.search);
    const layer = url.searchParams.get('layer_name') ?? '';
    const theme = url.searchParams.get('theme') ?? 'day';
    return route.fulfill({ json: { type: 'FeatureCollection', chart_name: 'STUB.000', layer_name: layer, theme, features: stubFeatures(layer) } });
  });
  // A theme or depth change asks only for the colours, of every layer drawn in one request.
  await page.route('**/chart-engine/colours?**', async (route: Route) => {
    const url = new URL(route.request().url());
    requests.push(url.search);
    const theme = url.searchParams.get('theme') ?? 'day';
    const layers = (url.searchParams.get('layer_names') ?? '').split(',').map((layer) => ({
      type: 'FeatureColors',
      chart_name: 'STUB.000',
      layer_name: layer,
      theme,
      colors: stubFeatures(layer).map((f) => f.color),
    }));
    return route.fulfill({ json: { type: 'LayerColors', chart_name: 'STUB.000', theme, layers } });
  });
}

test.beforeEach(async ({ page }) => {
  // SwiftShader draws the chart on a CPU shared with the server.
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await defaultPreferences(page);
  await reloadSignedIn(page);
});

test('the gear opens the 400 px panel at the right with six tabs and Wyloguj', async ({ page }) => {
  await page.getByRole('button', { name: 'Ustawienia', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Ustawienia' });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBe(400);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan((viewport?.width ?? 0) - 20);
  const tabs = panel.getByRole('tab');
  await expect(tabs).toHaveText(['Wygląd', 'Symbolika', 'Mapy', 'Statki', 'Sterowanie', 'Kamery']);
  const expected: [string, string][] = [
    ['Wygląd', 'Motyw'],
    ['Symbolika', 'Katalog Symboli'],
    ['Mapy', 'Wyślij mapę lub aktualizację'],
    ['Statki', 'Dodaj MMSI do zagłuszania (9 cyfr):'],
    ['Sterowanie', 'Czułość kółka myszy'],
    ['Kamery', 'Dodaj kamerę'],
  ];
  for (const [tab, text] of expected) {
    await panel.getByRole('tab', { name: tab, exact: true }).click();
    await expect(panel.getByRole('tabpanel')).toContainText(text);
  }
  // Arrow keys move between the tabs.
  await panel.getByRole('tab', { name: 'Kamery', exact: true }).press('ArrowRight');
  await expect(panel.getByRole('tab', { name: 'Wygląd', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tab', { name: 'Wygląd', exact: true })).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Wyloguj', exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Wyloguj', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
});

test('a theme change is saved, read back after a reload, and recolours the chart and the whole console', async ({ page }) => {
  await liveLayersOff(page);
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  // Land of the world contour map, west of the start position.
  const land = { x: 150, y: Math.round(box.height / 2) + 60 };
  await expect.poll(() => pixel(page, land.x, land.y), { timeout: 15_000 }).not.toEqual([28, 39, 51]);
  const dayLand = await pixel(page, land.x, land.y);
  const panelBg = () => page.getByRole('dialog', { name: 'Ustawienia' }).evaluate((el) => getComputedStyle(el).backgroundColor);
  await openSettings(page, 'Wygląd');
  const dayPanel = await panelBg();
  const saved = page.waitForRequest((r) => r.url().includes('/api/settings/preferences/') && r.method() === 'PATCH');
  await page.getByRole('radio', { name: 'Noc' }).check();
  expect((await saved).postDataJSON()).toEqual({ ui_settings: { theme: 'night' } });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
  await expect.poll(async () => (await pixel(page, land.x, land.y)).join(), { timeout: 15_000 }).not.toBe(dayLand.join());
  const nightLand = await pixel(page, land.x, land.y);
  expect(nightLand.reduce((a, b) => a + b, 0)).toBeLessThan(dayLand.reduce((a, b) => a + b, 0));
  expect(await panelBg()).not.toBe(dayPanel);

  await reloadSignedIn(page);
  expect((await readPreferences(page)).ui_settings.theme).toBe('night');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
  await openSettings(page, 'Wygląd');
  await expect(page.getByRole('radio', { name: 'Noc' })).toBeChecked();
  await page.getByRole('radio', { name: 'Zmierzch' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dusk');
  await expect.poll(async () => (await readPreferences(page)).ui_settings.theme).toBe('dusk');

  // The login overlay keeps the last theme.
  await page.getByRole('button', { name: 'Wyloguj', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dusk');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dusk');
});

test('a layer switched off leaves the chart and the saved preferences; switched on it returns', async ({ page }) => {
  const requests: string[] = [];
  await stubChart(page, requests);
  await patchPreferences(page, { map_visibility: { 'STUB.000': true } });
  await reloadSignedIn(page);
  await liveLayersOff(page);
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const probe = { x: Math.round(box.width / 2) - 20, y: Math.round(box.height / 2) + 20 };
  await expect.poll(() => pixel(page, probe.x, probe.y), { timeout: 15_000 }).toEqual(DEPARE_RGB);

  await openSettings(page, 'Wygląd');
  const layer = page.getByRole('switch', { name: /Obszary głębokości/ });
  await expect(layer).toBeChecked();
  const before = requests.length;
  await layer.uncheck();
  await expect.poll(() => pixel(page, probe.x, probe.y), { timeout: 15_000 }).not.toEqual(DEPARE_RGB);
  await expect.poll(async () => (await readPreferences(page)).layer_visibility.DEPARE).toBe(false);
  // Re-attached without the layer.
  const reattach = requests.slice(before);
  expect(reattach.length).toBeGreaterThan(0);
  expect(reattach.some((r) => r.includes('layer_name=DEPARE'))).toBe(false);

  await layer.check();
  await expect.poll(() => pixel(page, probe.x, probe.y), { timeout: 15_000 }).toEqual(DEPARE_RGB);
  await expect.poll(async () => (await readPreferences(page)).layer_visibility.DEPARE).toBe(true);
  await patchPreferences(page, { map_visibility: { 'STUB.000': false } });
});

test('the depth input saves only after 3.5 s without typing, then re-attaches the charts with it', async ({ page }) => {
  const requests: string[] = [];
  await stubChart(page, requests);
  await patchPreferences(page, { map_visibility: { 'STUB.000': true } });
  await reloadSignedIn(page);
  const patches: { body: unknown; atMs: number }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/settings/preferences/') && r.method() === 'PATCH') patches.push({ body: r.postDataJSON(), atMs: Date.now() });
  });
  await openSettings(page, 'Wygląd');
  const depth = page.getByLabel('Głębokość białego obszaru (m)');
  await expect(depth).toHaveValue('3');
  await expect(depth).toHaveAttribute('step', '0.1');
  await expect(depth).toHaveAttribute('min', '0.1');
  await depth.fill('7');
  await page.waitForTimeout(2000);
  const typedMs = Date.now();
  await depth.fill('7.5');
  await page.waitForTimeout(3000);
  expect(patches).toEqual([]);
  await expect.poll(() => patches.length, { timeout: 5000 }).toBe(1);
  expect(patches[0]?.body).toEqual({ chart_settings: { depth_when_white: 7.5 } });
  expect((patches[0]?.atMs ?? 0) - typedMs).toBeGreaterThanOrEqual(3400);
  await expect.poll(() => requests.some((r) => r.includes('depth_when_white=7.5')), { timeout: 10_000 }).toBe(true);
  // 0 is not saved: the input shows the saved value again after the pause.
  await depth.fill('0');
  await page.waitForTimeout(4000);
  expect(patches).toHaveLength(1);
  await expect(depth).toHaveValue('7.5');
  await reloadSignedIn(page);
  await openSettings(page, 'Wygląd');
  await expect(page.getByLabel('Głębokość białego obszaru (m)')).toHaveValue('7.5');
  await patchPreferences(page, { map_visibility: { 'STUB.000': false }, chart_settings: { depth_when_white: 3 } });
});

test('the wheel sensitivity and vector length sliders are saved through their calls and survive a reload', async ({ page }) => {
  const posts: { url: string; body: unknown }[] = [];
  page.on('request', (r) => {
    if (/wheel-sensitivity|vector-length/.test(r.url())) posts.push({ url: new URL(r.url()).pathname, body: r.postDataJSON() });
  });
  await openSettings(page, 'Sterowanie');
  const wheel = page.getByRole('slider', { name: /Czułość kółka myszy/ });
  await expect(wheel).toHaveAttribute('min', '0.01');
  await expect(wheel).toHaveAttribute('max', '1');
  await expect(wheel).toHaveAttribute('step', '0.01');
  await expect(page.getByRole('tabpanel')).toContainText('30%');
  await wheel.fill('0.55');
  await expect(page.getByRole('tabpanel')).toContainText('55%');
  await openSettings(page, 'Statki');
  const vector = page.getByRole('slider', { name: /Długość wektora ruchu/ });
  await expect(vector).toHaveAttribute('min', '1');
  await expect(vector).toHaveAttribute('max', '60');
  await expect(page.getByRole('tabpanel')).toContainText('6 min');
  await vector.fill('15');
  await expect(page.getByRole('tabpanel')).toContainText('15 min');
  await expect
    .poll(() => posts, { timeout: 5000 })
    .toEqual([
      { url: '/api/settings/wheel-sensitivity/', body: { sensitivity: 0.55 } },
      { url: '/api/settings/vector-length/', body: { length: 15 } },
    ]);
  await reloadSignedIn(page);
  expect((await readPreferences(page)).chart_settings).toMatchObject({ wheel_sensitivity: 0.55, vector_length: 15 });
  await openSettings(page, 'Sterowanie');
  await expect(page.getByRole('slider', { name: /Czułość kółka myszy/ })).toHaveValue('0.55');
  await openSettings(page, 'Statki');
  await expect(page.getByRole('slider', { name: /Długość wektora ruchu/ })).toHaveValue('15');
});

test('a failed save is logged and the control returns to the saved value', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.route('**/api/settings/wheel-sensitivity/', (route) => route.fulfill({ status: 500, json: { code: 'boom', message: 'awaria' } }));
  await page.route('**/api/settings/preferences/', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: { code: 'boom', message: 'awaria' } }) : route.fallback(),
  );
  await openSettings(page, 'Sterowanie');
  const wheel = page.getByRole('slider', { name: /Czułość kółka myszy/ });
  await wheel.fill('0.8');
  await expect(page.getByRole('tabpanel')).toContainText('80%');
  await expect(wheel).toHaveValue('0.3', { timeout: 5000 });
  await expect(page.getByRole('tabpanel')).toContainText('30%');
  expect(errors.some((e) => e.includes('Nie udało się zapisać ustawienia: wheel_sensitivity'))).toBe(true);

  await openSettings(page, 'Wygląd');
  // click, not check(): the failed save puts the radio back before check() could see it checked.
  await page.getByRole('radio', { name: 'Noc' }).click();
  await expect(page.getByRole('radio', { name: 'Dzień' })).toBeChecked({ timeout: 5000 });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'day');
  expect(errors.some((e) => e.includes('Nie udało się zapisać ustawienia: theme'))).toBe(true);
  expect((await readPreferences(page)).chart_settings.wheel_sensitivity).toBe(0.3);
});

test('a theme change recolours a real cell: only its colours are fetched, and it looks as after a reload in that theme', async ({ page }) => {
  const cell = join(import.meta.dirname, '..', '..', 'shared', 'data', 'enc', 'US5AK3MM', 'US5AK3MM.000');
  test.skip(!existsSync(cell), 'shared ENC data missing');
  test.setTimeout(180_000);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (/\/chart-engine\/(map|colours)\?/.test(r.url()) && r.url().includes('US5AK3MM')) requests.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  const headers = await authHeaders(page);
  const upload = await page.request.post('/api/settings/maps/?overwrite=1', {
    headers,
    multipart: { file: { name: 'US5AK3MM.000', mimeType: 'application/octet-stream', buffer: readFileSync(cell) } },
  });
  expect(upload.status()).toBe(201);
  await patchPreferences(page, { map_visibility: { 'US5AK3MM.000': true } });
  // A hash-only navigation does not reload: reload so the preferences (the visible cell) are read again.
  await page.goto('/#56.06,-132.487,0.6');
  await reloadSignedIn(page);
  await liveLayersOff(page);
  const day = await settledFingerprint(page, 90_000);
  const fullLoads = requests.length;
  expect(fullLoads).toBeGreaterThan(0);

  await openSettings(page, 'Wygląd');
  await page.getByRole('radio', { name: 'Noc' }).check();
  await expect.poll(() => requests.length, { timeout: 30_000 }).toBeGreaterThan(fullLoads);
  await page.getByRole('button', { name: 'Ustawienia', exact: true }).click();
  const recoloured = await settledFingerprint(page, 90_000);
  expect(recoloured).not.toBe(day);
  // Only colours were asked for, in one request: the geometry was not loaded again.
  expect(requests.slice(fullLoads)).toHaveLength(1);
  expect(requests.slice(fullLoads).every((r) => r.startsWith('/chart-engine/colours?') && r.includes('theme=night'))).toBe(true);

  // The same picture as a fresh load in the night theme.
  await reloadSignedIn(page);
  await liveLayersOff(page);
  expect(await settledFingerprint(page, 90_000)).toBe(recoloured);
  await patchPreferences(page, { map_visibility: { 'US5AK3MM.000': false }, ui_settings: { theme: 'day' } });
});
