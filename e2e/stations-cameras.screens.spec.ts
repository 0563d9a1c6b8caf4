// Screenshots of the station card and image viewer, the warning card, the
// camera windows and the layers (stations, warnings' areas, camera
// sectors), day and night, for looking at: only with
// TRAXIS_SCREENSHOTS=<folder> (skipped in `npm test`).
import { expect, test } from '@playwright/test';
import type { Camera } from '../src/protocol/cameras';
import type { NavWarning, Station } from '../src/protocol/streams';
import { signInAsAdmin } from './helpers';
import { apiCall, centreOn, firstBatch, setCameraTool } from './liveHelpers';

const folder = process.env.TRAXIS_SCREENSHOTS;

test.skip(!folder, 'set TRAXIS_SCREENSHOTS to a folder to take the screenshots');

for (const theme of ['day', 'night'] as const) {
  test(`stations, warnings and cameras, ${theme}`, async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    expect((await apiCall(page, 'PATCH', '/api/settings/preferences/', { ui_settings: { theme } })).status).toBe(200);
    await page.reload();
    await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
    const shot = (name: string) => page.screenshot({ path: `${folder}/${name}-${theme}.png` });

    // The layers: station and warning icons, the warnings' areas, camera symbols and sectors.
    await centreOn(page, 54.535, 18.575, 2);
    await setCameraTool(page, true);
    await expect(page.getByTestId('camera-icon').first()).toBeVisible();
    await page.waitForTimeout(1500);
    await shot('layers-port');
    await centreOn(page, 54.6, 18.68, 6);
    await page.waitForTimeout(1500);
    await shot('layers-bay');

    // The station card with the image viewer.
    const stations = await firstBatch<Station>(page, '/ws/socket-server-stations/', 'stations');
    const station = stations.find((s) => s.name === 'gdynia_port') ?? stations[0];
    await page.evaluate((s) => window.dispatchEvent(new CustomEvent('station-info', { detail: s })), station);
    const card = page.getByTestId('station-card');
    await expect(card.getByTestId('station-link-windSpeed')).toBeVisible();
    await shot('station-card');
    await card.getByTestId('station-link-windSpeed').click();
    await expect.poll(() => page.getByTestId('image-viewer').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot('station-image');
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Zamknij' }).click();

    // The warning card.
    const warnings = await firstBatch<NavWarning>(page, '/ws/socket-server-warnings/', 'nws');
    await page.evaluate((w) => window.dispatchEvent(new CustomEvent('navwarn-info', { detail: w })), warnings[1] ?? warnings[0]);
    await expect(page.getByTestId('navwarn-card')).toBeVisible();
    await shot('navwarn-card');
    await page.getByTestId('navwarn-card').getByRole('button', { name: 'Zamknij' }).click();

    // Camera windows: one main and two surrounding, one of them failing.
    const cameras = (await apiCall<Camera[]>(page, 'GET', '/api/camera/manage/')).body;
    const [main, ...others] = cameras;
    await page.route('**/camera/?ip=127.0.0.1&port=8010*', (route) => route.fulfill({ status: 502, json: { code: 'bad_gateway', message: 'x' } }));
    await page.evaluate(([m, s]) => window.dispatchEvent(new CustomEvent('multi-camera-clicked', { detail: { main: m, surrounding: s, position: { latDeg: 54.53, lonDeg: 18.56 } } })), [main, others.slice(0, 2)] as const);
    await expect(page.getByTestId('camera-window')).toHaveCount(3);
    await expect.poll(() => page.locator('.camera-window__stream').first().evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    await shot('camera-windows');
  });
}
