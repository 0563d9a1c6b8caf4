// Fill tessellation: our WASM path against npm earcut 3.2.4 (and, for the
// record of the engine choice, the earcut crate alone in WASM), on every
// earcut fixture and on all polygons of the ENC cells US4MD81M and US5MD1MC.
// The cells' polygons are extracted once with GDAL's ogr2ogr into .cache/.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const name = 'Fill tessellation, WASM (monotone sweep; lyon or earcut where it gives up) vs. npm earcut 3.2.4';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = join(ROOT, '..', 'shared', 'data');
export const CELLS = ['US4MD81M', 'US5MD1MC'];

/** Polygons of one ENC cell as [[ [lon, lat], ... ], ...rings] per polygon, cached in .cache/. */
function cellPolygons(cell) {
  const cacheDir = join(ROOT, '.cache', 'enc-polygons');
  const cached = join(cacheDir, `${cell}.json`);
  if (existsSync(cached)) return cached;
  const source = join(SHARED, 'enc', cell, `${cell}.000`);
  if (!existsSync(source)) throw new Error(`ENC cell missing: ${source} (shared test data next to the repository)`);
  const run = (cmd, args) => {
    try {
      return execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
    } catch (error) {
      throw new Error(`${cmd} failed (install Debian's gdal-bin): ${error.message}`, { cause: error });
    }
  };
  const layers = run('ogrinfo', ['-ro', '-q', source])
    .split('\n')
    .map((line) => /^\d+: (\w+)/.exec(line)?.[1])
    .filter((layer) => layer && layer !== 'DSID');
  const polygons = [];
  for (const layer of layers) {
    const collection = JSON.parse(run('ogr2ogr', ['-f', 'GeoJSON', '/vsistdout/', source, layer, '-skipfailures']));
    for (const feature of collection.features ?? []) {
      const g = feature.geometry;
      if (g?.type === 'Polygon') polygons.push(g.coordinates);
      else if (g?.type === 'MultiPolygon') polygons.push(...g.coordinates);
    }
  }
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, JSON.stringify(polygons));
  return cached;
}

export async function run() {
  const cells = CELLS.map((cell) => ({ cell, file: cellPolygons(cell) }));
  // Node needs --experimental-wasm-modules to import the package (and tsx
  // for the TypeScript wrappers): measure in a child process with both.
  const script = join(dirname(fileURLToPath(import.meta.url)), 'tessellation.child.mjs');
  const child = spawnSync(
    process.execPath,
    ['--experimental-wasm-modules', '--no-warnings=ExperimentalWarning', '--import', 'tsx', script, JSON.stringify({ shared: SHARED, cells })],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  if (child.status !== 0) throw new Error(child.stderr || `exit ${child.status}`);
  process.stderr.write(child.stderr);
  return JSON.parse(child.stdout);
}

/**
 * The goals: each whole cell at most 0.40 of npm earcut's time, no fixture
 * slower than earcut, water-huge3 at most 0.25. (The input copy's share is
 * printed, not judged: the app writes its input in place, with no copy.)
 */
export function goals(rows) {
  const cells = rows.filter((row) => String(row.case).includes('whole layer'));
  const fixtures = rows.filter((row) => !String(row.case).includes('whole layer'));
  const huge3 = rows.find((row) => row.case === 'water-huge3');
  return {
    cellsAtMost0_40: cells.length > 0 ? cells.every((row) => row.ratio <= 0.4) : undefined,
    noFixtureSlowerThanEarcut: fixtures.length > 0 ? fixtures.every((row) => row.ratio <= 1) : undefined,
    waterHuge3AtMost0_25: huge3 && huge3.ratio <= 0.25,
  };
}
