// The time machine (docs/history.md), `npm run bench history`. Three parts
// (TRAXIS_BENCH_HISTORY=generate,queries,ingest picks; TRAXIS_BENCH_HISTORY_RUNS
// runs each, default 5; TRAXIS_BENCH_HISTORY_GENERATE_RUNS the generated
// histories, default the runs; TRAXIS_BENCH_HISTORY_HOURS the hours, 24):
// - generate: 24 h of 2,000 built-in vessels written by the generator
//   (`npm run history:generate`, its real ingest path at accelerated time),
//   one seed a run: the file on disk (goal: at most 300 MB), its tables,
//   reports and rows, and the generator's wall and CPU time;
// - queries: a real server on the first run's data folder: the picture at
//   20 moments spread over the 24 h (goal: at most 300 ms) and one vessel's
//   24 h track for 20 vessels (goal: at most 50 ms), each moment and vessel
//   asked once a run, gzip accepted as a browser does; wall time of the HTTP
//   call and the engine's own time (Server-Timing, on its worker thread);
// - ingest: the streams benchmark's load (20,000 vessels, 50 clients,
//   bench/lib/streamLoad.mjs) for TRAXIS_BENCH_STREAM_S (default 600 s)
//   without and with the history, runs alternating: the history thread's
//   CPU (goal: at most 20 % of a core) and the vessels stream's p99 delay
//   with history (goal: at most 1.1 × without, medians of the runs).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ROOT } from '../scripts/lib/paths.mjs';
import { startBenchServer } from './lib/benchServer.mjs';
import { measureStreams } from './lib/streamLoad.mjs';

export const name = 'History: 24 h of 2,000 vessels on disk, picture and track latency, ingest overhead at 20,000 vessels';

const parts = (process.env.TRAXIS_BENCH_HISTORY ?? 'generate,queries,ingest').split(',');
const runs = Number(process.env.TRAXIS_BENCH_HISTORY_RUNS ?? 5);
// The file's size hardly varies with the seed, and on a shared 2-core
// machine one 24 h history takes half an hour: fewer may be generated.
const generateRuns = Number(process.env.TRAXIS_BENCH_HISTORY_GENERATE_RUNS ?? runs);
const streamS = Number(process.env.TRAXIS_BENCH_STREAM_S ?? 600);
const HOURS = Number(process.env.TRAXIS_BENCH_HISTORY_HOURS ?? 24);
const VESSELS = 2000;
const CLOCK_TICK_S = 1 / 100;
const THREAD_NAME = 'traxis-history';

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const quantile = (xs, q) => (xs.length === 0 ? NaN : sorted(xs)[Math.min(xs.length - 1, Math.floor(q * xs.length))]);
const median = (xs) => quantile(xs, 0.5);
const round = (x, digits = 1) => +x.toFixed(digits);
const spread = (xs) => `${round(Math.min(...xs))}–${round(Math.max(...xs))}`;

/** CPU seconds (user + system) of a process's threads named `threadName`, or of the whole process. */
function cpuS(pid, threadName = null) {
  if (threadName === null) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(stat[11]) + Number(stat[12])) * CLOCK_TICK_S;
  }
  let total = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      if (readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim() !== threadName) continue;
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(stat[11]) + Number(stat[12])) * CLOCK_TICK_S;
    } catch {
      // The thread ended.
    }
  }
  return total;
}

/** Runs the generator into `dataDir`; resolves to its summary with its CPU time. */
function generate(dataDir, seed) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--experimental-wasm-modules', '--no-warnings=ExperimentalWarning', '--import', 'tsx', join(ROOT, 'src/server/history/generate.ts'), '--hours', String(HOURS), '--vessels', String(VESSELS), '--seed', String(seed), '--data', dataDir],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, TRAXIS_DATABASE_URL: '' } },
    );
    let out = '';
    let lastCpuS = 0;
    const sampler = setInterval(() => {
      try {
        lastCpuS = cpuS(child.pid);
      } catch {
        // Exited.
      }
    }, 1000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stderr.write(chunk);
    });
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`generator exited with ${code}`));
      resolve({ ...JSON.parse(out.trim().split('\n').at(-1)), cpuS: round(lastCpuS) });
    });
  });
}

/** Bytes per table and index of a history file. */
function tablesMb(file) {
  const db = new Database(file, { readonly: true });
  try {
    return Object.fromEntries(db.prepare('SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY name').all().map((row) => [row.name, round(row.bytes / 1e6)]));
  } finally {
    db.close();
  }
}

async function generateHistories() {
  const rows = [];
  const dirs = [];
  for (let run = 1; run <= generateRuns; run += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'traxis-history-bench-'));
    dirs.push(dir);
    const summary = await generate(dir, run);
    const file = join(dir, 'history.sqlite');
    rows.push({ run, seed: run, ...summary, fileMb: round(statSync(file).size / 1e6), tables: JSON.stringify(tablesMb(file)) });
  }
  const sizes = rows.map((r) => r.fileMb);
  rows.push({
    run: 'median',
    fileMb: median(sizes),
    fileMbSpread: spread(sizes),
    goal300Mb: Math.max(...sizes) <= 300 ? 'met' : 'NOT met',
    rowsPerReport: median(rows.map((r) => r.rowsPerReport)),
    wallS: median(rows.map((r) => r.wallS)),
    cpuS: median(rows.map((r) => r.cpuS)),
  });
  return { rows, dirs };
}

async function timed(server, path) {
  const started = performance.now();
  const response = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${server.token}`, 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  const wallMs = performance.now() - started;
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const engineMs = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  // fetch undoes the gzip: the bytes sent are the Content-Length.
  return { wallMs, engineMs, bytes: Number(response.headers.get('content-length') ?? NaN) };
}

async function queryRuns(dataDir) {
  const server = await startBenchServer({ TRAXIS_DATA_DIR: dataDir, TRAXIS_HISTORY_DAYS: '30', TRAXIS_SIM_VESSELS: '0' });
  try {
    const range = await (await fetch(`${server.base}/api/history/range/`, { headers: { authorization: `Bearer ${server.token}` } })).json();
    const fromMs = Date.parse(range.from);
    const toMs = Date.parse(range.to);
    const moments = Array.from({ length: 20 }, (_, i) => fromMs + 15 * 60_000 + ((toMs - fromMs - 15 * 60_000) * (i + 0.5)) / 20);
    const middle = await (await fetch(`${server.base}/api/history/picture/?at=${new Date((fromMs + toMs) / 2).toISOString()}`, { headers: { authorization: `Bearer ${server.token}` } })).json();
    const mmsis = middle.vessels.filter((_, i) => i % Math.max(1, Math.floor(middle.vessels.length / 20)) === 0).slice(0, 20).map((v) => v.mmsi);
    const picture = [];
    const track = [];
    let pictureVessels = 0;
    let trackPoints = 0;
    // A first picture and track read the file from disk: not counted.
    await timed(server, `/api/history/picture/?at=${new Date(moments[0]).toISOString()}`);
    for (let run = 0; run < runs; run += 1) {
      for (const at of moments) picture.push(await timed(server, `/api/history/picture/?at=${new Date(at).toISOString()}`));
      for (const mmsi of mmsis) track.push(await timed(server, `/api/history/track/?mmsi=${mmsi}&from=${new Date(toMs - 24 * 3_600_000).toISOString()}&to=${new Date(toMs).toISOString()}`));
    }
    pictureVessels = middle.vessels.length;
    const one = await (await fetch(`${server.base}/api/history/track/?mmsi=${mmsis[0]}&from=${new Date(toMs - 24 * 3_600_000).toISOString()}&to=${new Date(toMs).toISOString()}`, { headers: { authorization: `Bearer ${server.token}` } })).json();
    trackPoints = one.points.length;
    const summary = (label, samples, goalMs, extra) => ({
      query: label,
      requests: samples.length,
      wallMsMedian: round(median(samples.map((s) => s.wallMs))),
      wallMsP95: round(quantile(samples.map((s) => s.wallMs), 0.95)),
      wallMsMax: round(Math.max(...samples.map((s) => s.wallMs))),
      engineMsMedian: round(median(samples.map((s) => s.engineMs))),
      engineMsP95: round(quantile(samples.map((s) => s.engineMs), 0.95)),
      gzipKbMedian: round(median(samples.map((s) => s.bytes)) / 1024),
      [`goal${goalMs}Ms`]: quantile(samples.map((s) => s.wallMs), 0.95) <= goalMs ? 'met (p95)' : 'NOT met (p95)',
      ...extra,
    });
    return [summary('picture at a moment', picture, 300, { vessels: pictureVessels }), summary("one vessel's 24 h track", track, 50, { points: trackPoints })];
  } finally {
    await server.stop();
  }
}

async function ingestRuns() {
  const rows = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const history of run % 2 === 1 ? [false, true] : [true, false]) {
      // The history thread's CPU after the same warm-up as the delays (samples every 5 s).
      const warmUpSamples = Math.ceil(Math.min(60, streamS / 5) / 5);
      const samples = [];
      const result = await measureStreams({
        env: { TRAXIS_HISTORY_DAYS: history ? '30' : '0' },
        durationS: streamS,
        during: async (server) => {
          samples.push({ atMs: Date.now(), threadS: cpuS(server.pid, THREAD_NAME) });
        },
      });
      const first = samples[warmUpSamples];
      const last = samples.at(-1);
      const threadPct = first && last && last.atMs > first.atMs ? (100 * (last.threadS - first.threadS)) / ((last.atMs - first.atMs) / 1000) : null;
      rows.push({
        run,
        history,
        delayP99Ms: result.delayP99Ms,
        delayP50Ms: result.delayP50Ms,
        serverCpuPctMean: result.serverCpuPctMean,
        historyThreadPct: history ? round(threadPct ?? NaN) : null,
        rssMbFirstHalf: result.rssMbFirstHalf,
        rssMbSecondHalf: result.rssMbSecondHalf,
      });
    }
  }
  const p99 = (history) => rows.filter((r) => r.history === history).map((r) => r.delayP99Ms);
  const threads = rows.filter((r) => r.history).map((r) => r.historyThreadPct);
  const ratio = median(p99(true)) / median(p99(false));
  rows.push({
    run: 'median',
    p99WithoutMs: median(p99(false)),
    p99WithoutSpread: spread(p99(false)),
    p99WithMs: median(p99(true)),
    p99WithSpread: spread(p99(true)),
    p99Ratio: round(ratio, 3),
    goalP99Within10Pct: ratio <= 1.1 ? 'met' : 'NOT met',
    historyThreadPctMedian: median(threads),
    historyThreadPctSpread: spread(threads),
    goalThread20Pct: median(threads) <= 20 ? 'met' : 'NOT met',
    serverCpuPctWithout: median(rows.filter((r) => r.history === false).map((r) => r.serverCpuPctMean)),
    serverCpuPctWith: median(rows.filter((r) => r.history === true).map((r) => r.serverCpuPctMean)),
  });
  return rows;
}

export function goals(rows) {
  const disk = rows.find((row) => row.run === 'median' && 'goal300Mb' in row);
  const picture = rows.find((row) => row.query === 'picture at a moment');
  const track = rows.find((row) => row.query === "one vessel's 24 h track");
  const ingest = rows.find((row) => row.run === 'median' && 'p99Ratio' in row);
  return {
    diskOf24hAtMost300Mb: disk && HOURS === 24 ? disk.goal300Mb === 'met' : undefined,
    pictureAtMost300MsP95: picture && picture.goal300Ms.startsWith('met'),
    trackOf24hAtMost50MsP95: track && track.goal50Ms.startsWith('met'),
    historyThreadAtMost20PctOfACore: ingest && ingest.goalThread20Pct === 'met',
    streamP99WithHistoryAtMost1_1x: ingest && ingest.goalP99Within10Pct === 'met',
  };
}

export async function run() {
  const rows = [];
  let dirs = [];
  try {
    if (parts.includes('generate') || parts.includes('queries')) {
      const generated = parts.includes('generate') ? await generateHistories() : { rows: [], dirs: [] };
      dirs = generated.dirs;
      rows.push(...generated.rows);
      if (parts.includes('queries')) {
        if (dirs.length === 0) {
          const dir = mkdtempSync(join(tmpdir(), 'traxis-history-bench-'));
          dirs.push(dir);
          await generate(dir, 1);
        }
        rows.push(...(await queryRuns(dirs[0])));
      }
    }
    if (parts.includes('ingest')) rows.push(...(await ingestRuns()));
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
