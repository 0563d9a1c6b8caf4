// Chart texts: panning US5MD1MC with soundings, lights and
// names on versus off (layer_visibility SOUNDG, LIGHTS and NAMES false):
// main-thread ms per second of panning from a Chromium trace (every task,
// not only the chart's), and the label placements' longest main-thread
// time. Goal: on at most 1.2 x off; no placement over 50 ms.
/* global window, requestAnimationFrame, document -- page.evaluate bodies run in the browser */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from '../scripts/lib/paths.mjs';
import { startBenchServer } from './lib/benchServer.mjs';
import { traceMainThread } from './lib/longTaskTrace.mjs';
import { rowWith } from './lib/results.mjs';

export const name = 'Chart texts: panning US5MD1MC with soundings, lights and names on vs off (Chromium + SwiftShader)';

const CELL_NAME = 'US5MD1MC.000';
const CELL = join(ROOT, '..', 'shared', 'data', 'enc', 'US5MD1MC', CELL_NAME);
const PAN_MS = 5000;
const VIEW = '#38.975,-76.46,1.5';
const OFF = { SOUNDG: false, LIGHTS: false, NAMES: false };
// PATCH merges layer_visibility: on is said explicitly.
const ON = { SOUNDG: true, LIGHTS: true, NAMES: true };

async function panning(page) {
  return page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const chart = window.__traxisChart;
        const end = performance.now() + ms;
        let k = 0;
        const step = () => {
          // Back and forth over about 300 px, so labels leave and enter the view.
          chart.pan(k % 100 < 50 ? 6 : -6, 2 * Math.sin(k / 10));
          k += 1;
          if (performance.now() < end) requestAnimationFrame(step);
          else resolve(chart.stats().frames);
        };
        requestAnimationFrame(step);
      }),
    PAN_MS,
  );
}

export async function run() {
  if (!existsSync(join(ROOT, 'dist', 'web', 'index.html'))) throw new Error('build the web app first (npm run build)');
  if (!existsSync(CELL)) throw new Error(`missing ${CELL}`);
  const server = await startBenchServer();
  const { base, token } = server;
  const headers = { authorization: `Bearer ${token}` };
  const json = { ...headers, 'content-type': 'application/json' };
  const browser = await chromium.launch({
    executablePath: process.env.TRAXIS_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });
  try {
    const form = new FormData();
    form.append('file', new Blob([readFileSync(CELL)]), CELL_NAME);
    if ((await fetch(`${base}/api/settings/maps/`, { method: 'POST', headers, body: form })).status !== 201) throw new Error('upload failed');
    await fetch(`${base}/api/settings/map-visibility/`, { method: 'POST', headers: json, body: JSON.stringify({ map_name: CELL_NAME, visible: true }) });
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    await page.goto(`${base}/${VIEW}`);
    await page.getByPlaceholder('Nazwa użytkownika', { exact: true }).fill('admin');
    await page.getByPlaceholder('Hasło', { exact: true }).fill('bench-password');
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.getByText('Użytkownik: admin', { exact: true }).waitFor();
    const rows = [];
    const results = {};
    for (const [label, visibility] of [['off', OFF], ['on', ON], ['off again', OFF], ['on again', ON]]) {
      await fetch(`${base}/api/settings/preferences/`, { method: 'PATCH', headers: json, body: JSON.stringify({ layer_visibility: visibility }) });
      await page.goto(`${base}/${VIEW}`);
      await page.reload();
      await page.getByText('Użytkownik: admin', { exact: true }).waitFor();
      await page.waitForFunction(() => (window.__traxisChart?.layerCount() ?? 0) > 5, null, { timeout: 120_000 });
      await page.waitForFunction(() => !document.querySelector('[data-testid="chart-progress"]'), null, { timeout: 180_000 });
      await page.waitForTimeout(2000);
      const p0 = await page.evaluate(() => window.__traxisChart.placementStats());
      const t = await traceMainThread(browser, page, () => panning(page));
      const p1 = await page.evaluate(() => window.__traxisChart.placementStats());
      const perSecond = t.taskMs / (PAN_MS / 1000);
      results[label] = perSecond;
      rows.push({
        run: `texts ${label}`,
        'main ms / s panning': +perSecond.toFixed(1),
        'CPU ms / s': +(t.cpuMs / (PAN_MS / 1000)).toFixed(1),
        'tasks over 50 ms': t.over50,
        placements: p1.count - p0.count,
        'longest placement ms': +p1.longestMs.toFixed(1),
      });
    }
    const ratio = (results.on + results['on again']) / (results.off + results['off again']);
    rows.push({ run: 'ratio on / off (mean of two runs each; goal <= 1.2)', 'main ms / s panning': +ratio.toFixed(2) });
    return rows;
  } finally {
    await browser.close();
    server.stop();
  }
}

/** The goals: panning with the texts on at most 1.2 x with them off, no label placement (slice) over 50 ms. */
export function goals(rows) {
  const ratio = rowWith(rows, 'run', 'ratio on / off');
  const runs = rows.filter((row) => row['longest placement ms'] !== undefined);
  return {
    onAtMost1_2xOff: ratio && ratio['main ms / s panning'] <= 1.2,
    noPlacementOver50Ms: runs.length > 0 ? runs.every((row) => row['longest placement ms'] <= 50) : undefined,
  };
}
