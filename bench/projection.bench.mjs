// Baseline harness check: batch Mercator projection through the WASM core in
// Node against the same formula in plain JavaScript.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const name = 'Mercator projection, WASM in Node vs. JavaScript (1e6 points)';

export async function run() {
  // Node needs --experimental-wasm-modules to import the package: run the
  // measurement in a child process with the flag.
  const script = join(dirname(fileURLToPath(import.meta.url)), 'projection.child.mjs');
  const child = spawnSync(process.execPath, ['--experimental-wasm-modules', '--no-warnings=ExperimentalWarning', script], {
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(child.stderr || `exit ${child.status}`);
  return JSON.parse(child.stdout);
}
