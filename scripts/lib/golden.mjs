// The golden render images (e2e/golden/): the harness page built with Vite
// into dist/golden-harness (skipped when its inputs have not changed), the
// golden server that serves it with the scenes' chart data, and the
// Playwright run that compares every scene with its committed image.
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { SERVER_NODE_ARGS } from './server.mjs';
import { hashInputs, isFresh, writeStamp } from './stamps.mjs';
import { note, run } from './steps.mjs';

const HARNESS_INPUTS = ['src/app', 'src/protocol', 'src/wasm', 'e2e/golden/harness', 'e2e/golden/sceneList.ts', 'tsconfig.json', 'package-lock.json'];
const HARNESS_CONFIG = 'e2e/golden/harness/vite.config.ts';
/** The WASM package's module (src/wasm/pkg is skipped by the tree walk). */
const WASM_FILE = 'src/wasm/pkg/traxis_wasm_bg.wasm';

/** Builds the harness page unless it is up to date. */
export async function buildGoldenHarness() {
  const hash = hashInputs([...HARNESS_INPUTS, WASM_FILE]);
  if (isFresh('golden-harness', hash, ['dist/golden-harness/index.html'])) {
    note('golden harness up to date');
    return;
  }
  await run(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '-c', HARNESS_CONFIG], { cwd: ROOT });
  writeStamp('golden-harness', hash);
}

/** The golden server's Node arguments (the app server's flags: native WASM, tsx). */
export const GOLDEN_SERVER_ARGS = [...SERVER_NODE_ARGS.slice(0, -1), join(ROOT, 'e2e', 'golden', 'server', 'goldenServer.ts')];

/** Runs the golden images' Playwright tests; `update`: write the images that changed instead of failing. */
export function runGoldenTests({ update = false, args = [] } = {}) {
  const cli = join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
  return run(process.execPath, [cli, 'test', '-c', 'e2e/golden/playwright.config.ts', ...args], { cwd: ROOT, env: update ? { GOLDEN_UPDATE: '1' } : {} });
}
