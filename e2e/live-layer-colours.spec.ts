// The live layers (atons, stations, warnings and their areas, cameras and
// their sectors, lightning, radar, the ruler, marker and pencil, their
// labels) in day, dusk and night, measured from screenshots with the layers
// on and off (vessels and trains hidden): at night the 99th percentile of
// the live-layer pixels' relative luminance is at most 0.15; in every theme
// each symbol reads at 3:1 against the chart under it (its colour, or its
// halo where the chart is light). With TRAXIS_SCREENSHOTS=<folder> the
// pictures are kept for looking at.
import { expect, test, type Page } from '@playwright/test';
import type { NavWarning } from '../src/protocol/streams';
import { signInAsAdmin } from './helpers';
import { around, decode, liveLuminances, percentile, symbolContrast, type Image, type Region } from './liveColourMeasure';
import { apiCall, centreOn, firstBatch, setCameraTool } from './liveHelpers';

const folder = process.env.TRAXIS_SCREENSHOTS;
const VIEW = { lat: 54.535, lon: 18.575, rangeNm: 2 };
const SIZE = { width: 1600, height: 900 };
const CAMERA = { lat: 54.528, lon: 18.6 };
const STRIKES = [
  { lat: 54.545, lon: 18.61 },
  { lat: 54.522, lon: 18.59 },
];
/** The layers measured, by id (the icons and labels are HTML: hidden by style). */
const LIVE_LAYER_IDS = ['warnings', 'camera-sectors', 'lightning', 'tool:ruler', 'tool:marker', 'tool:pencil', 'tool:radar', 'alert-focus'];
const HIDE_HTML = '.icon-overlay, .label-overlay { visibility: hidden !important; }';

/** Screen position of a geographic point in the test's view (Web Mercator; the range spans half the height). */
function project(lat: number, lon: number): { x: number; y: number } {
  const R = 6378137;
  const mx = (d: number) => (R * d * Math.PI) / 180;
  const my = (d: number) => R * Math.log(Math.tan(Math.PI / 4 + (d * Math.PI) / 360));
  const pxPerM = ((SIZE.height / 2) / (VIEW.rangeNm * 1852)) * Math.cos((VIEW.lat * Math.PI) / 180);
  return { x: SIZE.width / 2 + (mx(lon) - mx(VIEW.lon)) * pxPerM, y: SIZE.height / 2 - (my(lat) - my(VIEW.lat)) * pxPerM };
}

const shot = async (page: Page, name: string): Promise<Image> => {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(400);
  const png = await page.screenshot(folder ? { path: `${folder}/${name}.png` } : {});
  return decode(png);
};

async function hideLayers(page: Page, ids: string[]): Promise<void> {
  await page.evaluate((list) => window.__traxisChart?.hideLayers(list), ids);
}

for (const theme of ['day', 'dusk', 'night'] as const) {
  test(`the live layers' colours, ${theme}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(SIZE);
    await page.route('**/api/stations/last_strikes/**', (route) =>
      route.fulfill({ json: STRIKES.map((s) => ({ lat: s.lat, lon: s.lon, time: new Date().toISOString() })) }),
    );
    await signInAsAdmin(page);
    expect((await apiCall(page, 'PATCH', '/api/settings/preferences/', { ui_settings: { theme } })).status).toBe(200);
    const camera = { camera_type: 'Symulacja', ip_address: '127.0.0.1', port: 9111, login: 'e2e', password: 'p', snapshot_url: '', name: `Kolory ${theme}` };
    const sector = { latitude: CAMERA.lat, longitude: CAMERA.lon, angle_min: 200, angle_max: 290, range_min: 0, range_max: 700 };
    expect((await apiCall(page, 'POST', '/api/camera/manage/', { ...camera, ...sector })).status).toBe(201);
    await page.reload();
    await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
    await page.addStyleTag({ content: '.Toastify, [data-testid="tool-status"] { visibility: hidden !important; }' });
    await page.getByRole('button', { name: 'Statki', exact: true }).click();
    await page.getByRole('button', { name: 'Pociągi', exact: true }).click();
    await centreOn(page, VIEW.lat, VIEW.lon, VIEW.rangeNm);
    const warnings = await firstBatch<NavWarning>(page, '/ws/socket-server-warnings/', 'nws');

    // Every live layer on: the camera layer, a ruler leg, a marker, a pencil stroke, the lightning.
    await setCameraTool(page, true);
    const at = (dx: number, dy: number) => ({ x: SIZE.width / 2 + dx, y: SIZE.height / 2 + dy });
    const ruler = [at(-120, 220), at(180, 260)];
    const marker = at(260, -200);
    const pencil = [at(-300, -260), at(-120, -300)];
    const toolOn = (name: string) => expect.poll(() => page.evaluate(() => window.__traxisChart?.toolsOn() ?? [])).toContain(name);
    await page.getByRole('button', { name: 'Ruler', exact: true }).click();
    await toolOn('Ruler');
    for (const p of ruler) await page.mouse.click(p.x, p.y);
    await page.keyboard.press('Escape'); // the measurement ends: no leg follows the pointer
    await page.getByRole('button', { name: 'Marker', exact: true }).click();
    await toolOn('Marker');
    await page.mouse.click(marker.x, marker.y);
    await page.keyboard.press('p');
    await toolOn('Pencil');
    await page.mouse.click(pencil[0]?.x ?? 0, pencil[0]?.y ?? 0);
    await page.mouse.move(pencil[1]?.x ?? 0, pencil[1]?.y ?? 0, { steps: 8 });
    await page.mouse.click(pencil[1]?.x ?? 0, pencil[1]?.y ?? 0);
    await page.mouse.move(20, SIZE.height - 200);
    await page.getByRole('button', { name: 'Blitz', exact: true }).click();
    const blitz = page.getByRole('dialog', { name: 'Blitz' });
    await blitz.getByRole('switch', { name: 'Wyładowania' }).click();
    await page.keyboard.press('Escape'); // the panel closes: the chart under it is measured
    await expect(blitz).toHaveCount(0);
    await expect(page.getByTestId('camera-icon').first()).toBeVisible();
    await expect(page.getByTestId('overlay-label-total')).toBeVisible();
    await page.waitForTimeout(5500); // the strikes' first poll

    // The projection the regions use lands the camera's icon on its position.
    const cameraIcon = page.getByRole('button', { name: `Kamera: Kolory ${theme}`, exact: true });
    const box = await cameraIcon.boundingBox();
    const cameraAt = project(CAMERA.lat, CAMERA.lon);
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - cameraAt.x)).toBeLessThan(2);
    expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - cameraAt.y)).toBeLessThan(2);

    const icons: Region[] = await page.locator('.icon-overlay__slot:visible button').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    const all = await shot(page, `live-${theme}-on`);
    await page.addStyleTag({ content: HIDE_HTML });
    const noHtml = await shot(page, `live-${theme}-no-icons`);
    await hideLayers(page, LIVE_LAYER_IDS);
    const off = await shot(page, `live-${theme}-off`);

    // Night: the live pixels stay dark.
    const lum = liveLuminances(all, off);
    expect(lum.length).toBeGreaterThan(2000);
    if (theme === 'night') expect(percentile(lum, 99)).toBeLessThanOrEqual(0.15);

    // Every symbol reads at 3:1 where it meets the chart: the icons against what is under them,
    // the drawn symbols (5×5 px around a point on each line, 9×9 around each point symbol) against the chart.
    const inView = (p: { x: number; y: number }) => p.x > 40 && p.y > 60 && p.x < SIZE.width - 40 && p.y < SIZE.height - 60;
    expect(icons.length).toBeGreaterThanOrEqual(8);
    const results: [string, { changed: number; share: number }][] = icons.map((r) => [r.name, symbolContrast(all, noHtml, r)]);
    const points: Region[] = [
      ...ruler.map((p, i) => around(`ruler point ${i}`, p.x, p.y, 4)),
      around('marker', marker.x, marker.y, 4),
      ...STRIKES.map((s, i) => {
        const p = project(s.lat, s.lon);
        return around(`strike ${i}`, p.x, p.y, 5);
      }),
    ];
    for (const r of points) results.push([r.name, symbolContrast(noHtml, off, r)]);
    // Lines: the pixels of several points along each, pooled (a dash may have a gap at one; a thin line changes few pixels at one).
    const along = (name: string, a: { x: number; y: number }, b: { x: number; y: number }) => {
      const tries = [0.3, 0.4, 0.5, 0.6, 0.7].map((t) => symbolContrast(noHtml, off, around(name, a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, 2)));
      const changed = tries.reduce((n, r) => n + r.changed, 0);
      const reading = tries.reduce((n, r) => n + r.share * r.changed, 0);
      return { changed, share: changed === 0 ? 0 : reading / changed };
    };
    results.push(['ruler leg', along('ruler leg', ruler[0] ?? at(0, 0), ruler[1] ?? at(0, 0))]);
    results.push(['pencil', along('pencil', pencil[0] ?? at(0, 0), pencil[1] ?? at(0, 0))]);
    // The sector's edge at angle_min (200°, clockwise from north), 500 m out.
    const edge = project(CAMERA.lat + (500 * Math.cos((200 * Math.PI) / 180)) / 111_320, CAMERA.lon + (500 * Math.sin((200 * Math.PI) / 180)) / (111_320 * Math.cos((CAMERA.lat * Math.PI) / 180)));
    results.push(['camera sector', along('camera sector', cameraAt, edge)]);
    for (const w of warnings) {
      const ring = w.area_affected.geometry.coords.map(([lat, lon]) => project(lat, lon));
      ring.forEach((p, i) => {
        const q = ring[(i + 1) % ring.length];
        if (q && ring.length >= 2 && inView(p) && inView(q) && Math.hypot(q.x - p.x, q.y - p.y) > 30) results.push([`warning ${w.id} edge ${i}`, along('warning edge', p, q)]);
      });
    }
    const failing = results.filter(([, r]) => r.changed < 10 || r.share < 0.25);
    expect(failing, JSON.stringify(failing)).toEqual([]);
    expect(results.filter(([name]) => name.startsWith('warning')).length).toBeGreaterThan(0);

    // The radar picture, alone.
    await hideLayers(page, []);
    await page.addStyleTag({ content: '.icon-overlay, .label-overlay { visibility: hidden !important; }' });
    const before = await shot(page, `radar-${theme}-off`);
    await page.getByRole('button', { name: 'Radar', exact: true }).click();
    await page.waitForTimeout(3000);
    const radar = await shot(page, `radar-${theme}-on`);
    const radarLum = liveLuminances(radar, before);
    expect(radarLum.length).toBeGreaterThan(10_000);
    if (theme === 'night') expect(percentile(radarLum, 99)).toBeLessThanOrEqual(0.15);
  });
}
