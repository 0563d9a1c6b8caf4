// Chart updates in the settings panel's Mapy tab against the real server:
// a base cell and its next update are accepted through the file
// chooser, the list shows the latest applied update, and updates without
// their cell or out of sequence are refused with the server's Polish message
// shown in the tab (nothing stored).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './helpers';
import { authHeaders, defaultPreferences, openSettings, reloadSignedIn } from './settingsHelpers';

const ENC = join(import.meta.dirname, '..', '..', 'shared', 'data', 'enc');
const file = (cell: string, ext: string) => join(ENC, cell, `${cell}.${ext}`);
const NEEDED = [file('US5MD1MC', '000'), file('US4MD81M', '000'), file('US4MD81M', '001'), file('US4MD81M', '003')];

if (!NEEDED.every(existsSync)) {
  if (process.env.CI === 'true') throw new Error(`ENC test data missing: ${NEEDED.join(', ')}`);
  console.warn('skipping the chart updates test: shared ENC data missing');
}
test.skip(!NEEDED.every(existsSync), 'shared ENC data missing');

const chosen = (cell: string, ext: string) => ({ name: `${cell}.${ext}`, mimeType: 'application/octet-stream', buffer: readFileSync(file(cell, ext)) });

test('chart updates: a cell then its .001 accepted, the latest update listed, .001 without its cell and .003 out of sequence refused in Polish', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const headers = await authHeaders(page);
  for (const filename of ['US4MD81M.000', 'US5MD1MC.000']) await page.request.delete('/api/settings/maps/', { headers, data: { filename } });
  await defaultPreferences(page);
  await reloadSignedIn(page);
  await openSettings(page, 'Mapy');
  const panel = page.getByRole('dialog', { name: 'Ustawienia' });
  const input = panel.locator('input[type="file"]');
  // The chooser offers cells and their updates.
  const accept = (await input.getAttribute('accept')) ?? '';
  expect(accept.split(',')).toEqual(expect.arrayContaining(['.000', '.001', '.999']));

  // An update before its cell: the server's refusal, nothing listed.
  await input.setInputFiles(chosen('US4MD81M', '001'));
  await expect(panel.getByRole('alert')).toHaveText('Nie ma komórki US4MD81M.000: najpierw wgraj komórkę bazową, potem jej aktualizacje');
  await expect(panel.getByRole('listitem', { name: 'US4MD81M.000' })).toHaveCount(0);

  // US5MD1MC.000 is accepted; it has no updates.
  await input.setInputFiles(chosen('US5MD1MC', '000'));
  const md1 = panel.getByRole('listitem', { name: 'US5MD1MC.000' });
  await expect(md1).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(md1).toContainText('Ostatnia aktualizacjabrak');

  // A cell and its first update chosen together: the cell goes first, then the update.
  await input.setInputFiles([chosen('US4MD81M', '001'), chosen('US4MD81M', '000')]);
  const md81 = panel.getByRole('listitem', { name: 'US4MD81M.000' });
  await expect(md81).toContainText('Ostatnia aktualizacjanr 1', { timeout: 30_000 });
  await expect(page.getByText('Wgrano aktualizację nr 1 (US4MD81M.001)')).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  // Updates are listed with their cell, not as files of their own.
  await expect(panel.getByRole('listitem', { name: 'US4MD81M.001' })).toHaveCount(0);

  // .003 after .001: out of sequence, refused with the server's message.
  await input.setInputFiles(chosen('US4MD81M', '003'));
  await expect(panel.getByRole('alert')).toHaveText('Aktualizacje stosuje się po kolei: następna jest aktualizacja 2, a US4MD81M.003 ma numer 3');
  await expect(md81).toContainText('Ostatnia aktualizacjanr 1');
  const listed = await page.request.get('/api/settings/maps/', { headers });
  const files = ((await listed.json()) as { files: { name: string; latest_update: number }[] }).files;
  expect(files.find((f) => f.name === 'US4MD81M.000')?.latest_update).toBe(1);
  await page.request.delete('/api/settings/maps/', { headers, data: { filename: 'US4MD81M.000' } });
});
