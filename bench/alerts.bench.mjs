// Alerts. Two parts (TRAXIS_BENCH_ALERTS=engine,server picks):
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
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureStreams } from './lib/streamLoad.mjs';

export const name = 'Alerts: conflict engine on 20,000 vessels vs brute force; stream delay and memory with the engine';

const parts = (process.env.TRAXIS_BENCH_ALERTS ?? 'engine,server').split(',');
const durationS = Number(process.env.TRAXIS_BENCH_STREAM_S ?? 300);

function engine(options) {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'alerts.child.mjs');
  const child = spawnSync(
    process.execPath,
    ['--experimental-wasm-modules', '--no-warnings=ExperimentalWarning', '--import', 'tsx', script, JSON.stringify(options)],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  if (child.status !== 0) throw new Error(child.stderr || `exit ${child.status}`);
  const row = JSON.parse(child.stdout);
  return { ...row, goal50Ms: row.gridMedianMs <= 50 ? 'met' : 'NOT met', goal005: row.ratioToBruteForce <= 0.05 ? 'met' : 'NOT met' };
}

export async function run() {
  const rows = [];
  if (parts.includes('engine')) {
    rows.push(engine({ vessels: 20000, perRegion: 200, gridRuns: 15, bruteRuns: 3 }));
    rows.push(engine({ vessels: 20000, perRegion: 0, gridRuns: 5, bruteRuns: 1 }));
  }
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
 * The goals: an evaluation of the spread fleet within 50 ms and at most
 * 0.05 of brute force (the fleet crammed into one bay is for the record);
 * with the engine on, the stream's p99 within 10 % of the run without and
 * memory flat (the second half's mean RSS within 10 % of the first's).
 */
export function goals(rows) {
  const spread = rows.find((row) => String(row.fleet).includes('regions'));
  const on = rows.find((row) => row.run === 'streams, engine on');
  return {
    evaluationWithin50Ms: spread && spread.goal50Ms === 'met',
    atMost0_05OfBruteForce: spread && spread.goal005 === 'met',
    streamP99Within10Pct: on && on.goalP99Within10Pct === 'met',
    memoryFlatWithEngine: on && on.rssMbSecondHalf <= 1.1 * on.rssMbFirstHalf,
  };
}
