// The symbol catalogue ('Katalog Symboli') against the real server: empty
// text, two SVGs uploaded at once (another name refused), the modal's width
// stepping with the count, an uploaded symbol replacing the built-in one on
// the chart at once, deletion with the spec's confirmation text.
import { expect, test, type Page, type Route } from '@playwright/test';
import { signInAsAdmin } from './helpers';
import { answerConfirm, recordBrowserDialogs } from './confirmHelpers';
import { authHeaders, defaultPreferences, liveLayersOff, openSettings, patchPreferences, pixel, reloadSignedIn } from './settingsHelpers';

const MAGENTA = [255, 0, 255];
const svg = (fill: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="${fill}"/></svg>`);

/** A stub chart 'SYMS.000' with one lateral buoy (symbol BOYLAT_2_1, built in) at the start view's centre. */
async function stubChart(page: Page): Promise<void> {
  await page.route('**/chart-engine/map?**', async (route: Route) => {
    const url = new URL(route.request().url());
    const layer = url.searchParams.get('layer_name') ?? '';
    const features = layer === 'BOYLAT' ? [{ kind: 'Point', coordinates: [18.54, 54.53], color: '#000000', cscl: 22000, symbol: 'BOYLAT_2_1', properties: {} }] : [];
    return route.fulfill({ json: { type: 'FeatureCollection', chart_name: 'SYMS.000', layer_name: layer, theme: 'day', features } });
  });
}

async function removeUploadedSymbols(page: Page): Promise<void> {
  const headers = await authHeaders(page);
  const list = (await (await page.request.get('/api/settings/symbols/', { headers })).json()) as { files: { name: string }[] };
  for (const { name } of list.files) await page.request.delete('/api/settings/symbols/', { headers, data: { filename: name } });
}

test('symbols: upload of two SVGs, one replacing the built-in on the chart at once, deletion with confirmation, empty text', async ({ page }) => {
  test.setTimeout(120_000);
  await stubChart(page);
  await signInAsAdmin(page);
  await removeUploadedSymbols(page);
  await defaultPreferences(page);
  await patchPreferences(page, { map_visibility: { 'SYMS.000': true } });
  await reloadSignedIn(page);
  await liveLayersOff(page);
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const probe = { x: Math.round(box.width / 2) + 3, y: Math.round(box.height / 2) + 3 };
  // The built-in buoy is drawn first.
  await expect.poll(async () => (await page.evaluate(() => window.__traxisChart?.layerCount() ?? 0)) > 1, { timeout: 30_000 }).toBe(true);
  await page.waitForTimeout(1000);
  const builtIn = await pixel(page, probe.x, probe.y);
  expect(builtIn).not.toEqual(MAGENTA);

  await openSettings(page, 'Symbolika');
  await page.getByRole('button', { name: 'Katalog Symboli', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Katalog Symboli' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Brak dostępnych symboli', { exact: true })).toBeVisible();
  const width = async () => (await modal.boundingBox())?.width ?? 0;
  const emptyWidth = await width();

  await modal.locator('input[type="file"]').setInputFiles([
    { name: 'BOYLAT_2_1.svg', mimeType: 'image/svg+xml', buffer: svg('#ff00ff') },
    { name: 'E2E_CUSTOM.svg', mimeType: 'image/svg+xml', buffer: svg('#00ffff') },
    { name: 'notatki.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
  ]);
  await expect(modal.getByRole('alert')).toHaveText('Dozwolone są tylko pliki .svg: notatki.txt');
  await expect(modal.getByRole('img', { name: 'BOYLAT_2_1' })).toBeVisible();
  await expect(modal.getByRole('img', { name: 'E2E_CUSTOM' })).toBeVisible();
  // Drawn as images (decoded from the server's SVG).
  await expect.poll(() => modal.getByRole('img', { name: 'E2E_CUSTOM' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await width()).toBeGreaterThan(emptyWidth);
  // The uploaded symbol replaces the built-in one on the chart at once.
  await expect.poll(() => pixel(page, probe.x, probe.y), { timeout: 15_000 }).toEqual(MAGENTA);

  // Delete asks with the spec's text in the console's dialog; cancelling keeps the symbol.
  const browserDialogs = recordBrowserDialogs(page);
  await modal.getByRole('listitem').filter({ hasText: 'BOYLAT_2_1' }).getByRole('button', { name: 'Usuń', exact: true }).click();
  await answerConfirm(page, 'Czy na pewno chcesz usunąć symbol "BOYLAT_2_1.svg"?', 'Anuluj');
  await expect(modal.getByRole('img', { name: 'BOYLAT_2_1' })).toBeVisible();
  await modal.getByRole('listitem').filter({ hasText: 'BOYLAT_2_1' }).getByRole('button', { name: 'Usuń', exact: true }).click();
  await answerConfirm(page, 'Czy na pewno chcesz usunąć symbol "BOYLAT_2_1.svg"?', 'Usuń');
  await expect(modal.getByRole('img', { name: 'BOYLAT_2_1' })).toHaveCount(0);
  // The built-in symbol is back on the chart.
  await expect.poll(() => pixel(page, probe.x, probe.y), { timeout: 15_000 }).toEqual(builtIn);

  await modal.getByRole('listitem').filter({ hasText: 'E2E_CUSTOM' }).getByRole('button', { name: 'Usuń', exact: true }).click();
  await answerConfirm(page, 'Czy na pewno chcesz usunąć symbol "E2E_CUSTOM.svg"?', 'Usuń');
  await expect(modal.getByText('Brak dostępnych symboli', { exact: true })).toBeVisible();
  expect(browserDialogs).toEqual([]);
  expect(await width()).toBe(emptyWidth);
  // Escape closes the modal.
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await patchPreferences(page, { map_visibility: { 'SYMS.000': false } });
});
