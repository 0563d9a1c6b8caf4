// Screenshots of US5MD1MC's soundings, lights (flares, sectors,
// descriptions) and names at two ranges, day and night, for looking at:
// only with TRAXIS_SCREENSHOTS=<folder> (skipped in `npm test`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiGet, signInAsAdmin } from './helpers';
import { apiCall } from './liveHelpers';
import { authHeaders } from './settingsHelpers';

const folder = process.env.TRAXIS_SCREENSHOTS;
const CELL_NAME = 'US5MD1MC.000';
const CELL = join(import.meta.dirname, '..', '..', 'shared', 'data', 'enc', 'US5MD1MC', CELL_NAME);
test.skip(!folder || !existsSync(CELL), 'set TRAXIS_SCREENSHOTS to a folder to take the screenshots (needs the shared ENC data)');

for (const theme of ['day', 'night'] as const) {
  test(`US5MD1MC texts, ${theme}`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1400, height: 900 });
    await signInAsAdmin(page);
    const upload = await page.request.post('/api/settings/maps/?overwrite=1', {
      headers: await authHeaders(page),
      multipart: { file: { name: CELL_NAME, mimeType: 'application/octet-stream', buffer: readFileSync(CELL) } },
    });
    expect(upload.status()).toBe(201);
    const prefs = { map_visibility: { [CELL_NAME]: true }, layer_visibility: { SOUNDG: true, LIGHTS: true, NAMES: true }, ui_settings: { theme } };
    expect((await apiCall(page, 'PATCH', '/api/settings/preferences/', prefs)).status).toBe(200);
    const lights = (await apiGet<{ features: { coordinates: number[] }[] }>(page, `/chart-engine/map?chart_name=${CELL_NAME}&layer_name=LIGHTS`)).features;
    const light = lights[Math.floor(lights.length / 2)]?.coordinates ?? [-76.48, 38.97];
    for (const [name, range] of [
      ['harbour', 0.4],
      ['approach', 1.5],
    ] as const) {
      await page.goto(`/#${light[1]},${light[0]},${range}`);
      await page.reload();
      await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
      await page.waitForFunction(() => (window.__traxisChart?.layerCount() ?? 0) > 5, null, { timeout: 120_000 });
      await expect(page.getByTestId('chart-progress')).toHaveCount(0, { timeout: 120_000 });
      // Built layers are uploaded while the GPU is idle: wait until no more arrive.
      let last = -1;
      await expect
        .poll(
          async () => {
            const now = await page.evaluate(() => window.__traxisChart?.layerCount() ?? 0);
            const same = now === last;
            last = now;
            return same;
          },
          { timeout: 60_000, intervals: [2000] },
        )
        .toBe(true);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${folder}/us5md1mc-${name}-${theme}.png` });
    }
  });
}
