import { mercatorProject } from '../src/wasm/pkg/traxis_wasm.js';

const N = 1_000_000;
const R = 6378137;
const RAD = Math.PI / 180;
const lats = Float64Array.from({ length: N }, (_, i) => -80 + (160 * i) / N);
const lons = Float64Array.from({ length: N }, (_, i) => -179 + (358 * ((i * 7919) % N)) / N);

function timeMedian(fn, runs = 11) {
  const times = [];
  for (let r = 0; r < runs; r += 1) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

let sink = 0;
const wasmMs = timeMedian(() => {
  for (let i = 0; i < N; i += 1) sink += mercatorProject(lats[i], lons[i])[0];
});
const jsMs = timeMedian(() => {
  for (let i = 0; i < N; i += 1) sink += R * lons[i] * RAD + R * Math.log(Math.tan(Math.PI / 4 + (lats[i] * RAD) / 2));
});
if (sink === 0) console.error('unexpected zero sum');
console.log(
  JSON.stringify([
    { path: 'WASM, one call per point', medianMs: +wasmMs.toFixed(1), ratioToJs: +(wasmMs / jsMs).toFixed(2) },
    { path: 'JavaScript (baseline)', medianMs: +jsMs.toFixed(1), ratioToJs: 1 },
  ]),
);
