// The golden render images (e2e/golden/README.md):
//   npm run golden          builds what they need, compares every scene with its image
//   npm run golden:update   the same, writing the images that changed into e2e/golden/expected/
//   node scripts/golden.mjs serve   the harness and its fixtures (Playwright's web server)
// Extra arguments go to Playwright (e.g. -g vessels).
import { spawn } from 'node:child_process';
import { buildWasm } from './lib/build.mjs';
import { buildCoastline } from './lib/coastline.mjs';
import { buildGoldenHarness, GOLDEN_SERVER_ARGS, runGoldenTests } from './lib/golden.mjs';
import { ROOT } from './lib/paths.mjs';
import { step } from './lib/steps.mjs';

const [command, ...rest] = process.argv.slice(2);

if (command === 'serve') {
  await buildGoldenHarness();
  const server = spawn(process.execPath, GOLDEN_SERVER_ARGS, { cwd: ROOT, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 1));
} else {
  const update = command === '--update';
  const args = update ? rest : process.argv.slice(2);
  await step('Building the WASM package (crates/traxis-wasm)', buildWasm);
  await step('Building the coastline store (once per machine)', buildCoastline);
  await step('Building the golden-image harness (Vite)', buildGoldenHarness);
  await step(update ? 'Golden render images: writing the changed ones' : 'Golden render images (Playwright)', () => runGoldenTests({ update, args }));
}
