// S-57 reading of US4MD81M with its 3 update files (decode records, apply
// updates, assemble all geometry): native (release `enc-bench`, timed
// inside the process), WASM in Node, and GDAL's S-57 driver (`ogr2ogr -f
// Memory`, same open options as the correctness test) in the same run.
// GDAL's process start-up is subtracted: the same ogr2ogr on an empty
// GeoJSON file. Peak memory: the native process's VmHWM growth.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rowWith } from './lib/results.mjs';

export const name = 'S-57 read + assemble US4MD81M (+3 updates): native, WASM in Node, GDAL';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CELL = join(ROOT, '..', 'shared', 'data', 'enc', 'US4MD81M', 'US4MD81M.000');
const RUNS = 9;
const OPEN_OPTIONS = ['UPDATES=APPLY', 'SPLIT_MULTIPOINT=ON', 'ADD_SOUNDG_DEPTH=ON', 'LNAM_REFS=ON', 'RETURN_LINKAGES=OFF', 'RECODE_BY_DSSI=ON'];

function exec(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 26, ...options });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: exit ${r.status}\n${r.stderr}`);
  return r.stdout;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function timeProcess(cmd, args) {
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = process.hrtime.bigint();
    exec(cmd, args);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return median(times);
}

export async function run() {
  statSync(CELL); // throws a clear ENOENT when the data is missing
  exec('cargo', ['build', '--release', '--locked', '-p', 'enc-cli', '--bin', 'enc-bench'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const bin = join(ROOT, 'target', 'release', 'enc-bench');
  const stream = JSON.parse(exec(bin, [CELL, String(RUNS), 'stream']));
  const cell = JSON.parse(exec(bin, [CELL, String(RUNS), 'cell']));

  const child = join(ROOT, 'bench', 'enc.child.mjs');
  const wasm = JSON.parse(exec(process.execPath, ['--experimental-wasm-modules', '--no-warnings=ExperimentalWarning', child, CELL, String(RUNS)]));

  const tmp = mkdtempSync(join(tmpdir(), 'enc-bench-'));
  try {
    const empty = join(tmp, 'empty.geojson');
    writeFileSync(empty, '{"type":"FeatureCollection","features":[]}');
    const oo = OPEN_OPTIONS.flatMap((o) => ['-oo', o]);
    const startupMs = timeProcess('ogr2ogr', ['-f', 'Memory', 'out', empty]);
    const fullMs = timeProcess('ogr2ogr', ['-f', 'Memory', 'out', CELL, ...oo]);
    const gdalMs = fullMs - startupMs;
    const mib = (kib) => +(kib / 1024).toFixed(1);
    const inputMiB = stream.input_bytes / 2 ** 20;
    const row = (path, ms, extra = {}) => ({ path, medianMs: +ms.toFixed(1), ratioToGdal: +(ms / gdalMs).toFixed(3), ...extra });
    return [
      row('native, features streamed', median(stream.times_ms), {
        peakMiB: mib(stream.peak_growth_kib),
        peakPerInput: +(stream.peak_growth_kib / 1024 / inputMiB).toFixed(2),
      }),
      row('native, whole Cell kept', median(cell.times_ms), {
        peakMiB: mib(cell.peak_growth_kib),
        peakPerInput: +(cell.peak_growth_kib / 1024 / inputMiB).toFixed(2),
      }),
      row('WASM in Node (+ layer buffers)', median(wasm.timesMs), { rssMiB: +wasm.rssMiB.toFixed(1) }),
      row(`GDAL ogr2ogr -f Memory (${fullMs.toFixed(0)} ms - ${startupMs.toFixed(0)} ms start-up)`, gdalMs),
    ];
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The goals: native at most 0.3 of GDAL's time, WASM at most 0.45, peak memory under 3 x the file (streamed and whole Cell). */
export function goals(rows) {
  const streamed = rowWith(rows, 'path', 'native, features streamed');
  const cell = rowWith(rows, 'path', 'native, whole Cell kept');
  const wasm = rowWith(rows, 'path', 'WASM in Node');
  return {
    nativeAtMost0_3OfGdal: streamed && streamed.ratioToGdal <= 0.3,
    wasmAtMost0_45OfGdal: wasm && wasm.ratioToGdal <= 0.45,
    peakUnder3xFile: streamed && cell && streamed.peakPerInput < 3 && cell.peakPerInput < 3,
  };
}
