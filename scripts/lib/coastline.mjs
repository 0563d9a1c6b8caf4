// The coastline store of the world contour map: OpenStreetMap
// land polygons from the PyPI package roaring-landmask, simplified per level
// of detail and cut into Mercator tiles by scripts/coastline/build_store.py
// (shapely/GEOS) in a Python virtual environment. Built once per machine
// into ~/.cache/traxis/coastline/<hash of the script and its pins>/ and
// linked as .cache/coastline, the server's default TRAXIS_COASTLINE_DIR.
// Skipped when that store exists.
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, TOOL_CACHE } from './paths.mjs';
import { hashInputs } from './stamps.mjs';
import { note, probe, run, StepError } from './steps.mjs';

const SCRIPT_DIR = join(ROOT, 'scripts', 'coastline');
const REQUIREMENTS = join(SCRIPT_DIR, 'requirements.txt');
const COASTLINE_CACHE = join(TOOL_CACHE, 'coastline');
/** The link the server reads by default. */
export const COASTLINE_LINK = join(ROOT, '.cache', 'coastline');

/** A Python 3.11+ on PATH (python3, or python). */
async function findPython() {
  for (const name of ['python3', 'python']) {
    const version = await probe(name, ['-c', 'import sys, venv; print("%d.%d" % sys.version_info[:2])']);
    if (version && Number(version.split('.')[1]) >= 11 && version.startsWith('3.')) return name;
  }
  throw new StepError('the coastline store needs Python 3.11 or newer with venv and pip on PATH (python3), once per machine');
}

/** The virtual environment with the pinned packages, made once per set of pins. */
async function ensureVenv() {
  const pins = hashInputs(['scripts/coastline/requirements.txt']).slice(0, 12);
  const venv = join(COASTLINE_CACHE, `venv-${pins}`);
  const python = join(venv, 'bin', 'python');
  if (existsSync(join(venv, '.complete'))) return python;
  const python3 = await findPython();
  note(`installing the Python packages of the coastline build into ${venv}`);
  rmSync(venv, { recursive: true, force: true });
  mkdirSync(COASTLINE_CACHE, { recursive: true });
  await run(python3, ['-m', 'venv', venv]);
  await run(python, ['-m', 'pip', 'install', '--disable-pip-version-check', '--no-input', '-q', '-r', REQUIREMENTS]);
  await run(python, ['-c', 'open(__import__("sys").argv[1], "w").close()', join(venv, '.complete')]);
  return python;
}

function linkStore(storeDir) {
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  const current = lstatSync(COASTLINE_LINK, { throwIfNoEntry: false });
  if (current?.isSymbolicLink() && readlinkSync(COASTLINE_LINK) === storeDir) return;
  if (current) rmSync(COASTLINE_LINK, { recursive: true, force: true });
  symlinkSync(storeDir, COASTLINE_LINK, 'dir');
}

/** Builds the store unless this machine has it; links it as .cache/coastline. */
export async function buildCoastline() {
  const hash = hashInputs(['scripts/coastline']).slice(0, 16);
  const storeDir = join(COASTLINE_CACHE, hash);
  if (existsSync(join(storeDir, 'manifest.json'))) {
    linkStore(storeDir);
    note(`coastline store up to date (${storeDir})`);
    return;
  }
  const python = await ensureVenv();
  note('building the coastline store once for this machine (a few minutes; progress below)');
  const building = `${storeDir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  await run(python, ['-u', join(SCRIPT_DIR, 'build_store.py'), building]);
  if (existsSync(join(storeDir, 'manifest.json'))) {
    // Another checkout on this machine finished the same store first.
    rmSync(building, { recursive: true, force: true });
  } else {
    rmSync(storeDir, { recursive: true, force: true });
    renameSync(building, storeDir);
  }
  const manifest = JSON.parse(readFileSync(join(storeDir, 'manifest.json'), 'utf8'));
  note(`coastline store built in ${manifest.seconds} s: ${storeDir}`);
  linkStore(storeDir);
}
