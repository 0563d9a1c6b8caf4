// The sidings manager ('Bocznice', inside the trains panel) against the
// real server: the add form's rules and disabled submit, the centre pin
// (54.53/18.54 at the start view), edit with 'Zapisywanie...' and inputs
// disabled while saving, delete with the spec's confirmation, the 409 of a
// siding with trains shown as the delete error, and the failure texts.
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './helpers';
import { apiCall, openPanelFromMenu, serverError } from './panelHelpers';

async function openSidings(page: Page) {
  await signInAsAdmin(page);
  const panel = await openPanelFromMenu(page, 'Pociągi');
  await panel.getByRole('button', { name: 'Bocznice', exact: true }).click();
  const manager = panel.getByTestId('sidings-manager');
  await expect(manager.getByRole('heading', { name: 'Bocznice' })).toBeVisible();
  return manager;
}

test('add a siding: every rule, the disabled submit and the centre pin', async ({ page }) => {
  const manager = await openSidings(page);
  await manager.getByRole('button', { name: 'Dodaj', exact: true }).click();
  const form = manager.getByRole('form', { name: 'Nowa bocznica' });
  const submit = form.getByRole('button', { name: 'Dodaj bocznicę' });
  await expect(submit).toBeDisabled();
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await expect(field('Zwrotnica')).toHaveAttribute('placeholder', 'max 4 znaki');
  await expect(field('Tor')).toHaveAttribute('placeholder', 'max 4 znaki');
  // Non-empty after trimming.
  await field('Nabrzeże').fill('   ');
  await field('Nabrzeże').blur();
  await expect(form.getByText('Pole wymagane.', { exact: true })).toBeVisible();
  // At most 4 characters.
  await field('Zwrotnica').fill('E2E12');
  await expect(field('Zwrotnica')).toHaveValue('E2E1');
  await field('Długość toru (m)').fill('-5');
  await expect(form.getByText('Wartość nie może być ujemna.', { exact: true })).toBeVisible();
  await field('Azymut (°)').fill('abc');
  await expect(form.getByText('Podaj liczbę.', { exact: true })).toBeVisible();
  await field('Szerokość geograficzna').fill('95');
  await expect(form.getByText('Szerokość geograficzna musi być w zakresie od -90 do 90.', { exact: true })).toBeVisible();
  await expect(submit).toBeDisabled();

  // The pin copies the map centre (the start view) into latitude and longitude.
  await form.getByRole('button', { name: 'Pobierz aktualną pozycję środka mapy' }).click();
  await expect(field('Szerokość geograficzna')).toHaveValue('54.53');
  await expect(field('Długość geograficzna')).toHaveValue('18.54');
  await expect(form.getByRole('button', { name: 'Pobierz aktualną pozycję środka mapy' })).toHaveAttribute('title', 'Pobierz aktualną pozycję środka mapy');

  await field('Nabrzeże').fill(' Nabrzeże E2E ');
  await field('Tor').fill('T9');
  await field('Długość toru (m)').fill('350,5');
  await field('Azymut (°)').fill('45');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form).toHaveCount(0);
  const tile = manager.getByTestId('siding-tile').filter({ hasText: 'E2E1' });
  await expect(tile).toContainText('Nabrzeże: Nabrzeże E2E');
  await expect(tile).toContainText('350.5 m');
  const stored = (await apiCall<{ zwrotnica: string; latitude: number; longitude: number; dlugosc_toru: number }[]>(page, 'GET', '/api/trains/sidings/')).body.find(
    (s) => s.zwrotnica === 'E2E1',
  );
  expect(stored).toMatchObject({ latitude: 54.53, longitude: 18.54, dlugosc_toru: 350.5 });
});

test('edit shows Zapisywanie... with every input disabled; delete asks; a siding with trains is refused', async ({ page }) => {
  const manager = await openSidings(page);
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/trains/sidings/', {
    nabrzeze: 'Nabrzeże Testowe',
    zwrotnica: 'E2E2',
    tor: 'T1',
    dlugosc_toru: 200,
    latitude: 54.52,
    longitude: 18.55,
    azimuth: 10,
  });
  expect(created.status).toBe(201);
  // Reopen the manager to list the new siding.
  await manager.getByRole('button', { name: 'Zamknij', exact: true }).click();
  await page.getByRole('button', { name: 'Bocznice', exact: true }).click();
  const tile = manager.getByTestId('siding-tile').filter({ hasText: 'E2E2' });
  await tile.getByRole('button', { name: 'Edytuj bocznicę E2E2' }).click();
  const form = manager.getByRole('form', { name: 'Edytuj bocznicę' });
  await expect(form.getByRole('heading', { name: 'Edytuj bocznicę' })).toBeVisible();
  await form.getByLabel('Długość toru (m)', { exact: true }).fill('400');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/trains/sidings/*/', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    expect(route.request().postDataJSON()).toMatchObject({ dlugosc_toru: 400, latitude: 54.52, azimuth: 10 });
    await held;
    return route.continue();
  });
  await form.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(form.getByRole('button', { name: 'Zapisywanie...' })).toBeDisabled();
  for (const input of await form.locator('input').all()) await expect(input).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Anuluj', exact: true })).toBeDisabled();
  release();
  await expect(form).toHaveCount(0);
  await expect(tile).toContainText('400 m');
  await page.unroute('**/api/trains/sidings/*/');

  // A train on the siding: the server refuses the delete (409), shown as the delete error.
  const train = await apiCall<{ id: number }>(page, 'POST', '/api/trains/trains/', { name: 'Na E2E2', siding: created.body.id, trolley_count: 1, description: '' });
  await tile.getByRole('button', { name: 'Usuń bocznicę E2E2' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Na pewno usunąć bocznicę?', { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Usuń', exact: true }).click();
  const alert = manager.getByTestId('siding-delete-error');
  await expect(alert.getByText('Nie udało się usunąć bocznicy.', { exact: true })).toBeVisible();
  await expect(alert).toContainText('stoją na niej pociągi');
  await expect(tile).toHaveCount(1);

  await apiCall(page, 'DELETE', `/api/trains/trains/${train.body.id}/`);
  await tile.getByRole('button', { name: 'Usuń bocznicę E2E2' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Anuluj', exact: true }).click();
  await expect(tile).toHaveCount(1);
  await tile.getByRole('button', { name: 'Usuń bocznicę E2E2' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(tile).toHaveCount(0);
});

test('failures show the spec texts: load, add, update', async ({ page }) => {
  await signInAsAdmin(page);
  await page.route('**/api/trains/sidings/', (route) => (route.request().method() === 'GET' ? route.fulfill(serverError) : route.continue()));
  let panel = await openPanelFromMenu(page, 'Pociągi');
  await panel.getByRole('button', { name: 'Bocznice', exact: true }).click();
  await expect(panel.getByTestId('sidings-manager').getByText('Błąd pobierania bocznic.', { exact: true })).toBeVisible();
  await page.unroute('**/api/trains/sidings/');
  await page.getByRole('button', { name: 'Zamknij', exact: true }).first().click();

  panel = await openPanelFromMenu(page, 'Pociągi');
  await panel.getByRole('button', { name: 'Bocznice', exact: true }).click();
  const manager = panel.getByTestId('sidings-manager');
  await page.route('**/api/trains/sidings/', (route) => (route.request().method() === 'POST' ? route.fulfill(serverError) : route.continue()));
  await manager.getByRole('button', { name: 'Dodaj', exact: true }).click();
  const form = manager.getByRole('form', { name: 'Nowa bocznica' });
  const values: [string, string][] = [
    ['Nabrzeże', 'N'],
    ['Zwrotnica', 'ZX'],
    ['Tor', 'T'],
    ['Długość toru (m)', '10'],
    ['Szerokość geograficzna', '54.5'],
    ['Długość geograficzna', '18.5'],
    ['Azymut (°)', '0'],
  ];
  for (const [label, value] of values) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Dodaj bocznicę' }).click();
  await expect(form.getByRole('alert').getByText('Nie udało się dodać bocznicy.', { exact: true })).toBeVisible();
  await manager.getByRole('button', { name: 'Anuluj', exact: true }).click();

  await page.route('**/api/trains/sidings/*/', (route) => (route.request().method() === 'PUT' ? route.fulfill(serverError) : route.continue()));
  await manager.getByTestId('siding-tile').first().getByRole('button', { name: /^Edytuj bocznicę / }).click();
  const edit = manager.getByRole('form', { name: 'Edytuj bocznicę' });
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(edit.getByRole('alert').getByText('Nie udało się zaktualizować bocznicy.', { exact: true })).toBeVisible();
});
