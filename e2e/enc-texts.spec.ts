// Soundings, light flares and sectors, and names on a real cell:
// US5MD1MC uploaded and shown; at known features of the chart engine's
// answer the canvas differs between the texts and lights switched on and
// off (SOUNDG, LIGHTS and the NAMES switch in layer_visibility). No
// 'Symbol not found' in the console at three ranges.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, canvasPixels, signInAsAdmin } from './helpers';
import { reloadUntilChartLoaded } from './chartLoad';

const CELL_NAME = 'US5MD1MC.000';
const CELL = join(import.meta.dirname, '..', '..', 'shared', 'data', 'enc', 'US5MD1MC', CELL_NAME);
if (!existsSync(CELL) && process.env.CI === 'true') throw new Error(`ENC test data missing: ${CELL}`);
test.skip(!existsSync(CELL), 'shared ENC data missing');

interface Feature {
  kind: string;
  coordinates: number[];
  symbol?: string;
  properties: Record<string, unknown>;
}
type At = { lonDeg: number; latDeg: number };
// PATCH merges layer_visibility: switch the layers back on explicitly.
const ON = { SOUNDG: true, LIGHTS: true, NAMES: true };
const RANGE_NM = 0.3;

const layer = async (page: Page, name: string): Promise<Feature[]> =>
  (await apiGet<{ features: Feature[] }>(page, `/chart-engine/map?chart_name=${CELL_NAME}&layer_name=${name}&theme=day&depth_when_white=3`)).features;

const at = (f: Feature): At => ({ lonDeg: f.coordinates[0] ?? 0, latDeg: f.coordinates[1] ?? 0 });

/** Of `candidates`, the one farthest from every other feature of `others` at another position (so the placement has no reason to hide it). */
function loneOf(candidates: Feature[], others: Feature[]): Feature {
  let best = candidates[0] as Feature;
  let bestD = -1;
  for (const s of candidates.slice(0, 400)) {
    let nearest = Infinity;
    for (const o of others) if (o.coordinates.join() !== s.coordinates.join()) nearest = Math.min(nearest, Math.hypot((o.coordinates[0] ?? 0) - (s.coordinates[0] ?? 0), (o.coordinates[1] ?? 0) - (s.coordinates[1] ?? 0)));
    if (nearest > bestD) [best, bestD] = [s, nearest];
  }
  return best;
}

/** Centres the view on a point and returns the settled pixels of a square `half` px around (dx, dy) from the centre (y down). */
async function sample(page: Page, where: At, dx: number, dy: number, half: number): Promise<number[]> {
  const placements = await page.evaluate(() => window.__traxisChart?.placementStats().count ?? 0);
  const moved = await page.evaluate(({ latDeg, lonDeg, range }) => {
    const hash = `#${latDeg},${lonDeg},${range}`;
    if (window.location.hash === hash) return false;
    window.location.hash = hash;
    return true;
  }, { ...where, range: RANGE_NM });
  await expect(page.getByTestId('status-centre')).toHaveText(new RegExp(`^Środek: ${where.latDeg.toFixed(8)} N`));
  // The labels are placed for the new view.
  if (moved) await page.waitForFunction((n) => (window.__traxisChart?.placementStats().count ?? 0) > n, placements, { timeout: 30_000 });
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no chart canvas');
  const x = Math.round(box.width / 2 + dx);
  const y = Math.round(box.height / 2 + dy);
  let last = '';
  let pixels: number[] = [];
  await expect
    .poll(
      async () => {
        pixels = await canvasPixels(page, x, y, half);
        const now = pixels.join();
        const stable = now === last;
        last = now;
        return stable;
      },
      { timeout: 30_000, intervals: [700] },
    )
    .toBe(true);
  return pixels;
}

const loaded = (page: Page): Promise<void> => reloadUntilChartLoaded(page);

const differing = (a: number[], b: number[]): number => {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) + Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)) + Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0)) > 30) n += 1;
  return n;
};

test('soundings, a light flare, a light sector and a name are drawn at their features; no symbol is missing', async ({ page }) => {
  test.setTimeout(240_000);
  const missing: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Symbol not found')) missing.push(m.text());
  });
  await signInAsAdmin(page);
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token') ?? '')}` };
  const upload = await page.request.post('/api/settings/maps/?overwrite=1', {
    headers,
    multipart: { file: { name: CELL_NAME, mimeType: 'application/octet-stream', buffer: readFileSync(CELL) } },
  });
  expect(upload.status()).toBe(201);
  expect((await page.request.post('/api/settings/map-visibility/', { headers, data: { map_name: CELL_NAME, visible: true } })).status()).toBe(200);
  const prefs = (data: object) => page.request.patch('/api/settings/preferences/', { headers, data });
  expect((await prefs({ ui_settings: { theme: 'day' }, layer_visibility: ON })).status()).toBe(200);

  const soundings = (await layer(page, 'SOUNDG')).filter((f) => typeof f.properties.DEPTH === 'number');
  const sounding = loneOf(soundings, soundings);
  const lights = await layer(page, 'LIGHTS');
  const flare = lights.find((f) => f.symbol) as Feature;
  const sector = lights.find((f) => !f.symbol && f.properties.SECTR1 !== undefined && f.properties.SECTR2 !== undefined);
  // A named mark whose label has room: the one farthest from any other point symbol (their boxes are obstacles).
  const marks: Feature[] = [];
  for (const name of ['LIGHTS', 'BOYLAT', 'BCNLAT', 'LNDMRK', 'BOYSPP', 'BCNSPP']) marks.push(...(await layer(page, name)).filter((f) => f.kind === 'Point' && f.symbol));
  const named = loneOf(marks.filter((f) => typeof f.properties.OBJNAM === 'string' && f.properties.OBJNAM.length > 5), marks);
  expect(flare).toBeTruthy();
  /** The middle of a sector's arc (55 px from the light, opposite the bearings from seaward), y down. */
  const arcMid = (f: Feature): [number, number] => {
    const s1 = Number(f.properties.SECTR1);
    const sweep = (((Number(f.properties.SECTR2) - s1) % 360) + 360) % 360;
    const r = ((s1 + 180 + sweep / 2) * Math.PI) / 180;
    return [55 * Math.sin(r), -55 * Math.cos(r)];
  };
  const spots = async () => ({
    sounding: await sample(page, at(sounding), 0, 0, 10),
    flare: await sample(page, at(flare), 0, -6, 8),
    sector: sector ? await sample(page, at(sector), ...arcMid(sector), 4) : [],
    name: await sample(page, at(named), 45, 0, 10),
  });

  await loaded(page);
  const on = await spots();
  await page.screenshot({ path: 'test-results/enc-texts-day.png' });
  expect((await prefs({ layer_visibility: { SOUNDG: false, LIGHTS: false, NAMES: false } })).status()).toBe(200);
  await loaded(page);
  const off = await spots();
  expect(differing(on.sounding, off.sounding), 'sounding').toBeGreaterThan(8);
  expect(differing(on.flare, off.flare), 'light flare').toBeGreaterThan(8);
  expect(differing(on.name, off.name), 'name').toBeGreaterThan(8);
  if (sector) expect(differing(on.sector, off.sector), 'light sector').toBeGreaterThan(4);

  // Night: the same texts in the night colours (a screenshot to look at).
  expect((await prefs({ layer_visibility: ON, ui_settings: { theme: 'night' } })).status()).toBe(200);
  await loaded(page);
  await expect.poll(() => page.evaluate(() => window.__traxisChart?.placementStats().shown ?? 0), { timeout: 30_000 }).toBeGreaterThan(20);
  const night = await sample(page, at(named), 45, 0, 10);
  await page.screenshot({ path: 'test-results/enc-texts-night.png' });
  expect(differing(night, on.name), 'night colours').toBeGreaterThan(8);
  expect((await prefs({ ui_settings: { theme: 'day' } })).status()).toBe(200);

  // Three ranges over the whole cell, every layer on: no symbol missing.
  await page.reload();
  for (const range of [0.5, 2, 8]) {
    await page.evaluate(({ latDeg, lonDeg, r }) => (window.location.hash = `#${latDeg},${lonDeg},${r}`), { ...at(sounding), r: range });
    await page.waitForTimeout(1500);
  }
  expect(missing).toEqual([]);
});
