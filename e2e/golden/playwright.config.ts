// The golden images' Playwright run (npm run golden, npm test): the harness
// page and its fixtures from the golden server (scripts/golden.mjs serve:
// builds the harness when its inputs changed), Debian's Chromium with
// WebGL2 on SwiftShader, device pixel ratio 1. Not the app's server: the
// main config (playwright.config.ts) leaves this folder out.
import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromiumLaunch';

const ROOT = join(import.meta.dirname, '..', '..');
/** Beside the e2e tests' port unless told (TRAXIS_GOLDEN_PORT). */
const port = Number(process.env.TRAXIS_GOLDEN_PORT ?? Number(process.env.TRAXIS_E2E_PORT ?? 18765) + 1);

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: 'golden.spec.ts',
  outputDir: join(ROOT, 'test-results', 'golden'),
  timeout: 120_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    deviceScaleFactor: 1,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: 'node scripts/golden.mjs serve',
    cwd: ROOT,
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: false,
    // The harness is built first when its inputs changed (about a minute on a busy machine).
    timeout: 240_000,
    stdout: 'pipe',
    env: { GOLDEN_PORT: String(port) },
  },
});
