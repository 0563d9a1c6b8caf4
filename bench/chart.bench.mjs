// Chart engine: GET /chart-engine/map for every layer of US4MD81M (+3
// update files) on a real server over loopback, one request at a time:
// cold (the first request reads the cell; the others convert their layer
// from the cached cell) and cached (the serialised answer is kept), plus
// the world contour map cold and cached.
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/paths.mjs';
import { startBenchServer } from './lib/benchServer.mjs';

/** Base URL of the server under test (set by run()). */
let base = '';

export const name = 'Chart engine: /chart-engine/map, every layer of US4MD81M (+3 updates), cold and cached';

const CELL_DIR = join(ROOT, '..', 'shared', 'data', 'enc', 'US4MD81M');
const CACHED_RUNS = 5;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (ms) => +ms.toFixed(1);

/** The cell's layer names, from the WASM reader in a child process (it needs --experimental-wasm-modules). */
function layerNames() {
  const script = `import { readFileSync } from 'node:fs';
import { readEncCell } from ${JSON.stringify(join(ROOT, 'src', 'wasm', 'pkg', 'traxis_wasm.js'))};
const raw = readEncCell('US4MD81M.000', readFileSync(process.argv[1]), new Uint8Array(0), new Uint32Array(0));
const names = [];
for (let i = 0; i < raw.layerCount(); i++) names.push(raw.layerName(i));
console.log(JSON.stringify(names));`;
  const result = spawnSync(process.execPath, ['--experimental-wasm-modules', '--no-warnings=ExperimentalWarning', '--input-type=module', '-e', script, join(CELL_DIR, 'US4MD81M.000')], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`listing layers failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

async function timed(path, token) {
  const t0 = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.arrayBuffer();
  const ms = performance.now() - t0;
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return { ms, bytes: body.byteLength, cache: response.headers.get('x-chart-cache') };
}

export async function run() {
  const layers = layerNames();
  const server = await startBenchServer();
  base = server.base;
  const { dataDir, token } = server;
  try {
    // Put beside the uploads by hand: an upload through the API would have the engine prepare the layers (cold no more).
    for (const n of ['000', '001', '002', '003']) copyFileSync(join(CELL_DIR, `US4MD81M.${n}`), join(dataDir, 'maps', `US4MD81M.${n}`));

    const path = (layer) => `/chart-engine/map?chart_name=US4MD81M&layer_name=${layer}`;
    const cold = [];
    for (const layer of layers) cold.push({ layer, ...(await timed(path(layer), token)) });
    const cached = [];
    for (let r = 0; r < CACHED_RUNS; r += 1) {
      const t0 = performance.now();
      for (const layer of layers) await timed(path(layer), token);
      cached.push(performance.now() - t0);
    }
    const perLayerCached = [];
    for (const layer of layers) perLayerCached.push((await timed(path(layer), token)).ms);
    const worldCold = await timed('/chart-engine/world_contour_map', token);
    const worldCached = median(await Promise.all([0, 1, 2].map(async () => (await timed('/chart-engine/world_contour_map', token)).ms)));

    const [first, ...rest] = cold;
    const largest = cold.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const totalBytes = cold.reduce((n, c) => n + c.bytes, 0);
    return [
      { measure: `first request (reads the cell: ${first.layer})`, ms: round(first.ms), detail: first.cache },
      { measure: `other ${rest.length} layers, cold (from the cached cell), sum`, ms: round(rest.reduce((n, c) => n + c.ms, 0)), detail: `median ${round(median(rest.map((c) => c.ms)))} ms` },
      { measure: `largest layer cold (${largest.layer}, ${(largest.bytes / 2 ** 20).toFixed(1)} MiB JSON)`, ms: round(largest.ms), detail: largest.cache },
      { measure: `all ${layers.length} layers cold, sum`, ms: round(cold.reduce((n, c) => n + c.ms, 0)), detail: `${(totalBytes / 2 ** 20).toFixed(1)} MiB JSON` },
      { measure: `all ${layers.length} layers cached (median of ${CACHED_RUNS})`, ms: round(median(cached)), detail: `median per layer ${round(median(perLayerCached))} ms` },
      { measure: 'world contour map cold / cached', ms: round(worldCold.ms), detail: `${round(worldCached)} ms cached, ${(worldCold.bytes / 2 ** 20).toFixed(1)} MiB` },
    ];
  } finally {
    server.stop();
  }
}
