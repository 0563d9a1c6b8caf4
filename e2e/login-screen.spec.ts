// The first thing an operator sees: the login screen over the blurred app.
import { expect, test } from '@playwright/test';

test('the app opens on the login screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/');

  await expect(page.getByRole('heading', { name: 'Transport & Risk Analysis eXpert Integrated System' })).toBeVisible();
  await expect(page.getByPlaceholder('Nazwa użytkownika', { exact: true })).toBeVisible();
  await expect(page.getByPlaceholder('Hasło', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
  await expect(page.locator('main')).toHaveClass(/main-view--blurred/);
  expect(errors).toEqual([]);
});

test('the /login route shows the same login screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
});

test('the WASM core runs in the browser: the start position round-trips through Mercator', async ({ page }) => {
  await page.goto('/');
  // The view keeps its centre in Mercator metres computed by the WASM core;
  // the status bar shows it converted back by the core.
  await expect(page.getByTestId('status-centre')).toHaveText('Środek: 54.53000000 N 18.54000000 E');
  await expect(page.getByTestId('status-range')).toHaveText('Zasięg: 24.000 NM');
});
