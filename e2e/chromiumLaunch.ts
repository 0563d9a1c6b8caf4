// How Playwright starts Debian's Chromium (/usr/bin/chromium; no browser
// download), shared by the app's browser tests and the golden images.
import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.TRAXIS_CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    // WebGL2 on SwiftShader (no GPU in CI): the chart needs it.
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist',
  ],
};
