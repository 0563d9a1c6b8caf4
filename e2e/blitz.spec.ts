// The Blitz panel and the lightning layer: defaults, the
// ON/OFF switch with the fields locked, the 5 s polls with the settings
// (requests observed), a failed poll logged with the strikes kept, OFF
// sending the zeroed filter and clearing, the settings after a reload, and
// the Blitz/Jammer exclusion.
import { expect, test, type Page, type Request } from '@playwright/test';
import { canvasPixels, signInAsAdmin } from './helpers';

const CENTRE = { lat: 54.45, lon: 18.9 };

/** Strikes at the chart centre (the hash puts it there), answered instead of the server's. */
async function routeStrikes(page: Page, requests: Request[], fail: { on: boolean }, times: number[] = []) {
  await page.route('**/api/stations/last_strikes/**', async (route) => {
    requests.push(route.request());
    times.push(Date.now());
    if (fail.on) return route.fulfill({ status: 503, json: { code: 'unavailable', message: 'x' } });
    const url = new URL(route.request().url());
    const count = Number(url.searchParams.get('number'));
    const time = new Date().toISOString();
    return route.fulfill({ json: count === 0 ? [] : [{ lon: CENTRE.lon, lat: CENTRE.lat, time }] });
  });
}

/** Yellow bolt pixels at the chart centre. */
async function boltPixels(page: Page): Promise<number> {
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const px = await canvasPixels(page, Math.round(box.width / 2), Math.round(box.height / 2), 8);
  let n = 0;
  for (let i = 0; i < px.length; i += 4) if ((px[i] ?? 0) > 200 && (px[i + 1] ?? 0) > 160 && (px[i + 2] ?? 255) < 80) n += 1;
  return n;
}

test('Blitz: defaults, ON polls every 5 s with the settings, fields locked, failure keeps the strikes, OFF clears', async ({ page }) => {
  test.setTimeout(60_000);
  const requests: Request[] = [];
  const times: number[] = [];
  const fail = { on: false };
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await routeStrikes(page, requests, fail, times);
  await signInAsAdmin(page, `/#${CENTRE.lat},${CENTRE.lon},6`);
  await page.getByRole('button', { name: 'Statki', exact: true }).click();
  await page.getByRole('button', { name: 'Pociągi', exact: true }).click();
  await page.getByRole('button', { name: 'Blitz', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Blitz' });
  await expect(panel).toBeVisible();
  const field = (label: string) => panel.getByLabel(label);
  await expect(field('Liczba wyładowań')).toHaveValue('100');
  await expect(field('Zachód (W, °)')).toHaveValue('-18');
  await expect(field('Wschód (E, °)')).toHaveValue('43');
  await expect(field('Północ (N, °)')).toHaveValue('73');
  await expect(field('Południe (S, °)')).toHaveValue('33');
  const toggle = panel.getByRole('switch', { name: 'Wyładowania' });
  await expect(toggle).toHaveText('OFF');
  // A bad value cannot be applied.
  await field('Liczba wyładowań').fill('0');
  await expect(panel.getByRole('alert')).toContainText('Liczba wyładowań: liczba całkowita od 1 do 10000.');
  await expect(toggle).toBeDisabled();
  await field('Liczba wyładowań').fill('250');
  await field('Zachód (W, °)').fill('10');
  await toggle.click();
  await expect(toggle).toHaveText('ON');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  for (const label of ['Liczba wyładowań', 'Zachód (W, °)', 'Wschód (E, °)', 'Północ (N, °)', 'Południe (S, °)']) await expect(field(label)).toBeDisabled();
  await expect.poll(() => requests.length, { timeout: 3000 }).toBe(1);
  const first = new URL(requests[0]?.url() ?? '');
  expect(Object.fromEntries(first.searchParams)).toEqual({ number: '250', west: '10', east: '43', north: '73', south: '33', sig: '0' });
  await expect.poll(() => boltPixels(page)).toBeGreaterThan(5);
  // Two more polls, 5 s apart.
  await expect.poll(() => requests.length, { timeout: 12_000 }).toBe(3);
  expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThan(4000);
  expect((times[2] ?? 0) - (times[1] ?? 0)).toBeLessThan(6500);
  // A failed poll is logged; the strikes stay drawn.
  fail.on = true;
  await expect.poll(() => errors.filter((e) => e === 'Error fetching data: Service Unavailable').length, { timeout: 7000 }).toBe(1);
  expect(await boltPixels(page)).toBeGreaterThan(5);
  fail.on = false;
  // OFF: the zeroed filter once, the strikes cleared, the fields editable.
  const before = requests.length;
  await toggle.click();
  await expect(toggle).toHaveText('OFF');
  await expect.poll(() => requests.length).toBe(before + 1);
  expect(Object.fromEntries(new URL(requests[before]?.url() ?? '').searchParams)).toEqual({ number: '0', west: '', east: '', north: '', south: '', sig: '0' });
  await expect.poll(() => boltPixels(page)).toBe(0);
  await expect(field('Liczba wyładowań')).toBeEnabled();
  // The settings survive a reload.
  await page.reload();
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Blitz', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Blitz' }).getByLabel('Liczba wyładowań')).toHaveValue('250');
  await expect(page.getByRole('dialog', { name: 'Blitz' }).getByLabel('Zachód (W, °)')).toHaveValue('10');
  await page.evaluate(() => localStorage.removeItem('traxis.blitz'));
});

test('opening the Jammer panel closes the Blitz panel and Blitz closes Jammer', async ({ page }) => {
  await signInAsAdmin(page);
  const blitz = page.getByRole('button', { name: 'Blitz', exact: true });
  const jammer = page.getByRole('button', { name: 'Jammer', exact: true });
  await blitz.click();
  await expect(page.getByRole('dialog', { name: 'Blitz' })).toBeVisible();
  await expect(blitz).toHaveAttribute('aria-expanded', 'true');
  await jammer.click();
  await expect(page.getByRole('dialog', { name: 'Blitz' })).toHaveCount(0);
  await expect(blitz).toHaveAttribute('aria-expanded', 'false');
  await expect(jammer).toHaveAttribute('aria-expanded', 'true');
  // The palette's Jammer opens the Jammer panel (the blacklist editor).
  await expect(page.getByRole('dialog', { name: 'Jammer' })).toContainText('Dodaj MMSI do zagłuszania (9 cyfr):');
  await blitz.click();
  await expect(page.getByRole('dialog', { name: 'Jammer' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Blitz' })).toBeVisible();
  await expect(jammer).toHaveAttribute('aria-expanded', 'false');
});
