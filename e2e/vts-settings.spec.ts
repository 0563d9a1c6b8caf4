// The settings' 'Statki' tab holds the conflict alerts' settings:
// labelled fields for the CPA threshold (NM), the TCPA horizon (min) and the
// minimum speed (kn); a wrong value shows its Polish message and is not
// sent; a right one is saved for the station.
import { expect, test } from '@playwright/test';
import type { Preferences } from '../src/protocol/preferences';
import { signInAsAdmin } from './helpers';
import { apiCall } from './liveHelpers';
import { openSettings } from './settingsHelpers';

test('the Statki tab checks and saves the threshold, horizon and minimum speed', async ({ page }) => {
  await signInAsAdmin(page);
  let patches = 0;
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().endsWith('/api/settings/preferences/')) patches += 1;
  });
  await openSettings(page, 'Statki');
  const threshold = page.getByLabel('Próg CPA (NM)', { exact: true });
  const horizon = page.getByLabel('Horyzont TCPA (min)', { exact: true });
  const speed = page.getByLabel('Minimalna prędkość (kn)', { exact: true });
  await expect(threshold).toHaveValue('0,5');
  await expect(horizon).toHaveValue('20');
  await expect(speed).toHaveValue('0,5');

  await threshold.fill('7');
  await expect(page.getByText('Dozwolone od 0,05 do 5 NM', { exact: true })).toBeVisible();
  await expect(threshold).toHaveAttribute('aria-invalid', 'true');
  await horizon.fill('');
  await expect(page.getByText('Podaj wartość', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByText('Popraw zaznaczone pola', { exact: true })).toBeVisible();
  expect(patches).toBe(0);

  await threshold.fill('0,3');
  await horizon.fill('15');
  await speed.fill('1');
  await expect(threshold).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByText('Zapisano ustawienia ostrzegania o kolizjach', { exact: true })).toBeVisible();
  const saved = (await apiCall<Preferences>(page, 'GET', '/api/settings/preferences/')).body.vts_settings;
  expect(saved).toEqual({ cpa_threshold_nm: 0.3, tcpa_horizon_min: 15, min_speed_kn: 1 });
  const folder = process.env.TRAXIS_SCREENSHOTS;
  if (folder) {
    for (const theme of ['day', 'night'] as const) {
      await apiCall(page, 'PATCH', '/api/settings/preferences/', { ui_settings: { theme } });
      await page.reload();
      await openSettings(page, 'Statki');
      await page.getByLabel('Próg CPA (NM)', { exact: true }).fill('9');
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${folder}/settings-statki-${theme}.png` });
    }
    await apiCall(page, 'PATCH', '/api/settings/preferences/', { ui_settings: { theme: 'day' } });
  }
  // Back to the defaults for the other flows.
  expect((await apiCall(page, 'PATCH', '/api/settings/preferences/', { vts_settings: { cpa_threshold_nm: 0.5, tcpa_horizon_min: 20, min_speed_kn: 0.5 } })).status).toBe(200);
});
