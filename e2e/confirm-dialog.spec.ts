// Every deletion asks with the console's own confirmation (spec section 5,
// "Deletion confirmations"): the spec's text, an alertdialog labelled by it,
// the focus on 'Anuluj', Escape cancels (nothing is deleted, the focus goes
// back to the delete button, a modal under it stays open), Tab stays inside,
// 'Usuń' deletes; a chart file replaced on upload asks the same way. The
// browser's own dialogs are never raised. One sign-in for all of them.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './helpers';
import { answerConfirm, expectConfirm, recordBrowserDialogs } from './confirmHelpers';
import { apiCall, openPanelFromMenu } from './panelHelpers';
import { openSettings } from './settingsHelpers';

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>');

/** Delete asks; Escape cancels with the focus back on the delete button; Tab stays in the dialog; 'Usuń' deletes. */
async function cancelThenDelete(page: Page, remove: Locator, text: string, item: Locator): Promise<void> {
  await remove.click();
  const dialog = await expectConfirm(page, text);
  // Tab cycles between the two buttons.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Usuń', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Anuluj', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(item).toHaveCount(1);
  await remove.click();
  await answerConfirm(page, text, 'Usuń');
  await expect(item).toHaveCount(0);
}

test('each deletion asks with the console dialog and the spec text; Escape cancels; no browser dialog', async ({ page }) => {
  test.setTimeout(120_000);
  const browserDialogs = recordBrowserDialogs(page);
  await signInAsAdmin(page);

  // Trains and sidings (the trains panel).
  const siding = (await apiCall<{ id: number }>(page, 'POST', '/api/trains/sidings/', { nabrzeze: 'Dialog', zwrotnica: 'DLG1', tor: 'T1', dlugosc_toru: 100, latitude: 54.5, longitude: 18.5, azimuth: 0 })).body;
  await apiCall(page, 'POST', '/api/trains/trains/', { name: 'E2E Dialog', siding: siding.id, trolley_count: 1, description: '' });
  const trains = await openPanelFromMenu(page, 'Pociągi');
  const train = trains.getByTestId('train-tile').filter({ hasText: 'E2E Dialog' });
  await cancelThenDelete(page, train.getByRole('button', { name: 'Usuń pociąg E2E Dialog' }), 'Czy na pewno chcesz usunąć ten pociąg?', train);
  await trains.getByRole('button', { name: 'Bocznice', exact: true }).click();
  const sidingTile = trains.getByTestId('sidings-manager').getByRole('listitem').filter({ hasText: 'DLG1' });
  await cancelThenDelete(page, sidingTile.getByRole('button', { name: 'Usuń bocznicę DLG1' }), 'Na pewno usunąć bocznicę?', sidingTile);
  await trains.getByRole('button', { name: 'Zamknij', exact: true }).first().click();

  // A camera (settings, Kamery).
  await apiCall(page, 'POST', '/api/camera/manage/', { name: 'E2E Dialog', camera_type: 'Symulacja', ip_address: '127.0.0.1', latitude: 54.5, longitude: 18.5 });
  await openSettings(page, 'Kamery');
  const settings = page.getByRole('dialog', { name: 'Ustawienia' });
  const camera = settings.getByRole('listitem', { name: 'E2E Dialog', exact: true });
  await cancelThenDelete(page, camera.getByRole('button', { name: 'Usuń', exact: true }), 'Usunąć kamerę E2E Dialog?', camera);

  // A chart file (settings, Mapy; the server's answers stubbed: no chart data needed).
  let files = [{ name: 'E2EDLG.000', url: '/maps/E2EDLG.000', latest_update: 0 }];
  const uploads: string[] = [];
  await page.route('**/api/settings/maps/**', async (route) => {
    const request = route.request();
    if (request.method() === 'GET') return route.fulfill({ json: { files } });
    if (request.method() === 'DELETE') {
      files = [];
      return route.fulfill({ status: 204 });
    }
    uploads.push(request.url());
    if (!request.url().includes('overwrite=1')) return route.fulfill({ status: 409, json: { code: 'exists', message: 'Plik już istnieje' } });
    return route.fulfill({ status: 201, json: { filename: 'E2EDLG.000' } });
  });
  await openSettings(page, 'Mapy');
  const chartFile = settings.getByRole('listitem', { name: 'E2EDLG.000', exact: true });
  await cancelThenDelete(page, chartFile.getByRole('button', { name: 'Usuń', exact: true }), 'Czy na pewno chcesz usunąć mapę "E2EDLG.000"?', chartFile);
  // A cell of the same name: replace it only if the operator agrees.
  await settings.locator('input[type="file"]').setInputFiles({ name: 'E2EDLG.000', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
  await answerConfirm(page, 'Mapa "E2EDLG.000" już istnieje. Zastąpić ją nowym plikiem?', 'Zastąp');
  await expect.poll(() => uploads.length).toBe(2);
  expect(uploads[1]).toContain('overwrite=1');
  await page.unroute('**/api/settings/maps/**');

  // A symbol (the catalogue, a modal: Escape closes the dialog, not the catalogue).
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token') ?? '')}` };
  const upload = await page.request.post('/api/settings/symbols/', { headers, multipart: { file: { name: 'E2E_DIALOG.svg', mimeType: 'image/svg+xml', buffer: svg } } });
  expect(upload.ok()).toBe(true);
  await openSettings(page, 'Symbolika');
  await settings.getByRole('button', { name: 'Katalog Symboli', exact: true }).click();
  const catalogue = page.getByRole('dialog', { name: 'Katalog Symboli' });
  const symbol = catalogue.getByRole('listitem').filter({ hasText: 'E2E_DIALOG' });
  await cancelThenDelete(page, symbol.getByRole('button', { name: 'Usuń', exact: true }), 'Czy na pewno chcesz usunąć symbol "E2E_DIALOG.svg"?', symbol);
  await expect(catalogue).toBeVisible();

  expect(browserDialogs).toEqual([]);
});
