// The chart's scale in the browser against the real server and its
// coastline store:
// the start view shows the Gulf of Gdańsk from the coastline's levels of
// detail (land on the Hel peninsula, water between Hel and Gdynia) at 24 and
// 4 NM, day and night; two overlapping cells of different bands look like
// one chart (each pixel from exactly one of them, no seam); a feature with
// SCAMIN appears only when zoomed in past its scale. With
// TRAXIS_SCREENSHOTS=<folder> the start view and the two cells are
// photographed there too.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CHART_LAYERS, type ChartFeatureCollection } from '../src/protocol/chart';
import { signInAsAdmin } from './helpers';
import {
  clearRgb,
  authHeaders,
  canvasCentre,
  chartDebug,
  chartPreferences,
  hexRgb,
  reloadWithoutLiveLayers,
  rgbAt,
  setView,
  settledPixels,
  uploadCell,
} from './chartProbe';

const ENC = join(import.meta.dirname, '..', '..', 'shared', 'data', 'enc');
const APPROACH = 'US4MD81M.000';
const HARBOUR = 'US5MD1MC.000';
const cellPath = (name: string) => join(ENC, name.slice(0, 8), name);
const haveCells = existsSync(cellPath(APPROACH)) && existsSync(cellPath(HARBOUR));
if (!haveCells) {
  if (process.env.CI === 'true') throw new Error(`ENC test data missing: ${ENC}`);
  console.warn(`skipping the overlapping-cell tests: ${ENC} is missing`);
}

const THEMES = ['day', 'night'] as const;
const SHOTS = process.env.TRAXIS_SCREENSHOTS;
const METRES_PER_NM = 1852;
const R = 6_378_137;

/** The CSS pixel of a position in a view (spherical Mercator, the range spans half the height). */
function pixelOf(view: { latDeg: number; lonDeg: number; rangeNm: number }, at: { latDeg: number; lonDeg: number }, size: { width: number; height: number }) {
  const mercY = (lat: number) => R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const scale = ((size.height / 2 / (view.rangeNm * METRES_PER_NM)) * Math.cos((view.latDeg * Math.PI) / 180)) as number;
  return {
    x: Math.round(size.width / 2 + ((at.lonDeg - view.lonDeg) * Math.PI * R * scale) / 180),
    y: Math.round(size.height / 2 - (mercY(at.latDeg) - mercY(view.latDeg)) * scale),
  };
}

/** The world contour map's land colour in a theme (from the server's answer). */
async function landColour(page: Page, theme: string): Promise<number[]> {
  const res = await page.request.get(`/chart-engine/world_contour_map?theme=${theme}&bbox=18.3,54.4,18.9,54.8&range_nm=24`, { headers: await authHeaders(page) });
  const view = (await res.json()) as ChartFeatureCollection;
  return hexRgb(view.features[0]?.color ?? '#000000');
}

/** Waits until these cells are shown (every layer uploaded, the coverage mask in place), nothing loads or waits for upload, and the coastline is there. */
async function chartSettled(page: Page, cells: string[] = []): Promise<void> {
  await expect
    .poll(
      async () => {
        const c = await chartDebug(page);
        return c.loading.length === 0 && c.pendingUploads === 0 && c.coastline.keys > 0 && c.loaded.every((n) => c.shown.includes(n)) && cells.every((n) => c.shown.includes(n));
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

const HEL_TOWN = { latDeg: 54.6065, lonDeg: 18.8 };
const GULF = { latDeg: 54.6, lonDeg: 18.65 };

for (const theme of THEMES) {
  test(`the start view shows land on the Hel peninsula and water between Hel and Gdynia at 24 and 4 NM (${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await chartPreferences(page, {}, theme);
    await reloadWithoutLiveLayers(page);
    const land = await landColour(page, theme);
    expect(land).not.toEqual(clearRgb(theme));
    const size = await canvasCentre(page);
    await expect(page.getByTestId('chart-attribution')).toHaveText('© OpenStreetMap contributors');
    // The start view (no hash): 54.53 N 18.54 E at 24 NM.
    const start = { latDeg: 54.53, lonDeg: 18.54, rangeNm: 24 };
    await expect(page.getByTestId('status-range')).toHaveText('Zasięg: 24.000 NM');
    for (const view of [start, { latDeg: 54.6, lonDeg: 18.72, rangeNm: 4 }]) {
      if (view !== start) await setView(page, view.latDeg, view.lonDeg, view.rangeNm);
      await chartSettled(page);
      const hel = pixelOf(view, HEL_TOWN, size);
      const gulf = pixelOf(view, GULF, size);
      expect(rgbAt(await settledPixels(page, hel.x, hel.y, 0), 0), `Hel at ${view.rangeNm} NM`).toEqual(land);
      expect(rgbAt(await settledPixels(page, gulf.x, gulf.y, 0), 0), `the Gulf at ${view.rangeNm} NM`).toEqual(clearRgb(theme));
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `start-view-${view.rangeNm}nm-${theme}.png`) });
    }
    const debug = await chartDebug(page);
    expect(debug.coastline.keys).toBeGreaterThan(0);
    expect(debug.coastline.maxFrameVertices).toBeGreaterThan(500);
    expect(debug.coastline.maxFrameVertices).toBeLessThanOrEqual(300_000);
  });
}

test.describe('overlapping cells and scale minimums', () => {
  test.skip(!haveCells, 'shared ENC data missing');
  // Only these layers (fewer uploads on SwiftShader); every layer again afterwards.
  const LAYERS = ['LNDARE', 'DEPARE', 'DEPCNT', 'COALNE', 'BUAARE', 'BOYLAT', 'BCNLAT'];
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    const data = { layer_visibility: Object.fromEntries(CHART_LAYERS.map((l) => [l.name, LAYERS.includes(l.name)])) };
    expect((await page.request.patch('/api/settings/preferences/', { headers: await authHeaders(page), data })).status()).toBe(200);
  });
  test.afterEach(async ({ page }) => {
    const data = { layer_visibility: Object.fromEntries(CHART_LAYERS.map((l) => [l.name, true])) };
    await page.request.patch('/api/settings/preferences/', { headers: await authHeaders(page), data });
  });

  /** The pixels of a rectangle around the centre with these cells visible (the others hidden), once `drawn` are shown. */
  async function render(page: Page, visible: string[], theme: string, view: { latDeg: number; lonDeg: number; rangeNm: number }, half: number, drawn = visible): Promise<number[]> {
    await chartPreferences(page, Object.fromEntries([APPROACH, HARBOUR].map((n) => [n, visible.includes(n)])), theme as 'day' | 'night');
    await reloadWithoutLiveLayers(page);
    await setView(page, view.latDeg, view.lonDeg, view.rangeNm);
    await chartSettled(page, drawn);
    const { x, y } = await canvasCentre(page);
    return settledPixels(page, x, y, half);
  }

  for (const theme of THEMES) {
    test(`the harbour cell and the approach cell meet without a seam and without double drawing (${theme})`, async ({ page }) => {
      test.setTimeout(240_000);
      await uploadCell(page, cellPath(APPROACH), APPROACH);
      await uploadCell(page, cellPath(HARBOUR), HARBOUR);
      // The harbour cell's coverage ends at 76.425 W (its east edge); at 1 NM (about 1:18 000) the harbour band is the one to draw.
      const edge = { latDeg: 38.96, lonDeg: -76.425, rangeNm: 1 };
      const half = 300;
      const approach = await render(page, [APPROACH], theme, edge, half);
      const harbour = await render(page, [HARBOUR], theme, edge, half);
      const both = await render(page, [APPROACH, HARBOUR], theme, edge, half);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `two-cells-edge-${theme}.png`) });
      const size = 2 * half + 1;
      const wrong: string[] = [];
      let fromHarbour = 0;
      let fromApproach = 0;
      for (let i = 0; i < size * size; i++) {
        const dx = (i % size) - half;
        const [a, h, b] = [rgbAt(approach, i).join(), rgbAt(harbour, i).join(), rgbAt(both, i).join()];
        // Every pixel is one cell's: west of the edge the harbour cell's, east of it the approach cell's; at the edge either.
        const ok = dx <= -2 ? b === h : dx >= 1 ? b === a : b === a || b === h;
        if (!ok && wrong.length < 10) wrong.push(`${dx},${Math.floor(i / size) - half}: ${b} (approach ${a}, harbour ${h})`);
        if (b === h && b !== a) fromHarbour += 1;
        if (b === a && b !== h) fromApproach += 1;
      }
      expect(wrong).toEqual([]);
      // Both cells show, each with what only it has (different surveys and scales).
      expect(fromHarbour).toBeGreaterThan(50);
      expect(fromApproach).toBeGreaterThan(50);
      // Zoomed out to an approach scale the approach cell wins over the harbour cell's area too (which then need not even load).
      const out = { ...edge, rangeNm: 4 };
      const approachOut = await render(page, [APPROACH], theme, out, 100);
      const bothOut = await render(page, [APPROACH, HARBOUR], theme, out, 100, [APPROACH]);
      expect(bothOut).toEqual(approachOut);
    });
  }

  test('a feature with SCAMIN appears only when zoomed in past its scale', async ({ page }) => {
    test.setTimeout(180_000);
    await uploadCell(page, cellPath(HARBOUR), HARBOUR);
    // Built-up areas of the harbour cell carry SCAMIN 17999: drawn at 1:17 999 and larger, that is below about 0.98 NM on this screen.
    const res = await page.request.get(`/chart-engine/map?chart_name=${HARBOUR}&layer_name=BUAARE&theme=day`, { headers: await authHeaders(page) });
    const areas = ((await res.json()) as ChartFeatureCollection).features.filter((f) => f.kind === 'Polygon' && f.scamin === 17_999);
    const largest = areas.sort((a, b) => b.coordinates.length - a.coordinates.length)[0];
    if (!largest) throw new Error('no BUAARE with SCAMIN in the harbour cell');
    const at = deepestInside(largest.coordinates);
    const colour = hexRgb(largest.color);
    const near = await render(page, [HARBOUR], 'day', { ...at, rangeNm: 0.5 }, 2);
    const far = await render(page, [HARBOUR], 'day', { ...at, rangeNm: 1.5 }, 2);
    const count = (pixels: number[]) => Array.from({ length: 25 }, (_, i) => rgbAt(pixels, i).join()).filter((c) => c === colour.join()).length;
    expect(count(near)).toBeGreaterThan(12);
    expect(count(far)).toBe(0);
  });
});

/** A point well inside a ring (flat lon/lat): of a grid over its extent, the inside point farthest from every vertex. */
function deepestInside(ring: number[]): { latDeg: number; lonDeg: number } {
  const xs = ring.filter((_, i) => i % 2 === 0);
  const ys = ring.filter((_, i) => i % 2 === 1);
  const inside = (x: number, y: number) => {
    let result = false;
    for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
      const [xi = 0, yi = 0, xj = 0, yj = 0] = [xs[i], ys[i], xs[j], ys[j]];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
    }
    return result;
  };
  let best = { lonDeg: 0, latDeg: 0, d: -1 };
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  for (let gx = 1; gx < 40; gx++) {
    for (let gy = 1; gy < 40; gy++) {
      const x = x0 + ((x1 - x0) * gx) / 40;
      const y = y0 + ((y1 - y0) * gy) / 40;
      if (!inside(x, y)) continue;
      const d = Math.min(...xs.map((vx, k) => Math.hypot(vx - x, ((ys[k] ?? 0) - y) * 1.3)));
      if (d > best.d) best = { lonDeg: x, latDeg: y, d };
    }
  }
  return { lonDeg: Number(best.lonDeg.toFixed(6)), latDeg: Number(best.latDeg.toFixed(6)) };
}
