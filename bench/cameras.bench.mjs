// Stations, warnings and cameras on the chart, in headless
// Chromium (SwiftShader) against a real server: 5 s of panning with the
// station and warning icons shown, the Camera tool on and nine camera
// windows open (one main, eight surrounding, built-in cameras) against the
// chart alone (icons hidden, tool off, no windows): every main-thread task
// of a Chromium trace (goal: at most 1.15x per second of panning, no task
// over 50 ms). Then the server's upstreams: nine real cameras (a fake MJPEG
// camera on this machine's first non-loopback address, which the address
// rule allows) watched by the nine windows of two pages: goal one upstream
// connection per camera.
/* global window, requestAnimationFrame, document -- page.evaluate bodies run in the browser */
import { chromium } from '@playwright/test';
import http from 'node:http';
import { networkInterfaces } from 'node:os';
import sharp from 'sharp';
import { startBenchServer } from './lib/benchServer.mjs';
import { traceMainThread } from './lib/longTaskTrace.mjs';
import { leadingNumber, rowWith } from './lib/results.mjs';

export const name = 'Cameras: panning with nine camera windows, stations and warnings vs. the chart alone; upstreams per camera';

const PORT = Number(process.env.TRAXIS_BENCH_PORT ?? 18793);
const VIEW = '#54.53,18.56,3';
const CAMERAS = 9;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rnd = (v) => Math.round(v * 100) / 100;

async function api(server, method, path, body) {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Nine cameras around the Port of Gdynia (built-in, or real ones at `ip` on consecutive ports). */
async function addCameras(server, kind, ip, firstPort) {
  const out = [];
  for (let i = 0; i < CAMERAS; i += 1) {
    out.push(
      await api(server, 'POST', '/api/camera/manage/', {
        name: `${kind} ${i + 1}`,
        camera_type: kind === 'Symulacja' ? 'Symulacja' : 'PTZ',
        ip_address: ip,
        port: firstPort + i,
        latitude: 54.52 + (i % 3) * 0.01,
        longitude: 18.54 + Math.floor(i / 3) * 0.015,
        angle_min: (i * 40) % 360,
        angle_max: (((i * 40) % 360) + 90) % 360,
        range_min: 0,
        range_max: 1200,
        login: 'bench',
        password: 'bench',
      }),
    );
  }
  return out;
}

/** A fake MJPEG camera on `ip`, one port per camera, 10 frames a second; counts connections per port. */
async function fakeCameras(ip, firstPort) {
  const connections = new Map();
  const jpeg = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#336699' } }).jpeg().toBuffer();
  const servers = [];
  for (let i = 0; i < CAMERAS; i += 1) {
    const port = firstPort + i;
    const server = http.createServer((_request, response) => {
      connections.set(port, (connections.get(port) ?? 0) + 1);
      response.writeHead(200, { 'Content-Type': 'multipart/x-mixed-replace; boundary=fake' });
      const timer = setInterval(() => response.write(Buffer.concat([Buffer.from(`--fake\r\nContent-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`), jpeg, Buffer.from('\r\n')])), 100);
      response.on('close', () => clearInterval(timer));
    });
    await new Promise((resolve, reject) => server.once('error', reject).listen(port, ip, resolve));
    servers.push(server);
  }
  return {
    connections,
    close: () => Promise.all(servers.map((s) => (s.closeAllConnections(), new Promise((r) => s.close(r))))),
  };
}

async function signIn(page, server) {
  await page.goto(`${server.base}/${VIEW}`);
  await page.getByPlaceholder('Nazwa użytkownika', { exact: true }).fill('admin');
  await page.getByPlaceholder('Hasło', { exact: true }).fill('bench-password');
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await page.getByText('Użytkownik: admin', { exact: true }).waitFor();
  await page.waitForFunction(() => window.__traxisChart !== undefined);
}

/** Opens the nine windows as a middle click inside all nine sectors would (one main, eight surrounding), and waits for their pictures. */
async function openWindows(page, cameras) {
  await page.evaluate(
    (list) => window.dispatchEvent(new CustomEvent('multi-camera-clicked', { detail: { main: list[0], surrounding: list.slice(1), position: { latDeg: 54.53, lonDeg: 18.56 } } })),
    cameras,
  );
  await page.waitForFunction(
    (n) => [...document.querySelectorAll('.camera-window__stream')].filter((c) => c.width > 0).length >= n,
    cameras.length,
    { timeout: 60_000 },
  );
}

/** Pans every animation frame for 5 s (as console.bench.mjs). */
function panning(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const chart = window.__traxisChart;
        const end = performance.now() + 5000;
        let dir = 1;
        let frames = 0;
        const step = () => {
          chart.pan(3 * dir, 0);
          dir = -dir;
          frames += 1;
          if (performance.now() < end) requestAnimationFrame(step);
          else resolve(frames);
        };
        requestAnimationFrame(step);
      }),
  );
}

export async function run() {
  const server = await startBenchServer({ PORT: String(PORT) });
  const browser = await chromium.launch({
    executablePath: process.env.TRAXIS_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });
  const rows = [];
  try {
    const builtIn = await addCameras(server, 'Symulacja', '127.0.0.1', 9300);
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await signIn(page, server);
    await page.getByTestId('station-icon').first().waitFor({ state: 'attached' });
    await sleep(2000);

    // The chart alone: icons hidden, Camera tool off, no windows.
    const hidden = await page.addStyleTag({ content: '.station-overlay, .warning-overlay { display: none; }' });
    const alone = await traceMainThread(browser, page, () => panning(page));
    process.stderr.write(`  chart alone: ${JSON.stringify({ ...alone, result: undefined })}\n`);
    await hidden.evaluate((el) => el.remove());

    await page.evaluate(() => window.__traxisChart.setTool('Camera', true));
    await page.getByTestId('camera-icon').first().waitFor({ state: 'attached' });
    await openWindows(page, builtIn);
    await sleep(2000);
    const loaded = await traceMainThread(browser, page, () => panning(page));
    process.stderr.write(`  loaded: ${JSON.stringify({ ...loaded, result: undefined })}\n`);
    const shown = await page.evaluate(() => ({
      windows: document.querySelectorAll('[data-testid="camera-window"]').length,
      stations: [...document.querySelectorAll('[data-testid="station-icon"]')].filter((el) => el.parentElement.style.display !== 'none').length,
      warnings: [...document.querySelectorAll('[data-testid="warning-icon"]')].filter((el) => el.parentElement.style.display !== 'none').length,
      cameras: [...document.querySelectorAll('[data-testid="camera-icon"]')].filter((el) => el.parentElement.style.display !== 'none').length,
    }));
    rows.push(
      { case: 'panning 5 s, chart alone: every main-thread task, wall ms / thread CPU ms (tasks, frames)', value: `${rnd(alone.taskMs)} / ${rnd(alone.cpuMs)}`, extra: `${alone.tasks} tasks, ${alone.result} frames` },
      {
        case: `panning 5 s, ${shown.windows} camera windows, ${shown.cameras} camera, ${shown.stations} station and ${shown.warnings} warning icons on screen, sectors and areas drawn`,
        value: `${rnd(loaded.taskMs)} / ${rnd(loaded.cpuMs)}`,
        extra: `${loaded.tasks} tasks, ${loaded.result} frames`,
      },
      { case: 'ratio (loaded / alone) of main-thread time per second of panning: wall / CPU', value: `${rnd(loaded.taskMs / alone.taskMs)} / ${rnd(loaded.cpuMs / alone.cpuMs)}` },
      { case: 'longest main-thread task while panning, ms: alone / loaded (wall; CPU)', value: `${rnd(alone.longestMs)} / ${rnd(loaded.longestMs)}`, extra: `CPU ${rnd(alone.longestCpuMs)} / ${rnd(loaded.longestCpuMs)}` },
    );
    await context.close();

    // Upstreams: nine real cameras, their nine windows open in two pages.
    const ip = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (!ip) {
      rows.push({ case: 'upstream connections per camera', value: 'n/a (no non-loopback IPv4 address to run a fake camera on)' });
    } else {
      const fake = await fakeCameras(ip, 9400);
      try {
        const real = await addCameras(server, 'Kamera', ip, 9400);
        const pages = [];
        for (let i = 0; i < 2; i += 1) {
          const c = await browser.newContext({ viewport: { width: 1280, height: 720 } });
          const p = await c.newPage();
          await signIn(p, server);
          await openWindows(p, real);
          pages.push(p);
        }
        await sleep(5000);
        const counts = real.map((cam) => fake.connections.get(cam.port) ?? 0);
        rows.push({
          case: `upstream connections per camera, ${CAMERAS} real cameras in 2 pages x ${CAMERAS} windows (fake camera at ${ip})`,
          value: counts.join(' '),
          extra: `total ${counts.reduce((a, b) => a + b, 0)}`,
        });
      } finally {
        await fake.close();
      }
    }
  } finally {
    await browser.close();
    server.stop();
    await sleep(300);
  }
  return rows;
}

/** The goals: loaded / alone at most 1.15 per second of panning (wall and CPU), no task over 50 ms, one upstream per camera. */
export function goals(rows) {
  const pair = (row) => (row ? String(row.value).split('/').map(leadingNumber) : []);
  const [ratioWall, ratioCpu] = pair(rowWith(rows, 'case', 'ratio (loaded / alone)'));
  const longest = pair(rowWith(rows, 'case', 'longest main-thread task while panning'));
  const upstreams = rowWith(rows, 'case', 'upstream connections per camera,');
  return {
    loadedAtMost1_15: ratioWall === undefined ? undefined : ratioWall <= 1.15 && ratioCpu <= 1.15,
    noTaskOver50Ms: longest.length === 0 ? undefined : longest.every((ms) => ms <= 50),
    oneUpstreamPerCamera: upstreams && String(upstreams.value).split(' ').every((n) => n === '1'),
  };
}
