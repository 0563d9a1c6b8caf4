// axe-core (the engine behind the browsers' accessibility audits) over
// every screen of the console, in the day and the night theme: the sign-in
// and registration forms, the main screen with its menu, every settings tab
// (with the camera form), the symbol catalogue, every panel (with the
// management forms), the confirmation dialog, every card and the camera
// windows. No serious or critical violation may remain. One sign-in; after
// the full main screen each screen is checked alone (axe's `include`), a
// second or two each. Also: the keyboard focus ring in the three themes,
// and the main screen's controls all reached with Tab, before the chart's
// own icons.
//
// Rules: WCAG 2.0-2.2 A and AA, axe's best practices and its experimental
// label-in-name rule (label-content-name-mismatch). Its file name sorts it
// late in the run: the alerts' demo crossing is timed from the server's
// start, and this walk takes a while. One exemption: the
// target size (WCAG 2.5.8) of the chart's own symbols (atons, stations,
// warnings, cameras), drawn at their charted size — the criterion's
// 'essential' exception, which names maps.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Camera } from '../src/protocol/cameras';
import type { NavWarning, Station } from '../src/protocol/streams';
import { apiGet, signInAsAdmin } from './helpers';
import { apiCall, firstBatch } from './liveHelpers';
import { openSettings } from './settingsHelpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];
const CHART_SYMBOL = /class="(aton-icon|station-icon|warning-icon|camera-icon)\b/;
const THEME_LABEL = { day: 'Dzień', dusk: 'Zmierzch', night: 'Noc' } as const;
type Theme = keyof typeof THEME_LABEL;

/** Serious and critical violations found so far, one line each. */
const found: string[] = [];
let scans = 0;

async function audit(page: Page, screen: string, include: string | string[] = []): Promise<void> {
  // Only the violations come back with their nodes (passes would cost the walk seconds a screen).
  // Legacy mode: the results are not gathered in a second, blank page (a second per screen).
  let builder = new AxeBuilder({ page }).setLegacyMode().withTags(TAGS).options({ resultTypes: ['violations'] });
  for (const selector of typeof include === 'string' ? [include] : include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  scans += 1;
  for (const v of violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    const nodes = v.nodes.filter((n) => !(v.id === 'target-size' && CHART_SYMBOL.test(n.html)));
    for (const n of nodes) found.push(`${screen}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
  }
}

async function setTheme(page: Page, theme: Theme): Promise<void> {
  await openSettings(page, 'Wygląd');
  await page.getByRole('radio', { name: THEME_LABEL[theme], exact: true }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** The focused element shows a 2 px solid ring in the theme's focus colour. */
async function expectFocusRing(page: Page, theme: Theme): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const probe = document.createElement('span');
    probe.style.color = 'var(--ui-focus-ring)';
    document.body.append(probe);
    const expected = getComputedStyle(probe).color;
    probe.remove();
    return { style: style.outlineStyle, width: style.outlineWidth, colour: style.outlineColor, expected };
  });
  expect(ring, `a focused element in ${theme}`).not.toBeNull();
  expect(ring?.style, theme).toBe('solid');
  expect(ring?.width, theme).toBe('2px');
  expect(ring?.colour, theme).toBe(ring?.expected);
}

async function walk(page: Page, theme: Theme, data: { cards: [string, unknown][]; cameras: Camera[] }): Promise<void> {
  await setTheme(page, theme);
  const check = (screen: string, include: string | string[] = []) => audit(page, `${theme} ${screen}`, include);
  await page.getByRole('button', { name: 'Ustawienia', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Ustawienia' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await check(`main screen with the app menu`);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();

  const settings = '[role="dialog"][aria-label="Ustawienia"]';
  for (const tab of ['Wygląd', 'Symbolika', 'Mapy', 'Statki', 'Sterowanie', 'Kamery']) {
    await openSettings(page, tab);
    if (tab === 'Kamery') await page.getByRole('button', { name: 'Dodaj kamerę', exact: true }).click();
    await check(`settings ${tab}`, settings);
  }
  await openSettings(page, 'Symbolika');
  await page.getByRole('button', { name: 'Katalog Symboli', exact: true }).click();
  await check(`symbol catalogue`, '.modal-backdrop');
  await page.getByRole('dialog', { name: 'Katalog Symboli' }).getByRole('button', { name: 'Zamknij', exact: true }).click();
  await page.getByRole('button', { name: 'Ustawienia', exact: true }).click();

  for (const name of ['Jammer', 'Blitz']) {
    await page.getByRole('button', { name, exact: true }).click();
    await check(`panel ${name}`, `[role="dialog"][aria-label="${name}"]`);
    await page.getByRole('button', { name, exact: true }).click();
  }
  for (const [id, title] of [
    ['trains', 'Pociągi'],
    ['atons', 'Atony'],
    ['vessels', 'Statki'],
    ['alerts', 'Zagrożenia'],
    ['zones', 'Strefy'],
    ['ais-messages', 'Komunikaty AIS'],
  ] as const) {
    await page.evaluate((p) => window.__traxisPanels?.open(p), id);
    const panel = page.getByRole('dialog', { name: title, exact: true });
    await expect(panel).toBeVisible();
    const scope = `[role="dialog"][aria-label="${title}"]`;
    if (id === 'trains' || id === 'atons') await panel.getByRole('button', { name: 'Dodaj', exact: true }).click();
    await check(`panel ${title}`, scope);
    if (id === 'trains') {
      await panel.getByRole('button', { name: 'Bocznice', exact: true }).click();
      await panel.getByTestId('sidings-manager').getByRole('button', { name: 'Dodaj', exact: true }).click();
      await check(`sidings and siding form`, scope);
      await panel.getByRole('button', { name: 'Zamknij', exact: true, pressed: true }).click();
      await panel.getByTestId('train-tile').first().getByRole('button', { name: /^Usuń pociąg/ }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await check(`confirmation dialog`, '.confirm-backdrop');
      await page.keyboard.press('Escape');
    }
    if (id === 'zones') {
      // The zone form (editing the zone made for the walk) and the deletion's confirmation.
      await panel.getByRole('button', { name: /^Edytuj strefę/ }).first().click({ timeout: 15_000 });
      await expect(panel.getByRole('form', { name: 'Edycja strefy' })).toBeVisible();
      await check(`zone form`, scope);
      await panel.getByRole('button', { name: 'Anuluj', exact: true }).click({ timeout: 15_000 });
    }
    await page.evaluate((p) => window.__traxisPanels?.close(p), id);
  }

  for (const [name, detail] of data.cards) await page.evaluate(([n, d]) => window.dispatchEvent(new CustomEvent(n, { detail: d })), [name, detail] as const);
  for (const card of ['vessel-card', 'train-card', 'aton-card', 'station-card', 'navwarn-card']) await expect(page.getByTestId(card)).toBeVisible();
  await expect(page.getByTestId('aton-monitoring')).toContainText('POZA POZYCJĄ');
  const [main, ...surrounding] = data.cameras;
  await page.evaluate(([m, s]) => window.dispatchEvent(new CustomEvent('multi-camera-clicked', { detail: { main: m, surrounding: s } })), [main, surrounding] as const);
  await expect(page.getByTestId('camera-window')).toHaveCount(data.cameras.length);
  await check(`cards and camera windows`, ['.cards-layer', '.camera-windows']);
  await page.getByTestId('camera-window').first().getByRole('button', { name: 'Zamknij wszystkie', exact: true }).click();
  // Every card and window goes at once with a reload (the session is kept): the walk needs them
  // gone, and closing them one by one is what cards-arrangement and escape-order test.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ustawienia', exact: true })).toBeVisible();
  await expect(page.locator('.cards-layer [role=dialog]')).toHaveCount(0);
}

test('axe-core finds no serious or critical violation on any screen, day and night; focus ring and Tab reach', async ({ page }) => {
  test.setTimeout(420_000);
  // Sign-in and registration, in the day theme and (remembered from the last session) the night theme.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
  await audit(page, 'day sign-in');
  await page.evaluate(() => localStorage.setItem('traxis_theme', 'night'));
  await page.goto('/login?register');
  await expect(page.getByRole('heading', { name: 'Rejestracja' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
  await audit(page, 'night registration');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusRing(page, 'night');

  await signInAsAdmin(page);
  const stations = await firstBatch<Station>(page, '/ws/socket-server-stations/', 'stations');
  const warnings = await firstBatch<NavWarning>(page, '/ws/socket-server-warnings/', 'nws');
  const trains = await apiGet<{ id: number }[]>(page, '/api/trains/trains/');
  const train = trains[0];
  // A vessel whose id is no train's ('object-picked' looks among the trains first).
  const vessel = (await apiGet<{ id: number }[]>(page, '/api/vessels/')).find((v) => !trains.some((t) => t.id === v.id));
  const aton = (await apiGet<unknown[]>(page, '/api/atons/'))[0];
  // A zone for the 'Strefy' panel's list and form.
  // Away from the traffic and the other tests' views (its rules raise alerts; it is deleted at the end).
  const zone = await apiCall<{ id: number }>(page, 'POST', '/api/zones/', { name: 'E2E A11y strefa', polygon: [[55.5, 16.6], [55.5, 16.7], [55.6, 16.65]], rules: { entry: true } });
  expect(zone.status).toBe(201);
  const cameras: Camera[] = [];
  for (const [i, name] of ['E2E A11y 1', 'E2E A11y 2', 'E2E A11y 3'].entries()) {
    const { body } = await apiCall<Camera>(page, 'POST', '/api/camera/manage/', { name, camera_type: 'Symulacja', ip_address: '127.0.0.1', port: 9300 + i, latitude: 54.5, longitude: 18.6 });
    cameras.push(body);
  }
  // The events that open each card (the chart raises them on a click).
  const cards: [string, unknown][] = [
    ['object-picked', String(vessel?.id)],
    ['object-picked', String(train?.id)],
    // With what an AIS AtoN reports of itself: the card's 'MONITORING AIS'.
    [
      'aton-info',
      {
        ...(aton as object),
        off_position: true,
        monitoring: { supply_voltage: 12.1, external_voltage_1: 0, external_voltage_2: 0, racon: 'none', light: 'error', alarm: true, off_position: true, digital_inputs: 0, reported_at: '2026-11-29T09:00:00Z' },
      },
    ],
    ['station-info', stations[0]],
    ['navwarn-info', warnings[0]],
  ];
  // The live stream delivers the fleet first: the vessel card opens once it is in the store.
  await expect.poll(() => page.evaluate(() => window.__traxisChart?.vesselCount() ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);

  // Every control of the main screen is reached with Tab, each with the focus ring.
  // The console's controls come first, the chart's icons after them.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const reached: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? ''));
  }
  const firstIcon = reached.findIndex((name) => /^(Aton|Stacja pogodowa|Ostrzeżenie nawigacyjne): /.test(name));
  expect(firstIcon, reached.join(' | ')).toBeGreaterThan(0);
  for (const control of ['Pociągi', 'Atony', 'Statki', 'Menu', 'Capture', 'Camera', 'Radar', 'Ruler', 'Marker', 'Blitz', 'Jammer', 'Ustawienia']) {
    const at = reached.indexOf(control);
    expect(at, `${control} in ${reached.join(' | ')}`).toBeGreaterThanOrEqual(0);
    expect(at, `${control} before the chart's icons`).toBeLessThan(firstIcon);
  }

  try {
    for (const theme of ['day', 'dusk'] as const) {
      await setTheme(page, theme);
      await page.getByRole('radio', { name: THEME_LABEL[theme], exact: true }).focus();
      await page.keyboard.press('Tab');
      await expectFocusRing(page, theme);
    }
    await walk(page, 'day', { cards, cameras });
    await walk(page, 'night', { cards, cameras });
  } finally {
    await setTheme(page, 'day');
    for (const camera of cameras) await apiCall(page, 'DELETE', `/api/camera/manage/${camera.id}/`);
    await apiCall(page, 'DELETE', `/api/zones/${zone.body.id}/`);
  }
  expect(scans).toBe(42);
  expect(found, found.join('\n')).toEqual([]);
});
