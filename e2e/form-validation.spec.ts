// Forms check their fields in the console, in Polish, before anything is
// sent (the browser's own validation bubbles are off): sign-in with empty
// fields ('Podaj nazwę użytkownika', 'Podaj hasło'), the registration
// branch, and the camera form's bounds. Each message is tied to its field
// (aria-invalid, aria-describedby) and the first refused field takes the
// focus; the server's calls are counted.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { signInAsAdmin } from './helpers';
import { openSettings } from './settingsHelpers';

/** Counts the POST requests to a path. */
function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** The field is refused with this message, tied to it; its form leaves the browser's validation (and bubbles) off. */
async function expectRefused(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  expect(await field.evaluate((input: HTMLInputElement) => input.form?.noValidate)).toBe(true);
}

test('sign-in with empty fields: Polish messages at the fields, nothing sent; then the admin signs in', async ({ page }) => {
  const logins = countPosts(page, '/api/settings/login/');
  await page.goto('/');
  const username = page.getByPlaceholder('Nazwa użytkownika', { exact: true });
  const password = page.getByPlaceholder('Hasło', { exact: true });
  const submit = page.getByRole('button', { name: 'Zaloguj się', exact: true });
  await expect(username).toHaveAttribute('aria-required', 'true');
  await submit.click();
  await expectRefused(username, 'Podaj nazwę użytkownika');
  await expectRefused(password, 'Podaj hasło');
  await expect(page.getByText('Podaj nazwę użytkownika', { exact: true })).toBeVisible();
  await expect(username).toBeFocused();
  // Blanks are no username; Enter in the field submits the same way.
  await username.fill('   ');
  await username.press('Enter');
  await expectRefused(username, 'Podaj nazwę użytkownika');
  await username.fill('admin');
  await username.press('Enter');
  await expect(username).toHaveAttribute('aria-invalid', 'false');
  await expectRefused(password, 'Podaj hasło');
  await expect(password).toBeFocused();
  await page.waitForTimeout(300);
  expect(logins()).toBe(0);

  await password.fill(E2E_ADMIN_PASSWORD);
  await expect(page.getByText('Podaj hasło', { exact: true })).toHaveCount(0);
  await submit.click();
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
  expect(logins()).toBe(1);
});

test('registration: the required fields and the password rules at their fields, nothing sent', async ({ page }) => {
  const registrations = countPosts(page, '/api/settings/register/');
  await page.goto('/login?register');
  await expect(page.getByRole('heading', { name: 'Rejestracja' })).toBeVisible({ timeout: 15_000 });
  const field = (placeholder: string) => page.getByPlaceholder(placeholder, { exact: true });
  await page.getByRole('button', { name: 'Zarejestruj się', exact: true }).click();
  await expectRefused(field('Nazwa użytkownika'), 'Podaj nazwę użytkownika');
  await expectRefused(field('Hasło'), 'Podaj hasło');
  await expect(field('Adres e-mail')).toHaveAttribute('aria-invalid', 'false');
  await expect(field('Nazwa użytkownika')).toBeFocused();
  await field('Nazwa użytkownika').fill('e2e-walidacja');
  await field('Hasło').fill('12345');
  await field('Powtórz hasło').fill('12346');
  await page.getByRole('button', { name: 'Zarejestruj się', exact: true }).click();
  await expectRefused(field('Hasło'), 'Hasło musi mieć co najmniej 6 znaków');
  await expectRefused(field('Powtórz hasło'), 'Hasła nie są identyczne');
  await expect(field('Hasło')).toBeFocused();
  await page.waitForTimeout(300);
  expect(registrations()).toBe(0);
});

test('the camera form refuses numbers outside their bounds in Polish and sends nothing', async ({ page }) => {
  await signInAsAdmin(page);
  const creates = countPosts(page, '/api/camera/manage/');
  await openSettings(page, 'Kamery');
  const panel = page.getByRole('dialog', { name: 'Ustawienia' });
  await panel.getByRole('button', { name: 'Dodaj kamerę', exact: true }).click();
  const form = panel.getByRole('form', { name: 'Nowa kamera' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field('Nazwa').fill('E2E Walidacja');
  await field('Kąt do (°)').fill('400');
  await field('Zasięg do (m)').fill('20000');
  await field('Adres zdjęcia (URL)').fill('ftp://kamera');
  await form.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expectRefused(field('Kąt do (°)'), 'Kąt musi być w zakresie od 0 do 360°.');
  await expectRefused(field('Zasięg do (m)'), 'Zasięg musi być w zakresie od 0 do 10000 m.');
  await expectRefused(field('Adres zdjęcia (URL)'), 'Podaj adres zaczynający się od http:// lub https://.');
  await expect(field('Kąt do (°)')).toBeFocused();
  await page.waitForTimeout(300);
  expect(creates()).toBe(0);
  // Within bounds it is sent (no required fields: the spec's camera form has none).
  await field('Kąt do (°)').fill('360');
  await field('Zasięg do (m)').fill('10000');
  await field('Adres zdjęcia (URL)').fill('');
  await form.getByRole('button', { name: 'Zapisz', exact: true }).click();
  const row = panel.getByRole('listitem', { name: 'E2E Walidacja', exact: true });
  await expect(row).toBeVisible();
  expect(creates()).toBe(1);
  const id = await page.evaluate(async () => {
    const response = await fetch('/api/camera/manage/', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` } });
    return ((await response.json()) as { id: number; name: string }[]).find((c) => c.name === 'E2E Walidacja')?.id;
  });
  await page.evaluate(async (cameraId) => {
    await fetch(`/api/camera/manage/${cameraId}/`, { method: 'DELETE', headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` } });
  }, id);
});
