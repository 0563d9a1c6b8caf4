// Alerts. Four parts (TRAXIS_BENCH_ALERTS=engine,server,zones,latency picks):
// - engine: one full conflict evaluation of 20,000 built-in vessels in Node
//   through the WASM core (src/wasm/conflict.ts), against a brute-force O(n²)
//   evaluation of the same fleet in the same process. The fleet is the
//   simulator's traffic spread over 100 bay-sized regions at its default
//   density (TRAXIS_SIM_SPREAD=200), plus, for the record, all 20,000 in
//   Gdańsk Bay (the streams benchmark's fleet: vessels every few hundred
//   metres, a hundred thousand real conflicts). Goals: ≤ 50 ms and ≤ 0.05
//   of brute force.
// - server: the streams benchmark's load (bench/lib/streamLoad.mjs) without
//   and with the alert evaluation (TRAXIS_ALERTS=0 / 1), each for
//   TRAXIS_BENCH_STREAM_S (default 300 s): the vessels stream's p99 delay
//   (goal: within 10 % of the run without) and the server's memory over the
//   run with the engine (goal: flat).
// - zones: the VTS rules' zone watch, 200 zones over 20,000 built-in
//   vessels (bench/alertRules.child.mjs), every vessel with a new report
//   each evaluation; the anchor watch timed beside it. Goal: an evaluation
//   of the zones within 20 ms, on top of the conflict engine: judged on the
//   median of 30 evaluations of the spread fleet in the process's CPU time
//   (its wall time, median and p99, printed beside it: on a shared machine
//   the wall time also counts waiting for a core another process holds, and
//   the slowest evaluations are those a collection or another process
//   interrupted); all 20,000 crammed into Gdańsk Bay under 200 zones is for
//   the record.
// - latency: from a UDP datagram to the alert in a console's stream
//   (bench/lib/alertLatency.mjs), 100 distress situations and 100 of the
//   other kinds. Goals: p99 ≤ 500 ms for distress, ≤ 2.5 s for the others.
// The fail-over of the evaluation is measured by cluster.bench.mjs.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAlertLatency } from './lib/alertLatency.mjs';
import { measureStreams } from './lib/streamLoad.mjs';

export const name = 'Alerts: conflict engine on 20,000 vessels vs brute force; stream delay and memory with the engine';

const parts = (process.env.TRAXIS_BENCH_ALERTS ?? 'engine,server,zones,latency').split(',');
const durationS = Number(process.env.TRAXIS_BENCH_STREAM_S ?? 300);

/** Runs a measuring child (TypeScript through tsx, the WASM package imported natively); its one JSON row. */
function child(file, options) {
  const script = join(dirname(fileURLToPath(import.meta.url)), file);
  const run = spawnSync(
    process.execPath,
    ['--experimental-wasm-modules', '--no-warnings=ExperimentalWarning', '--import', 'tsx', script, JSON.stringify(options)],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  if (run.status !== 0) throw new Error(run.stderr || `exit ${run.status}`);
  return JSON.parse(run.stdout);
}

function engine(options) {
  const row = child('alerts.child.mjs', options);
  return { ...row, goal50Ms: row.gridMedianMs <= 50 ? 'met' : 'NOT met', goal005: row.ratioToBruteForce <= 0.05 ? 'met' : 'NOT met' };
}

function zones(options) {
  const row = child('alertRules.child.mjs', options);
  return { run: 'zone watch', ...row, goalZones20Ms: row.zonesCpuMedianMs <= 20 ? 'met' : 'NOT met' };
}

export async function run() {
  const rows = [];
  if (parts.includes('engine')) {
    rows.push(engine({ vessels: 20000, perRegion: 200, gridRuns: 15, bruteRuns: 3 }));
    rows.push(engine({ vessels: 20000, perRegion: 0, gridRuns: 5, bruteRuns: 1 }));
  }
  if (parts.includes('zones')) {
    rows.push(zones({ vessels: 20000, perRegion: 200, zones: 200, runs: 30 }));
    rows.push(zones({ vessels: 20000, perRegion: 0, zones: 200, runs: 10 }));
  }
  if (parts.includes('latency')) rows.push(...(await measureAlertLatency()));
  if (parts.includes('server')) {
    const without = await measureStreams({ env: { TRAXIS_ALERTS: '0' }, durationS });
    const evaluations = [];
    const withEngine = await measureStreams({
      env: { TRAXIS_ALERTS: '1' },
      durationS,
      during: async (server) => {
        const response = await fetch(`${server.base}/api/alerts/?limit=1`, { headers: { authorization: `Bearer ${server.token}` } });
        if (response.ok) evaluations.push((await response.json()).evaluation);
      },
    });
    const durations = evaluations.filter(Boolean).map((e) => e.duration_ms);
    rows.push({ run: 'streams, engine off', ...without });
    rows.push({
      run: 'streams, engine on',
      ...withEngine,
      p99ToEngineOff: +(withEngine.delayP99Ms / without.delayP99Ms).toFixed(3),
      goalP99Within10Pct: withEngine.delayP99Ms <= 1.1 * without.delayP99Ms ? 'met' : 'NOT met',
      evaluationMsMedian: durations.length ? [...durations].sort((a, b) => a - b)[Math.floor(durations.length / 2)] : null,
      evaluationMsMax: durations.length ? Math.max(...durations) : null,
    });
  }
  return rows;
}

/**
 * The goals: the zones of the spread fleet within 20 ms (median CPU time); from a
 * datagram to the stream, distress within 500 ms and the other kinds
 * within 2.5 s (p99); an evaluation of the spread fleet within 50 ms and at most
 * 0.05 of brute force (the fleet crammed into one bay is for the record);
 * with the engine on, the stream's p99 within 10 % of the run without and
 * memory flat (the second half's mean RSS within 10 % of the first's).
 */
export function goals(rows) {
  const spread = rows.find((row) => String(row.fleet).includes('regions') && row.run !== 'zone watch');
  const on = rows.find((row) => row.run === 'streams, engine on');
  const zoneWatch = rows.find((row) => row.run === 'zone watch' && String(row.fleet).includes('regions'));
  const distress = rows.find((row) => String(row.run).endsWith('distress'));
  const others = rows.find((row) => String(row.run).endsWith('other kinds'));
  return {
    zonesWithin20Ms: zoneWatch && zoneWatch.goalZones20Ms === 'met',
    distressP99Within500Ms: distress && distress.goalP99Within500Ms === 'met',
    otherAlertsP99Within2500Ms: others && others.goalP99Within2500Ms === 'met',
    evaluationWithin50Ms: spread && spread.goal50Ms === 'met',
    atMost0_05OfBruteForce: spread && spread.goal005 === 'met',
    streamP99Within10Pct: on && on.goalP99Within10Pct === 'met',
    memoryFlatWithEngine: on && on.rssMbSecondHalf <= 1.1 * on.rssMbFirstHalf,
  };
}
