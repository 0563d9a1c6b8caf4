// A list or card that could not be loaded says what failed, never that it
// is empty (no 'Brak kamer' after a failed load): the settings' cameras,
// chart files and symbol catalogue, the collision-warning settings (shown
// with the defaults, and saying so) and the train card (a failure is not
// 'Nie znaleziono pociągu.', which stays for a train that is not there).
// The Jammer panel's own failures are in jammer.spec.ts. One sign-in.
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './helpers';
import { serverError } from './panelHelpers';
import { openSettings } from './settingsHelpers';

test('failed loads say what failed, not that the list is empty', async ({ page }) => {
  await signInAsAdmin(page);
  for (const path of ['**/api/camera/manage/', '**/api/settings/maps/', '**/api/settings/symbols/']) {
    await page.route(path, (route) => (route.request().method() === 'GET' ? route.fulfill(serverError) : route.continue()));
  }
  const settings = page.getByRole('dialog', { name: 'Ustawienia' });
  await openSettings(page, 'Kamery');
  await expect(settings.getByText('Nie udało się pobrać listy kamer', { exact: true })).toBeVisible();
  await expect(settings.getByText('Brak kamer', { exact: true })).toHaveCount(0);
  await openSettings(page, 'Mapy');
  await expect(settings.getByText('Nie udało się pobrać listy map', { exact: true })).toBeVisible();
  await expect(settings.getByText('Brak plików map', { exact: true })).toHaveCount(0);
  await openSettings(page, 'Symbolika');
  await settings.getByRole('button', { name: 'Katalog Symboli', exact: true }).click();
  const catalogue = page.getByRole('dialog', { name: 'Katalog Symboli' });
  await expect(catalogue.getByText('Nie udało się pobrać listy symboli', { exact: true })).toBeVisible();
  await expect(catalogue.getByText('Brak dostępnych symboli', { exact: true })).toHaveCount(0);
  await catalogue.getByRole('button', { name: 'Zamknij', exact: true }).click();

  // The collision-warning settings: the defaults are shown, and said to be.
  await page.route('**/api/settings/preferences/', (route) => (route.request().method() === 'GET' ? route.fulfill(serverError) : route.continue()));
  await openSettings(page, 'Statki');
  await expect(settings.getByText('Nie udało się pobrać ustawień ostrzegania o kolizjach: pokazano wartości domyślne.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ustawienia', exact: true }).click();

  // The train card: a failed read is not 'not found'.
  const trainId = await page.evaluate(async () => {
    const response = await fetch('/api/trains/trains/', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` } });
    return ((await response.json()) as { id: number }[])[0]?.id;
  });
  if (trainId === undefined) throw new Error('no demo trains');
  let status = 500;
  await page.route(`**/api/trains/trains/${trainId}/`, (route) => route.fulfill({ ...serverError, status }));
  const pick = () => page.evaluate((id) => window.dispatchEvent(new CustomEvent('object-picked', { detail: String(id) })), trainId);
  await expect.poll(async () => (await pick(), page.getByTestId('train-card').count())).toBe(1);
  const card = page.getByTestId('train-card');
  await expect(card.getByText('Błąd ładowania danych', { exact: true })).toBeVisible();
  await expect(card.getByText('Nie znaleziono pociągu.', { exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: 'Zamknij', exact: true }).click();
  status = 404;
  await expect.poll(async () => (await pick(), page.getByTestId('train-card').count())).toBe(1);
  await expect(page.getByTestId('train-card').getByText('Nie znaleziono pociągu.', { exact: true })).toBeVisible();
});
