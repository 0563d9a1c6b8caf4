// The info cards, opened by the chart's events ('object-picked' with an
// id, 'aton-info' with an aton) against the real server's live data.
import { expect, test } from '@playwright/test';
import { apiGet, signInAsAdmin } from './helpers';

interface Vessel {
  id: number;
  mmsi: string;
  speed: number | null;
  course: number | null;
}

test('a picked vessel opens DANE STATKU with its MMSI; closing it unpicks', async ({ page }) => {
  await signInAsAdmin(page);
  const vessels = await apiGet<Vessel[]>(page, '/api/vessels/');
  const vessel = vessels.find((v) => (v.speed ?? 0) > 1 && v.course !== null) ?? vessels[0];
  if (!vessel) throw new Error('the built-in feed has no vessels');
  // The live stream delivers the fleet first; pick once it is in the store.
  await expect
    .poll(async () => {
      await page.evaluate((id) => window.dispatchEvent(new CustomEvent('object-picked', { detail: String(id) })), vessel.id);
      return page.getByTestId('vessel-card').count();
    })
    .toBe(1);
  const card = page.getByTestId('vessel-card');
  await expect(card.getByText('DANE STATKU', { exact: true })).toBeVisible();
  await expect(card.getByText(vessel.mmsi, { exact: true })).toBeVisible();
  for (const label of ['MMSI', 'Typ', 'Wymiary', 'Pozycja', 'Prędkość', 'Kurs', 'Heading', 'Zanurzenie', 'Status']) {
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await card.getByRole('button', { name: 'Zamknij' }).click();
  await expect(page.getByTestId('vessel-card')).toHaveCount(0);
});

test('a picked train opens its card with name, siding and wagons', async ({ page }) => {
  await signInAsAdmin(page);
  const trains = await apiGet<{ id: number; name: string; trolley_count: number }[]>(page, '/api/trains/trains/');
  const train = trains[0];
  if (!train) throw new Error('no demo trains');
  await expect
    .poll(async () => {
      await page.evaluate((id) => window.dispatchEvent(new CustomEvent('object-picked', { detail: String(id) })), train.id);
      return page.getByTestId('train-card').count();
    })
    .toBe(1);
  const card = page.getByTestId('train-card');
  await expect(card.getByText('INFORMACJE O POCIĄGU', { exact: true })).toBeVisible();
  await expect(card.getByText(train.name, { exact: true })).toBeVisible();
  await expect(card.getByText(`${train.trolley_count} szt.`, { exact: true })).toBeVisible();
});

test('aton-info opens DANE ATONA with the aid-type description', async ({ page }) => {
  await signInAsAdmin(page);
  const atons = await apiGet<{ id: number; mmsi: string; aid_type: number }[]>(page, '/api/atons/');
  const aton = atons.find((a) => a.aid_type === 24) ?? atons[0];
  if (!aton) throw new Error('no demo atons');
  await page.evaluate((detail) => window.dispatchEvent(new CustomEvent('aton-info', { detail })), aton);
  const card = page.getByTestId('aton-card');
  await expect(card.getByText('DANE ATONA', { exact: true })).toBeVisible();
  await expect(card.getByText(aton.mmsi, { exact: true })).toBeVisible();
  await expect(card.getByText('Znak lewej strony', { exact: true })).toBeVisible();
});
