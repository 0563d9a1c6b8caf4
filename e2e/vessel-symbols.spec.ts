// Target symbols on the built-in traffic, day and night, at 24, 6, 1.5 and
// 0.5 NM (docs/live-picture.md): every vessel in view with no neighbour
// within 30 px changes at least 30 pixels of the screen when the vessels
// layer is switched off; its colour keeps 3:1 against the chart under it (on
// land by day: its border); at night the brightest 1% of the layer's pixels
// stay at or below relative luminance 0.15; a click on the smallest vessel
// in view opens its card (or a pick list naming it).
import { expect, test, type Page } from '@playwright/test';
import type { Vessel } from '../src/protocol/vessels';
import { apiGet, signInAsAdmin } from './helpers';
import { apiCall, centreOn } from './liveHelpers';
import { around, canvasBox, commonest, contrast, differs, drawnVessels, luminance, rgbOf, setVesselsShown, steadyShot, type DrawnVessel } from './vesselPixels';

const RANGES_NM = [24, 6, 1.5, 0.5] as const;
const BAY = { latDeg: 54.52, lonDeg: 18.62 };
/** A vessel with a neighbour closer than this is not counted alone. */
const NEIGHBOUR_PX = 30;
const MIN_CHANGED_PX = 30;
/** The chart's edges under the top bar, the tool palette and the status bar are left out. */
const MARGIN = { left: 80, top: 60, right: 30, bottom: 40 };

test.describe.configure({ mode: 'serial' });

async function setTheme(page: Page, theme: 'day' | 'night'): Promise<void> {
  expect((await apiCall(page, 'PATCH', '/api/settings/preferences/', { ui_settings: { theme } })).status).toBe(200);
  await page.reload();
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
}

async function inView(page: Page): Promise<DrawnVessel[]> {
  const { width, height } = await canvasBox(page);
  return (await drawnVessels(page)).filter((v) => v.x >= MARGIN.left && v.x <= width - MARGIN.right && v.y >= MARGIN.top && v.y <= height - MARGIN.bottom);
}

const alone = (all: readonly DrawnVessel[], v: DrawnVessel, px: number): boolean => all.every((o) => o.id === v.id || Math.hypot(o.x - v.x, o.y - v.y) >= px);

/** Centres on a vessel under way, alone at 24 NM (for the closer ranges). */
async function vesselUnderWay(page: Page): Promise<Vessel> {
  const all = await drawnVessels(page);
  const fleet = new Map((await apiGet<Vessel[]>(page, '/api/vessels/')).map((v) => [v.id, v]));
  const seen = await inView(page);
  const candidates = seen.filter((v) => alone(all, v, 40) && (fleet.get(v.id)?.speed ?? 0) > 1);
  const vessel = fleet.get(candidates[0]?.id ?? -1);
  if (!vessel) throw new Error(`no vessel under way alone in Gdańsk Bay (${seen.length} in view, ${fleet.size} in the fleet)`);
  return vessel;
}

/** The vessels whose surroundings no part of the console (a toast, a card, a panel) covers. */
async function uncovered(page: Page, vessels: DrawnVessel[]): Promise<DrawnVessel[]> {
  const box = await canvasBox(page);
  const open = await page.evaluate(
    ([points, half, left, top]) =>
      points.map(([x = 0, y = 0]) =>
        [-half, 0, half].every((dx) => [-half, 0, half].every((dy) => document.elementFromPoint(left + x + dx, top + y + dy)?.getAttribute('data-testid') === 'chart-canvas')),
      ),
    [vessels.map((v) => [v.x, v.y]), NEIGHBOUR_PX, box.x, box.y] as const,
  );
  return vessels.filter((_, i) => open[i]);
}

interface RangeResult {
  alone: number;
  night99: number;
  worstContrast: number;
}

/** The console's own chrome over the chart, in the chart's pixels. */
async function chromeRects(page: Page): Promise<{ x: number; y: number; w: number; h: number }[]> {
  const box = await canvasBox(page);
  return page.evaluate(
    ([left, top]) =>
      [...document.querySelectorAll('.top-bar, .status-bar, .tool-palette, .user-label, .chart-readouts, .settings-gear, .app-menu')].map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left - left, y: r.top - top, w: r.width, h: r.height };
      }),
    [box.x, box.y] as const,
  );
}

/** Switches the layer off and on around a screenshot of each; checks every lone vessel's pixels and colours. */
async function checkRange(page: Page, theme: 'day' | 'night'): Promise<RangeResult> {
  await expect.poll(async () => (await inView(page)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('chart-progress')).toHaveCount(0, { timeout: 45_000 });
  const { vessels, screen: on } = await steadyShot(page);
  await setVesselsShown(page, false);
  const { screen: off } = await steadyShot(page);
  await setVesselsShown(page, true);
  const { width, height } = on;
  const inside = vessels.filter((v) => v.x >= MARGIN.left && v.x <= width - MARGIN.right && v.y >= MARGIN.top && v.y <= height - MARGIN.bottom && alone(vessels, v, NEIGHBOUR_PX));
  const lone = await uncovered(page, inside);
  let worstContrast = Infinity;
  for (const v of lone) {
    const changed = around(on, v.x, v.y, NEIGHBOUR_PX).filter((i) => differs(on, off, i));
    expect(changed.length, `vessel ${v.id} at (${Math.round(v.x)}, ${Math.round(v.y)}), ${theme}`).toBeGreaterThanOrEqual(MIN_CHANGED_PX);
    // The symbol's colour (its commonest lit colour, not its dark border) against the chart's commonest colour under it.
    const near = around(on, v.x, v.y, 12).filter((i) => differs(on, off, i));
    const fill = commonest(on, near, (r, g, b) => luminance(r, g, b) >= 0.02);
    const under = commonest(off, near);
    const border = commonest(on, near, (r, g, b) => luminance(r, g, b) < 0.02);
    if (!fill || !under) continue;
    const bg = luminance(...rgbOf(under[0]));
    let ratio = contrast(luminance(...rgbOf(fill[0])), bg);
    // On land by day the border is what meets the land (docs/live-picture.md).
    if (border && ratio < 3) ratio = Math.max(ratio, contrast(luminance(...rgbOf(border[0])), bg));
    expect(ratio, `vessel ${v.id} at (${Math.round(v.x)}, ${Math.round(v.y)}): ${fill[0]} on ${under[0]}, ${theme}`).toBeGreaterThanOrEqual(3);
    worstContrast = Math.min(worstContrast, ratio);
  }
  // Every pixel the layer changes, and the brightest 1% of them (not the console's chrome: the 'Statki' toggle changes too).
  const chrome = await chromeRects(page);
  const inChrome = (x: number, y: number): boolean => chrome.some((r) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h);
  const lit: number[] = [];
  for (let i = 0; i < width * height; i += 1) {
    if (differs(on, off, i) && !inChrome(i % width, Math.floor(i / width))) lit.push(luminance(on.rgb[3 * i] ?? 0, on.rgb[3 * i + 1] ?? 0, on.rgb[3 * i + 2] ?? 0));
  }
  lit.sort((a, b) => a - b);
  const night99 = lit[Math.floor(lit.length * 0.99)] ?? 0;
  if (theme === 'night') expect(night99).toBeLessThanOrEqual(0.15);
  return { alone: lone.length, night99, worstContrast };
}

/** Clicks the smallest vessel in view (by its length; with no other symbol over it) and expects its card or a pick list naming it. */
async function clickSmallest(page: Page): Promise<void> {
  const fleet = new Map((await apiGet<Vessel[]>(page, '/api/vessels/')).map((v) => [v.id, v]));
  const length = (v: DrawnVessel): number => {
    const f = fleet.get(v.id);
    return f?.to_bow != null && f.to_stern != null ? f.to_bow + f.to_stern : Infinity;
  };
  const all = await drawnVessels(page);
  // The shortest of the vessels alone within 20 px (those without dimensions last).
  const target = (await inView(page)).filter((v) => alone(all, v, 20)).sort((a, b) => length(a) - length(b))[0];
  expect(target, 'a vessel alone within 20 px in view').toBeDefined();
  const vessel = fleet.get(target?.id ?? -1);
  if (!target || !vessel) throw new Error(`vessel ${target?.id} drawn but not in /api/vessels/`);
  const box = await canvasBox(page);
  const now = (await drawnVessels(page)).find((v) => v.id === target.id) ?? target;
  await page.mouse.click(box.x + now.x, box.y + now.y);
  const card = page.getByTestId('vessel-card');
  const pickList = page.locator('[role="listbox"], [role="menu"]').filter({ hasText: vessel.name });
  await expect.poll(async () => (await card.getByText(vessel.mmsi, { exact: true }).count()) + (await pickList.count()), { message: `card of ${vessel.name} (${length(target)} m)` }).toBeGreaterThan(0);
  if ((await card.count()) > 0) await card.getByRole('button', { name: 'Zamknij' }).click();
  await expect(card).toHaveCount(0);
}

for (const theme of ['day', 'night'] as const) {
  test(`vessels read at 24, 6, 1.5 and 0.5 NM: lone ones change 30 px, keep 3:1, dim at night; the smallest opens its card (${theme})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1600, height: 900 });
    await signInAsAdmin(page);
    await setTheme(page, theme);
    try {
      await centreOn(page, BAY.latDeg, BAY.lonDeg, 24);
      await expect.poll(async () => (await inView(page)).length, { timeout: 30_000 }).toBeGreaterThan(10);
      const focus = await vesselUnderWay(page);
      const results: Record<string, RangeResult> = {};
      for (const rangeNm of RANGES_NM) {
        if (rangeNm !== 24) await centreOn(page, focus.latitude ?? BAY.latDeg, focus.longitude ?? BAY.lonDeg, rangeNm);
        results[`${rangeNm} NM`] = await checkRange(page, theme);
        await clickSmallest(page);
      }
      const summary = JSON.stringify(results, (_, v: unknown) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v));
      test.info().annotations.push({ type: `${theme}: lone vessels, p99 luminance, worst contrast`, description: summary });
      console.log(`vessel symbols, ${theme}: ${summary}`);
      // Lone vessels were there to check at every range.
      for (const [range, r] of Object.entries(results)) expect(r.alone, range).toBeGreaterThan(0);
    } finally {
      await apiCall(page, 'PATCH', '/api/settings/preferences/', { ui_settings: { theme: 'day' } });
    }
  });
}
