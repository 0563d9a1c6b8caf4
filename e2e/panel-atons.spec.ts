// The atons panel ('Atony') against the real server: add with its rules and
// the centre pin, details with the 'DANE ATONA' fields, the active switch
// (change_status, the list reloads, the chart's icon follows), edit, delete
// without confirmation, and the failure texts.
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './helpers';
import { openPanelFromMenu, serverError } from './panelHelpers';

test('add, details, active switch with the chart icon following, edit and delete', async ({ page }) => {
  // The chart's icon follows through the atons stream (a batch every 5 s): up to two batches are waited for.
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const panel = await openPanelFromMenu(page, 'Atony');
  await panel.getByRole('button', { name: 'Dodaj', exact: true }).click();
  const form = panel.getByRole('form', { name: 'Nowy aton' });
  const submit = form.getByRole('button', { name: 'Dodaj aton' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await expect(submit).toBeDisabled();
  await field('Nazwa').fill('E2E Boja');
  await field('MMSI').fill('12345');
  await expect(form.getByText('MMSI musi składać się z 9 cyfr', { exact: true })).toBeVisible();
  await field('VID').fill('x');
  await expect(form.getByText('VID musi być liczbą całkowitą, co najmniej 0.', { exact: true })).toBeVisible();
  await expect(submit).toBeDisabled();
  await field('MMSI').fill('992610777');
  await field('VID').fill('3');
  // vid and aid_type are required: still disabled without the type.
  await expect(submit).toBeDisabled();
  await expect(field('Typ pomocy nawigacyjnej').locator('option')).toHaveCount(33);
  await field('Typ pomocy nawigacyjnej').selectOption({ label: '24: Znak lewej strony' });
  // Latitude and longitude are optional; the pin copies the map centre.
  await form.getByRole('button', { name: 'Pobierz aktualną pozycję środka mapy' }).click();
  await expect(field('Szerokość geograficzna')).toHaveValue('54.53');
  await expect(field('Długość geograficzna')).toHaveValue('18.54');
  await submit.click();
  await expect(form).toHaveCount(0);
  const tile = panel.getByTestId('aton-tile').filter({ hasText: /E2E Boja/ });
  await expect(tile).toContainText('MMSI 992610777');
  await expect(tile.getByTestId('aton-state')).toHaveText('Nieaktywny');

  await tile.getByRole('button', { name: 'Szczegóły atonu E2E Boja' }).click();
  const details = tile.getByRole('region', { name: 'DANE ATONA' });
  for (const label of ['MMSI', 'Typ', 'Pozycja', 'Ostatnie zgłoszenie']) await expect(details.getByText(label, { exact: true })).toBeVisible();
  await expect(details.getByText('Znak lewej strony', { exact: true })).toBeVisible();
  await expect(details.getByText('54.530000 N 18.540000 E', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Zamknij', exact: true }).click();

  // The chart's icon is inactive, then active after the switch (the atons stream, every 5 s).
  const icon = page.getByRole('button', { name: 'Aton: E2E Boja', exact: true });
  await expect(icon).toHaveClass(/aton-icon--inactive/, { timeout: 15_000 });
  const toggle = tile.getByRole('switch', { name: 'Aktywny: E2E Boja' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(tile.getByTestId('aton-state')).toHaveText('Aktywny');
  await expect(icon).toHaveClass(/aton-icon--active/, { timeout: 15_000 });

  await tile.getByRole('button', { name: 'Edytuj aton E2E Boja' }).click();
  const edit = tile.getByRole('form', { name: 'Edytuj aton' });
  await edit.getByLabel('Nazwa', { exact: true }).fill('');
  await expect(edit.getByText('Pole wymagane.', { exact: true })).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Zapisz zmiany' })).toBeDisabled();
  await edit.getByLabel('Nazwa', { exact: true }).fill('E2E Boja 2');
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  const renamed = panel.getByTestId('aton-tile').filter({ hasText: 'E2E Boja 2' });
  await expect(renamed).toHaveCount(1);
  await expect(renamed.getByRole('form')).toHaveCount(0);

  // Delete has no confirmation.
  await renamed.getByRole('button', { name: 'Usuń aton E2E Boja 2' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(renamed).toHaveCount(0);
});

test('failures show the spec texts: load (list emptied), add, save; an empty list says so', async ({ page }) => {
  await signInAsAdmin(page);
  let panel = await openPanelFromMenu(page, 'Atony');
  await expect(panel.getByTestId('aton-tile').first()).toBeVisible();
  // A reload that fails empties the list.
  await page.route('**/api/atons/', (route) => (route.request().method() === 'GET' ? route.fulfill(serverError) : route.continue()));
  await page.getByRole('button', { name: 'Zamknij', exact: true }).first().click();
  panel = await openPanelFromMenu(page, 'Atony');
  await expect(panel.getByRole('alert').getByText('Błąd ładowania danych', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('aton-tile')).toHaveCount(0);
  await page.unroute('**/api/atons/');

  await page.route('**/api/atons/', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue()));
  await page.getByRole('button', { name: 'Zamknij', exact: true }).first().click();
  panel = await openPanelFromMenu(page, 'Atony');
  await expect(panel.getByText('Brak atonów', { exact: true })).toBeVisible();
  await page.unroute('**/api/atons/');

  await page.getByRole('button', { name: 'Zamknij', exact: true }).first().click();
  panel = await openPanelFromMenu(page, 'Atony');
  await page.route('**/api/atons/', (route) => (route.request().method() === 'POST' ? route.fulfill(serverError) : route.continue()));
  await panel.getByRole('button', { name: 'Dodaj', exact: true }).click();
  const form = panel.getByRole('form', { name: 'Nowy aton' });
  await form.getByLabel('Nazwa', { exact: true }).fill('Nie zapisze się');
  await form.getByLabel('MMSI', { exact: true }).fill('992610778');
  await form.getByLabel('VID', { exact: true }).fill('1');
  await form.getByLabel('Typ pomocy nawigacyjnej', { exact: true }).selectOption('1');
  await form.getByRole('button', { name: 'Dodaj aton' }).click();
  await expect(form.getByRole('alert').getByText('Nie udało się dodać atonu.', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Anuluj', exact: true }).click();

  await page.route('**/api/atons/*/', (route) => (route.request().method() === 'PUT' ? route.fulfill(serverError) : route.continue()));
  const tile = panel.getByTestId('aton-tile').first();
  await tile.getByRole('button', { name: /^Edytuj aton / }).click();
  const edit = tile.getByRole('form', { name: 'Edytuj aton' });
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(edit.getByRole('alert').getByText('Nie udało się zapisać zmian.', { exact: true })).toBeVisible();
});
