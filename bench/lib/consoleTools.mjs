// The chart tools switched on as an operator would, for the
// console bench: the ruler with 10 points, 20 markers, two pencil strokes,
// the radar, and the Blitz with 100 strikes in view (answered through a
// Playwright route, so the count is exact). Returns once the toasts are gone.
// Every click stays left of the toast column (top right): a click on a
// conflict alert's toast opens the alerts panel and flies to the alert, and
// the pan with the tools would then be measured at another view (until
// 2026-11-24 it was: 0.6 NM instead of 24 NM, with half the GPU work per frame).
/* global document, window */

/** 100 strikes spread over the view around (lat, lon), the newest last. */
function strikes(lat, lon, n = 100) {
  const now = Date.now();
  return Array.from({ length: n }, (_, i) => ({
    lat: lat + Math.sin(i * 1.7) * 0.12,
    lon: lon + Math.cos(i * 2.3) * 0.25,
    time: new Date(now - (n - i) * 3000).toISOString(),
  }));
}

/** Clicks and moves stay at x below this fraction of the canvas (toasts are 320 px wide at the right edge). */
export const LEFT_OF_TOASTS = 0.7;

/** Whether two view hashes (#lat,lon,rangeNm) show the same view, within a few pixels of panning. */
function sameView(a, b) {
  const [la, oa, ra] = a.slice(1).split(',').map(Number);
  const [lb, ob, rb] = b.slice(1).split(',').map(Number);
  return Math.abs(la - lb) < 0.01 && Math.abs(oa - ob) < 0.01 && Math.abs(ra / rb - 1) < 0.01;
}

export async function switchToolsOn(page, context, centre) {
  await page.waitForTimeout(500); // the hash is written once the view has been still for 300 ms
  const viewBefore = await page.evaluate(() => window.location.hash);
  await context.route('**/api/stations/last_strikes/**', (route) => route.fulfill({ json: strikes(centre.lat, centre.lon) }));
  const box = await page.getByTestId('chart-canvas').boundingBox();
  const at = (fx, fy) => [box.x + box.width * fx, box.y + box.height * fy];
  const click = async (fx, fy, options) => page.mouse.click(...at(fx, fy), options);
  await page.getByRole('button', { name: 'Ruler', exact: true }).click();
  for (let i = 0; i < 10; i += 1) await click(0.2 + 0.05 * i, 0.3 + 0.25 * Math.sin(i));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Marker', exact: true }).click();
  for (let i = 0; i < 20; i += 1) await click(0.1 + 0.03 * i, 0.75 + 0.08 * Math.cos(i));
  await page.keyboard.press('p');
  for (const row of [0.45, 0.6]) {
    await click(0.1, row);
    for (let i = 1; i <= 30; i += 1) await page.mouse.move(...at(0.1 + 0.02 * i, row + 0.05 * Math.sin(i / 3)));
    await click(LEFT_OF_TOASTS, row);
  }
  if (!process.env.TRAXIS_BENCH_NO_RADAR) await page.getByRole('button', { name: 'Radar', exact: true }).click();
  await page.getByRole('button', { name: 'Blitz', exact: true }).click();
  await page.getByRole('switch', { name: 'Wyładowania' }).click();
  await page.getByRole('button', { name: 'Blitz', exact: true }).click(); // the panel closes; the Blitz stays on
  await page.mouse.move(...at(LEFT_OF_TOASTS, 0.9)); // over the chart, not over a toast (hovering one pauses it); where the chart-alone pans had it
  // The toasts close after 5 s; then the labels are all that is new in the DOM.
  await page.waitForFunction(() => document.querySelectorAll('.Toastify__toast').length === 0, null, { timeout: 30_000 });
  const labels = await page.locator('.overlay-label').count();
  const viewAfter = await page.evaluate(() => window.location.hash);
  if (!sameView(viewBefore, viewAfter)) throw new Error(`the view moved while the tools were switched on: ${viewBefore} -> ${viewAfter}`);
  return { labels };
}
