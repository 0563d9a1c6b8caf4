// `npm test`: builds what the tests need, then runs every check and test.
// Each step is named; the first failure stops the run and says which step.
import { join } from 'node:path';
import { buildWasm, buildWeb } from './lib/build.mjs';
import { buildCoastline } from './lib/coastline.mjs';
import { buildGoldenHarness, runGoldenTests } from './lib/golden.mjs';
import { ROOT } from './lib/paths.mjs';
import { missingServices } from './lib/services.mjs';
import { note, run, step, stepsPassed } from './lib/steps.mjs';
import { ensureNodeModules } from './lib/toolchain.mjs';

const bin = (pkg, file) => [process.execPath, join(ROOT, 'node_modules', pkg, file)];
const node = (pkg, file, args) => {
  const [cmd, script] = bin(pkg, file);
  return run(cmd, [script, ...args], { cwd: ROOT });
};

await step('Installing npm packages', ensureNodeModules);
await step('Building the WASM package (crates/traxis-wasm)', buildWasm);
await step('Building the web app (Vite)', buildWeb);
await step('Building the coastline store (once per machine)', buildCoastline);
await step('Building the golden-image harness (Vite)', buildGoldenHarness);
await step('Rust format check (cargo fmt --check)', () => run('cargo', ['fmt', '--all', '--check'], { cwd: ROOT }));
await step('Rust lints (cargo clippy -D warnings)', () =>
  run('cargo', ['clippy', '--workspace', '--all-targets', '--locked', '--', '-D', 'warnings'], { cwd: ROOT }),
);
await step('Rust tests (cargo test, native)', () => run('cargo', ['test', '--workspace', '--locked'], { cwd: ROOT }));
await step('TypeScript type-check (tsc, strict)', () => node('typescript', 'bin/tsc', ['--noEmit', '-p', 'tsconfig.json']));
await step('Lint (ESLint)', () => node('eslint', 'bin/eslint.js', ['--max-warnings', '0', '.']));
await step('Unit tests (Vitest)', () => node('vitest', 'vitest.mjs', ['run']));
// PostgreSQL, NATS and nginx are started by the tests themselves, each in a temporary folder.
const missing = missingServices();
const servicesNeeded = async () => {
  if (missing.length === 0) return true;
  const why = `not installed: ${missing.join(', ')} (apt-get install ${missing.join(' ')}; .ci/run does it)`;
  if (process.env.CI) throw new Error(why);
  note(`skipped, ${why}`);
  return false;
};
await step('Server tests on PostgreSQL (Vitest: routes, security, store, bus, history)', async () => {
  if (await servicesNeeded()) await node('vitest', 'vitest.mjs', ['run', '-c', 'vitest.postgres.config.ts']);
});
// Every chart layer kind in day, dusk and night against its committed image (e2e/golden/).
await step('Golden render images (Playwright)', () => runGoldenTests());
await step('Browser tests (Playwright, Debian Chromium)', async () => {
  // The two-node test (e2e/cluster.spec.ts) needs the services too.
  const [cmd, script] = bin('@playwright/test', 'cli.js');
  await run(cmd, [script, 'test'], { cwd: ROOT, env: (await servicesNeeded()) ? {} : { TRAXIS_SKIP_CLUSTER: '1' } });
});
console.log('\nAll checks and tests passed.');
console.log(`steps: ${stepsPassed()} passed, 0 failed`);
