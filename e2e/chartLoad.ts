// Waiting for the chart: a reload attaches the visible charts with the
// preferences; built layers are uploaded while the GPU is idle, so the
// chart is complete once the progress is gone, no more layers arrive, no
// cell loads, no upload waits and the labels are placed.
import { expect, type Page } from '@playwright/test';

/** Reloads and waits until every layer of the visible charts is on the GPU and the labels are placed. */
export async function reloadUntilChartLoaded(page: Page, pollMs = 1500): Promise<void> {
  await page.reload();
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
  await page.waitForFunction(() => (window.__traxisChart?.layerCount() ?? 0) > 5, null, { timeout: 120_000 });
  await expect(page.getByTestId('chart-progress')).toHaveCount(0, { timeout: 120_000 });
  let last = -1;
  await expect
    .poll(
      async () => {
        const [now, busy] = await page.evaluate(() => {
          const chart = window.__traxisChart;
          const charts = chart?.charts();
          return [chart?.layerCount() ?? 0, !charts || charts.loading.length > 0 || charts.pendingUploads > 0 || !!chart?.placementStats().pending] as const;
        });
        const same = now === last && !busy;
        last = now;
        return same;
      },
      { timeout: 60_000, intervals: [pollMs] },
    )
    .toBe(true);
}
