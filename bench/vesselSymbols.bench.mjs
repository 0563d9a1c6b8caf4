// The target symbols against the build before them: 20,000 simulated
// vessels in Gdańsk Bay at 24 NM (Chromium + SwiftShader), this build's web
// app (dist/web) and the one in TRAXIS_BENCH_BASE_WEB_DIR (built from the
// commit before, e.g. `git worktree add --detach ../base <commit>` and
// `npm run build` there), served in turn by this checkout's server,
// alternating, TRAXIS_BENCH_RUNS runs each (default 5): the main thread's
// time per second of a 5 s pan (the chart's own count of its render loop
// and vessel messages, and every main-thread task in a Chromium trace:
// wall and thread CPU time), and one pick as the app does it. Goals: the
// median main-thread ms per second of panning at most 1.1 x the build
// before, the pick at most 3 ms.
/* global window, requestAnimationFrame, document -- page.evaluate bodies run in the browser */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/paths.mjs';
import { startBenchServer } from './lib/benchServer.mjs';
import { traceMainThread } from './lib/longTaskTrace.mjs';
import { rowWith } from './lib/results.mjs';

export const name = 'Vessel symbols: 20,000 vessels, this build against the build before (alternating runs), panning and pick';

const VESSELS = Number(process.env.TRAXIS_BENCH_VESSELS ?? 20_000);
const RUNS = Number(process.env.TRAXIS_BENCH_RUNS ?? 5);
const PICKS = 50;
const PAN_MS = 5000;
const PASSWORD = 'bench-password';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rnd = (v) => Math.round(v * 100) / 100;

/** Pans every animation frame for 5 s: the chart's main-thread ms and frames. */
function panning(page) {
  return page.evaluate(
    (panMs) =>
      new Promise((resolve) => {
        const chart = window.__traxisChart;
        const end = performance.now() + panMs;
        const s0 = chart.stats();
        let dir = 1;
        const step = () => {
          chart.pan(3 * dir, 0);
          dir = -dir;
          if (performance.now() < end) requestAnimationFrame(step);
          else {
            const s1 = chart.stats();
            resolve({ busyMs: s1.busyMs - s0.busyMs, frames: s1.frames - s0.frames });
          }
        };
        requestAnimationFrame(step);
      }),
    PAN_MS,
  );
}

/** One run: the web app in `webDir` with 20,000 vessels, a traced 5 s pan and the picks. */
async function oneRun(browser, label, webDir) {
  const server = await startBenchServer({ TRAXIS_SIM_VESSELS: String(VESSELS), TRAXIS_WEB_DIR: webDir });
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    await page.goto(`${server.base}/#54.45,18.65,24`);
    await page.getByPlaceholder('Nazwa użytkownika', { exact: true }).fill('admin');
    await page.getByPlaceholder('Hasło', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.getByText('Użytkownik: admin', { exact: true }).waitFor();
    await page.waitForFunction((n) => (window.__traxisChart?.vesselCount() ?? 0) >= n, Math.floor(VESSELS * 0.95), { timeout: 180_000 });
    // The fleet's layer drawn, then quiet for a moment.
    await page.waitForFunction(() => (window.__traxisChart?.vesselUploads().length ?? 0) > 0, null, { timeout: 120_000 });
    await page.waitForFunction(() => !document.querySelector('[data-testid="chart-progress"]'), null, { timeout: 120_000 });
    await sleep(3000);
    const pan = await traceMainThread(browser, page, () => panning(page));
    await sleep(1000);
    const issue = [];
    for (let i = 0; i < PICKS; i += 1) {
      const [, issueMs] = await page.evaluate(() => window.__traxisChart.pickAsync(640, 360));
      issue.push(issueMs);
    }
    const seconds = PAN_MS / 1000;
    return {
      label,
      busyPerS: pan.result.busyMs / seconds,
      wallPerS: pan.taskMs / seconds,
      cpuPerS: pan.cpuMs / seconds,
      frames: pan.result.frames,
      pickMs: median(issue),
    };
  } finally {
    await context.close();
    await server.stop();
  }
}

export async function run() {
  const baseWeb = process.env.TRAXIS_BENCH_BASE_WEB_DIR;
  const newWeb = join(ROOT, 'dist', 'web');
  if (!baseWeb || !existsSync(join(baseWeb, 'index.html'))) throw new Error('set TRAXIS_BENCH_BASE_WEB_DIR to the web app built from the commit before (its dist/web)');
  if (!existsSync(join(newWeb, 'index.html'))) throw new Error('build the web app first (npm run build)');
  const browser = await chromium.launch({
    executablePath: process.env.TRAXIS_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });
  const runs = [];
  try {
    for (let r = 0; r < RUNS; r += 1) {
      // Alternating, the order swapped every other pair.
      const pair = r % 2 === 0 ? [['before', baseWeb], ['symbols', newWeb]] : [['symbols', newWeb], ['before', baseWeb]];
      for (const [label, dir] of pair) {
        const one = await oneRun(browser, label, dir);
        process.stderr.write(`  run ${r + 1} ${label}: ${JSON.stringify(one)}\n`);
        runs.push(one);
      }
    }
  } finally {
    await browser.close();
  }
  const of = (label, key) => runs.filter((x) => x.label === label).map((x) => x[key]);
  const rows = runs.map((x, i) => ({
    case: `run ${Math.floor(i / 2) + 1}, ${x.label === 'symbols' ? 'this build' : 'the build before'}: panning 5 s, main-thread ms per second (chart's count; trace wall, thread CPU), frames; pick ms`,
    'chart ms/s': rnd(x.busyPerS),
    'wall ms/s': rnd(x.wallPerS),
    'CPU ms/s': rnd(x.cpuPerS),
    frames: x.frames,
    'pick ms': rnd(x.pickMs),
  }));
  for (const [label, text] of [
    ['before', 'the build before'],
    ['symbols', 'this build'],
  ]) {
    rows.push({
      case: `median of ${RUNS}, ${text}`,
      'chart ms/s': rnd(median(of(label, 'busyPerS'))),
      'wall ms/s': rnd(median(of(label, 'wallPerS'))),
      'CPU ms/s': rnd(median(of(label, 'cpuPerS'))),
      frames: median(of(label, 'frames')),
      'pick ms': rnd(median(of(label, 'pickMs'))),
    });
  }
  const ratio = (key) => rnd(median(of('symbols', key)) / median(of('before', key)));
  rows.push({ case: 'ratio (this build / the build before), medians', 'chart ms/s': ratio('busyPerS'), 'wall ms/s': ratio('wallPerS'), 'CPU ms/s': ratio('cpuPerS'), frames: ratio('frames'), 'pick ms': ratio('pickMs') });
  return rows;
}

/** The goals: main-thread ms per second of panning at most 1.1 x the build before (the chart's count and the trace's thread time), one pick at most 3 ms. */
export function goals(rows) {
  const ratio = rowWith(rows, 'case', 'ratio (this build');
  const thisBuild = rows.find((r) => r.case.startsWith('median of') && r.case.endsWith('this build'));
  return {
    panMainThreadAtMost1_1: ratio && ratio['chart ms/s'] <= 1.1,
    panThreadCpuAtMost1_1: ratio && ratio['CPU ms/s'] <= 1.1,
    pickAtMost3Ms: thisBuild && thisBuild['pick ms'] <= 3,
  };
}
