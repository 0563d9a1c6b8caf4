// The console's own chrome stays readable: the settings panel leaves the
// CENTER/CURSOR readouts in sight; a toast lies top right, above whatever
// is open (the Jammer, the settings panel, the symbol catalogue's backdrop),
// closing itself after the spec's time (3 s for the Jammer's, 5 s else).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './helpers';
import { boxOf, expectInside, isOnTop, overlapArea, usableViewport } from './layoutHelpers';
import { authHeaders, openJammer, openSettings } from './settingsHelpers';

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const SYMBOL = 'E2E_TOAST';

/** The toast lies at the top right, below the readouts, and is what a click on it reaches. */
async function expectTopRightOnTop(page: Page, toast: Locator): Promise<void> {
  // Once its fade-in (16 px from the right) has ended.
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = await boxOf(toast);
  const area = await usableViewport(page);
  const readouts = await boxOf(page.getByTestId('chart-readouts'));
  expectInside(box, area, 'the toast');
  expect(area.width - (box.x + box.width), 'from the right edge').toBeLessThanOrEqual(16);
  expect(box.y, 'below the readouts').toBeGreaterThanOrEqual(readouts.y + readouts.height);
  expect(box.y, 'near the top').toBeLessThanOrEqual(120);
  expect(await isOnTop(toast)).toBe(true);
}

/** The toast's auto-close time: react-toastify times it by its (hidden) progress bar's animation. */
const autoClose = (toast: Locator) => toast.locator('[role="progressbar"]').evaluate((el) => getComputedStyle(el).animationDuration);

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('the settings panel leaves the CENTER/CURSOR readouts in sight', async ({ page }) => {
  const readouts = page.getByTestId('chart-readouts');
  await openSettings(page, 'Wygląd');
  const panel = await boxOf(page.getByRole('dialog', { name: 'Ustawienia' }));
  // The spec's place and width.
  expect(panel.width).toBe(400);
  expect((page.viewportSize()?.width ?? 0) - (panel.x + panel.width)).toBeLessThanOrEqual(16);
  await expect(readouts).toBeVisible();
  const box = await boxOf(readouts);
  expectInside(box, await usableViewport(page), 'the readouts');
  expect(overlapArea(box, panel)).toBe(0);
  // And they follow the cursor.
  const canvas = await boxOf(page.getByTestId('chart-canvas'));
  await page.mouse.move(canvas.x + 300, canvas.y + 300);
  await expect(page.getByTestId('readout-cursor')).toHaveText(/^\d+\.\d{8} [NS] \d+\.\d{8} [EW]$/);
});

test('a toast raised with the Jammer open lies top right, above everything, for 3 s', async ({ page }) => {
  await openJammer(page);
  const panel = page.getByRole('dialog', { name: 'Jammer' });
  await panel.getByLabel('Dodaj MMSI do zagłuszania (9 cyfr):').fill('12345');
  await panel.getByRole('button', { name: 'Dodaj', exact: true }).click();
  const toast = toastRegion(page).getByRole('alert').filter({ hasText: 'MMSI musi składać się z 9 cyfr' });
  await expect(toast).toBeVisible();
  await expectTopRightOnTop(page, toast);
  expect(await autoClose(toast)).toBe('3s');
});

test('a toast raised with a right-hand panel open stays top right, above the panel', async ({ page }) => {
  await openSettings(page, 'Wygląd');
  await page.getByRole('button', { name: 'Ruler', exact: true }).click();
  const toast = page.locator('.Toastify__toast', { hasText: 'Linijka' });
  await expect(toast).toBeVisible();
  await expectTopRightOnTop(page, toast);
  await page.getByRole('button', { name: 'Ruler', exact: true }).click();
  await expect(toast).toHaveCount(0);
});

test('a toast raised with the symbol catalogue open lies top right, above its backdrop, for 5 s', async ({ page }) => {
  const headers = await authHeaders(page);
  await openSettings(page, 'Symbolika');
  await page.getByRole('button', { name: 'Katalog Symboli', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Katalog Symboli' });
  await expect(modal).toBeVisible();
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="#0f0"/></svg>');
  await modal.locator('input[type="file"]').setInputFiles([{ name: `${SYMBOL}.svg`, mimeType: 'image/svg+xml', buffer: svg }]);
  const toast = toastRegion(page).getByRole('alert').first();
  await expect(toast).toBeVisible();
  await expectTopRightOnTop(page, toast);
  expect(await autoClose(toast)).toBe('5s');
  expect((await page.request.delete('/api/settings/symbols/', { headers, data: { filename: `${SYMBOL}.svg` } })).ok()).toBe(true);
});
