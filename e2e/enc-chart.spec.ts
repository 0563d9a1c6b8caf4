// A real ENC cell through the whole path: uploaded through the maps API,
// made visible in the preferences, read by the server's chart engine, drawn
// by the WebGL chart. A land area and a deep depth area show the theme's
// colours, which change when the theme changes.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Theme } from '../src/protocol/preferences';
import { clearRgb } from './chartProbe';
import { canvasPixels, signInAsAdmin } from './helpers';

const CELL = join(import.meta.dirname, '..', '..', 'shared', 'data', 'enc', 'US5AK3MM', 'US5AK3MM.000');
const CELL_NAME = 'US5AK3MM.000';
// Points well inside a land area (LNDARE) and a depth area of 18.2 m and more
// (DEPARE), found in GDAL's reference output for this cell.
const LAND = { latDeg: 56.066, lonDeg: -132.487 };
const DEEP = { latDeg: 56.055, lonDeg: -132.487 };

if (!existsSync(CELL)) {
  if (process.env.CI === 'true') throw new Error(`ENC test data missing: ${CELL}`);
  console.warn(`skipping the ENC chart test: ${CELL} is missing`);
}

async function authorised(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('access_token') ?? '');
  return { Authorization: `Bearer ${token}` };
}

/** The colour at the view centre (a few pixels off the crosshair) once the chart has settled. */
async function colourAt(page: Page, at: { latDeg: number; lonDeg: number }, theme: Theme): Promise<number[]> {
  await page.evaluate(({ latDeg, lonDeg }) => {
    window.location.hash = `#${latDeg},${lonDeg},0.3`;
  }, at);
  await expect(page.getByTestId('status-centre')).toHaveText(new RegExp(`^Środek: ${at.latDeg.toFixed(8)} N`));
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no chart canvas');
  const x = Math.round(box.width / 2) + 8;
  const y = Math.round(box.height / 2) + 8;
  // Layers arrive one by one: wait until the sampled colour is stable and not the clear colour.
  let last: number[] = [];
  await expect
    .poll(
      async () => {
        const now = (await canvasPixels(page, x, y, 0)).slice(0, 3);
        const stable = now.join() === last.join() && now.join() !== clearRgb(theme).join();
        last = now;
        return stable;
      },
      { timeout: 20_000, intervals: [300] },
    )
    .toBe(true);
  return last;
}

test.skip(!existsSync(CELL), 'shared ENC data missing');

test('a real cell is drawn with the theme colours of land and deep water', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const headers = await authorised(page);
  const upload = await page.request.post('/api/settings/maps/?overwrite=1', {
    headers,
    multipart: { file: { name: CELL_NAME, mimeType: 'application/octet-stream', buffer: readFileSync(CELL) } },
  });
  expect(upload.status()).toBe(201);
  expect((await page.request.post('/api/settings/map-visibility/', { headers, data: { map_name: CELL_NAME, visible: true } })).status()).toBe(200);
  expect((await page.request.patch('/api/settings/preferences/', { headers, data: { ui_settings: { theme: 'day' } } })).status()).toBe(200);

  // Signing in (here: restoring the session) attaches the visible charts.
  await page.reload();
  const dayLand = await colourAt(page, LAND, 'day');
  const dayDeep = await colourAt(page, DEEP, 'day');
  expect(dayLand).not.toEqual(dayDeep);

  expect((await page.request.patch('/api/settings/preferences/', { headers, data: { ui_settings: { theme: 'night' } } })).status()).toBe(200);
  await page.reload();
  const nightLand = await colourAt(page, LAND, 'night');
  const nightDeep = await colourAt(page, DEEP, 'night');
  expect(nightLand).not.toEqual(nightDeep);
  expect(nightLand).not.toEqual(dayLand);
  expect(nightDeep).not.toEqual(dayDeep);
  // Night colours are darker than day colours.
  const brightness = (rgb: number[]) => rgb.reduce((sum, c) => sum + c, 0);
  expect(brightness(nightLand)).toBeLessThan(brightness(dayLand));
  expect(brightness(nightDeep)).toBeLessThan(brightness(dayDeep));

  await page.request.patch('/api/settings/preferences/', { headers, data: { ui_settings: { theme: 'day' } } });
});
