// The console under its Content-Security-Policy (src/server/http/securityHeaders.ts):
// signed in, the chart drawn with WebAssembly and its workers, the live
// streams, a camera window's frames, the vessels panel's worker and a
// capture (a blob image) — and not one policy violation, in the page or in
// a worker (reported on the console).
import { expect, test } from '@playwright/test';
import type { Camera } from '../src/protocol/cameras';
import { signInAsAdmin } from './helpers';
import { apiCall, centreOn, clickIcon, setCameraTool } from './liveHelpers';
import { openPanelFromMenu } from './panelHelpers';

test('the console works under its Content-Security-Policy without a violation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await signInAsAdmin(page);
  // The chart and its live layers (WASM core, chart and vessel workers, WebSockets).
  await page.waitForFunction(() => window.__traxisChart !== undefined);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('.wasm'))), { timeout: 20_000 }).toBe(true);

  const camera = await apiCall<Camera>(page, 'POST', '/api/camera/manage/', {
    name: 'CSP Kamera',
    camera_type: 'Symulacja',
    ip_address: '127.0.0.1',
    port: 9111,
    latitude: 54.52,
    longitude: 18.605,
    angle_min: 45,
    angle_max: 135,
    range_max: 2000,
  });
  expect(camera.status).toBe(201);
  await centreOn(page, 54.523, 18.59, 1.5);
  await setCameraTool(page, true);
  await clickIcon(page, page.getByRole('button', { name: 'Kamera: CSP Kamera', exact: true }));
  const stream = page.getByTestId('camera-window').locator('canvas');
  await expect.poll(() => stream.evaluate((c: HTMLCanvasElement) => c.width), { timeout: 15_000 }).toBeGreaterThan(0);

  const panel = await openPanelFromMenu(page, 'Statki');
  await expect(panel.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Zamknij', exact: true }).first().click();
  await expect(panel).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Capture', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/\.jpg$/);

  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  expect(consoleViolations).toEqual([]);
});
