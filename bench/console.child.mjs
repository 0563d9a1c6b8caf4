// Chart half of bench/console.bench.mjs: reads an ENC cell through the WASM
// package and writes what the chart engine would answer per layer
// (src/protocol/chart.ts format) into a folder, moved to Gdańsk Bay so the
// simulated vessels are over it. Run with --experimental-wasm-modules.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readEncCell } from '../src/wasm/pkg/traxis_wasm.js';

const [cellPath, outDir, layerList] = process.argv.slice(2);
const wanted = new Set(layerList.split(','));
const stem = cellPath.replace(/\.000$/, '');
const updates = [];
for (let n = 1; ; n += 1) {
  try {
    updates.push(readFileSync(`${stem}.${String(n).padStart(3, '0')}`));
  } catch {
    break;
  }
}
const joined = new Uint8Array(updates.reduce((a, u) => a + u.length, 0));
let at = 0;
for (const u of updates) {
  joined.set(u, at);
  at += u.length;
}
const cell = readEncCell(cellPath, readFileSync(cellPath), joined, Uint32Array.from(updates, (u) => u.length));
const PALETTE = { LNDARE: '#c9b97a', DEPARE: '#c9edfd', BUAARE: '#b0a080', DEPCNT: '#7090b0', COALNE: '#303030', SLCONS: '#505050' };
// Bounds, to move the cell's centre to 54.45 N 18.65 E.
let minLon = Infinity, maxLon = -Infinity, minLat = Infinity, maxLat = -Infinity;
for (let i = 0; i < cell.layerCount(); i += 1) {
  const c = cell.lonLatDeg(i);
  for (let k = 0; k < c.length; k += 2) {
    minLon = Math.min(minLon, c[k]);
    maxLon = Math.max(maxLon, c[k]);
    minLat = Math.min(minLat, c[k + 1]);
    maxLat = Math.max(maxLat, c[k + 1]);
  }
}
const dLon = 18.65 - (minLon + maxLon) / 2;
const dLat = 54.45 - (minLat + maxLat) / 2;
mkdirSync(outDir, { recursive: true });
const summary = { layers: 0, features: 0, vertices: 0 };
for (let i = 0; i < cell.layerCount(); i += 1) {
  const name = cell.layerName(i);
  if (!wanted.has(name)) continue;
  const kinds = cell.featureKinds(i);
  const fpo = cell.featurePartOffsets(i);
  const pvo = cell.partVertexOffsets(i);
  const ll = cell.lonLatDeg(i);
  const features = [];
  for (let f = 0; f < kinds.length; f += 1) {
    const kind = kinds[f] === 5 ? 'Polygon' : kinds[f] === 3 || kinds[f] === 4 ? 'LineString' : kinds[f] === 1 ? 'Point' : null;
    if (!kind) continue;
    const firstVertex = pvo[fpo[f]];
    const endVertex = pvo[fpo[f + 1]];
    const coordinates = [];
    for (let v = firstVertex; v < endVertex; v += 1) coordinates.push(ll[2 * v] + dLon, ll[2 * v + 1] + dLat);
    const partStarts = [];
    for (let p = fpo[f]; p < fpo[f + 1]; p += 1) partStarts.push(pvo[p] - firstVertex);
    features.push({
      kind,
      coordinates,
      partStarts,
      color: PALETTE[name] ?? '#808080',
      cscl: 22_000,
      lineWidthPx: kind === 'Polygon' ? 0 : 1,
      lineStyle: name === 'DEPCNT' ? 'dashed' : 'solid',
      symbol: kind === 'Point' ? `${name}_0_0` : undefined,
      properties: {},
    });
    summary.vertices += coordinates.length / 2;
  }
  summary.layers += 1;
  summary.features += features.length;
  writeFileSync(join(outDir, `${name}.json`), JSON.stringify({ type: 'FeatureCollection', chart_name: 'BENCH', layer_name: name, theme: 'day', features }));
}
console.log(JSON.stringify(summary));
