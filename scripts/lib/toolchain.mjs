// Finds or installs what the build needs: npm packages, a Rust compiler with
// the wasm32 standard library, and the wasm-bindgen CLI at the crate's exact
// version. See DEVELOPERS.md ("Facts about this machine") for the recipe.
import { existsSync, mkdtempSync, readdirSync, readFileSync, copyFileSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, TOOL_CACHE, WASM_TARGET } from './paths.mjs';
import { hashInputs, isFresh, writeStamp } from './stamps.mjs';
import { note, probe, run, StepError } from './steps.mjs';

const isRoot = process.getuid?.() === 0;

/** Runs apt-get as root (directly, or through password-less sudo). */
async function aptInstall(packages) {
  const prefix = isRoot ? [] : ['sudo', '-n'];
  if (!isRoot && (await probe('sudo', ['-n', 'true'])) === null) {
    throw new StepError(`missing system packages; run as root: apt-get install -y ${packages.join(' ')}`);
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const [cmd, ...args] = [...prefix, 'apt-get'];
  await run(cmd, [...args, 'update', '-qq'], { env });
  await run(cmd, [...args, 'install', '-y', '-qq', ...packages], { env });
}

/** Installs the npm packages when node_modules is missing or package-lock.json changed. */
export async function ensureNodeModules() {
  const hash = hashInputs(['package.json', 'package-lock.json'], [process.version]);
  if (isFresh('node-modules', hash, ['node_modules/.package-lock.json'])) {
    note('npm packages up to date');
    return;
  }
  const env = {};
  // Native modules (better-sqlite3) build from source here: point node-gyp at
  // the headers installed with Node instead of downloading them.
  if (!process.env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  const lock = existsSync(join(ROOT, 'package-lock.json'));
  await run('npm', [lock ? 'ci' : 'install', '--no-audit', '--no-fund'], { cwd: ROOT, env });
  writeStamp('node-modules', hash);
}

/** The version of the wasm-bindgen crate locked in Cargo.lock. */
export function lockedWasmBindgenVersion() {
  const lock = readFileSync(join(ROOT, 'Cargo.lock'), 'utf8');
  const match = /\[\[package\]\]\nname = "wasm-bindgen"\nversion = "([^"]+)"/.exec(lock);
  if (!match) throw new StepError('Cargo.lock has no wasm-bindgen package');
  return match[1];
}

/**
 * A cargo that can build for wasm32: rustup's when it has the wasm32 target,
 * otherwise Debian's rustc-web with a wasm32 std built once from its sources.
 * Returns { cargo, env, rustcVersion }.
 */
export async function wasmToolchain() {
  const installed = await probe('rustup', ['target', 'list', '--installed']);
  if (installed?.split('\n').includes(WASM_TARGET)) {
    note('using rustup with its wasm32 target');
    return { cargo: 'cargo', env: {}, rustcVersion: (await probe('rustc', ['--version'])) ?? 'rustc' };
  }
  note('rustup has no wasm32 target: using Debian rustc-web with a wasm32 std built from source');
  if (!existsSync('/usr/bin/rustc') || !existsSync('/usr/bin/cargo') || !debianRustSource()) {
    await aptInstall(['rustc-web', 'cargo-web', 'rust-web-src']);
  }
  const env = { RUSTC: '/usr/bin/rustc' };
  const rustcVersion = await probe('/usr/bin/rustc', ['--version']);
  if (!rustcVersion) throw new StepError('/usr/bin/rustc does not run');
  const linker = await wasmLinker();
  if (linker) env.CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER = linker;
  await ensureWasmStd(env);
  return { cargo: '/usr/bin/cargo', env, rustcVersion };
}

/** /usr/src/rustc-<version>/library of Debian's rust-web-src, if installed. */
function debianRustSource() {
  if (!existsSync('/usr/src')) return null;
  const dir = readdirSync('/usr/src')
    .filter((name) => /^rustc-\d/.test(name))
    .sort()
    .at(-1);
  return dir && existsSync(join('/usr/src', dir, 'library', 'vendor')) ? join('/usr/src', dir, 'library') : null;
}

/** The highest versioned wasm-ld of Debian's lld packages (/usr/lib/llvm-N/bin/wasm-ld), or null. */
function debianWasmLd() {
  if (!existsSync('/usr/lib')) return null;
  const version = readdirSync('/usr/lib')
    .map((name) => /^llvm-(\d+)$/.exec(name)?.[1])
    .filter((v) => v !== undefined && existsSync(`/usr/lib/llvm-${v}/bin/wasm-ld`))
    .map(Number)
    .sort((a, b) => a - b)
    .at(-1);
  return version === undefined ? null : `/usr/lib/llvm-${version}/bin/wasm-ld`;
}

/**
 * The linker for wasm32: null when Debian's /usr/bin/rust-lld works (rustc's
 * default), else the wasm-ld of an installed lld (newer rustc-web packages
 * no longer ship the rust-lld link), installing lld-22 when there is none.
 */
async function wasmLinker() {
  if ((await probe('/usr/bin/rust-lld', ['-flavor', 'wasm', '--version'])) !== null) return null;
  if (!debianWasmLd()) await aptInstall(['lld-22']);
  const linker = debianWasmLd();
  if (!linker) throw new StepError('no wasm-ld found after installing lld-22 (/usr/lib/llvm-*/bin/wasm-ld)');
  note(`linking wasm32 with ${linker}`);
  return linker;
}

const WASM_STD_DIR = `/usr/lib/rustlib/${WASM_TARGET}/lib`;

/** Builds Debian rustc's std for wasm32 once and installs it into its sysroot. */
async function ensureWasmStd(env) {
  if (existsSync(WASM_STD_DIR) && readdirSync(WASM_STD_DIR).some((f) => /^libstd-.*\.rlib$/.test(f))) {
    note(`wasm32 std present in ${WASM_STD_DIR}`);
    return;
  }
  const library = debianRustSource();
  if (!library) throw new StepError('rust-web-src is not installed (no /usr/src/rustc-*/library/vendor)');
  if (!isRoot) throw new StepError(`the wasm32 std must be installed into ${WASM_STD_DIR}: run once as root`);
  note(`building std for wasm32 from ${library} (once per machine, about a minute)`);
  const crate = mkdtempSync(join(tmpdir(), 'traxis-wasm-std-'));
  mkdirSync(join(crate, 'src'));
  mkdirSync(join(crate, '.cargo'));
  writeFileSync(join(crate, 'Cargo.toml'), '[package]\nname = "wasm-std-build"\nversion = "0.0.0"\nedition = "2021"\n');
  writeFileSync(join(crate, 'src', 'lib.rs'), '');
  writeFileSync(
    join(crate, '.cargo', 'config.toml'),
    `[source.crates-io]\nreplace-with = "vendored-std"\n[source.vendored-std]\ndirectory = "${join(library, 'vendor')}"\n`,
  );
  await run(
    '/usr/bin/cargo',
    ['build', '--release', '-Zbuild-std=std,panic_abort', '--target', WASM_TARGET],
    { cwd: crate, env: { ...env, RUSTC_BOOTSTRAP: '1', CARGO_TARGET_DIR: join(crate, 'target') } },
  );
  const deps = join(crate, 'target', WASM_TARGET, 'release', 'deps');
  mkdirSync(WASM_STD_DIR, { recursive: true });
  const rlibs = readdirSync(deps).filter((f) => f.endsWith('.rlib') && !f.startsWith('libwasm_std_build'));
  for (const rlib of rlibs) copyFileSync(join(deps, rlib), join(WASM_STD_DIR, rlib));
  note(`installed ${rlibs.length} rlibs into ${WASM_STD_DIR}`);
  rmSync(crate, { recursive: true, force: true });
}

/** Path of a wasm-bindgen CLI whose version equals the crate's; installs it with cargo if none. */
export async function ensureWasmBindgenCli() {
  const version = lockedWasmBindgenVersion();
  const wanted = `wasm-bindgen ${version}`;
  if ((await probe('wasm-bindgen', ['--version'])) === wanted) return 'wasm-bindgen';
  const root = join(TOOL_CACHE, `wasm-bindgen-${version}`);
  const cached = join(root, 'bin', 'wasm-bindgen');
  if ((await probe(cached, ['--version'])) === wanted) return cached;
  note(`installing the wasm-bindgen CLI ${version} into ${root} (once per machine, a few minutes)`);
  await run('cargo', ['install', 'wasm-bindgen-cli', '--version', `=${version}`, '--locked', '--root', root]);
  return cached;
}
