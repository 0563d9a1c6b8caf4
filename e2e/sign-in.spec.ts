// Signing in through the login overlay against the real server and its
// SQLite file (the admin user created on first start).
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

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
