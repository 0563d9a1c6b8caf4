// Measurement side of tessellation.bench.mjs (run with
// --experimental-wasm-modules and tsx, so it calls the app's own TypeScript
// wrappers in src/wasm/fill.ts). Same inputs for every path, interleaved
// runs, median of RUNS.
import earcut from 'earcut';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFillLayer, FillLayerInput, inputSizes, PolygonTessellator } from '../src/wasm/fill.ts';

const RUNS = 15;
const MIN_SAMPLE_MS = 3;
const { shared, cells } = JSON.parse(process.argv[2]);
const R = 6378137;
const RAD = Math.PI / 180;

/** earcut's flatten: coordinates and hole starts. */
function flatten(rings, project) {
  const coords = [];
  const holes = [];
  for (const ring of rings) {
    if (coords.length > 0) holes.push(coords.length / 2);
    for (const p of ring) {
      const [x, y] = project ? project(p) : p;
      coords.push(x, y);
    }
  }
  return { coords: Float64Array.from(coords), holes: Uint32Array.from(holes) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Times each path `reps` times per sample, interleaved with rotating order. */
function measure(paths, reps) {
  const samples = paths.map(() => []);
  for (let r = 0; r < RUNS; r += 1) {
    for (let k = 0; k < paths.length; k += 1) {
      const i = (k + r) % paths.length;
      const t0 = performance.now();
      for (let n = 0; n < reps; n += 1) paths[i]();
      samples[i].push((performance.now() - t0) / reps);
    }
  }
  return samples.map(median);
}

/** Repetitions so one sample of the slowest path lasts about MIN_SAMPLE_MS. */
function calibrate(paths) {
  let slowest = 0;
  for (const path of paths) {
    const t0 = performance.now();
    path();
    slowest = Math.max(slowest, performance.now() - t0);
  }
  return Math.max(1, Math.ceil(MIN_SAMPLE_MS / Math.max(slowest, 1e-3)));
}

// Single polygons: `ours` leaves the indices in WASM memory (PolygonTessellator.run:
// their count, readable in place until the next call, e.g. by gl.bufferData);
// `oursCopy` also copies them out into a new Uint32Array, as a caller keeping
// them would (earcut returns a new array).
const ours = new PolygonTessellator(); // the default path ("auto")
const lyon = new PolygonTessellator('lyon');
const crate = new PolygonTessellator('earcut');
let sink = 0;
const rows = [];
const fmt = (ms) => +ms.toFixed(4);

// Earcut fixtures.
const fixtureDir = join(shared, 'earcut-fixtures', 'fixtures');
for (const file of readdirSync(fixtureDir).filter((f) => f.endsWith('.json')).sort()) {
  const { coords, holes } = flatten(JSON.parse(readFileSync(join(fixtureDir, file), 'utf8')));
  const paths = [
    () => (sink += ours.run(coords, holes)),
    () => (sink += lyon.run(coords, holes)),
    () => (sink += crate.run(coords, holes)),
    () => (sink += earcut(coords, holes).length),
    () => (sink += ours.tessellate(coords, holes).slice().length),
  ];
  for (const p of paths) p(); // warm up
  const [oursMs, lyonMs, crateMs, js, copyMs] = measure(paths, calibrate(paths));
  rows.push({
    case: file.replace('.json', ''),
    vertices: coords.length / 2,
    oursMs: fmt(oursMs),
    oursCopyRatio: +(copyMs / js).toFixed(3),
    lyonMs: fmt(lyonMs),
    earcutCrateMs: fmt(crateMs),
    earcutJsMs: fmt(js),
    ratio: +(oursMs / js).toFixed(3),
    lyonRatio: +(lyonMs / js).toFixed(3),
    crateRatio: +(crateMs / js).toFixed(3),
  });
}

// Whole ENC cells: every polygon, projected once to Mercator metres
// relative to the cell's first vertex (the same planar input for all paths).
for (const { cell, file } of cells) {
  const polygons = JSON.parse(readFileSync(file, 'utf8'));
  const first = polygons[0][0][0];
  const [x0, y0] = [R * first[0] * RAD, R * Math.log(Math.tan(Math.PI / 4 + (first[1] * RAD) / 2))];
  const project = ([lon, lat]) => [R * lon * RAD - x0, R * Math.log(Math.tan(Math.PI / 4 + (lat * RAD) / 2)) - y0];
  const flat = polygons.map((rings) => flatten(rings, project));
  // One flat input for the layer path.
  const total = flat.reduce((n, p) => n + p.coords.length, 0);
  const coords = new Float64Array(total);
  const ringOffsets = [0];
  const featureRingOffsets = [0];
  let at = 0;
  for (const [k, p] of flat.entries()) {
    coords.set(p.coords, at);
    const base = at / 2;
    for (const h of p.holes) ringOffsets.push(base + h);
    at += p.coords.length;
    ringOffsets.push(at / 2);
    featureRingOffsets.push(featureRingOffsets[k] + p.holes.length + 1);
  }
  const rings = Uint32Array.from(ringOffsets);
  const features = Uint32Array.from(featureRingOffsets);
  const colours = new Float32Array(4 * flat.length).fill(0.5);
  const ids = Uint32Array.from(flat, (_, i) => i + 1);
  const input = { coords, ringOffsets: rings, featureRingOffsets: features, coloursRgba: colours, featureIds: ids };
  const origin = { xM: 0, yM: 0 };
  const count = (layer) => layer.positions.length + layer.indices.length + layer.colours.length + layer.pickColours.length;
  // ours: the input written in place in WASM memory once, by its producer
  // (as the app's chart worker does), then one build per run returning the
  // whole layer's buffers (copied out).
  const inPlace = new FillLayerInput().write(inputSizes(input), (dst) => {
    dst.coords.set(coords);
    dst.ringOffsets.set(rings);
    dst.featureRingOffsets.set(features);
    dst.coloursRgba.set(colours);
    dst.featureIds.set(ids);
  });
  const probe = new FillLayerInput();
  const paths = [
    () => (sink += count(inPlace.build(origin))),
    () => {
      for (const p of flat) sink += lyon.run(p.coords, p.holes);
    },
    () => {
      for (const p of flat) sink += crate.run(p.coords, p.holes);
    },
    () => {
      for (const p of flat) sink += earcut(p.coords, p.holes).length;
    },
    // Copying the input arrays in (what passing JS typed arrays costs), no work.
    () => (sink += probe.copy(input).inputSizes.coords),
    // ours with that copy: buildFillLayer(typed arrays).
    () => (sink += count(buildFillLayer(input, origin))),
  ];
  for (const p of paths) p();
  const [oursMs, lyonMs, crateMs, js, copy, withCopyMs] = measure(paths, calibrate(paths));
  rows.push({
    case: `${cell} (${flat.length} polygons, whole layer)`,
    vertices: total / 2,
    oursMs: fmt(oursMs),
    oursCopyRatio: +(withCopyMs / js).toFixed(3),
    lyonMs: fmt(lyonMs),
    earcutCrateMs: fmt(crateMs),
    earcutJsMs: fmt(js),
    ratio: +(oursMs / js).toFixed(3),
    lyonRatio: +(lyonMs / js).toFixed(3),
    crateRatio: +(crateMs / js).toFixed(3),
    inputCopyShare: +(copy / oursMs).toFixed(4),
  });
}
if (sink === 0) console.error('unexpected zero sum');
console.log(JSON.stringify(rows));
