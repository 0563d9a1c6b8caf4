// The tool palette and the chart tools as an operator uses them: buttons and their toasts, the ruler's status and labels, a
// marker's label, the pencil on and off (key signal 'P'), the radar's
// moving picture, the capture's JPEG, and the right-click menu blocked.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { canvasPixels, signInAsAdmin } from './helpers';

async function canvasBox(page: Page) {
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no chart canvas');
  return box;
}

/** The chart with nothing live on it (vessels and trains hidden), at a fixed view. */
async function quietChart(page: Page, hash = '#54.45,18.9,6') {
  await signInAsAdmin(page, `/${hash}`);
  await page.getByRole('button', { name: 'Statki', exact: true }).click();
  await page.getByRole('button', { name: 'Pociągi', exact: true }).click();
}

test('the palette: the spec\'s tool names, Polish tooltips, toggles with aria-pressed and an info toast with the icon', async ({ page }) => {
  await quietChart(page);
  const palette = page.getByRole('navigation', { name: 'Narzędzia' });
  for (const name of ['Capture', 'Camera', 'Radar', 'Ruler', 'Marker', 'Blitz', 'Jammer']) {
    const button = palette.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('title', /\S/);
  }
  await expect(palette.getByRole('button', { name: 'Capture', exact: true })).not.toHaveAttribute('aria-pressed');
  for (const [name, text] of [
    ['Camera', 'Kamery włączone'],
    ['Radar', 'Radar włączony'],
    ['Ruler', 'Linijka: klik dodaje punkt'],
    ['Marker', 'Znacznik: klik stawia znacznik'],
  ] as const) {
    const button = palette.getByRole('button', { name, exact: true });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveClass(/tool-palette__button--on/);
    const toast = page.locator('.Toastify__toast', { hasText: text });
    await expect(toast).toBeVisible();
    await expect(toast.locator('svg.tool-icon')).toBeVisible();
    // Top right, but below the CENTER/CURSOR readouts: they stay readable.
    const box = await toast.boundingBox();
    const readouts = await page.getByTestId('chart-readouts').boundingBox();
    expect(box && readouts && box.y >= readouts.y + readouts.height && box.x + box.width > readouts.x).toBe(true);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(toast).toHaveCount(0);
  }
});

test('the ruler: two clicks give a leg label, a TOTAL label and the status text; right click resets', async ({ page }) => {
  await quietChart(page);
  const box = await canvasBox(page);
  await page.getByRole('button', { name: 'Ruler', exact: true }).click();
  await expect(page.getByTestId('tool-status')).toHaveText('Active: Ruler');
  await page.mouse.click(box.x + box.width / 2 - 150, box.y + box.height / 2);
  await page.mouse.click(box.x + box.width / 2 + 150, box.y + box.height / 2 - 100);
  await expect(page.getByTestId('tool-status')).toHaveText(/^Active: Ruler - \d+\.\d{3} NM$/);
  const leg = page.getByTestId('overlay-label-leg');
  await expect(leg).toHaveText(/^\d+\.\d{3} NM \d+\.\d°$/);
  const total = page.getByTestId('overlay-label-total');
  await expect(total).toHaveText(/^TOTAL \d+\.\d{3} NM$/);
  // The status total and the TOTAL label agree; the bearing of a leg up and right is north-east.
  const status = (await page.getByTestId('tool-status').textContent()) ?? '';
  expect(await total.textContent()).toBe(`TOTAL ${/(\d+\.\d{3}) NM/.exec(status)?.[1]} NM`);
  const bearing = Number(/(\d+\.\d)°/.exec((await leg.textContent()) ?? '')?.[1]);
  expect(bearing).toBeGreaterThan(45);
  expect(bearing).toBeLessThan(90);
  // The ruler's line is drawn between the points (its orange in the middle of the leg).
  await expect(async () => {
    const mid = await canvasPixels(page, Math.round(box.width / 2), Math.round(box.height / 2 - 50), 2);
    expect(mid.some((v, i) => i % 4 === 0 && v > 200 && (mid[i + 1] ?? 0) > 100 && (mid[i + 1] ?? 0) < 190 && (mid[i + 2] ?? 255) < 80)).toBe(true);
  }).toPass({ timeout: 10_000 });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { button: 'right' });
  await expect(page.getByTestId('tool-status')).toHaveText('Active: Ruler');
  await expect(leg).toHaveCount(0);
  await page.getByRole('button', { name: 'Ruler', exact: true }).click();
  await expect(page.getByTestId('tool-status')).toHaveCount(0);
});

test('Escape ends the ruler measurement: the next click starts a new one', async ({ page }) => {
  await quietChart(page);
  const box = await canvasBox(page);
  await page.getByRole('button', { name: 'Ruler', exact: true }).click();
  await page.mouse.click(box.x + 300, box.y + 300);
  await page.mouse.click(box.x + 500, box.y + 300);
  await expect(page.getByTestId('overlay-label-leg')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.mouse.click(box.x + 300, box.y + 450);
  await expect(page.getByTestId('overlay-label-leg')).toHaveCount(0);
  await expect(page.getByTestId('tool-status')).toHaveText('Active: Ruler');
});

test('a marker is labelled with its position to 4 decimals; right click on it removes it; off removes them all', async ({ page }) => {
  await quietChart(page, '#54.45,18.9,6');
  const box = await canvasBox(page);
  await page.getByRole('button', { name: 'Marker', exact: true }).click();
  // At the chart centre: the hash's position.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const label = page.getByTestId('overlay-label-marker');
  await expect(label).toHaveText('54.4500 N 18.9000 E');
  await page.mouse.click(box.x + 200, box.y + 200);
  await expect(label).toHaveCount(2);
  await page.mouse.click(box.x + box.width / 2 + 3, box.y + box.height / 2 - 2, { button: 'right' });
  await expect(label).toHaveCount(1);
  await expect(label).not.toHaveText('54.4500 N 18.9000 E');
  await page.getByRole('button', { name: 'Marker', exact: true }).click();
  await expect(label).toHaveCount(0);
});

/** Pixels of the pencil's colour (magenta) in a square. */
async function pencilPixels(page: Page, x: number, y: number, half: number): Promise<number> {
  const px = await canvasPixels(page, x, y, half);
  let n = 0;
  for (let i = 0; i < px.length; i += 4) if ((px[i] ?? 0) > 180 && (px[i + 1] ?? 255) < 120 && (px[i + 2] ?? 0) > 180) n += 1;
  return n;
}

test('the pencil: P switches it on, a click starts a stroke that follows the pointer, P again clears it', async ({ page }) => {
  test.setTimeout(60_000);
  await quietChart(page);
  const box = await canvasBox(page);
  await page.keyboard.press('p');
  await expect(page.locator('.Toastify__toast', { hasText: 'Ołówek' })).toBeVisible();
  await page.mouse.click(box.x + 200, box.y + 300);
  await page.mouse.move(box.x + 400, box.y + 300, { steps: 8 });
  await page.mouse.move(box.x + 400, box.y + 450, { steps: 6 });
  await page.mouse.click(box.x + 400, box.y + 450);
  await page.mouse.move(box.x + 600, box.y + 100, { steps: 5 }); // not drawing any more
  await expect.poll(() => pencilPixels(page, 300, 300, 3)).toBeGreaterThan(0);
  await expect.poll(() => pencilPixels(page, 400, 380, 3)).toBeGreaterThan(0);
  expect(await pencilPixels(page, 500, 200, 3)).toBe(0);
  // Anchored to positions: a pan moves the stroke with the chart.
  await page.mouse.move(box.x + 700, box.y + 500);
  await page.mouse.down();
  await page.mouse.move(box.x + 700, box.y + 600, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => pencilPixels(page, 300, 400, 3)).toBeGreaterThan(0);
  await page.keyboard.press('p');
  await expect(page.locator('.Toastify__toast', { hasText: 'Ołówek' })).toHaveCount(0);
  await expect.poll(() => pencilPixels(page, 300, 400, 3)).toBe(0);
});

test('the radar shows a moving picture around the chart centre', async ({ page }) => {
  test.setTimeout(90_000);
  await quietChart(page, '#54.5,18.7,8');
  const box = await canvasBox(page);
  await page.getByRole('button', { name: 'Radar', exact: true }).click();
  const size = Math.round(box.height / 3);
  const snapshot = () => canvasPixels(page, Math.round(box.width / 2), Math.round(box.height / 2), size, 4);
  const green = (px: number[]) => px.filter((g, i) => i % 4 === 1 && g > 150 && g > (px[i - 1] ?? 0) + 60 && g > (px[i + 1] ?? 0) + 60).length;
  // The scope's green (the chart has none here: vessels and trains hidden).
  await expect.poll(async () => green(await snapshot()), { timeout: 15_000 }).toBeGreaterThan(50);
  const a = await snapshot();
  await page.waitForTimeout(700);
  const b = await snapshot();
  let changed = 0;
  for (let i = 0; i < a.length; i += 4) if (Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)) > 40) changed += 1;
  expect(changed).toBeGreaterThan(100);
  // Off: the picture goes (the chart has no bright green of its own here).
  await page.getByRole('button', { name: 'Radar', exact: true }).click();
  await expect.poll(async () => green(await snapshot()), { timeout: 15_000 }).toBe(0);
});

test('Capture saves a JPEG named dd_MM_yyyy_HH_mm_ss.jpg', async ({ page }) => {
  await quietChart(page);
  await page.getByRole('button', { name: 'Marker', exact: true }).click();
  const box = await canvasBox(page);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Capture', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^\d{2}_\d{2}_\d{4}_\d{2}_\d{2}_\d{2}\.jpg$/);
  const [d, m, y] = file.suggestedFilename().split('_').map(Number);
  const now = new Date();
  expect([d, m, y]).toEqual([now.getDate(), now.getMonth() + 1, now.getFullYear()]);
  const path = await file.path();
  const bytes = readFileSync(path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(bytes.length).toBeGreaterThan(10_000);
});

test('a failed capture logs Screen capture failed.', async ({ page }) => {
  await quietChart(page);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.evaluate(() => {
    HTMLCanvasElement.prototype.toBlob = function (cb: BlobCallback) {
      cb(null);
    };
  });
  await page.getByRole('button', { name: 'Capture', exact: true }).click();
  await expect.poll(() => errors.some((e) => e.startsWith('Screen capture failed.'))).toBe(true);
});

test('the right-click menu is blocked over the whole console, not only the chart', async ({ page }) => {
  await quietChart(page);
  const prevented = async (selector: string) =>
    page.evaluate((sel) => {
      const el = document.querySelector(sel);
      if (!el) throw new Error(`no ${sel}`);
      const e = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
      el.dispatchEvent(e);
      return e.defaultPrevented;
    }, selector);
  expect(await prevented('[data-testid="chart-canvas"]')).toBe(true);
  expect(await prevented('.tool-palette')).toBe(true);
  expect(await prevented('.top-bar')).toBe(true);
  expect(await prevented('[data-testid="status-bar"]')).toBe(true);
});
