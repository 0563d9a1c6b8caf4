// Info cards as an operator works with them: three opened one after the
// other lie next to their objects, none covering more than 30% of another,
// each opaque; a pressed card comes to the front; a closed card remembers
// nothing (it opens next to its object again, not where it was dragged).
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Aton } from '../src/protocol/atons';
import type { NavWarning, Station } from '../src/protocol/streams';
import { apiGet, signInAsAdmin } from './helpers';
import { boxOf, coverage, expectInside, isOnTop, isOnTopAt, usableViewport } from './layoutHelpers';
import { centreOn, firstBatch } from './liveHelpers';

const fire = (page: Page, name: string, detail: unknown) => page.evaluate(([n, d]) => window.dispatchEvent(new CustomEvent(n, { detail: d })), [name, detail] as const);

/** The card's background colour is fully opaque (its header's too). */
async function expectOpaque(card: Locator): Promise<void> {
  const alphas = await card.evaluate((el) =>
    [el, el.querySelector('.info-card__header')].map((e) => {
      const colour = e ? getComputedStyle(e).backgroundColor : '';
      const match = /rgba?\(([^)]+)\)/.exec(colour);
      const parts = match?.[1]?.split(/[\s,/]+/).filter(Boolean) ?? [];
      return parts.length === 4 ? Number(parts[3]) : parts.length === 3 ? 1 : 0;
    }),
  );
  expect(alphas).toEqual([1, 1]);
}

async function dragBy(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  const box = await boxOf(handle);
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 40 + dx, box.y + box.height / 2 + dy, { steps: 8 });
  await page.mouse.up();
}

test('three cards opened one after the other: beside their objects, none covering another, opaque, the pressed one on top', async ({ page }) => {
  await signInAsAdmin(page);
  const stations = await firstBatch<Station>(page, '/ws/socket-server-stations/', 'stations');
  const warnings = await firstBatch<NavWarning>(page, '/ws/socket-server-warnings/', 'nws');
  const atons = await apiGet<Aton[]>(page, '/api/atons/');
  const station = stations[0];
  const warning = warnings[0];
  const aton = atons.find((a) => a.latitude !== null) ?? atons[0];
  if (!station || !warning || !aton) throw new Error('the built-in feeds have no station, warning or aton');
  await centreOn(page, station.latitude, station.longitude, 4);
  const icon = page.getByRole('button', { name: `Stacja pogodowa: ${station.station_name}`, exact: true });
  await expect(icon).toBeVisible();

  await fire(page, 'station-info', station);
  await expect(page.getByTestId('station-card')).toBeVisible();
  await fire(page, 'aton-info', aton);
  await expect(page.getByTestId('aton-card')).toBeVisible();
  await fire(page, 'navwarn-info', warning);
  await expect(page.getByTestId('navwarn-card')).toBeVisible();

  const cards = ['station-card', 'aton-card', 'navwarn-card'].map((id) => page.getByTestId(id));
  const area = await usableViewport(page);
  const boxes = await Promise.all(cards.map((card) => boxOf(card)));
  for (const [i, a] of boxes.entries()) {
    expectInside(a, area, `card ${i}`);
    for (const [j, b] of boxes.entries()) if (i !== j) expect(coverage(a, b), `card ${i} over card ${j}`).toBeLessThanOrEqual(0.3);
  }
  for (const card of cards) await expectOpaque(card);
  // No card lies on the station (the centre of its icon).
  const iconBox = await boxOf(icon);
  const object = { x: iconBox.x + iconBox.width / 2, y: iconBox.y + iconBox.height / 2, width: 1, height: 1 };
  for (const [i, b] of boxes.entries()) expect(coverage(b, object), `card ${i} on the station`).toBe(0);
  // Every card is whole in sight (no other card over its middle).
  for (const card of cards) expect(await isOnTop(card)).toBe(true);

  // Dragged over the station card, the aton card is on top; a press on the station card brings that one up.
  const [station1, aton1] = [boxes[0], boxes[1]];
  if (!station1 || !aton1) throw new Error('no boxes');
  const stationCard = page.getByTestId('station-card');
  const atonCard = page.getByTestId('aton-card');
  await dragBy(page, atonCard.locator('.info-card__header'), station1.x + 30 - aton1.x, station1.y + 60 - aton1.y);
  const shared = { x: station1.x + 60, y: station1.y + 100 };
  expect(await isOnTopAt(atonCard, shared.x, shared.y)).toBe(true);
  await stationCard.getByText('Nazwa', { exact: true }).click();
  expect(await isOnTopAt(stationCard, shared.x, shared.y)).toBe(true);
  expect(await isOnTopAt(atonCard, shared.x, shared.y)).toBe(false);
});

test('a closed card remembers nothing: it opens next to its object again, not where it was dragged', async ({ page }) => {
  await signInAsAdmin(page);
  const atons = await apiGet<Aton[]>(page, '/api/atons/');
  const aton = atons.find((a) => a.latitude !== null && a.longitude !== null);
  if (!aton || aton.latitude === null || aton.longitude === null) throw new Error('no demo aton with a position');
  await centreOn(page, aton.latitude, aton.longitude, 2);
  const card = page.getByTestId('aton-card');
  await fire(page, 'aton-info', aton);
  await expect(card).toBeVisible();
  const first = await boxOf(card);
  await dragBy(page, card.locator('.info-card__header'), -200, 150);
  expect(await boxOf(card)).not.toEqual(first);
  await card.getByRole('button', { name: 'Zamknij', exact: true }).click();
  await expect(card).toHaveCount(0);
  await fire(page, 'aton-info', aton);
  await expect(card).toBeVisible();
  expect(await boxOf(card)).toEqual(first);
});

test('a vessel card and a train card opened at once: neither over the other, each closes by its button', async ({ page }) => {
  await signInAsAdmin(page);
  const trains = await apiGet<{ id: number }[]>(page, '/api/trains/trains/');
  const vessel = (await apiGet<{ id: number }[]>(page, '/api/vessels/')).find((v) => !trains.some((t) => t.id === v.id));
  if (!vessel || !trains[0]) throw new Error('the built-in feeds have no vessel or train');
  await expect.poll(() => page.evaluate(() => window.__traxisChart?.vesselCount() ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
  // Both in one task: the two cards mount in the same render.
  await page.evaluate(
    (ids) => ids.forEach((id) => window.dispatchEvent(new CustomEvent('object-picked', { detail: String(id) }))),
    [vessel.id, trains[0].id],
  );
  const vesselCard = page.getByTestId('vessel-card');
  const trainCard = page.getByTestId('train-card');
  await expect(vesselCard.getByText('Ładowanie...')).toHaveCount(0);
  await expect(trainCard.getByText('Ładowanie...')).toHaveCount(0);
  expect(coverage(await boxOf(vesselCard), await boxOf(trainCard))).toBe(0);
  await vesselCard.getByRole('button', { name: 'Zamknij', exact: true }).click();
  await expect(vesselCard).toHaveCount(0);
  await expect(trainCard).toHaveCount(1);
  await trainCard.getByRole('button', { name: 'Zamknij', exact: true }).click();
  await expect(page.locator('.cards-layer [role=dialog]')).toHaveCount(0);

  // A train card still loading when the vessel card of a vessel below it opens (Gdynia's quays, the
  // siding left of the view's centre): the vessel card leaves the train card the room it grows into.
  const fleet = await apiGet<{ id: number; latitude: number; longitude: number }[]>(page, '/api/vessels/');
  const quay = { latitude: 54.5221, longitude: 18.557 };
  const distance = (v: { latitude: number; longitude: number }) => Math.hypot(v.latitude - quay.latitude, v.longitude - quay.longitude);
  const nearest = fleet.filter((v) => !trains.some((t) => t.id === v.id)).sort((a, b) => distance(a) - distance(b))[0];
  if (!nearest) throw new Error('no vessel');
  await centreOn(page, 54.52, 18.6, 6);
  await page.route(`**/api/trains/trains/${trains[0].id}/`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.evaluate((id) => window.dispatchEvent(new CustomEvent('object-picked', { detail: String(id) })), trains[0].id);
  await expect(trainCard.getByText('Ładowanie...')).toBeVisible();
  await page.evaluate((id) => window.dispatchEvent(new CustomEvent('object-picked', { detail: String(id) })), nearest.id);
  await expect(vesselCard).toBeVisible();
  await expect(trainCard.getByText('Ładowanie...')).toHaveCount(0);
  expect(coverage(await boxOf(vesselCard), await boxOf(trainCard))).toBe(0);
});
