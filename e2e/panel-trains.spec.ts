// The trains panel ('Pociągi') against the real server: opened from the
// app menu, add with its validation messages, details, edit, delete with
// the spec's confirmation, the toggles, the failure texts (answers forced
// with route interception), and the trains on the chart following.
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './helpers';
import { apiCall, openPanelFromMenu, serverError } from './panelHelpers';

const TRAINS = '**/api/trains/trains/';
const SIDINGS = '**/api/trains/sidings/';

async function openTrains(page: Page) {
  await signInAsAdmin(page);
  return openPanelFromMenu(page, 'Pociągi');
}

test('the panel group opens each panel, closing the one that was open; the backdrop closes it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const group = page.getByRole('group', { name: 'Panele' });
  for (const label of ['Pociągi', 'Atony', 'Statki']) await expect(group.getByRole('menuitem', { name: label, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await openPanelFromMenu(page, 'Pociągi');
  // Stacking level 1040 (spec section 9): the panel above its backdrop.
  await expect(page.getByTestId('panel-backdrop')).toHaveCSS('z-index', '1040');
  await openPanelFromMenu(page, 'Atony');
  await expect(page.getByRole('dialog', { name: 'Pociągi', exact: true })).toHaveCount(0);
  await page.getByTestId('panel-backdrop').click({ position: { x: 20, y: 300 } });
  await expect(page.getByRole('dialog', { name: 'Atony', exact: true })).toHaveCount(0);
});

test('add a train with its validation, details, edit and delete with confirmation', async ({ page }) => {
  const panel = await openTrains(page);
  const sidings = (await apiCall<{ id: number; zwrotnica: string; nabrzeze: string }[]>(page, 'GET', '/api/trains/sidings/')).body;
  const siding = sidings[0];
  if (!siding) throw new Error('no demo sidings');
  const add = panel.getByRole('button', { name: 'Dodaj', exact: true });
  await add.click();
  await expect(panel.getByRole('button', { name: 'Anuluj', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const form = panel.getByRole('form', { name: 'Nowy pociąg' });
  const submit = form.getByRole('button', { name: 'Dodaj pociąg' });
  await expect(submit).toBeDisabled();
  const name = form.getByLabel('Nazwa', { exact: true });
  await name.fill('x');
  await name.fill('   ');
  await expect(form.getByText('Podaj nazwę pociągu.', { exact: true })).toBeVisible();
  const sidingSelect = form.getByLabel('Bocznica', { exact: true });
  await sidingSelect.focus();
  await name.focus();
  await expect(form.getByText('Wybierz bocznicę.', { exact: true })).toBeVisible();
  const wagons = form.getByLabel('Liczba wagonów', { exact: true });
  await wagons.fill('-2');
  await expect(form.getByText('Liczba wagonów musi być liczbą całkowitą, co najmniej 0.', { exact: true })).toBeVisible();
  await expect(submit).toBeDisabled();
  await name.fill('E2E Pociąg');
  await sidingSelect.selectOption(String(siding.id));
  // Empty means 0 on create.
  await wagons.fill('');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form).toHaveCount(0);
  const tile = panel.getByTestId('train-tile').filter({ hasText: 'E2E Pociąg' });
  await expect(tile).toContainText('Wagony: 0');

  await tile.getByRole('button', { name: 'Szczegóły pociągu E2E Pociąg' }).click();
  const details = tile.getByRole('region', { name: 'Szczegóły pociągu' });
  await expect(details.getByText(`${siding.zwrotnica} (${siding.nabrzeze})`, { exact: true })).toBeVisible();
  await expect(details.getByText('-', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Zamknij', exact: true }).click();
  await expect(details).toHaveCount(0);

  await tile.getByRole('button', { name: 'Edytuj pociąg E2E Pociąg' }).click();
  const edit = tile.getByRole('form', { name: 'Edytuj pociąg' });
  await expect(edit.getByRole('button', { name: 'Anuluj', exact: true })).toBeVisible();
  await edit.getByLabel('Nazwa', { exact: true }).fill('E2E Pociąg 2');
  await edit.getByLabel('Liczba wagonów', { exact: true }).fill('12');
  await edit.getByLabel('Opis', { exact: true }).fill('Węgiel');
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  const edited = panel.getByTestId('train-tile').filter({ hasText: 'E2E Pociąg 2' });
  await expect(edited).toContainText('Wagony: 12');
  await expect(edited.getByRole('form')).toHaveCount(0);

  // The trains stream brings the new train to the chart without a reload: a pick finds it.
  const trains = (await apiCall<{ id: number; name: string }[]>(page, 'GET', '/api/trains/trains/')).body;
  const created = trains.find((t) => t.name === 'E2E Pociąg 2');
  if (!created) throw new Error('train not stored');
  await expect
    .poll(async () => {
      await page.evaluate((id) => window.dispatchEvent(new CustomEvent('object-picked', { detail: String(id) })), created.id);
      return page.getByTestId('train-card').count();
    })
    .toBe(1);

  await edited.getByRole('button', { name: 'Usuń pociąg E2E Pociąg 2' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toHaveText(/Czy na pewno chcesz usunąć ten pociąg\?/);
  await expect(confirm.getByText('Czy na pewno chcesz usunąć ten pociąg?', { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Anuluj', exact: true }).click();
  await expect(edited).toHaveCount(1);
  await edited.getByRole('button', { name: 'Usuń pociąg E2E Pociąg 2' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(edited).toHaveCount(0);
});

test('Bocznice and Dodaj are never open together', async ({ page }) => {
  const panel = await openTrains(page);
  await panel.getByRole('button', { name: 'Bocznice', exact: true }).click();
  await expect(panel.getByTestId('sidings-manager')).toBeVisible();
  // The 'Bocznice' toggle reads 'Zamknij' while the manager is open.
  await expect(panel.getByRole('button', { name: 'Zamknij', exact: true, pressed: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Dodaj', exact: true }).first().click();
  await expect(panel.getByTestId('sidings-manager')).toHaveCount(0);
  await expect(panel.getByRole('form', { name: 'Nowy pociąg' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Bocznice', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('failures show the spec texts: list, sidings, add, save; an empty list says so', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await signInAsAdmin(page);
  await page.route(TRAINS, (route) => (route.request().method() === 'GET' ? route.fulfill(serverError) : route.continue()));
  let panel = await openPanelFromMenu(page, 'Pociągi');
  await expect(panel.getByRole('alert').getByText('Błąd ładowania danych', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('train-tile')).toHaveCount(0);
  expect(logs.some((l) => l.includes('Failed to load trains'))).toBe(true);
  await page.unroute(TRAINS);

  await page.route(TRAINS, (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue()));
  await page.getByRole('button', { name: 'Zamknij', exact: true }).first().click();
  panel = await openPanelFromMenu(page, 'Pociągi');
  await expect(panel.getByText('Brak pociągów', { exact: true })).toBeVisible();
  await page.unroute(TRAINS);

  await page.route(SIDINGS, (route) => route.fulfill(serverError));
  await page.getByRole('button', { name: 'Zamknij', exact: true }).first().click();
  panel = await openPanelFromMenu(page, 'Pociągi');
  await panel.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(panel.getByRole('form', { name: 'Nowy pociąg' }).getByText('Błąd pobierania bocznic.', { exact: true })).toBeVisible();
  await page.unroute(SIDINGS);

  await page.getByRole('button', { name: 'Zamknij', exact: true }).first().click();
  panel = await openPanelFromMenu(page, 'Pociągi');
  await page.route(TRAINS, (route) => (route.request().method() === 'POST' ? route.fulfill(serverError) : route.continue()));
  await panel.getByRole('button', { name: 'Dodaj', exact: true }).click();
  const form = panel.getByRole('form', { name: 'Nowy pociąg' });
  await form.getByLabel('Nazwa', { exact: true }).fill('Nie zapisze się');
  await form.getByLabel('Bocznica', { exact: true }).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Dodaj pociąg' }).click();
  await expect(form.getByRole('alert').getByText('Nie udało się dodać pociągu.', { exact: true })).toBeVisible();
  // Nothing lost: the form keeps what was typed.
  await expect(form.getByLabel('Nazwa', { exact: true })).toHaveValue('Nie zapisze się');

  await page.route('**/api/trains/trains/*/', (route) => (route.request().method() === 'PUT' ? route.fulfill(serverError) : route.continue()));
  await panel.getByRole('button', { name: 'Anuluj', exact: true }).click();
  const tile = panel.getByTestId('train-tile').first();
  await tile.getByRole('button', { name: /^Edytuj pociąg / }).click();
  const edit = tile.getByRole('form', { name: 'Edytuj pociąg' });
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(edit.getByRole('alert').getByText('Nie udało się zapisać zmian.', { exact: true })).toBeVisible();
});
