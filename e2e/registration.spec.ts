// The registration branch of the login overlay: shown at /login?register
// when the server allows registration (the e2e server does), with its two
// messages; a valid registration signs the new user in. Without the
// server's permission the login form stays.
import { expect, test } from '@playwright/test';

test('registration at /login?register: the two messages, then the new user is signed in', async ({ page }) => {
  await page.goto('/login?register');
  await expect(page.getByRole('heading', { name: 'Rejestracja' })).toBeVisible({ timeout: 15_000 });
  const name = `e2e-${Date.now()}`;
  await page.getByPlaceholder('Nazwa użytkownika', { exact: true }).fill(name);
  await page.getByPlaceholder('Adres e-mail', { exact: true }).fill(`${name}@port.example`);
  await page.getByPlaceholder('Hasło', { exact: true }).fill('sekret1');
  await page.getByPlaceholder('Powtórz hasło', { exact: true }).fill('sekret2');
  await page.getByRole('button', { name: 'Zarejestruj się', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Hasła nie są identyczne');
  await page.getByPlaceholder('Hasło', { exact: true }).fill('12345');
  await page.getByPlaceholder('Powtórz hasło', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Zarejestruj się', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Hasło musi mieć co najmniej 6 znaków');
  await page.getByPlaceholder('Hasło', { exact: true }).fill('sekret1');
  await page.getByPlaceholder('Powtórz hasło', { exact: true }).fill('sekret1');
  await page.getByRole('button', { name: 'Zarejestruj się', exact: true }).click();
  await expect(page.getByText(`Użytkownik: ${name}`, { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the login form stays at /login (no way to registration) and at /login?register when the server refuses registration', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
  await expect(page.getByText('Zarejestruj się')).toHaveCount(0);
  await page.route('**/api/health', (route) => route.fulfill({ json: { status: 'ok', version: 'x', coreVersion: 'x', registration: false } }));
  await page.goto('/login?register');
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('heading', { name: 'Rejestracja' })).toHaveCount(0);
});
