// Signing in through the login overlay against the real server and its
// SQLite file (the admin user created on first start).
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { signInAsAdmin } from './helpers';

test('wrong credentials show the spec message and keep the overlay', async ({ page }) => {
  await page.goto('/');
  await page.getByPlaceholder('Nazwa użytkownika', { exact: true }).fill('admin');
  await page.getByPlaceholder('Hasło', { exact: true }).fill('definitely-wrong');
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Nieprawidłowe dane logowania');
  await expect(page.locator('main')).toHaveClass(/main-view--blurred/);
});

test('the admin signs in: the overlay goes, the blur lifts, the corner label names the user', async ({ page }) => {
  await page.goto('/');
  await page.getByPlaceholder('Nazwa użytkownika', { exact: true }).fill('admin');
  await page.getByPlaceholder('Hasło', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByPlaceholder('Hasło', { exact: true }).press('Enter');
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toHaveCount(0);
  await expect(page.locator('main')).not.toHaveClass(/main-view--blurred/);
});

test('reload restores the session; logout goes to /login and shows the overlay', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('Nazwa użytkownika', { exact: true }).fill('admin');
  await page.getByPlaceholder('Hasło', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token'), localStorage.getItem('user_data')]);
  expect(stored.every((item) => typeof item === 'string' && item.length > 0)).toBe(true);

  await page.reload();
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Statki', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
  // Nothing of the session stays; only the login screen's remembered theme (theme/rememberedTheme.ts) may.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'traxis_theme'))).toEqual([]);
});

test('unreadable stored user data is removed and the login overlay shows', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('access_token', 'x');
    localStorage.setItem('refresh_token', 'y');
    localStorage.setItem('user_data', '{broken');
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('the top-bar toggles switch their layers and show it', async ({ page }) => {
  await signInAsAdmin(page);
  const trains = page.getByRole('button', { name: 'Pociągi', exact: true });
  await expect(trains).toHaveAttribute('aria-pressed', 'true');
  await trains.click();
  await expect(trains).toHaveAttribute('aria-pressed', 'false');
  await expect(trains).not.toHaveClass(/--on/);
});
