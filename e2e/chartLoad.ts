// Waiting for the chart: a reload attaches the visible charts with the
// preferences; built layers are uploaded while the GPU is idle, so the
// chart is complete once the progress is gone and no more layers arrive.
import { expect, type Page } from '@playwright/test';

/** Reloads and waits until every layer of the visible charts is on the GPU. */
export async function reloadUntilChartLoaded(page: Page, pollMs = 1500): Promise<void> {
  await page.reload();
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
  await page.waitForFunction(() => (window.__traxisChart?.layerCount() ?? 0) > 5, null, { timeout: 120_000 });
  await expect(page.getByTestId('chart-progress')).toHaveCount(0, { timeout: 120_000 });
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.__traxisChart?.layerCount() ?? 0);
        const same = now === last;
        last = now;
        return same;
      },
      { timeout: 60_000, intervals: [pollMs] },
    )
    .toBe(true);
}
