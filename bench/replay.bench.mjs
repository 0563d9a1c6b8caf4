// The replay at 60x against the live console (docs/history.md, "The
// console"), `npm run bench replay`: a server with 2,000 built-in vessels
// whose history starts with TRAXIS_BENCH_REPLAY_HOURS (default 0.5) hours
// generated for the same fleet; the console in Chromium (SwiftShader) on
// Gdańsk Bay at 12 NM. Main-thread busy time per second (the page's
// TaskDuration from the DevTools protocol) over TRAXIS_BENCH_REPLAY_S
// (default 20) seconds live, then replaying from 25 minutes back at 60x,
// runs alternating (TRAXIS_BENCH_REPLAY_RUNS, default 5). Goal: the
// replay's median at most 1.2x the live console's. Then, paused, the
// picture at a moment drawn after a jump of the slider
// (TRAXIS_BENCH_REPLAY_JUMPS, default 10; goal: p95 within 1 s). The generated history
// holds the alerts its simulation raised (about 300 open at a time), and
// the live server evaluates its own as shipped (TRAXIS_ALERTS on), so the
// live console shows its open alerts too: like with like.
// TRAXIS_BENCH_REPLAY_ALERTS=0 measures against a live console without
// the evaluation (the replay still shows the history's alerts).
/* global window, document, HTMLInputElement, requestAnimationFrame -- page.evaluate bodies run in the browser */
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/paths.mjs';
import { startBenchServer } from './lib/benchServer.mjs';
import { rowWith } from './lib/results.mjs';

export const name = 'Replay: main-thread ms per second replaying at 60x vs. live, 2,000 vessels (Chromium + SwiftShader)';

const VESSELS = 2000;
const HOURS = Number(process.env.TRAXIS_BENCH_REPLAY_HOURS ?? 0.5);
const SECONDS = Number(process.env.TRAXIS_BENCH_REPLAY_S ?? 20);
const RUNS = Number(process.env.TRAXIS_BENCH_REPLAY_RUNS ?? 5);
const PASSWORD = 'bench-password';
const LIVE_ALERTS = process.env.TRAXIS_BENCH_REPLAY_ALERTS !== '0';
const GOAL_RATIO = 1.2;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
/** Jumps measured for the picture drawn after a jump (goal: within DRAWN_GOAL_MS). */
const JUMPS = Number(process.env.TRAXIS_BENCH_REPLAY_JUMPS ?? 10);
const DRAWN_GOAL_MS = 1000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Paused, the slider set to `atMs` (a jump: its picture is fetched at
 * once): ms from the input until the vessel layer draws another build
 * (its drawn vessels' positions change; paused, nothing else changes
 * them), or null after 10 s.
 */
function drawnAfterJump(page, atMs) {
  return page.evaluate(async (value) => {
    const drawn = () => JSON.stringify(window.__traxisChart?.drawnVessels() ?? []);
    const before = drawn();
    const slider = document.querySelector('.replay-timeline__slider');
    const t0 = performance.now();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(slider, value);
    slider?.dispatchEvent(new Event('input', { bubbles: true }));
    return await new Promise((resolve) => {
      const check = () => {
        if (drawn() !== before) resolve(performance.now() - t0);
        else if (performance.now() - t0 > 10_000) resolve(null);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }, String(atMs));
}

/** Main-thread busy ms per second of the page over `seconds`. */
async function busyMsPerS(cdp, seconds) {
  const taskS = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const t0 = Date.now();
  const busy0 = await taskS();
  await sleep(seconds * 1000);
  return ((await taskS()) - busy0) * 1000 / ((Date.now() - t0) / 1000);
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'traxis-bench-replay-'));
  const env = { TRAXIS_DATA_DIR: dataDir, TRAXIS_ADMIN_PASSWORD: PASSWORD, TRAXIS_DEMO_DATA: '0', TRAXIS_DATABASE_URL: '' };
  const generated = spawnSync(process.execPath, ['scripts/history-generate.mjs', '--hours', String(HOURS), '--vessels', String(VESSELS)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (generated.status !== 0) throw new Error(`the generator failed (${generated.status})`);
  const server = await startBenchServer({ ...env, TRAXIS_SIM_VESSELS: String(VESSELS), TRAXIS_HISTORY_DAYS: '30', TRAXIS_ALERTS: LIVE_ALERTS ? '1' : '0' });
  const browser = await chromium.launch({
    executablePath: process.env.TRAXIS_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${server.base}/#54.55,18.75,12`);
    await page.getByPlaceholder('Nazwa użytkownika', { exact: true }).fill('admin');
    await page.getByPlaceholder('Hasło', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.getByText('Użytkownik: admin', { exact: true }).waitFor();
    await page.waitForFunction(() => (window.__traxisChart?.vesselCount() ?? 0) > 1000, null, { timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    await sleep(5000);
    const live = [];
    const replay = [];
    for (let i = 0; i < RUNS; i += 1) {
      live.push(await busyMsPerS(cdp, SECONDS));
      await page.getByRole('button', { name: 'Odtwarzanie', exact: true }).click();
      const slider = page.getByRole('slider', { name: 'Chwila odtwarzania' });
      await page.waitForFunction(() => Number(document.querySelector('.replay-timeline__slider')?.getAttribute('min') ?? Infinity) < Date.now() - 20 * 60_000);
      await slider.evaluate((el, value) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, String(Math.floor((Date.now() - 25 * 60_000) / 1000) * 1000));
      await page.getByRole('button', { name: '60×', exact: true }).click();
      await page.getByRole('button', { name: 'Odtwórz', exact: true }).click();
      await sleep(2000);
      replay.push(await busyMsPerS(cdp, SECONDS));
      await page.getByRole('button', { name: 'Na żywo', exact: true }).click();
      await sleep(5000);
    }
    // The picture at a moment drawn after a jump: paused, jumps back and forth across the history.
    await page.getByRole('button', { name: 'Odtwarzanie', exact: true }).click();
    await page.waitForFunction(() => Number(document.querySelector('.replay-timeline__slider')?.getAttribute('min') ?? Infinity) < Date.now() - 20 * 60_000);
    const drawnMs = [];
    for (let i = 0; i < JUMPS; i += 1) {
      const minutesBack = i % 2 === 0 ? 22 - (i % 5) : 8 + (i % 5);
      await sleep(1500);
      const ms = await drawnAfterJump(page, Math.floor((Date.now() - minutesBack * 60_000) / 1000) * 1000);
      drawnMs.push(ms ?? Infinity);
    }
    await page.getByRole('button', { name: 'Na żywo', exact: true }).click();
    const round = (x) => +x.toFixed(1);
    const ratio = median(replay) / median(live);
    return [
      { measure: 'live console: main-thread ms per second (median)', value: round(median(live)), runs: live.map(round).join(', ') },
      { measure: 'replay at 60x: main-thread ms per second (median)', value: round(median(replay)), runs: replay.map(round).join(', ') },
      { measure: `replay / live (goal <= ${GOAL_RATIO}x)`, value: +ratio.toFixed(2), runs: `${VESSELS} vessels, ${SECONDS} s a run, live alerts ${LIVE_ALERTS ? 'on' : 'off'}` },
      { measure: `picture drawn after a jump, ms p50 (goal p95 <= ${DRAWN_GOAL_MS})`, value: round(median(drawnMs)), runs: drawnMs.map(round).join(', ') },
      { measure: 'picture drawn after a jump, ms p95', value: round(quantile(drawnMs, 0.95)), runs: `${JUMPS} jumps, paused, 8-22 minutes back` },
    ];
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function goals(rows) {
  const ratio = rowWith(rows, 'measure', 'replay / live')?.value;
  const drawnP95 = rowWith(rows, 'measure', 'picture drawn after a jump, ms p95')?.value;
  return {
    replayVsLive: typeof ratio === 'number' ? ratio <= GOAL_RATIO : undefined,
    pictureDrawnWithin1sP95: typeof drawnP95 === 'number' ? drawnP95 <= DRAWN_GOAL_MS : undefined,
  };
}
