// ENC chart layers end to end with a stubbed chart engine: a visible
// chart's coverage and layers are fetched by the worker, tessellated by the
// WASM core and drawn over the world contour map (here the whole-map answer
// without tiles, as from a server without a coastline store) in the theme's
// colours; a failing layer does not stop the others.
import { Resvg } from '@resvg/resvg-js';
import { expect, test, type Page, type Route } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

const square = (lon: number, lat: number, d: number) => [lon - d, lat - d, lon + d, lat - d, lon + d, lat + d, lon - d, lat + d, lon - d, lat - d];

const COLOURS: Record<string, string> = { day: '#c9edfd', night: '#0a1a2a' };

async function stubChartEngine(page: Page, requests: string[]): Promise<void> {
  await page.context().route('**/chart-engine/**', async (route: Route) => {
    const url = new URL(route.request().url());
    requests.push(url.pathname + url.search);
    const theme = url.searchParams.get('theme') ?? 'day';
    const layer = url.searchParams.get('layer_name') ?? 'WORLD';
    if (url.pathname.endsWith('world_contour_map')) {
      return route.fulfill({
        json: {
          type: 'FeatureCollection',
          chart_name: 'world',
          layer_name: 'world',
          theme,
          features: [{ kind: 'Polygon', coordinates: square(18.3, 54.53, 0.05), color: '#aa8844', cscl: 999999, properties: {} }],
        },
      });
    }
    if (url.pathname.endsWith('/coverage')) {
      // Chart X (a harbour cell) covers its depth area and its buoys, not the world contour's square at 18.3 E.
      return route.fulfill({ json: { chart_name: 'X', usage_band: 5, cscl: 22000, bbox: [18.48, 54.43, 18.68, 54.63], coverage: [{ coordinates: square(18.58, 54.53, 0.1) }] } });
    }
    if (url.pathname.includes('/symbols/')) {
      if (url.pathname.endsWith('/BOYLAT_2_1')) {
        // The console asks for the symbol as a PNG (the server renders its SVG).
        expect(url.searchParams.get('format')).toBe('png');
        const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#ff00ff"/></svg>';
        return route.fulfill({ contentType: 'image/png', body: new Resvg(svg).render().asPng() });
      }
      if (url.pathname.endsWith('/BOYLAT_1_1')) return route.fulfill({ contentType: 'image/png', body: 'not an image' });
      return route.fulfill({ status: 404, body: 'no' });
    }
    if (layer === 'LNDARE') return route.fulfill({ status: 500, body: 'boom' });
    if (layer === 'BOYLAT') {
      const point = (lon: number, symbol: string) => ({ kind: 'Point', coordinates: [lon, 54.53], color: '#000000', cscl: 22000, symbol, properties: {} });
      return route.fulfill({
        json: { type: 'FeatureCollection', chart_name: 'X', layer_name: layer, theme, features: [point(18.62, 'BOYLAT_2_1'), point(18.64, 'BOYLAT_9_9'), point(18.66, 'BOYLAT_1_1')] },
      });
    }
    if (layer !== 'DEPARE') return route.fulfill({ json: { type: 'FeatureCollection', chart_name: 'X', layer_name: layer, theme, features: [] } });
    return route.fulfill({
      json: {
        type: 'FeatureCollection',
        chart_name: 'X',
        layer_name: layer,
        theme,
        features: [{ kind: 'Polygon', coordinates: square(18.54, 54.53, 0.05), color: COLOURS[theme] ?? '#ff00ff', cscl: 22000, lineWidthPx: 2, properties: {} }],
      },
    });
  });
}

async function pixel(page: Page, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    ([px, py]) => {
      const src = document.querySelector<HTMLCanvasElement>('[data-testid="chart-canvas"]');
      const c = document.createElement('canvas');
      // CSS pixels whatever the device pixel ratio.
      c.width = src?.clientWidth ?? 1;
      c.height = src?.clientHeight ?? 1;
      const ctx = c.getContext('2d');
      if (!src || !ctx) return [];
      ctx.drawImage(src, 0, 0, c.width, c.height);
      return Array.from(ctx.getImageData(px, py, 1, 1).data.slice(0, 3));
    },
    [x, y] as const,
  );
}

test('a visible chart is drawn from the chart engine in the theme colours, re-attached on a theme change', async ({ page }) => {
  const requests: string[] = [];
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await stubChartEngine(page, requests);

  await page.goto('/');
  await page.getByPlaceholder('Nazwa użytkownika', { exact: true }).fill('admin');
  await page.getByPlaceholder('Hasło', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { Authorization: `Bearer ${token ?? ''}` };
  // Make chart X visible, then sign in again (reload) so the chart attaches it.
  const res = await page.request.post('/api/settings/map-visibility/', { headers, data: { map_name: 'X', visible: true } });
  expect(res.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  // The live layers off (top-bar toggles), so only the chart is under the probe.
  for (const name of ['Pociągi', 'Atony', 'Statki']) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false');
  }
  const cx = Math.round(box.width / 2) - 15;
  const cy = Math.round(box.height / 2) + 30;
  await expect.poll(() => pixel(page, cx, cy), { timeout: 15_000 }).toEqual([0xc9, 0xed, 0xfd]);
  expect(requests.some((r) => r.includes('layer_name=DEPARE') && r.includes('chart_name=X') && r.includes('depth_when_white=3'))).toBe(true);
  expect(errors).toContain('HTTP error: 500');
  // The point symbol from the atlas at 18.62 E (0.08 deg east: about 42 px at 24 NM); a missing one warns.
  const symbolX = Math.round(box.width / 2 + (0.08 * 60 * Math.cos((54.53 * Math.PI) / 180) * (box.height / 2)) / 24);
  await expect.poll(() => pixel(page, symbolX, Math.round(box.height / 2)), { timeout: 10_000 }).toEqual([255, 0, 255]);
  expect(warnings).toContain('Symbol not found: BOYLAT_9_9');
  // An image that cannot be decoded: the red 'Error' placeholder (its corner is red).
  const errorX = Math.round(box.width / 2 + (0.12 * 60 * Math.cos((54.53 * Math.PI) / 180) * (box.height / 2)) / 24) - 12;
  await expect.poll(() => pixel(page, errorX, Math.round(box.height / 2) - 12), { timeout: 10_000 }).toEqual([255, 0, 0]);
  // The world contour map (18.3 E) is drawn too, west of the chart, in the theme's land colour (worldContourColour).
  expect(await pixel(page, Math.round(box.width / 2) - 126, Math.round(box.height / 2))).toEqual([0xc9, 0xb9, 0x7a]);
  // Theme change: the charts are re-attached with the new theme.
  const put = await page.request.patch('/api/settings/preferences/', { headers, data: { ui_settings: { theme: 'night' } } });
  expect(put.ok()).toBe(true);
  await page.reload();
  for (const name of ['Pociągi', 'Atony', 'Statki']) await page.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => pixel(page, cx, cy), { timeout: 15_000 }).toEqual([0x0a, 0x1a, 0x2a]);
  expect(requests.some((r) => r.includes('layer_name=DEPARE') && r.includes('theme=night'))).toBe(true);
});
