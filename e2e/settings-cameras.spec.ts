// The Kamery tab against the real server: a camera added (port 8008 when
// left empty), its snapshot URL opened in a new tab, edited with a range of
// 2000 m (the edit form keeps metres 0-10000), a refused address shown with
// the server's message while the list keeps its state, deleted after the
// spec's confirmation.
import { expect, test, type Locator } from '@playwright/test';
import type { Camera } from '../src/protocol/cameras';
import { signInAsAdmin } from './helpers';
import { answerConfirm, recordBrowserDialogs } from './confirmHelpers';
import { authHeaders, openSettings } from './settingsHelpers';

async function fill(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
}

test('cameras: add, snapshot link, edit, refused address, delete with confirmation', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const headers = await authHeaders(page);
  for (const camera of (await (await page.request.get('/api/camera/manage/', { headers })).json()) as Camera[]) {
    if (camera.name.startsWith('E2E')) await page.request.delete(`/api/camera/manage/${camera.id}/`, { headers });
  }
  // The cameras left (the demo's and other tests'), counted on the server: the tab may still be loading.
  const before = ((await (await page.request.get('/api/camera/manage/', { headers })).json()) as Camera[]).length;
  await openSettings(page, 'Kamery');
  const panel = page.getByRole('dialog', { name: 'Ustawienia' });
  await expect(panel.getByRole('listitem')).toHaveCount(before);

  await panel.getByRole('button', { name: 'Dodaj kamerę', exact: true }).click();
  const add = panel.getByRole('form', { name: 'Nowa kamera' });
  for (const label of ['Kąt od (°)', 'Kąt do (°)']) {
    await expect(add.getByLabel(label, { exact: true })).toHaveAttribute('min', '0');
    await expect(add.getByLabel(label, { exact: true })).toHaveAttribute('max', '360');
  }
  await expect(add.getByLabel('Zasięg do (m)', { exact: true })).toHaveAttribute('max', '10000');
  await fill(add, {
    Nazwa: 'E2E Nabrzeże',
    'Typ kamery': 'Symulacja',
    'Adres IP': '127.0.0.1',
    Port: '',
    'Szerokość (°)': '54.5321',
    'Długość (°)': '18.5512',
    'Kąt od (°)': '10',
    'Kąt do (°)': '120',
    'Zasięg od (m)': '0',
    'Zasięg do (m)': '2000',
    Login: 'operator',
    Hasło: 'tajne',
    'Adres zdjęcia (URL)': 'https://example.org/snap.jpg',
  });
  await add.getByRole('button', { name: 'Zapisz', exact: true }).click();
  const row = panel.getByRole('listitem', { name: 'E2E Nabrzeże' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Symulacja · 127.0.0.1:8008');
  await expect(row).toContainText('10°–120°, do 2000 m');
  await expect(add).toHaveCount(0);
  const snapshot = row.getByRole('link', { name: 'Zdjęcie', exact: true });
  await expect(snapshot).toHaveAttribute('href', 'https://example.org/snap.jpg');
  await expect(snapshot).toHaveAttribute('target', '_blank');
  const stored = ((await (await page.request.get('/api/camera/manage/', { headers })).json()) as Camera[]).find((c) => c.name === 'E2E Nabrzeże');
  expect(stored).toMatchObject({ port: 8008, latitude: 54.5321, longitude: 18.5512, angle_min: 10, angle_max: 120, range_max: 2000, login: 'operator' });

  // Edit: the 2000 m range stays valid in the edit form.
  await row.getByRole('button', { name: 'Edytuj', exact: true }).click();
  const edit = panel.getByRole('form', { name: 'Edytuj kamerę: E2E Nabrzeże' });
  await expect(edit.getByLabel('Zasięg do (m)', { exact: true })).toHaveValue('2000');
  await expect(edit.getByLabel('Zasięg do (m)', { exact: true })).toHaveAttribute('max', '10000');
  await fill(edit, { Nazwa: 'E2E Nabrzeże 2', Port: '8080', 'Zasięg do (m)': '2500' });
  await edit.getByRole('button', { name: 'Zapisz zmiany', exact: true }).click();
  const edited = panel.getByRole('listitem', { name: 'E2E Nabrzeże 2' });
  await expect(edited).toContainText('Symulacja · 127.0.0.1:8080');
  await expect(edited).toContainText('do 2500 m');

  // A real camera on a loopback address is refused: the server's message, nothing added.
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await panel.getByRole('button', { name: 'Dodaj kamerę', exact: true }).click();
  const refused = panel.getByRole('form', { name: 'Nowa kamera' });
  await fill(refused, { Nazwa: 'E2E Zła', 'Typ kamery': 'MJPEG', 'Adres IP': '127.0.0.1' });
  await refused.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(refused.getByRole('alert')).toHaveText('Nie udało się dodać kamery. Niedozwolony adres kamery');
  expect(errors.some((e) => e.includes('Nie udało się dodać kamery.'))).toBe(true);
  await expect(refused.getByLabel('Nazwa', { exact: true })).toHaveValue('E2E Zła');
  await refused.getByRole('button', { name: 'Anuluj', exact: true }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(before + 1);

  // Delete asks with the spec's text, in the console's dialog.
  const browserDialogs = recordBrowserDialogs(page);
  await edited.getByRole('button', { name: 'Usuń', exact: true }).click();
  await answerConfirm(page, 'Usunąć kamerę E2E Nabrzeże 2?', 'Usuń');
  await expect(edited).toHaveCount(0);
  expect(browserDialogs).toEqual([]);
  await expect(panel.getByRole('listitem')).toHaveCount(before);
});
