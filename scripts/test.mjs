// `npm test`: builds what the tests need, then runs every check and test.
// Each step is named; the first failure stops the run and says which step.
import { join } from 'node:path';
import { buildWasm, buildWeb } from './lib/build.mjs';
import { buildCoastline } from './lib/coastline.mjs';
import { ROOT } from './lib/paths.mjs';
import { run, step, stepsPassed } from './lib/steps.mjs';
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
await step('Rust format check (cargo fmt --check)', () => run('cargo', ['fmt', '--all', '--check'], { cwd: ROOT }));
await step('Rust lints (cargo clippy -D warnings)', () =>
  run('cargo', ['clippy', '--workspace', '--all-targets', '--locked', '--', '-D', 'warnings'], { cwd: ROOT }),
);
await step('Rust tests (cargo test, native)', () => run('cargo', ['test', '--workspace', '--locked'], { cwd: ROOT }));
await step('TypeScript type-check (tsc, strict)', () => node('typescript', 'bin/tsc', ['--noEmit', '-p', 'tsconfig.json']));
await step('Lint (ESLint)', () => node('eslint', 'bin/eslint.js', ['--max-warnings', '0', '.']));
await step('Unit tests (Vitest)', () => node('vitest', 'vitest.mjs', ['run']));
await step('Browser tests (Playwright, Debian Chromium)', () => node('@playwright/test', 'cli.js', ['test']));
console.log('\nAll checks and tests passed.');
console.log(`steps: ${stepsPassed()} passed, 0 failed`);
