// Chart files in the settings panel against the real server and real NOAA
// cells: refused names and unreadable cells with the server's Polish
// message, a .000 upload with its progress bar, the details an operator
// checks (usage band, scale, edition / update, issue date), the fly-to of
// its coverage, visibility attaching and detaching that chart alone (the
// other visible chart is not fetched again), and delete with confirmation.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './helpers';
import { answerConfirm, recordBrowserDialogs } from './confirmHelpers';
import { authHeaders, defaultPreferences, fingerprint, openSettings, patchPreferences, readPreferences, reloadSignedIn, settledFingerprint } from './settingsHelpers';

const ENC = join(import.meta.dirname, '..', '..', 'shared', 'data', 'enc');
const UPLOADED = join(ENC, 'US4AK3SB', 'US4AK3SB.000');
const OTHER = join(ENC, 'US5AK3MM', 'US5AK3MM.000');

if (!existsSync(UPLOADED) || !existsSync(OTHER)) {
  if (process.env.CI === 'true') throw new Error(`ENC test data missing: ${UPLOADED}, ${OTHER}`);
  console.warn('skipping the chart files test: shared ENC data missing');
}
test.skip(!existsSync(UPLOADED) || !existsSync(OTHER), 'shared ENC data missing');

test('chart files: upload with progress, details, fly-to, one chart shown and hidden alone, delete', async ({ page }) => {
  test.setTimeout(240_000);
  const mapRequests: string[] = [];
  const coverageRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/chart-engine/map?')) mapRequests.push(new URL(r.url()).search);
    if (r.url().includes('/chart-engine/coverage?')) coverageRequests.push(new URL(r.url()).search);
  });
  await signInAsAdmin(page);
  const headers = await authHeaders(page);
  await page.request.delete('/api/settings/maps/', { headers, data: { filename: 'US4AK3SB.000' } });
  const other = await page.request.post('/api/settings/maps/?overwrite=1', {
    headers,
    multipart: { file: { name: 'US5AK3MM.000', mimeType: 'application/octet-stream', buffer: readFileSync(OTHER) } },
  });
  expect(other.status()).toBe(201);
  await defaultPreferences(page);
  await patchPreferences(page, { map_visibility: { 'US5AK3MM.000': true } });
  await reloadSignedIn(page);
  // A visible chart is attached by its coverage; its layers load only when the view needs it.
  await expect.poll(() => coverageRequests.some((r) => r.includes('chart_name=US5AK3MM.000')), { timeout: 30_000 }).toBe(true);
  await expect(page.getByTestId('chart-progress')).toHaveCount(0, { timeout: 60_000 });

  await openSettings(page, 'Mapy');
  const panel = page.getByRole('dialog', { name: 'Ustawienia' });
  const input = panel.locator('input[type="file"]');
  await expect(panel.getByRole('listitem', { name: 'US5AK3MM.000' }).getByRole('switch')).toBeChecked();
  // Only cells and their updates; a file that is not an S-57 cell gets the server's message.
  await input.setInputFiles({ name: 'notatki.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(panel.getByRole('alert')).toHaveText('Dozwolone są tylko pliki .000 (komórki) oraz .001–.999 (ich aktualizacje): notatki.txt');
  await input.setInputFiles({ name: 'BROKEN.000', mimeType: 'application/octet-stream', buffer: Buffer.from('this is not an ISO 8211 file at all') });
  await expect(panel.getByRole('alert')).toContainText('Plik BROKEN.000 nie jest mapą S-57');
  await expect(panel.getByRole('listitem', { name: 'BROKEN.000' })).toHaveCount(0);

  // The upload is held until its progress bar has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/settings/maps/**', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.fallback();
  });
  await input.setInputFiles({ name: 'US4AK3SB.000', mimeType: 'application/octet-stream', buffer: readFileSync(UPLOADED) });
  await expect(panel.getByRole('progressbar', { name: 'Postęp wysyłania' })).toBeVisible();
  await expect(panel.getByText(/^Wysyłanie US4AK3SB\.000: \d+%$/)).toBeVisible();
  release();
  const row = panel.getByRole('listitem', { name: 'US4AK3SB.000' });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('progressbar')).toHaveCount(0);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  // What an operator checks before trusting the chart (DSID and DSPM of the cell).
  await expect(row).toContainText('Podejściowa', { timeout: 30_000 });
  await expect(row).toContainText('1:40\u00a0000');
  await expect(row).toContainText('1 / 0');
  await expect(row).toContainText('30.06.2020');

  // Fly to the coverage (57.0-57.3 N, 171.0-170.4 W).
  await row.getByRole('button', { name: 'Pokaż obszar', exact: true }).click();
  await expect(page.getByTestId('status-centre')).toHaveText(/^Środek: 57\.15\d+ N 170\.70\d+ W$/, { timeout: 15_000 });
  const hidden = await settledFingerprint(page);
  const otherFetches = mapRequests.filter((r) => r.includes('US5AK3MM')).length;

  const visibility = page.waitForRequest((r) => r.url().includes('/api/settings/map-visibility/'));
  await row.getByRole('switch').check();
  expect((await visibility).postDataJSON()).toEqual({ map_name: 'US4AK3SB.000', visible: true });
  await expect.poll(() => mapRequests.some((r) => r.includes('chart_name=US4AK3SB.000')), { timeout: 30_000 }).toBe(true);
  const shown = await settledFingerprint(page, 90_000);
  expect(shown).not.toBe(hidden);
  await expect.poll(async () => (await readPreferences(page)).map_visibility['US4AK3SB.000']).toBe(true);

  await row.getByRole('switch').uncheck();
  await expect.poll(() => fingerprint(page), { timeout: 15_000 }).toBe(hidden);
  await expect.poll(async () => (await readPreferences(page)).map_visibility['US4AK3SB.000']).toBe(false);
  // The other chart was never fetched again.
  expect(mapRequests.filter((r) => r.includes('US5AK3MM'))).toHaveLength(otherFetches);

  // Delete asks first, in the console's dialog.
  const browserDialogs = recordBrowserDialogs(page);
  await row.getByRole('button', { name: 'Usuń', exact: true }).click();
  await answerConfirm(page, 'Czy na pewno chcesz usunąć mapę "US4AK3SB.000"?', 'Usuń');
  await expect(row).toHaveCount(0);
  expect(browserDialogs).toEqual([]);
  await patchPreferences(page, { map_visibility: { 'US5AK3MM.000': false } });
});
