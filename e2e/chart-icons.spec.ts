// The icons over the chart behave as chart objects: the wheel and a drag
// over one move the chart, a click with the ruler on adds a ruler point,
// a click on two overlapping things opens the pick list (choosing an entry
// acts as a click on it, Esc and a press elsewhere close it), and the icons
// hide past their range threshold and scale with the zoom within 0.2..0.8.
import { expect, test, type Page } from '@playwright/test';
import type { NavWarning, Station } from '../src/protocol/streams';
import type { Vessel } from '../src/protocol/vessels';
import { apiGet, signInAsAdmin } from './helpers';
import { apiCall, canvasCentre, centreOn, firstBatch, recordEvents, recordedEvents } from './liveHelpers';

const HEL = { lat: 54.6006, lon: 18.8108 };
/** The built-in 'Gdynia Port' station and, 100 m from it, the first built-in warning's symbol. */
const GDYNIA_PORT = { lat: 54.5353, lon: 18.5587 };

const rangeText = (page: Page) => page.getByTestId('status-range').textContent();
const centreText = (page: Page) => page.getByTestId('status-centre').textContent();
const eventNames = async (page: Page) => (await recordedEvents(page)).map(([name]) => name);

test('the wheel and a drag over an icon move the chart and open nothing', async ({ page }) => {
  await signInAsAdmin(page);
  await recordEvents(page, ['station-info', 'object-picked']);
  await centreOn(page, HEL.lat, HEL.lon, 2);
  const icon = page.getByRole('button', { name: 'Stacja pogodowa: Hel', exact: true });
  await expect(icon).toBeVisible();
  const c = await canvasCentre(page);
  // The wheel over the icon zooms in.
  await page.mouse.move(c.x, c.y);
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => Number(/([\d.]+) NM/.exec((await rangeText(page)) ?? '')?.[1])).toBeLessThan(2);
  // A drag that starts on the icon pans.
  await centreOn(page, HEL.lat, HEL.lon, 3);
  const before = await centreText(page);
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  await page.mouse.move(c.x + 120, c.y + 60, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => centreText(page)).not.toBe(before);
  await page.waitForTimeout(500);
  expect(await eventNames(page)).not.toContain('station-info');
});

test('with the ruler on, a click on an icon adds a ruler point and opens no card', async ({ page }) => {
  await signInAsAdmin(page);
  await recordEvents(page, ['station-info']);
  await centreOn(page, HEL.lat, HEL.lon, 2);
  await expect(page.getByRole('button', { name: 'Stacja pogodowa: Hel', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ruler', exact: true }).click();
  const c = await canvasCentre(page);
  await page.mouse.click(c.x, c.y); // on the station's icon
  await page.mouse.click(c.x + 200, c.y);
  await expect(page.getByTestId('tool-status')).toHaveText(/^Active: Ruler - \d+\.\d{3} NM$/);
  await expect(page.getByTestId('overlay-label-leg')).toHaveCount(1);
  await page.waitForTimeout(500);
  expect(await eventNames(page)).toEqual([]);
  await expect(page.getByTestId('station-card')).toHaveCount(0);
});

test('two overlapping icons give the pick list; choosing an entry opens its card; Esc and a press elsewhere close it', async ({ page }) => {
  await signInAsAdmin(page);
  const stations = await firstBatch<Station>(page, '/ws/socket-server-stations/', 'stations');
  const warnings = await firstBatch<NavWarning>(page, '/ws/socket-server-warnings/', 'nws');
  const station = stations.find((s) => s.station_name === 'Gdynia Port');
  const warning = warnings.find((w) => Math.hypot((w.part[0]?.geometry[0]?.coords[0]?.[0] ?? 0) - GDYNIA_PORT.lat, (w.part[0]?.geometry[0]?.coords[0]?.[1] ?? 0) - GDYNIA_PORT.lon) < 0.002);
  if (!station || !warning) throw new Error('the built-in feeds have no Gdynia Port station with a warning beside it');
  await recordEvents(page, ['station-info', 'navwarn-info', 'object-picked']);
  await centreOn(page, GDYNIA_PORT.lat, GDYNIA_PORT.lon, 2);
  await expect(page.getByRole('button', { name: 'Stacja pogodowa: Gdynia Port', exact: true })).toBeVisible();
  const c = await canvasCentre(page);
  await page.mouse.click(c.x, c.y);

  const list = page.getByRole('listbox', { name: 'Obiekty w tym miejscu' });
  await expect(list).toBeVisible();
  await expect(list).toBeFocused();
  const stationEntry = list.getByRole('option', { name: 'Stacja pogodowa: Gdynia Port', exact: true });
  const warningEntry = list.getByRole('option', { name: `Ostrzeżenie nawigacyjne: ${warning.nav_warn_title.text}`, exact: true });
  await expect(stationEntry).toBeVisible();
  await expect(warningEntry).toBeVisible();
  // The station, under the pointer's centre, first; nothing acted on yet.
  await expect(list.getByRole('option').first()).toHaveText('Stacja pogodowa: Gdynia Port');
  expect(await eventNames(page)).toEqual([]);

  // Esc closes it (and reaches no tool); so does a press elsewhere.
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await page.mouse.click(c.x, c.y);
  await expect(list).toBeVisible();
  await page.mouse.click(c.x + 300, c.y + 200);
  await expect(list).toHaveCount(0);
  expect(await eventNames(page)).toEqual([]);

  // Choosing an entry acts as a click on it alone: by mouse the station, by keyboard the warning.
  await page.mouse.click(c.x, c.y);
  await stationEntry.click();
  await expect(list).toHaveCount(0);
  await expect(page.getByTestId('station-card').getByText('Gdynia Port', { exact: true })).toBeVisible();
  await page.mouse.click(c.x, c.y);
  await expect(list).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(warningEntry).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(0);
  await expect(page.getByTestId('navwarn-card')).toBeVisible();
  expect((await recordedEvents(page)).map(([name, d]) => [name, (d as { name?: string; id?: string }).name ?? (d as { id: string }).id])).toEqual([
    ['station-info', station.name],
    ['navwarn-info', warning.id],
  ]);
});

test('an icon on a vessel: the pick list names the vessel, and choosing it opens the vessel card', async ({ page }) => {
  await signInAsAdmin(page);
  // A vessel that keeps its place (at anchor or moored), drawn at the chart centre, and an aton put on it.
  const vessels = await apiGet<Vessel[]>(page, '/api/vessels/');
  const c = await canvasCentre(page);
  const canvas = await page.getByTestId('chart-canvas').boundingBox();
  let still: (Vessel & { latitude: number; longitude: number }) | undefined;
  for (const v of vessels.filter((v) => v.speed === 0 && v.name.trim() !== '').slice(0, 8)) {
    if (v.latitude === null || v.longitude === null) continue;
    await centreOn(page, v.latitude, v.longitude, 1);
    const id = v.id;
    const drawn = await expect
      .poll(() => page.evaluate(([x, y]) => window.__traxisChart?.pickMs(x, y)[0], [c.x - (canvas?.x ?? 0), c.y - (canvas?.y ?? 0)] as const), { timeout: 5_000 })
      .toBe(id)
      .then(() => true)
      .catch(() => false);
    if (drawn) {
      still = { ...v, latitude: v.latitude, longitude: v.longitude };
      break;
    }
  }
  if (!still) throw new Error('no vessel that keeps its place is drawn at its position');
  expect((await apiCall(page, 'POST', '/api/atons/', { name: 'E2E Na statku', mmsi: '992610009', vid: 9, aid_type: 29, latitude: still.latitude, longitude: still.longitude })).status).toBe(201);
  await recordEvents(page, ['object-picked', 'aton-info']);
  await expect(page.getByRole('button', { name: 'Aton: E2E Na statku', exact: true })).toBeVisible({ timeout: 15_000 });
  await page.mouse.click(c.x, c.y);
  const list = page.getByRole('listbox', { name: 'Obiekty w tym miejscu' });
  await expect(list.getByRole('option', { name: 'Aton: E2E Na statku', exact: true })).toBeVisible();
  const vesselEntry = list.getByRole('option', { name: `Statek: ${still.name.trim()}`, exact: true });
  await expect(vesselEntry).toBeVisible();
  await vesselEntry.click();
  await expect(page.getByTestId('vessel-card')).toBeVisible();
  expect(await recordedEvents(page)).toEqual([['object-picked', String(still.id)]]);
  // The aton goes with the test (the later flows click in the same port).
  const atons = (await apiCall<{ id: number; name: string }[]>(page, 'GET', '/api/atons/')).body;
  for (const aton of atons.filter((a) => a.name === 'E2E Na statku')) expect((await apiCall(page, 'DELETE', `/api/atons/${aton.id}/`)).status).toBe(204);
});

test('icons hide past their range threshold and scale with the zoom within 0.2..0.8', async ({ page }) => {
  await signInAsAdmin(page);
  const icons = page.locator('[data-testid="station-icon"]:visible');
  const hel = page.getByRole('button', { name: 'Stacja pogodowa: Hel', exact: true });
  const widths: Record<string, number> = {};
  for (const rangeNm of [0.5, 2, 10, 24, 900]) {
    await centreOn(page, HEL.lat, HEL.lon, rangeNm);
    await expect(hel).toBeVisible();
    widths[rangeNm] = (await hel.boundingBox())?.width ?? NaN;
  }
  // 40 px × clamp(4 NM / range, 0.2, 0.8).
  expect(widths).toEqual({ 0.5: 32, 2: 32, 10: 16, 24: 8, 900: 8 });
  await expect(icons).toHaveCount(5); // every station, piled up at 900 NM
  await centreOn(page, HEL.lat, HEL.lon, 1200);
  await expect(page.locator('.icon-overlay__slot:visible')).toHaveCount(0);
  await expect(page.locator('[data-testid$="-icon"]:visible')).toHaveCount(0);
});
