// WASM-in-Node half of bench/enc.bench.mjs: reads US4MD81M with its update
// files through the WASM package (records decoded, updates applied, all
// geometry assembled and flattened into per-layer typed buffers) and prints
// the times as JSON. Run with --experimental-wasm-modules.
import { readFileSync } from 'node:fs';
import { readEncCell } from '../src/wasm/pkg/traxis_wasm.js';

const [cellPath, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 9);
const stem = cellPath.replace(/\.000$/, '');
const updates = [];
for (let n = 1; ; n += 1) {
  try {
    updates.push(readFileSync(`${stem}.${String(n).padStart(3, '0')}`));
  } catch {
    break;
  }
}
const base = readFileSync(cellPath);
const lengths = Uint32Array.from(updates, (u) => u.length);
const joined = new Uint8Array(lengths.reduce((a, b) => a + b, 0));
let at = 0;
for (const u of updates) {
  joined.set(u, at);
  at += u.length;
}
const timesMs = [];
let layers = 0;
for (let r = 0; r < runs; r += 1) {
  const t0 = performance.now();
  const cell = readEncCell('US4MD81M.000', base, joined, lengths);
  timesMs.push(performance.now() - t0);
  layers = cell.layerCount();
  cell.free();
}
console.log(JSON.stringify({ timesMs, layers, rssMiB: process.memoryUsage().rss / 2 ** 20 }));
