// Shared steps of the settings and Jammer browser tests.
import { expect, type Page } from '@playwright/test';
import type { Preferences, PreferencesPatch } from '../src/protocol/preferences';
import { canvasPixels } from './helpers';

export async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('access_token') ?? '');
  return { Authorization: `Bearer ${token}` };
}

export async function readPreferences(page: Page): Promise<Preferences> {
  const res = await page.request.get('/api/settings/preferences/', { headers: await authHeaders(page) });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Preferences;
}

export async function patchPreferences(page: Page, patch: PreferencesPatch): Promise<void> {
  const res = await page.request.patch('/api/settings/preferences/', { headers: await authHeaders(page), data: patch });
  expect(res.ok()).toBe(true);
}

/** Day theme, every layer on, the default depth, vector length and wheel sensitivity, and no chart visible. */
export async function defaultPreferences(page: Page): Promise<void> {
  const current = await readPreferences(page);
  await patchPreferences(page, {
    ui_settings: { theme: 'day' },
    layer_visibility: Object.fromEntries(Object.keys(current.layer_visibility).map((k) => [k, true])),
    chart_settings: { depth_when_white: 3, vector_length: 6, wheel_sensitivity: 0.3 },
    map_visibility: Object.fromEntries(Object.keys(current.map_visibility).map((k) => [k, false])),
  });
}

/** Reloads the signed-in console (the session is restored) and waits for it; a loaded machine can take a while. */
export async function reloadSignedIn(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible({ timeout: 30_000 });
}

/** Opens the settings panel (the gear) on a tab. */
export async function openSettings(page: Page, tab: string): Promise<void> {
  const panel = page.getByRole('dialog', { name: 'Ustawienia' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Ustawienia', exact: true }).click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** Switches the top bar's live layers (trains, atons, vessels) off, so only the chart is under a probe. */
export async function liveLayersOff(page: Page): Promise<void> {
  for (const name of ['Pociągi', 'Atony', 'Statki']) {
    const toggle = page.getByRole('button', { name, exact: true });
    if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  }
}

/** RGB of one canvas pixel (CSS pixels). */
export async function pixel(page: Page, x: number, y: number): Promise<number[]> {
  return (await canvasPixels(page, x, y, 0)).slice(0, 3);
}

/** RGB of a 5 x 5 grid of canvas pixels around the centre, as one string (a fingerprint of what is drawn). */
export async function fingerprint(page: Page): Promise<string> {
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no chart canvas');
  const out: number[] = [];
  for (let i = -2; i <= 2; i += 1) {
    for (let j = -2; j <= 2; j += 1) out.push(...(await pixel(page, Math.round(box.width / 2 + i * 60 + 7), Math.round(box.height / 2 + j * 60 + 7))));
  }
  return out.join(',');
}

/** Waits until the fingerprint stops changing (layers arrive one by one); returns it. */
export async function settledFingerprint(page: Page, timeoutMs = 30_000): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await fingerprint(page);
        const stable = now === last && (await page.getByTestId('chart-progress').count()) === 0;
        last = now;
        return stable;
      },
      { timeout: timeoutMs, intervals: [500] },
    )
    .toBe(true);
  return last;
}

/** Opens the Jammer panel: the palette's Jammer button if the palette is there, else the panels' test hook. */
export async function openJammer(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Jammer', exact: true });
  if ((await button.count()) > 0) await button.click();
  else await page.evaluate(() => window.__traxisPanels?.open('jammer'));
  await expect(page.getByRole('dialog', { name: 'Jammer' })).toBeVisible();
}
