// The console's part of the VTS rules, on a server of its own fed by a TCP
// AIS feed (no simulator): a zone drawn with the zone tool in one console
// appears in a second one (another browser context) by the zones stream;
// an AIS-SART comes on the air -> both consoles request the alarm sound,
// its distress alert first in 'Zagrożenia'; 'Wycisz' silences it; an
// acknowledgement in one console stops it in both. The safety message it
// sends is in 'Komunikaty AIS'. Screenshots day and night with
// TRAXIS_SCREENSHOTS.
import AxeBuilder from '@axe-core/playwright';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Zone } from '../src/protocol/zones';
import { AisFeed, classA, safetyBroadcastLines } from '../src/server/testing/aisFeed';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { apiCall, canvasCentre, centreOn } from './liveHelpers';
import { openPanelFromMenu } from './panelHelpers';

const PORT = Number(process.env.TRAXIS_E2E_PORT ?? 18765) + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const folder = process.env.TRAXIS_SCREENSHOTS;
const SART = 970_010_001;
const SART_AT = { lat: 54.45, lon: 18.7 };

let feed: AisFeed;
let server: ChildProcess;
let dataDir: string;
let sartTimer: NodeJS.Timeout | null = null;

test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  feed = await AisFeed.start();
  dataDir = mkdtempSync(join(tmpdir(), 'traxis-vts-console-'));
  server = spawn(process.execPath, ['scripts/serve.mjs'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      TRAXIS_HOST: '127.0.0.1',
      TRAXIS_DATA_DIR: dataDir,
      TRAXIS_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      TRAXIS_LOG_LEVEL: 'warn',
      TRAXIS_AIS_TCP: feed.address,
      TRAXIS_ALERTS: '1',
      TRAXIS_DEMO_DATA: '0',
    },
  });
  await expect
    .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.ok ?? false, { timeout: 100_000, intervals: [500] })
    .toBe(true);
  await feed.reader();
});

test.afterAll(async () => {
  if (sartTimer) clearInterval(sartTimer);
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await feed?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function console2(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: BASE })).newPage();
  await signIn(page);
  return page;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/#54.45,18.7,4');
  await page.getByPlaceholder('Nazwa użytkownika', { exact: true }).fill('admin');
  await page.getByPlaceholder('Hasło', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
}

/** Serious and critical axe-core violations within `selector`, one line each. */
async function violations(page: Page, selector: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .include(selector)
    .analyze();
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
}

const alarmSound = (page: Page) => page.evaluate(() => document.documentElement.dataset.alarmSound ?? 'off');

/** Draws a square zone round the chart's centre with the zone tool and saves it. */
async function drawZone(page: Page, name: string): Promise<void> {
  let panel = await openPanelFromMenu(page, 'Strefy');
  await panel.getByRole('button', { name: 'Rysuj strefę', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText(/^Rysowanie strefy: kliknij na mapie pierwszy punkt/)).toBeVisible();
  const { x, y } = await canvasCentre(page);
  const corners = [
    [x - 120, y - 90],
    [x + 120, y - 90],
    [x + 120, y + 90],
    [x - 120, y + 90],
  ] as const;
  for (const [cx, cy] of corners) await page.mouse.click(cx, cy);
  await expect(page.getByText(/^Rysowanie strefy: 4 pkt/)).toBeVisible();
  // A click on the first point closes the outline: the form opens in 'Strefy'.
  await page.mouse.click(corners[0][0] + 2, corners[0][1] + 1);
  panel = page.getByRole('dialog', { name: 'Strefy', exact: true });
  const form = panel.getByRole('form', { name: 'Nowa strefa' });
  await expect(form).toBeVisible();
  // Polish messages: no name, a limit of 0; no save until they are fixed.
  await form.getByLabel('Nazwa').fill('x');
  await form.getByLabel('Nazwa').fill('');
  await form.getByLabel('Limit prędkości (kn)').fill('0');
  await expect(form.getByText('Podaj nazwę strefy')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Zapisz', exact: true })).toBeDisabled();
  await expect(form.getByText(/^Limit prędkości musi być liczbą większą od 0/)).toBeVisible();
  await form.getByLabel('Nazwa').fill(name);
  await form.getByLabel('Limit prędkości (kn)').fill('8,5');
  await form.getByLabel('Alarm przy wejściu do strefy').check();
  await form.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(panel.getByTestId('zone-tile').filter({ hasText: name })).toContainText('wejście, limit 8,5 kn · 4 pkt');
}

test('a zone drawn in one console appears in another; edit and delete', async ({ page, browser }) => {
  await signIn(page);
  const other = await console2(browser);
  await drawZone(page, 'Tor testowy');
  const zones = (await apiCall<Zone[]>(page, 'GET', '/api/zones/')).body;
  expect(zones.map((z) => [z.name, z.polygon.length, z.rules])).toEqual([['Tor testowy', 4, { entry: true, exit: false, speed_limit_kn: 8.5, no_anchoring: false }]]);
  // The second console: its name on the chart and in its panel, without a reload.
  await expect(other.getByTestId('overlay-label-zone').filter({ hasText: 'Tor testowy' })).toBeVisible();
  const otherPanel = await openPanelFromMenu(other, 'Strefy');
  await expect(otherPanel.getByTestId('zone-tile').filter({ hasText: 'Tor testowy' })).toBeVisible();
  if (folder) {
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `${folder}/zones-chart-day.png` });
  }

  // Renamed in the first console: the second follows.
  const panel = await openPanelFromMenu(page, 'Strefy');
  await panel.getByRole('button', { name: 'Edytuj strefę Tor testowy' }).click();
  const edit = panel.getByRole('form', { name: 'Edycja strefy' });
  expect(await violations(page, '[role="dialog"][aria-label="Strefy"]')).toEqual([]);
  await edit.getByLabel('Nazwa').fill('Tor północny');
  await edit.getByLabel('Zakaz kotwiczenia').check();
  await edit.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(otherPanel.getByTestId('zone-tile').filter({ hasText: 'Tor północny' })).toContainText('zakaz kotwiczenia');

  // Deleted after the console's confirmation: gone from both.
  await panel.getByRole('button', { name: 'Usuń strefę Tor północny' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Usunąć strefę „Tor północny”?');
  await confirm.getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(panel.getByTestId('zone-tile')).toHaveCount(0);
  await expect(otherPanel.getByTestId('zone-tile')).toHaveCount(0);
  await expect(other.getByTestId('overlay-label-zone')).toHaveCount(0);
});

test('Esc cancels the zone tool; Enter closes an outline', async ({ page }) => {
  await signIn(page);
  const panel = await openPanelFromMenu(page, 'Strefy');
  await panel.getByRole('button', { name: 'Rysuj strefę', exact: true }).click();
  const { x, y } = await canvasCentre(page);
  await page.mouse.click(x - 50, y - 50);
  await page.mouse.click(x + 50, y - 50);
  await expect(page.getByText(/^Rysowanie strefy: 2 pkt/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(/^Rysowanie strefy/)).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Strefy', exact: true })).toBeHidden();
  // Again: three points and Enter.
  await (await openPanelFromMenu(page, 'Strefy')).getByRole('button', { name: 'Rysuj strefę', exact: true }).click();
  await page.mouse.click(x - 50, y - 50);
  await page.mouse.click(x + 50, y - 50);
  await page.mouse.click(x, y + 50);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Strefy', exact: true }).getByRole('form', { name: 'Nowa strefa' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Anuluj', exact: true }).click();
  await expect(form).toBeHidden();
});

test('a SART: the alarm sounds in both consoles, first in the panel, Wycisz, acknowledged in one -> stops in both', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const other = await console2(browser);
  expect(await alarmSound(page)).toBe('off');
  const report = () => feed.send(classA(SART, SART_AT.lat, SART_AT.lon, 0, 0, { navStatus: 14 }));
  report();
  sartTimer = setInterval(report, 2000);
  feed.lines(safetyBroadcastLines(SART, 'SART ACTIVE'));

  for (const p of [page, other]) {
    await expect.poll(() => alarmSound(p), { timeout: 10_000 }).toBe('sounding');
    await expect(p.getByTestId('alarm-banner')).toBeVisible();
  }
  const panel = await openPanelFromMenu(page, 'Zagrożenia');
  const first = panel.getByTestId('alert-tile').first();
  await expect(first).toHaveAttribute('data-kind', 'distress');
  await expect(first.getByTestId('alert-priority')).toHaveText('Alarm');
  await expect(first).toContainText('Urządzenie: AIS-SART');
  // The safety message's alert (a warning) after it, with its text.
  await expect(panel.getByTestId('alert-tile').filter({ hasText: '„SART ACTIVE”' })).toHaveAttribute('data-priority', 'warning');
  await expect(panel.getByTestId('alert-tile').filter({ hasText: '„SART ACTIVE”' })).toContainText('Do wszystkich');
  await panel.getByRole('combobox', { name: 'Rodzaj' }).selectOption('distress');
  await expect(panel.getByTestId('alert-tile')).toHaveCount(1);
  await panel.getByRole('combobox', { name: 'Rodzaj' }).selectOption('all');
  if (folder) await page.screenshot({ path: `${folder}/alerts-alarm-day.png` });
  expect(await violations(page, '[data-testid="alarm-banner"]')).toEqual([]);
  expect(await violations(page, '[role="dialog"][aria-label="Zagrożenia"]')).toEqual([]);

  // 'Wycisz' in the second console silences that one only.
  await other.getByTestId('alarm-banner').getByRole('button', { name: 'Wycisz', exact: true }).click();
  expect(await alarmSound(other)).toBe('silenced');
  expect(await alarmSound(page)).toBe('sounding');

  // Acknowledged in the first: both stop.
  await first.getByRole('button', { name: /^Potwierdź zagrożenie/ }).click();
  for (const p of [page, other]) {
    await expect.poll(() => alarmSound(p), { timeout: 10_000 }).toBe('off');
    await expect(p.getByTestId('alarm-banner')).toBeHidden();
  }

  // The message log.
  const log = await openPanelFromMenu(page, 'Komunikaty AIS');
  const row = log.getByTestId('message-log-row').first();
  await expect(row).toContainText('SART ACTIVE');
  await expect(row).toContainText('970010001 — AIS-SART');
  await expect(row).toContainText('Wszyscy (14)');
  if (folder) await page.screenshot({ path: `${folder}/message-log-day.png` });
  expect(await violations(page, '[role="dialog"][aria-label="Komunikaty AIS"]')).toEqual([]);
});

test('screenshots of the zone tool, zones, alerts and the message log, night', async ({ page }) => {
  test.skip(!folder, 'set TRAXIS_SCREENSHOTS to a folder to take the screenshots');
  await signIn(page);
  await centreOn(page, SART_AT.lat, SART_AT.lon, 4);
  for (const theme of ['day', 'night'] as const) {
    expect((await apiCall(page, 'PATCH', '/api/settings/preferences/', { ui_settings: { theme } })).status).toBe(200);
    await page.reload();
    await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
    const panel = await openPanelFromMenu(page, 'Strefy');
    await panel.getByRole('button', { name: 'Rysuj strefę', exact: true }).click();
    const { x, y } = await canvasCentre(page);
    const points: readonly (readonly [number, number])[] = [
      [-150, -80],
      [60, -120],
      [160, 40],
    ];
    for (const [dx, dy] of points) await page.mouse.click(x + dx, y + dy);
    await page.mouse.move(x - 60, y + 110);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${folder}/zone-tool-${theme}.png` });
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Nowa strefa' });
    await form.getByLabel('Nazwa').fill(`Kotwicowisko ${theme}`);
    await form.getByLabel('Zakaz kotwiczenia').check();
    await page.screenshot({ path: `${folder}/zone-form-${theme}.png` });
    expect(await violations(page, '[role="dialog"][aria-label="Strefy"]')).toEqual([]);
    await form.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(form).toBeHidden();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${folder}/zones-chart-${theme}.png` });
    await openPanelFromMenu(page, 'Zagrożenia');
    await page.screenshot({ path: `${folder}/alerts-panel-${theme}.png` });
    await page.keyboard.press('Escape');
    await openPanelFromMenu(page, 'Komunikaty AIS');
    await page.screenshot({ path: `${folder}/message-log-${theme}.png` });
  }
  await apiCall(page, 'PATCH', '/api/settings/preferences/', { ui_settings: { theme: 'day' } });
});
