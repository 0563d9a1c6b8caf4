// Screenshots of every settings tab, the symbol catalogue, the camera form,
// the Jammer panel and the login overlay with its registration branch, in
// the day and the night theme, into .cache/screenshots/settings/ (to look
// at; not compared). Each also checks the theme reached the page.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Theme } from '../src/protocol/preferences';
import { signInAsAdmin } from './helpers';
import { authHeaders, defaultPreferences, openJammer, openSettings, patchPreferences, reloadSignedIn } from './settingsHelpers';

const DIR = join(import.meta.dirname, '..', '.cache', 'screenshots', 'settings');
const svg = (fill: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="12" fill="${fill}"/></svg>`);

for (const theme of ['day', 'night'] as Theme[]) {
  test(`screens of the settings, the catalogue, the camera form, the Jammer panel and the login overlay (${theme})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    await defaultPreferences(page);
    await patchPreferences(page, { ui_settings: { theme } });
    const headers = await authHeaders(page);
    await page.request.post('/api/settings/symbols/', {
      headers,
      multipart: { file: { name: 'E2E_SCREEN.svg', mimeType: 'image/svg+xml', buffer: svg('#d81b60') } },
    });
    await page.request.post('/api/vag/add_mmsi_to_blacklist/', { headers, data: { mmsi: '211999888' } });
    await reloadSignedIn(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const shot = (name: string) => page.screenshot({ path: join(DIR, `${theme}-${name}.png`) });

    for (const [tab, name] of [
      ['Wygląd', 'wyglad'],
      ['Symbolika', 'symbolika'],
      ['Mapy', 'mapy'],
      ['Statki', 'statki'],
      ['Sterowanie', 'sterowanie'],
      ['Kamery', 'kamery'],
    ] as const) {
      await openSettings(page, tab);
      await page.waitForTimeout(1500);
      await shot(name);
    }
    await page.getByRole('button', { name: 'Dodaj kamerę', exact: true }).click();
    await shot('kamery-formularz');
    await openSettings(page, 'Symbolika');
    await page.getByRole('button', { name: 'Katalog Symboli', exact: true }).click();
    await expect(page.getByRole('img', { name: 'E2E_SCREEN' })).toBeVisible();
    await page.waitForTimeout(500);
    await shot('katalog');
    await page.keyboard.press('Escape');
    await openJammer(page);
    await page.waitForTimeout(800);
    await shot('jammer');

    await page.request.delete('/api/settings/symbols/', { headers, data: { filename: 'E2E_SCREEN.svg' } });
    await page.request.post('/api/vag/remove_mmsi_from_blacklist/', { headers, data: { mmsi: '211999888' } });
    await page.evaluate(() => window.__traxisPanels?.close());
    await page.getByRole('button', { name: 'Ustawienia', exact: true }).click();
    await page.getByRole('button', { name: 'Wyloguj', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await shot('logowanie');
    await page.goto('/login?register');
    await expect(page.getByRole('heading', { name: 'Rejestracja' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await shot('rejestracja');
  });
}
