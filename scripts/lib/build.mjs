// The build steps: the WASM package (cargo + wasm-bindgen) and the web app
// (Vite). Each is skipped when its inputs have not changed since it last ran.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WASM_PKG_DIR, WASM_TARGET, WASM_TARGET_DIR } from './paths.mjs';
import { hashInputs, isFresh, writeStamp } from './stamps.mjs';
import { ensureWasmBindgenCli, lockedWasmBindgenVersion, wasmToolchain } from './toolchain.mjs';
import { note, run } from './steps.mjs';

const WASM_INPUTS = ['crates', 'Cargo.toml', 'Cargo.lock', 'rustfmt.toml'];
const WASM_OUTPUTS = ['src/wasm/pkg/traxis_wasm.js', 'src/wasm/pkg/traxis_wasm_bg.wasm'];
// Code generation for the wasm32 build only: WebAssembly SIMD (Chromium and
// Node 20 run it; bulk memory and non-trapping float-to-int are rustc's
// defaults already). Part of the build stamp. Measured in BENCHMARKS.md.
const WASM_RUSTFLAGS = '-C target-feature=+simd128';

/** Builds crates/traxis-wasm into src/wasm/pkg (wasm-bindgen, bundler target). */
export async function buildWasm() {
  const hash = hashInputs(WASM_INPUTS, [lockedWasmBindgenVersion(), WASM_RUSTFLAGS]);
  if (isFresh('wasm', hash, WASM_OUTPUTS)) {
    note('WASM package up to date');
    return;
  }
  const { cargo, env } = await wasmToolchain();
  const bindgen = await ensureWasmBindgenCli();
  await run(cargo, ['build', '--release', '--locked', '--target', WASM_TARGET, '-p', 'traxis-wasm'], {
    cwd: ROOT,
    env: { ...env, CARGO_TARGET_DIR: WASM_TARGET_DIR, CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS: WASM_RUSTFLAGS },
  });
  rmSync(WASM_PKG_DIR, { recursive: true, force: true });
  await run(bindgen, [
    '--target',
    'bundler',
    '--out-dir',
    WASM_PKG_DIR,
    join(WASM_TARGET_DIR, WASM_TARGET, 'release', 'traxis_wasm.wasm'),
  ]);
  writeStamp('wasm', hash);
}

const WEB_INPUTS = [
  'src/app',
  'src/protocol',
  'src/wasm',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

/** Builds the web app into dist/web with Vite. */
export async function buildWeb() {
  // src/wasm/pkg is skipped by the tree walk; its wasm file stands for it.
  const hash = hashInputs([...WEB_INPUTS, WASM_OUTPUTS[1]]);
  if (isFresh('web', hash, ['dist/web/index.html'])) {
    note('web app up to date');
    return;
  }
  await run(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: ROOT });
  writeStamp('web', hash);
}
