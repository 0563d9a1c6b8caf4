// Weather stations from the live stream: the icon at the station (clickable
// at its anchor point), 'station-info', the card 'DANE STACJI' with the
// Beaufort number, the image links and the viewer's size limits.
import { expect, test } from '@playwright/test';
import type { Station } from '../src/protocol/streams';
import { signInAsAdmin } from './helpers';
import { canvasCentre, centreOn, firstBatch, recordEvents, recordedEvents } from './liveHelpers';

const BEAUFORT_LIMITS = [1, 4, 7, 11, 16, 22, 28, 34, 41, 48, 56, 64];
const beaufort = (kn: number) => {
  const i = BEAUFORT_LIMITS.findIndex((limit) => kn < limit);
  return i === -1 ? 12 : i;
};

test('a station icon opens DANE STACJI with its fields, the Beaufort number and image links', async ({ page }) => {
  await signInAsAdmin(page);
  const stations = await firstBatch<Station>(page, '/ws/socket-server-stations/', 'stations');
  const station = stations.find((s) => s.name === 'hel') ?? stations[0];
  if (!station) throw new Error('the built-in feed has no stations');
  await recordEvents(page, ['station-info']);
  await centreOn(page, station.latitude, station.longitude, 0.5);
  const icon = page.getByRole('button', { name: `Stacja pogodowa: ${station.station_name}`, exact: true });
  await expect(icon).toBeVisible();
  // Clickable at its anchor point: the chart centre.
  const centre = await canvasCentre(page);
  await page.mouse.click(centre.x, centre.y);
  await expect.poll(async () => (await recordedEvents(page)).map(([name, s]) => [name, (s as Station).name])).toEqual([['station-info', station.name]]);

  const card = page.getByTestId('station-card');
  await expect(card.getByText('DANE STACJI', { exact: true })).toBeVisible();
  for (const label of ['Nazwa', 'Pozycja', 'Prędkość wiatru', 'Kierunek wiatru', 'Porywy wiatru', 'Stan morza', 'Poziom wody', 'Temp. powietrza', 'Ciśnienie', 'Temp. wody', 'Ostatnia aktualizacja']) {
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(card.getByText(station.station_name, { exact: true })).toBeVisible();
  await expect(card.getByTestId('station-field-position').locator('dd')).toHaveText(`${station.latitude.toFixed(4)} N ${station.longitude.toFixed(4)} E`);
  const wind = (await card.getByTestId('station-field-windSpeed').locator('dd').textContent()) ?? '';
  const match = /^(\d+(?:\.\d+)?) kn \((\d+) °B\)$/.exec(wind);
  expect(match, wind).not.toBeNull();
  expect(Number(match?.[2])).toBe(beaufort(Number(match?.[1])));

  // The three image links (the server has every station's history images).
  for (const key of ['windSpeed', 'waterLevel', 'waterTemperature']) await expect(card.getByTestId(`station-link-${key}`)).toBeVisible();
  const viewport = { width: 1280, height: 720 };
  await card.getByTestId('station-link-windSpeed').click();
  const viewer = page.getByTestId('image-viewer');
  await expect(viewer).toBeVisible();
  await expect.poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  let box = await viewer.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(350);
  expect(box?.width).toBeLessThanOrEqual(0.8 * viewport.width);
  expect(box?.height).toBeLessThanOrEqual(0.8 * viewport.height);
  // On a small screen the 640×360 image is scaled down to 80% of it.
  await page.setViewportSize({ width: 600, height: 400 });
  await expect.poll(async () => (await viewer.boundingBox())?.height ?? 999).toBeLessThanOrEqual(0.8 * 400);
  box = await viewer.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(350);
  expect(box?.width).toBeLessThanOrEqual(0.8 * 600);
  // Narrower than 350 / 0.8: the viewer keeps its 350 px.
  await page.setViewportSize({ width: 400, height: 400 });
  await expect.poll(async () => (await viewer.boundingBox())?.width).toBeGreaterThanOrEqual(350);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await page.setViewportSize(viewport);
  await card.getByRole('button', { name: 'Zamknij' }).click();
  await expect(card).toHaveCount(0);
});

test('a field with N/A or null is hidden, and lookup failures leave the fields without links', async ({ page }) => {
  await signInAsAdmin(page);
  const stations = await firstBatch<Station>(page, '/ws/socket-server-stations/', 'stations');
  const station = stations[0];
  if (!station) throw new Error('no stations');
  await page.route('**/api/station/**', (route) => route.fulfill({ status: 500, json: { code: 'x', message: 'down' } }));
  await page.evaluate(
    (s) => window.dispatchEvent(new CustomEvent('station-info', { detail: { ...s, name: 'nie-ma-takiej', wind_gust: 'N/A', sea_state: 'null', water_level: '' } })),
    station,
  );
  const card = page.getByTestId('station-card');
  await expect(card.getByText('DANE STACJI', { exact: true })).toBeVisible();
  await expect(card.getByText('Prędkość wiatru', { exact: true })).toBeVisible();
  await expect(card.getByText('Porywy wiatru', { exact: true })).toHaveCount(0);
  await expect(card.getByText('Stan morza', { exact: true })).toHaveCount(0);
  await expect(card.getByText('Poziom wody', { exact: true })).toHaveCount(0);
  await page.waitForTimeout(500);
  await expect(card.getByRole('link')).toHaveCount(0);
});
