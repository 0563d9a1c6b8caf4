// A vessel that stops reporting is drawn with the lost-target mark (the
// symbol crossed, docs/live-picture.md): a server of its own fed one class A
// report over UDP (TRAXIS_AIS_UDP_PORT; no built-in traffic then), the
// vessel under way at 10 kn (a report every 10 s): drawn plain at first,
// crossed once 30 s have passed without a report.
import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { AisEncoder } from '../src/server/ais/encoder';
import { freePort, waitFor } from '../src/server/testing/services/ports';
import { signInAsAdmin } from './helpers';
import { centreOn } from './liveHelpers';
import { drawnVessels, luminance, screenOfChart } from './vesselPixels';

const ROOT = join(import.meta.dirname, '..');
const MMSI = 261_777_001;
const AT = { latDeg: 54.6, lonDeg: 18.9 };
/** The cross's bars run at 45 degrees to the heading, 13 px each way: their ends lie clear of the triangle and its lines. */
const TIP_PX = 9;

let server: ChildProcess | null = null;
let url = '';
let udpPort = 0;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  udpPort = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'traxis-lost-'));
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.mjs')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), TRAXIS_HOST: '127.0.0.1', TRAXIS_DATA_DIR: dataDir, TRAXIS_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, TRAXIS_LOG_LEVEL: 'warn', TRAXIS_AIS_UDP_PORT: String(udpPort) },
  });
  await waitFor('the lost-target server', async () => (await fetch(`${url}/api/health`).catch(() => null))?.ok === true, 90_000, 200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const gone = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await gone;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** One report of a class A vessel under way east at 10 kn, with its static data, as NMEA over UDP. */
async function report(): Promise<void> {
  const encoder = new AisEncoder();
  const lines = [
    ...encoder.encode({ type: 5, repeat: 0, mmsi: MMSI, aisVersion: 0, imo: 0, callsign: 'SPLOST', shipName: 'ZAGUBIONY', shipType: 70, toBowM: 60, toSternM: 20, toPortM: 6, toStarboardM: 6, epfd: 1, eta: { month: 0, day: 0, hour: 24, minute: 60 }, draughtM: 5, destination: 'GDYNIA', dte: false }),
    ...encoder.encode({ type: 1, repeat: 0, mmsi: MMSI, navStatus: 0, turnRaw: 0, speedKn: 10, accuracy: true, lonDeg: AT.lonDeg, latDeg: AT.latDeg, courseDeg: 90, headingDeg: 90, second: 0, maneuver: 0, raim: false, radio: 0 }),
  ];
  const socket = createSocket('udp4');
  await new Promise<void>((resolve, reject) => socket.send(`${lines.join('\r\n')}\r\n`, udpPort, '127.0.0.1', (error) => (error ? reject(error) : resolve())));
  socket.close();
}

test('a vessel that stops reporting is crossed as a lost target after its reporting rate allows', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page, `${url}/`);
  await centreOn(page, AT.latDeg, AT.lonDeg, 0.5);
  await report();
  const heardAt = Date.now();
  await expect.poll(async () => (await drawnVessels(page)).length, { timeout: 20_000 }).toBe(1);
  /** The brightest luminance near each of the four ends of the cross's bars (3 x 3 px), around where the vessel is drawn. */
  const tips = async (): Promise<number[]> => {
    const [vessel] = await drawnVessels(page);
    if (!vessel) return [];
    const screen = await screenOfChart(page);
    const at = (x: number, y: number): number => {
      const i = y * screen.width + x;
      return luminance(screen.rgb[3 * i] ?? 0, screen.rgb[3 * i + 1] ?? 0, screen.rgb[3 * i + 2] ?? 0);
    };
    const near = (x: number, y: number): number => Math.max(...[-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => at(Math.round(x) + dx, Math.round(y) + dy))));
    return [-TIP_PX, TIP_PX].flatMap((dx) => [-TIP_PX, TIP_PX].map((dy) => near(vessel.x + dx, vessel.y + dy)));
  };
  // Heard a moment ago: the plain symbol, the sea (luminance 0.02) at the cross's ends.
  const fresh = await tips();
  expect(Date.now() - heardAt).toBeLessThan(25_000);
  expect(fresh.every((l) => l < 0.05)).toBe(true);
  // 30 s without a report (three missed 10 s reports): the cross's ends are lit in the symbol's green (0.59 by day).
  await expect.poll(async () => (await tips()).every((l) => l > 0.3), { timeout: 60_000, intervals: [2000] }).toBe(true);
  expect(Date.now() - heardAt).toBeGreaterThanOrEqual(30_000);
  // It reports again: no longer lost.
  await report();
  await expect.poll(async () => (await tips()).every((l) => l < 0.05), { timeout: 20_000 }).toBe(true);
});
