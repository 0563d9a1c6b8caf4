// Coastline: GET /chart-engine/world_contour_map for views on a
// real server over loopback, timed at the client until the whole body has
// arrived: the start view (24 NM at 54.53 N 18.54 E) on a fresh server
// (opens the store and the level) and cached, then every range from 200 NM
// down to 2 NM there, with the vertices each answer holds; and from the
// store's index, the most vertices any view of a 1920x1080 screen can meet
// per level (the worst window of 5x4 tiles of 512 px anywhere on Earth).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/paths.mjs';
import { startBenchServer } from './lib/benchServer.mjs';
import { rowWith } from './lib/results.mjs';

export const name = 'Coastline: world contour views (start view cold and cached, 200..2 NM, worst view per level)';

const STORE = join(ROOT, '.cache', 'coastline');
const START = { latDeg: 54.53, lonDeg: 18.54 };
const SCREEN = { widthPx: 1920, heightPx: 1080 };
const RANGES_NM = [200, 100, 50, 24, 12, 6, 4, 2];
const CACHED_RUNS = 5;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (ms) => +ms.toFixed(1);

/** The bbox of a view: the range spans half the screen height. */
function viewBbox(rangeNm) {
  const latSpan = (2 * rangeNm) / 60;
  const lonSpan = (latSpan * SCREEN.widthPx) / SCREEN.heightPx / Math.cos((START.latDeg * Math.PI) / 180);
  return [START.lonDeg - lonSpan / 2, START.latDeg - latSpan / 2, START.lonDeg + lonSpan / 2, START.latDeg + latSpan / 2].map((deg) => deg.toFixed(5)).join(',');
}

async function timed(base, token, rangeNm) {
  const t0 = performance.now();
  const response = await fetch(`${base}/chart-engine/world_contour_map?bbox=${viewBbox(rangeNm)}&range_nm=${rangeNm}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.arrayBuffer();
  const ms = performance.now() - t0;
  if (!response.ok) throw new Error(`${rangeNm} NM: ${response.status}`);
  return { ms, bytes: body.byteLength, level: Number(response.headers.get('x-coastline-level')), vertices: Number(response.headers.get('x-coastline-vertices')) };
}

/** Per level, the largest sum of tile vertices (bytes / 4, an upper bound) over any window of w x h tiles. */
function worstWindows(w, h) {
  const manifest = JSON.parse(readFileSync(join(STORE, 'manifest.json'), 'utf8'));
  return manifest.levels.map(({ level }) => {
    const bytes = readFileSync(join(STORE, `level-${String(level).padStart(2, '0')}.tiles`));
    const index = new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const n = 2 ** level;
    const vertices = new Map();
    for (let i = 0; i < index.length; i += 4) vertices.set(index[i + 1] * n + index[i], index[i + 3] / 4);
    let worst = 0;
    for (const key of vertices.keys()) {
      const x = key % n;
      const y = Math.floor(key / n);
      // Every window that has this tile in its top-left corner... and the others: try all offsets.
      for (let dy = 0; dy < h; dy++) {
        for (let dx = 0; dx < w; dx++) {
          let sum = 0;
          for (let j = 0; j < h; j++) {
            const row = y - dy + j;
            if (row < 0 || row >= n) continue;
            for (let i = 0; i < Math.min(w, n); i++) sum += vertices.get(row * n + ((((x - dx + i) % n) + n) % n)) ?? 0;
          }
          worst = Math.max(worst, sum);
        }
      }
    }
    return { level, worst };
  });
}

export async function run() {
  const rows = [];
  const server = await startBenchServer();
  try {
    const cold = await timed(server.base, server.token, 24);
    const cached = [];
    for (let r = 0; r < CACHED_RUNS; r++) cached.push((await timed(server.base, server.token, 24)).ms);
    rows.push({ measure: 'start view 24 NM, fresh server (store and level opened)', ms: round(cold.ms), detail: `level ${cold.level}, ${cold.vertices} vertices, ${(cold.bytes / 1024).toFixed(0)} KiB` });
    rows.push({ measure: `start view 24 NM cached (median of ${CACHED_RUNS})`, ms: round(median(cached)), detail: '' });
    for (const rangeNm of RANGES_NM) {
      const first = await timed(server.base, server.token, rangeNm);
      const again = await timed(server.base, server.token, rangeNm);
      rows.push({ measure: `${rangeNm} NM at the start position, first / cached`, ms: round(first.ms), detail: `${round(again.ms)} ms cached; level ${first.level}, ${first.vertices} vertices, ${(first.bytes / 1024).toFixed(0)} KiB` });
    }
  } finally {
    server.stop();
  }
  const t0 = performance.now();
  const worst = worstWindows(Math.ceil(SCREEN.widthPx / 512) + 1, Math.ceil(SCREEN.heightPx / 512) + 1);
  for (const { level, worst: vertices } of worst) rows.push({ measure: `level ${level}: most vertices in any 5x4-tile view on Earth`, ms: '', detail: `${Math.round(vertices)}` });
  rows.push({ measure: 'worst-view scan', ms: round(performance.now() - t0), detail: '' });
  return rows;
}

/** The goals: the start view's answer within 1 s on a fresh server, at most 300,000 vertices in any view. */
export function goals(rows) {
  const start = rowWith(rows, 'measure', 'start view 24 NM, fresh server');
  const levels = rows.filter((row) => /^level \d+: most vertices/.test(row.measure));
  return {
    startViewWithin1s: start && start.ms <= 1000,
    worstViewAtMost300000Vertices: levels.length > 0 ? levels.every((row) => Number(row.detail) <= 300_000) : undefined,
  };
}
