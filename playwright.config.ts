// Playwright drives Debian's Chromium (/usr/bin/chromium; no browser
// download) against the real server, started here on a fresh data folder.
import { defineConfig } from '@playwright/test';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/chromiumLaunch';

const port = Number(process.env.TRAXIS_E2E_PORT ?? 18765);
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
// A fresh data folder per run, made by the main process (workers re-read this file).
const dataDir = join(import.meta.dirname, '.cache', 'e2e-data');
if (process.env.TEST_WORKER_INDEX === undefined) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
}

export default defineConfig({
  testDir: 'e2e',
  // The golden images run on their own server and config (e2e/golden/playwright.config.ts).
  testIgnore: /\/e2e\/golden\//,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    // A quarter of an hour of history (the built-in traffic, its alerts) before the server starts: the replay's tests.
    command: 'node scripts/history-generate.mjs --hours 0.25 --vessels 200 && node scripts/serve.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      TRAXIS_HOST: '127.0.0.1',
      TRAXIS_DATA_DIR: dataDir,
      TRAXIS_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      TRAXIS_LOG_LEVEL: 'warn',
      // The registration branch (/login?register) is tested end to end.
      TRAXIS_ALLOW_REGISTRATION: '1',
    },
  },
});
