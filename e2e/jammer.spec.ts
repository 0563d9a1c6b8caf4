// The Jammer panel (spec sections 2, 5 and 8) against the real server: its
// texts, the digits-only input of at most 9, every toast (3 s each; the
// failures forced with route interception; a failed load said in the panel
// too, not 'Lista jest pusta'), the list with 'Usuń', a
// blacklisted vessel leaving the chart, and the settings 'Statki' tab
// editing the same list the same way.
import { expect, test, type Page } from '@playwright/test';
import type { Vessel } from '../src/protocol/vessels';
import { signInAsAdmin } from './helpers';
import { authHeaders, openJammer, openSettings } from './settingsHelpers';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function clearBlacklist(page: Page): Promise<void> {
  const headers = await authHeaders(page);
  const { blacklist } = (await (await page.request.get('/api/vag/get_blacklist/', { headers })).json()) as { blacklist: string[] };
  for (const mmsi of blacklist) await page.request.post('/api/vag/remove_mmsi_from_blacklist/', { headers, data: { mmsi } });
}

/** A vessel the chart shows now. */
async function someVessel(page: Page): Promise<Vessel> {
  const vessels = (await (await page.request.get('/api/vessels/', { headers: await authHeaders(page) })).json()) as Vessel[];
  const vessel = vessels.find((v) => v.latitude !== null && v.longitude !== null && /^\d{9}$/.test(v.mmsi));
  if (!vessel) throw new Error('no vessel with a position');
  return vessel;
}

const vesselCount = (page: Page) => page.evaluate(() => window.__traxisChart?.vesselCount() ?? 0);

test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await clearBlacklist(page);
});

test.afterEach(async ({ page }) => {
  await clearBlacklist(page);
});

test('Jammer: texts, digits only, every toast for 3 s, the list with Usuń, the vessel leaves the chart', async ({ page }) => {
  await expect.poll(() => vesselCount(page), { timeout: 30_000 }).toBeGreaterThan(10);
  const vessel = await someVessel(page);
  await openJammer(page);
  const panel = page.getByRole('dialog', { name: 'Jammer' });
  await expect(panel.getByRole('heading', { name: 'Jammer' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Zamknij', exact: true })).toBeVisible();
  const input = panel.getByLabel('Dodaj MMSI do zagłuszania (9 cyfr):');
  await expect(input).toHaveAttribute('placeholder', 'Wpisz MMSI (9 cyfr)');
  const add = panel.getByRole('button', { name: 'Dodaj', exact: true });
  await expect(panel.getByText('Lista jest pusta')).toBeVisible();

  // Digits only, at most 9.
  await input.pressSequentially('ab12-3x');
  await expect(input).toHaveValue('123');
  await input.fill('2111234567890');
  await expect(input).toHaveValue('211123456');
  // Empty input: nothing happens.
  await input.fill('');
  await add.click();
  await page.waitForTimeout(800);
  await expect(toasts(page).getByRole('alert')).toHaveCount(0);

  // Not 9 digits: the toast, closing itself after 3 s. (react-toastify times the close by its progress
  // bar's CSS animation, which a CPU-drawn headless page runs late: the duration is checked, then the close.)
  await input.fill('12345');
  await add.click();
  const invalid = toasts(page).getByText('MMSI musi składać się z 9 cyfr', { exact: true });
  await expect(invalid).toBeVisible();
  const progress = toasts(page).locator('[role="progressbar"]');
  await expect(progress).toHaveCount(1);
  expect(await progress.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('3s');
  await page.waitForTimeout(1500);
  await expect(invalid).toBeVisible();
  await expect(invalid).toHaveCount(0, { timeout: 20_000 });

  // Added: '...' while busy, the success toast, the list, and the vessel leaves the chart.
  const before = await vesselCount(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/vag/add_mmsi_to_blacklist/', async (route) => {
    await held;
    await route.fallback();
  });
  await input.fill(vessel.mmsi);
  await add.click();
  await expect(panel.getByRole('button', { name: '...', exact: true })).toBeDisabled();
  release();
  await expect(toasts(page).getByText(`Dodano MMSI: ${vessel.mmsi} do czarnej listy`, { exact: true })).toBeVisible();
  await expect(input).toHaveValue('');
  const item = panel.getByRole('listitem').filter({ hasText: vessel.mmsi });
  await expect(item).toBeVisible();
  await expect(item.getByRole('button', { name: 'Usuń', exact: true })).toHaveAttribute('title', 'Usuń z zagłuszania');
  await expect.poll(() => vesselCount(page), { timeout: 10_000 }).toBe(before - 1);
  const headers = await authHeaders(page);
  const listed = (await (await page.request.get('/api/vessels/', { headers })).json()) as Vessel[];
  expect(listed.some((v) => v.mmsi === vessel.mmsi)).toBe(false);

  // A duplicate.
  await input.fill(vessel.mmsi);
  await add.click();
  await expect(toasts(page).getByText('Ten MMSI jest już na liście', { exact: true })).toBeVisible();

  // Removed: the info toast; the list is empty again.
  await item.getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(toasts(page).getByText(`Usunięto MMSI: ${vessel.mmsi} z czarnej listy`, { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(panel.getByText('Lista jest pusta')).toBeVisible();
});

test('Jammer: the failure toasts when the server fails (list, add, remove)', async ({ page }) => {
  const headers = await authHeaders(page);
  await page.request.post('/api/vag/add_mmsi_to_blacklist/', { headers, data: { mmsi: '211000111' } });
  const failure = { status: 500, json: { code: 'internal', message: 'awaria' } };
  await page.route('**/api/vag/get_blacklist/', (route) => route.fulfill(failure));
  await page.route('**/api/alerts/proposals/', (route) => route.fulfill(failure));
  await openJammer(page);
  await expect(toasts(page).getByText('Nie udało się pobrać listy MMSI', { exact: true })).toBeVisible();
  // The panel says what failed, never that the list is empty.
  const failed = page.getByRole('dialog', { name: 'Jammer' });
  await expect(failed.getByTestId('blacklist-load-error')).toHaveText('Nie udało się pobrać listy MMSI');
  await expect(failed.getByText('Nie udało się pobrać propozycji', { exact: true })).toBeVisible();
  await expect(failed.getByText('Lista jest pusta')).toHaveCount(0);
  await expect(failed.getByText('Brak podejrzanych MMSI')).toHaveCount(0);
  await page.unroute('**/api/alerts/proposals/');
  await page.unroute('**/api/vag/get_blacklist/');
  await page.evaluate(() => window.__traxisPanels?.close());
  await openJammer(page);
  const panel = page.getByRole('dialog', { name: 'Jammer' });
  const item = panel.getByRole('listitem').filter({ hasText: '211000111' });
  await expect(item).toBeVisible();

  await page.route('**/api/vag/add_mmsi_to_blacklist/', (route) => route.fulfill(failure));
  await panel.getByLabel('Dodaj MMSI do zagłuszania (9 cyfr):').fill('211000222');
  await panel.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(toasts(page).getByText('Nie udało się dodać MMSI do listy', { exact: true })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: '211000222' })).toHaveCount(0);

  await page.route('**/api/vag/remove_mmsi_from_blacklist/', (route) => route.fulfill(failure));
  await item.getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(toasts(page).getByText('Nie udało się usunąć MMSI z listy', { exact: true })).toBeVisible();
  await expect(item).toBeVisible();
});

test("the settings 'Statki' tab edits the same blacklist the same way", async ({ page }) => {
  await openSettings(page, 'Statki');
  const settings = page.getByRole('dialog', { name: 'Ustawienia' });
  await settings.getByLabel('Dodaj MMSI do zagłuszania (9 cyfr):').fill('123');
  await settings.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(toasts(page).getByText('MMSI musi składać się z 9 cyfr', { exact: true })).toBeVisible();
  await settings.getByLabel('Dodaj MMSI do zagłuszania (9 cyfr):').fill('211000333');
  await settings.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(toasts(page).getByText('Dodano MMSI: 211000333 do czarnej listy', { exact: true })).toBeVisible();
  // Opening the Jammer panel closes the settings panel; it lists the same MMSI.
  await openJammer(page);
  await expect(settings).toHaveCount(0);
  const item = page.getByRole('dialog', { name: 'Jammer' }).getByRole('listitem').filter({ hasText: '211000333' });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(toasts(page).getByText('Usunięto MMSI: 211000333 z czarnej listy', { exact: true })).toBeVisible();
});
