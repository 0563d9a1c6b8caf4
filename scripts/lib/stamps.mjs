// Content-hash stamps: a build step is skipped when the hash of its inputs
// equals the one stored after its last successful run and its outputs exist.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './paths.mjs';

const STAMP_DIR = join(ROOT, '.cache', 'stamps');
const SKIP_DIRS = new Set(['node_modules', 'target', '.git', 'pkg', 'dist']);

function* walk(path) {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return;
  if (info.isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (!SKIP_DIRS.has(entry)) yield* walk(join(path, entry));
  }
}

/** Hash of the contents and relative names of every file under `paths`, plus `extra` strings. */
export function hashInputs(paths, extra = []) {
  const hash = createHash('sha256');
  for (const text of extra) hash.update(`${text}\0`);
  for (const root of paths) {
    for (const file of walk(join(ROOT, root))) {
      hash.update(`${relative(ROOT, file)}\0`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** True when the stamp `name` holds `hash` and every output exists. */
export function isFresh(name, hash, outputs) {
  const file = join(STAMP_DIR, `${name}.sha256`);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== hash) return false;
  return outputs.every((output) => existsSync(join(ROOT, output)));
}

export function writeStamp(name, hash) {
  mkdirSync(STAMP_DIR, { recursive: true });
  writeFileSync(join(STAMP_DIR, `${name}.sha256`), hash);
}
