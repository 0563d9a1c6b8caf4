// Steps of the chart's pixel tests: the live layers off, a view set by the
// URL hash, the chart settled (nothing loading, the same pixels twice).
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { CHART_BACKGROUND } from '../src/app/chart/theme/chartBackground';
import type { Theme } from '../src/protocol/preferences';
import { canvasPixels } from './helpers';

/** The chart's clear colour by day (the spec's #1c2733); `clearRgb` per theme. */
export const CLEAR_RGB = [...CHART_BACKGROUND.day];
/** The chart's clear colour in a theme (the sea where no cell is): darker at dusk and night. */
export const clearRgb = (theme: Theme): number[] => [...CHART_BACKGROUND[theme]];

export interface ChartDebugProbe {
  charts(): { loaded: string[]; shown: string[]; loading: string[]; pendingUploads: number; coastline: { keys: number; vertices: number; maxFrameVertices: number } };
  frameVertices(): { last: Record<string, number>; max: Record<string, number> };
}

export async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('access_token') ?? '');
  return { Authorization: `Bearer ${token}` };
}

/** Uploads a cell through the maps API (overwriting). */
export async function uploadCell(page: Page, path: string, name: string): Promise<void> {
  const upload = await page.request.post('/api/settings/maps/?overwrite=1', {
    headers: await authHeaders(page),
    multipart: { file: { name, mimeType: 'application/octet-stream', buffer: readFileSync(path) } },
  });
  expect(upload.status()).toBe(201);
}

/** Sets which maps are visible and the theme; the next sign-in (reload) attaches them. */
export async function chartPreferences(page: Page, visible: Record<string, boolean>, theme: 'day' | 'night'): Promise<void> {
  const headers = await authHeaders(page);
  for (const [map_name, on] of Object.entries(visible)) {
    expect((await page.request.post('/api/settings/map-visibility/', { headers, data: { map_name, visible: on } })).status()).toBe(200);
  }
  expect((await page.request.patch('/api/settings/preferences/', { headers, data: { ui_settings: { theme } } })).status()).toBe(200);
}

/** Reloads (the session is restored and the visible charts attach) and switches the live layers off. */
export async function reloadWithoutLiveLayers(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
  for (const name of ['Pociągi', 'Statki']) {
    const toggle = page.getByRole('button', { name, exact: true });
    if ((await toggle.getAttribute('aria-pressed')) !== 'false') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  }
}

/** Sets the view by the URL hash and waits until the status bar shows it. */
export async function setView(page: Page, latDeg: number, lonDeg: number, rangeNm: number): Promise<void> {
  await page.evaluate(([lat, lon, range]) => {
    window.location.hash = `#${lat},${lon},${range}`;
  }, [latDeg, lonDeg, rangeNm] as const);
  await expect(page.getByTestId('status-centre')).toHaveText(new RegExp(`^Środek: ${Math.abs(latDeg).toFixed(8)} [NS]`));
  await expect(page.getByTestId('status-range')).toHaveText(`Zasięg: ${rangeNm.toFixed(3)} NM`);
}

/** The RGBA pixels of a square around (x, y) once nothing loads and two reads 400 ms apart agree. */
export async function settledPixels(page: Page, x: number, y: number, half: number): Promise<number[]> {
  let last = '';
  let pixels: number[] = [];
  await expect
    .poll(
      async () => {
        const loading = await page.getByTestId('chart-progress').count();
        pixels = await canvasPixels(page, x, y, half);
        const now = pixels.join();
        const stable = loading === 0 && now === last;
        last = now;
        return stable;
      },
      { timeout: 45_000, intervals: [400] },
    )
    .toBe(true);
  return pixels;
}

/** The RGB of pixel i of an RGBA array. */
export const rgbAt = (pixels: number[], i: number): number[] => pixels.slice(4 * i, 4 * i + 3);

/** '#rrggbb' to [r, g, b]. */
export const hexRgb = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** The canvas centre (CSS pixels). */
export async function canvasCentre(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no chart canvas');
  return { x: Math.round(box.width / 2), y: Math.round(box.height / 2), width: box.width, height: box.height };
}

export const chartDebug = (page: Page): Promise<ReturnType<ChartDebugProbe['charts']>> =>
  page.evaluate(() => (window as unknown as { __traxisChart: ChartDebugProbe }).__traxisChart.charts());
