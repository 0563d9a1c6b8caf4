// The vessels list panel ('Statki') against the real server's built-in
// traffic: loading text, search found and not found, sort, nav-status
// filter, go-to (ends at a range <= 1.5 NM with the vessel's card open),
// the 20 s poll while open, and the failure and empty texts.
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './helpers';
import { apiCall, openPanelFromMenu, serverError } from './panelHelpers';

interface Vessel {
  id: number;
  mmsi: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  speed: number | null;
  nav_status: string;
}

const VESSELS = '**/api/vessels/';

async function namedVessel(page: Page): Promise<Vessel> {
  const list = (await apiCall<Vessel[]>(page, 'GET', '/api/vessels/')).body;
  const vessel = list.find((v) => v.name.trim().length >= 4 && v.latitude !== null && v.longitude !== null);
  if (!vessel) throw new Error('the built-in feed has no named vessel with a position');
  return { ...vessel, name: vessel.name.trim() };
}

test('search by name and MMSI, nothing found, sort and the nav-status filter', async ({ page }) => {
  await signInAsAdmin(page);
  const vessel = await namedVessel(page);
  await page.route(VESSELS, async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  const panel = await openPanelFromMenu(page, 'Statki');
  await expect(panel.getByText('Ładowanie statków...', { exact: true })).toBeVisible();
  const rows = panel.getByTestId('vessel-rows').getByRole('row');
  await expect(rows.first()).toBeVisible();
  await page.unroute(VESSELS);

  const search = panel.getByLabel('Szukaj statku', { exact: true });
  await expect(search).toHaveAttribute('placeholder', 'MMSI lub nazwa');
  await search.fill(vessel.name.slice(1).toUpperCase());
  await expect(rows.filter({ hasText: vessel.mmsi })).toHaveCount(1);
  await search.fill(vessel.mmsi);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(vessel.name);
  await search.fill('zzz-nie-ma-takiego');
  await expect(panel.getByText('Nie znaleziono statków', { exact: true })).toBeVisible();
  await search.fill('');
  await expect(rows.first()).toBeVisible();

  // Sort by speed: ascending, then descending on a second click.
  const speedHeader = panel.getByRole('columnheader', { name: /Prędkość/ });
  await speedHeader.getByRole('button').click();
  await expect(speedHeader).toHaveAttribute('aria-sort', 'ascending');
  const speeds = async () =>
    (await rows.evaluateAll((els) => els.slice(0, 8).map((el) => el.children[3]?.textContent ?? '')))
      .filter((t) => t !== 'N/A')
      .map((t) => Number.parseFloat(t));
  await expect.poll(async () => { const s = await speeds(); return s.every((x, i) => i === 0 || x >= (s[i - 1] as number)); }).toBe(true);
  await speedHeader.getByRole('button').click();
  await expect(speedHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => { const s = await speeds(); return s.length > 1 && s.every((x, i) => i === 0 || x <= (s[i - 1] as number)); }).toBe(true);

  // Filter by nav status: the summary shows the option's count.
  const list = (await apiCall<Vessel[]>(page, 'GET', '/api/vessels/')).body;
  const status = list[0]?.nav_status ?? 'UnderWayUsingEngine';
  await panel.getByLabel('Status nawigacyjny', { exact: true }).selectOption(status);
  const option = await panel.getByLabel('Status nawigacyjny', { exact: true }).locator(`option[value="${status}"]`).textContent();
  const count = Number(/\((\d+)\)$/.exec(option ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  await expect(panel.getByTestId('vessels-summary')).toHaveText(new RegExp(`^${count} z \\d+$`));
});

test('go-to pans and zooms to the vessel (range <= 1.5 NM) and opens its card', async ({ page }) => {
  await signInAsAdmin(page);
  const vessel = await namedVessel(page);
  const panel = await openPanelFromMenu(page, 'Statki');
  await panel.getByLabel('Szukaj statku', { exact: true }).fill(vessel.mmsi);
  const goTo = panel.getByRole('button', { name: `Pokaż statek ${vessel.name} na mapie` });
  await expect(goTo).toHaveAttribute('title', 'Przejdź do statku');
  await goTo.click();
  await expect
    .poll(async () => Number(/Zasięg: ([\d.]+) NM/.exec((await page.getByTestId('status-range').textContent()) ?? '')?.[1]))
    .toBeLessThanOrEqual(1.5);
  const card = page.getByTestId('vessel-card');
  await expect(card).toBeVisible();
  await expect(card.getByText(vessel.mmsi, { exact: true })).toBeVisible();
});

test('polls every 20 s while open and stops when closed', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const calls: number[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/vessels/') calls.push(Date.now());
  });
  await openPanelFromMenu(page, 'Statki');
  await expect.poll(() => calls.length, { timeout: 5_000 }).toBe(1);
  // Scrolled down, the list stays where it is when the next poll's answer arrives.
  const rows = page.getByTestId('vessel-rows');
  await rows.getByRole('row').first().waitFor();
  await rows.evaluate((el) => {
    el.scrollTop = 280;
  });
  await expect.poll(() => calls.length, { timeout: 25_000, intervals: [1000] }).toBe(2);
  await page.waitForTimeout(1500);
  expect(await rows.evaluate((el) => el.scrollTop)).toBe(280);
  const gapMs = (calls[1] as number) - (calls[0] as number);
  expect(gapMs).toBeGreaterThan(19_000);
  expect(gapMs).toBeLessThan(23_000);
  await page.getByRole('button', { name: 'Zamknij', exact: true }).first().click();
  await page.waitForTimeout(1000);
  expect(calls).toHaveLength(2);
});

test('a failed list shows Błąd ładowania danych; an empty one Brak statków', async ({ page }) => {
  await signInAsAdmin(page);
  await page.route(VESSELS, (route) => route.fulfill(serverError));
  let panel = await openPanelFromMenu(page, 'Statki');
  await expect(panel.getByRole('alert').getByText('Błąd ładowania danych', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('vessel-rows')).toHaveCount(0);
  await page.unroute(VESSELS);
  await page.route(VESSELS, (route) => route.fulfill({ json: [] }));
  await page.getByRole('button', { name: 'Zamknij', exact: true }).first().click();
  panel = await openPanelFromMenu(page, 'Statki');
  await expect(panel.getByText('Brak statków', { exact: true })).toBeVisible();
});
