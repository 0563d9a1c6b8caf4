// The vessel worker sets its message handler when its module has run; a
// module it imports statically that awaits the WASM core at the top level
// would hold that back, and the messages that arrive meanwhile (the
// 'connect' among them) would be lost: no vessels, ever. The core is
// imported lazily (the layer and radar builders).
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const HERE = dirname(new URL(import.meta.url).pathname);
const WASM_DIR = resolve(HERE, '../../../wasm');

/** Every module the file imports statically (type-only imports and `import()` left out), with their own, as absolute paths. */
function staticImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)';/gms)) {
      const base = resolve(dirname(file), m[1] ?? '');
      const path = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((p) => existsSync(p));
      if (path) walk(path);
    }
  };
  walk(entry);
  return seen;
}

describe('vessel worker start', () => {
  it('imports no WASM module statically', () => {
    const modules = [...staticImports(join(HERE, 'vesselWorker.ts'))];
    expect(modules.length).toBeGreaterThan(3);
    expect(modules.filter((m) => m.startsWith(WASM_DIR))).toEqual([]);
  });
});
