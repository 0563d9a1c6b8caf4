// Esc closes the topmost thing open, one per press, newest first: the app
// menu, cards, camera windows, panels; a card or window pressed comes up
// first; a modal dialog closes before everything under it, even when older;
// the chart's pick list closes before a card opened under it.
// The app menu also closes on a press outside it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Aton } from '../src/protocol/atons';
import type { Camera } from '../src/protocol/cameras';
import type { Station } from '../src/protocol/streams';
import { apiGet, signInAsAdmin } from './helpers';
import { canvasCentre, centreOn, firstBatch } from './liveHelpers';
import { openSettings } from './settingsHelpers';

async function fire(page: Page, name: string, detail: unknown): Promise<void> {
  await page.evaluate(([n, d]) => window.dispatchEvent(new CustomEvent(n, { detail: d })), [name, detail] as const);
}

/** A camera for the window (no stream behind it: the window shows the spec's message). */
const CAMERA: Camera = {
  id: 990_001,
  name: 'E2E Esc',
  camera_type: 'IP',
  ip_address: '192.0.2.1',
  port: 8008,
  latitude: 54.5,
  longitude: 18.6,
  angle_min: 0,
  angle_max: 90,
  range_min: 0,
  range_max: 1000,
  login: '',
  password: '',
  snapshot_url: '',
};

interface Opener {
  name: string;
  open(page: Page): Promise<void>;
  shown(page: Page): Locator;
}

async function demoStation(page: Page): Promise<Station> {
  const [station] = await firstBatch<Station>(page, '/ws/socket-server-stations/', 'stations');
  if (!station) throw new Error('no demo station');
  return station;
}

async function demoAton(page: Page): Promise<Aton> {
  const [aton] = await apiGet<Aton[]>(page, '/api/atons/');
  if (!aton) throw new Error('no demo aton');
  return aton;
}

const settingsPanel: Opener = {
  name: 'the settings panel',
  open: (page) => page.getByRole('button', { name: 'Ustawienia', exact: true }).click(),
  shown: (page) => page.getByRole('dialog', { name: 'Ustawienia' }),
};
const stationCard: Opener = { name: 'a station card', open: async (page) => fire(page, 'station-info', await demoStation(page)), shown: (page) => page.getByTestId('station-card') };
const atonCard: Opener = { name: 'an aton card', open: async (page) => fire(page, 'aton-info', await demoAton(page)), shown: (page) => page.getByTestId('aton-card') };
const cameraWindow: Opener = { name: 'a camera window', open: (page) => fire(page, 'camera-clicked', CAMERA), shown: (page) => page.getByTestId('camera-window') };
const appMenu: Opener = {
  name: 'the app menu',
  open: (page) => page.getByRole('button', { name: 'Menu', exact: true }).click(),
  shown: (page) => page.getByRole('menu'),
};
/** The built-in 'Gdynia Port' station with a warning's symbol 100 m from it: a click there finds both. */
const GDYNIA_PORT = { lat: 54.5353, lon: 18.5587 };
const pickList: Opener = {
  name: 'the chart\'s pick list',
  open: async (page) => {
    await centreOn(page, GDYNIA_PORT.lat, GDYNIA_PORT.lon, 2);
    await expect(page.getByRole('button', { name: 'Stacja pogodowa: Gdynia Port', exact: true })).toBeVisible();
    const c = await canvasCentre(page);
    await page.mouse.click(c.x, c.y);
  },
  shown: (page) => page.getByRole('listbox', { name: 'Obiekty w tym miejscu' }),
};
const symbolCatalogue: Opener = {
  name: 'the symbol catalogue (a modal dialog)',
  open: async (page) => {
    await openSettings(page, 'Symbolika');
    await page.getByRole('button', { name: 'Katalog Symboli', exact: true }).click();
  },
  shown: (page) => page.getByRole('dialog', { name: 'Katalog Symboli' }),
};

const trainsPanel: Opener = {
  name: 'the trains panel',
  open: (page) => page.evaluate(() => window.__traxisPanels?.open('trains')),
  shown: (page) => page.getByRole('dialog', { name: 'Pociągi', exact: true }),
};
const confirmation: Opener = {
  name: 'a deletion confirmation (a modal dialog)',
  open: (page) => page.getByTestId('train-tile').first().getByRole('button', { name: /^Usuń pociąg/ }).click(),
  shown: (page) => page.getByRole('alertdialog'),
};

/**
 * Opens each in turn (each stays open), then presses Esc once per thing:
 * each press closes exactly the one expected and leaves the others open.
 */
async function expectEscapeOrder(page: Page, openers: Opener[], closingOrder: Opener[]): Promise<void> {
  for (const opener of openers) {
    await opener.open(page);
    await expect(opener.shown(page), opener.name).toBeVisible();
  }
  const open = new Set(openers);
  for (const next of closingOrder) {
    await page.keyboard.press('Escape');
    await expect(next.shown(page), `Esc closes ${next.name}`).toHaveCount(0);
    open.delete(next);
    for (const still of open) await expect(still.shown(page), `${still.name} stays open`).toBeVisible();
  }
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('Esc closes the newest thing open, one per press: menu, card, camera window, card, panel', async ({ page }) => {
  const openers = [settingsPanel, stationCard, cameraWindow, atonCard, appMenu];
  await expectEscapeOrder(page, openers, [...openers].reverse());
  // With nothing open, Esc changes nothing.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('status-bar')).toBeVisible();
});

test('the chart\'s pick list closes before a card open under it, one per press', async ({ page }) => {
  await expectEscapeOrder(page, [atonCard, pickList], [pickList, atonCard]);
});

test('a card pressed to the front closes first', async ({ page }) => {
  await stationCard.open(page);
  await atonCard.open(page);
  await stationCard.shown(page).locator('.info-card__header h2').click();
  await expectEscapeOrder(page, [], [stationCard, atonCard]);
});

test('a modal dialog closes before the things under it, even when opened before them', async ({ page }) => {
  await symbolCatalogue.open(page);
  await expect(symbolCatalogue.shown(page)).toBeVisible();
  // A card opened meanwhile (an event: the catalogue's backdrop takes the clicks).
  await atonCard.open(page);
  await expect(atonCard.shown(page)).toBeVisible();
  await expectEscapeOrder(page, [], [symbolCatalogue, atonCard, settingsPanel]);
});

test('the app menu closes on a press outside it, and stays open for a press inside', async ({ page }) => {
  const menu = appMenu.shown(page);
  await appMenu.open(page);
  await expect(menu).toBeVisible();
  await menu.getByText('Panele', { exact: true }).first().click();
  await expect(menu).toBeVisible();
  // On the chart.
  const canvas = await page.getByTestId('chart-canvas').boundingBox();
  if (!canvas) throw new Error('no chart');
  await page.mouse.click(canvas.x + canvas.width * 0.3, canvas.y + canvas.height * 0.7);
  await expect(menu).toHaveCount(0);
  // On a panel (it keeps the chart's presses to itself).
  await settingsPanel.open(page);
  await appMenu.open(page);
  await expect(menu).toBeVisible();
  await settingsPanel.shown(page).getByRole('tab', { name: 'Mapy', exact: true }).click();
  await expect(menu).toHaveCount(0);
  await expect(settingsPanel.shown(page)).toBeVisible();
});

test('a confirmation closes first (answered Anuluj), then the panel it was asked from', async ({ page }) => {
  await expectEscapeOrder(page, [trainsPanel, confirmation], [confirmation, trainsPanel]);
  await trainsPanel.open(page);
  await expect(page.getByTestId('train-tile')).not.toHaveCount(0);
});

test("the zone tool's Esc comes after the panels: a panel opened while drawing closes first", async ({ page }) => {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('group', { name: 'Panele' }).getByRole('menuitem', { name: 'Strefy', exact: true }).click();
  await page.getByRole('dialog', { name: 'Strefy', exact: true }).getByRole('button', { name: 'Rysuj strefę', exact: true }).click();
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no chart canvas');
  await page.mouse.click(box.x + box.width / 2 - 60, box.y + box.height / 2);
  const status = page.getByText(/^Rysowanie strefy: 1 pkt/);
  await expect(status).toBeVisible();
  await page.evaluate(() => window.__traxisPanels?.open('ais-messages'));
  const log = page.getByRole('dialog', { name: 'Komunikaty AIS', exact: true });
  await expect(log).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();
  await expect(status).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(status).toBeHidden();
});
