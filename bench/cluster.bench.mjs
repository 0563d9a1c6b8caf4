// Scale-out benchmark. Three phases on this machine:
// 1. one node, 20,000 built-in vessels, 50 vessel-stream clients straight to
//    it (the streams benchmark's set-up): delay p50/p99, CPU, memory;
// 2. two nodes (PostgreSQL, NATS JetStream, nginx with deploy/nginx.conf, all
//    throw-away), 20,000 vessels, 100 clients through nginx (50 on each
//    node): delay p50/p99 (goal: p99 at most 1.5 x phase 1's), each node's
//    CPU and memory;
// 3. the node reading the AIS sources is killed (SIGKILL) while a writer
//    creates a train through nginx every 20 ms: the longest silence any
//    client sees in its vessel stream (goal <= 2 s) and the acknowledged
//    writes missing afterwards (goal 0);
// 4. the alert evaluation's fail-over (a cluster of its own: FAILOVER_VESSELS
//    built-in vessels at the default density (TRAXIS_SIM_SPREAD=200) with
//    the demo situations, the evaluation on, WARM_UP_S to settle): the
//    evaluating node killed (SIGKILL) five times, restarted after each;
//    from the kill to the other node's first evaluation (its alert list's
//    evaluation time past the kill, polled every 25 ms), and to its lease
//    (goal: evaluation resumed within 5 s, median of the 5 kills).
// TRAXIS_BENCH_CLUSTER_PHASES=streams,alerts picks (phases 1-3 are 'streams').
// In both set-ups the measuring clients (5 per node) run in this process and
// the others in a child process (lib/streamFillers.child.mjs): before, the
// 90 receiving clients of the two-node set-up shared this event loop with
// the measuring ones (45 in the one-node set-up) and delayed their stamps.
// TRAXIS_BENCH_CLUSTER_S sets each measuring window (default 120 s).
// TRAXIS_BENCH_PORT=N: the single node listens on N, and the two-node set-up's
// services (PostgreSQL, NATS, the nodes, nginx) on N+1, N+2, … (unless
// TRAXIS_TEST_PORT_BASE says otherwise); without it, free ports.
import { readFileSync } from 'node:fs';
import { connect, StringCodec } from 'nats';
import { tsImport } from 'tsx/esm/api';
import { startBenchServer } from './lib/benchServer.mjs';
import { openStreamLoad, percentile } from './lib/streamClients.mjs';

export const name = 'Cluster: two nodes behind nginx, 20,000 vessels, 50 clients each, one node killed';

const VESSELS = '20000';
const CLIENTS_PER_NODE = 50;
const MEASURING = 5;
const WINDOW_S = Number(process.env.TRAXIS_BENCH_CLUSTER_S ?? 120);
const WARM_UP_S = Math.min(60, Math.max(20, WINDOW_S / 4));
const AFTER_KILL_S = 20;
const PASSWORD = 'bench-password';
const CLOCK_TICK_S = 1 / 100;
const VESSELS_PATH = '/ws/socket-server-vessels/';

const PHASES = (process.env.TRAXIS_BENCH_CLUSTER_PHASES ?? 'streams,alerts').split(',');
const FAILOVER_VESSELS = process.env.TRAXIS_BENCH_FAILOVER_VESSELS ?? '2000';
const KILLS = Number(process.env.TRAXIS_BENCH_KILLS ?? 5);

const BENCH_PORT = Number(process.env.TRAXIS_BENCH_PORT ?? 0);
if (BENCH_PORT > 0 && !process.env.TRAXIS_TEST_PORT_BASE) process.env.TRAXIS_TEST_PORT_BASE = String(BENCH_PORT + 1);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function procStats(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return { cpuS: (Number(stat[11]) + Number(stat[12])) * CLOCK_TICK_S, rssMb: rssKb / 1024 };
  } catch {
    return null;
  }
}

/** Samples the CPU (% of one core) and RSS of processes every 5 s until `untilMs`. */
async function sample(pids, untilMs) {
  const samples = pids.map(() => []);
  let last = pids.map(procStats);
  let lastAt = Date.now();
  while (Date.now() < untilMs) {
    await sleep(Math.min(5000, Math.max(0, untilMs - Date.now())));
    const now = pids.map(procStats);
    const at = Date.now();
    now.forEach((stats, i) => {
      const before = last[i];
      if (stats && before) samples[i].push({ cpuPct: (100 * (stats.cpuS - before.cpuS)) / ((at - lastAt) / 1000), rssMb: stats.rssMb });
    });
    last = now;
    lastAt = at;
  }
  return samples.map((list) => ({ cpuPct: +mean(list.map((s) => s.cpuPct)).toFixed(1), rssMb: +Math.max(0, ...list.map((s) => s.rssMb)).toFixed(0) }));
}

async function signIn(base) {
  const response = await fetch(`${base}/api/settings/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, token: (await response.json()).access };
}

function delayRow(label, clients, extra) {
  const delays = clients.state.delaysMs.sort((a, b) => a - b);
  return {
    setup: label,
    deliveries: delays.length,
    delayP50Ms: percentile(delays, 50),
    delayP99Ms: percentile(delays, 99),
    delayMaxMs: delays.at(-1),
    ...extra,
  };
}

async function singleNode() {
  const server = await startBenchServer({ TRAXIS_SIM_VESSELS: VESSELS, PORT: String(BENCH_PORT) }, ['--max-old-space-size=2048']);
  const clients = openStreamLoad({ url: `${server.base.replace('http', 'ws')}${VESSELS_PATH}`, cookie: server.cookie, count: CLIENTS_PER_NODE, measuring: MEASURING, vessels: Number(VESSELS) });
  try {
    await sleep(WARM_UP_S * 1000);
    clients.state.measuring = true;
    const [stats] = await sample([server.pid], Date.now() + WINDOW_S * 1000);
    return delayRow('one node, 50 clients', clients, { cpuPctOfCore: `${stats.cpuPct}`, rssMb: `${stats.rssMb}` });
  } finally {
    clients.close();
    server.stop();
  }
}

/**
 * The node whose id holds the AIS source lease (read from NATS, matched with
 * what each node printed at start), and a watch of the lease: `takenOverAt()`
 * is when another node first wrote it (null until then).
 */
async function aisReader(cluster) {
  const nc = await connect({ servers: cluster.nats.url });
  const kv = await nc.jetstream().views.kv('traxis_leases');
  const holder = StringCodec().decode((await kv.get('ais-sources'))?.value ?? new Uint8Array());
  const index = cluster.nodes.findIndex((node) => node.output().includes(`(node ${holder})`));
  if (index < 0) {
    await nc.close();
    throw new Error(`no node holds the AIS lease (${holder})`);
  }
  let takenOverAt = null;
  const watch = await kv.watch({ key: 'ais-sources' });
  void (async () => {
    for await (const entry of watch) {
      if (takenOverAt === null && entry.operation === 'PUT' && StringCodec().decode(entry.value) !== holder) takenOverAt = Date.now();
    }
  })();
  return { index, takenOverAt: () => takenOverAt, close: () => nc.close() };
}

async function twoNodes() {
  const { startTwoNodeCluster } = await tsImport('../src/server/testing/services/cluster.ts', import.meta.url);
  const cluster = await startTwoNodeCluster({
    adminPassword: PASSWORD,
    env: { TRAXIS_SIM_VESSELS: VESSELS, TRAXIS_DEMO_DATA: '1', NODE_OPTIONS: '--max-old-space-size=2048' },
  });
  const rows = [];
  let clients = null;
  try {
    const { cookie, token } = await signIn(cluster.proxy.url);
    clients = openStreamLoad({ url: `${cluster.proxy.url.replace('http', 'ws')}${VESSELS_PATH}`, cookie, count: 2 * CLIENTS_PER_NODE, measuring: 2 * MEASURING, vessels: Number(VESSELS) });
    await sleep(WARM_UP_S * 1000);
    clients.state.measuring = true;
    const pids = [...cluster.nodes.map((node) => node.serverPid()), cluster.nats.process.pid];
    const [a, b, nats] = await sample(pids, Date.now() + WINDOW_S * 1000);
    rows.push(
      delayRow('two nodes behind nginx, 100 clients', clients, {
        cpuPctOfCore: `${a.cpuPct} + ${b.cpuPct} (nats-server ${nats.cpuPct})`,
        rssMb: `${a.rssMb} + ${b.rssMb} (nats-server ${nats.rssMb})`,
      }),
    );

    // Phase 3: a writer through nginx, then the AIS reader is killed.
    clients.state.measuring = false;
    clients.resetGaps();
    const sidings = await (await fetch(`${cluster.proxy.url}/api/trains/sidings/`, { headers: { authorization: `Bearer ${token}` } })).json();
    const acknowledged = [];
    let failed = 0;
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i += 1) {
        try {
          const response = await fetch(`${cluster.proxy.url}/api/trains/trains/`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Zapis ${i}`, siding: sidings[0].id, trolley_count: i % 40 }),
          });
          if (response.status === 201) acknowledged.push((await response.json()).id);
          else failed += 1;
        } catch {
          failed += 1;
        }
        await sleep(20);
      }
    })();
    await sleep(5000);
    const reader = await aisReader(cluster);
    const killedAt = Date.now();
    cluster.nodes[reader.index].kill();
    await sleep(AFTER_KILL_S * 1000);
    const takenOverAt = reader.takenOverAt();
    await reader.close();
    writing = false;
    await writer;
    const stored = new Set(
      (await (await fetch(`${cluster.proxy.url}/api/trains/trains/`, { headers: { authorization: `Bearer ${token}` } })).json()).map((train) => train.id),
    );
    const all = await clients.report();
    const gaps = all.clients.map((client) => client.longestGapMs).sort((x, y) => x - y);
    const longest = (reconnected) => Math.max(0, ...all.clients.filter((client) => (client.reconnects > 0) === reconnected).map((client) => client.longestGapMs));
    rows.push({
      setup: 'the AIS reader killed (SIGKILL)',
      longestGapMs: gaps.at(-1),
      gapP50Ms: percentile(gaps, 50),
      longestGapMsOfReconnectedOrStayed: `${longest(true)} / ${longest(false)}`,
      leaseTakenOverMsAfterKill: takenOverAt === null ? 'never' : takenOverAt - killedAt,
      // The reconnecting clients' gap in its parts (each the largest over them): the last message before the kill,
      // the close reaching the client after the kill, the WebSocket open and the first message after the reconnect began.
      reconnectLastBeforeKillCloseOpenFirstMsMax: (() => {
        const again = all.clients.filter((client) => client.reconnects > 0);
        const most = (values) => Math.max(0, ...values);
        return [
          most(again.map((c) => killedAt - (c.lastBeforeCloseAt ?? killedAt))),
          most(again.map((c) => (c.closedAt ?? killedAt) - killedAt)),
          most(again.map((c) => c.openMs ?? 0)),
          most(again.map((c) => c.firstMessageMs ?? 0)),
        ].join(' / ');
      })(),
      clientsReconnected: all.reconnects,
      goalGapUnder2s: gaps.at(-1) <= 2000 ? 'met' : 'NOT met',
      writesAcknowledged: acknowledged.length,
      writesRefused: failed,
      writesLost: acknowledged.filter((id) => !stored.has(id)).length,
    });
    return rows;
  } finally {
    clients?.close();
    await cluster.stop();
  }
}

/** Phase 4: the evaluating node killed KILLS times; when the other node evaluates again. */
async function alertFailover() {
  const { startTwoNodeCluster } = await tsImport('../src/server/testing/services/cluster.ts', import.meta.url);
  const { ALERTS_ROLE } = await tsImport('../src/server/bus/roles.ts', import.meta.url);
  const cluster = await startTwoNodeCluster({
    adminPassword: PASSWORD,
    env: { TRAXIS_SIM_VESSELS: FAILOVER_VESSELS, TRAXIS_SIM_SPREAD: '200', TRAXIS_DEMO_DATA: '1', TRAXIS_ALERTS: '1' },
  });
  const nc = await connect({ servers: cluster.nats.url });
  try {
    const kv = await nc.jetstream().views.kv('traxis_leases');
    const { token } = await signIn(cluster.proxy.url);
    const holderIndex = async () => {
      const holder = StringCodec().decode((await kv.get(ALERTS_ROLE))?.value ?? new Uint8Array());
      return cluster.nodes.findIndex((node) => node.output().includes(`(node ${holder})`));
    };
    const evaluatedAt = async (node) => {
      try {
        const response = await fetch(`${node.url}/api/alerts/?limit=1`, { headers: { authorization: `Bearer ${token}` } });
        return Date.parse((await response.json()).evaluation?.evaluated_at ?? '') || 0;
      } catch {
        return 0;
      }
    };
    const resumed = [];
    const leased = [];
    // The picture steady first (the evaluation past its first alerts).
    await sleep(WARM_UP_S * 1000);
    for (let kill = 0; kill < KILLS; kill += 1) {
      let index = -1;
      for (let tries = 0; index < 0 && tries < 200; tries += 1) {
        index = await holderIndex();
        if (index < 0) await sleep(100);
      }
      if (index < 0) throw new Error('no node holds the alert evaluation');
      const survivor = cluster.nodes[1 - index];
      // The survivor mirrors the evaluations before the kill.
      while ((await evaluatedAt(survivor)) === 0) await sleep(200);
      const killedAt = Date.now();
      cluster.nodes[index].kill();
      let leaseAt = null;
      for (;;) {
        if (leaseAt === null && (await holderIndex()) === 1 - index) leaseAt = Date.now();
        if ((await evaluatedAt(survivor)) > killedAt) break;
        if (Date.now() - killedAt > 30_000) throw new Error('the evaluation did not resume within 30 s');
        await sleep(25);
      }
      resumed.push(Date.now() - killedAt);
      leased.push((leaseAt ?? Date.now()) - killedAt);
      await cluster.restart(index);
      await sleep(10_000);
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return {
      setup: `the evaluating node killed ${KILLS} times (${FAILOVER_VESSELS} vessels, evaluation on)`,
      evaluationResumedMsMedian: median(resumed),
      evaluationResumedMs: resumed.join(' / '),
      leaseTakenMs: leased.join(' / '),
      goalResumedWithin5s: median(resumed) <= 5000 ? 'met' : 'NOT met',
    };
  } finally {
    await nc.close();
    await cluster.stop();
  }
}

export async function run() {
  const rows = [];
  if (PHASES.includes('streams')) {
    const baseline = await singleNode();
    const [two, kill] = await twoNodes();
    const ratio = two.delayP99Ms / baseline.delayP99Ms;
    rows.push(baseline, { ...two, p99RatioToOneNode: +ratio.toFixed(2), goalRatioAtMost1_5: ratio <= 1.5 ? 'met' : 'NOT met' }, kill);
  }
  if (PHASES.includes('alerts')) rows.push(await alertFailover());
  return rows;
}

/** The goals: the two nodes' p99 delay at most 1.5 x one node's, the kill's longest gap at most 2 s, no acknowledged write lost. */
export function goals(rows) {
  const two = rows.find((row) => row.goalRatioAtMost1_5 !== undefined);
  const kill = rows.find((row) => row.goalGapUnder2s !== undefined);
  const failover = rows.find((row) => row.goalResumedWithin5s !== undefined);
  return {
    alertEvaluationResumedWithin5s: failover && failover.goalResumedWithin5s === 'met',
    twoNodesP99AtMost1_5x: two && two.goalRatioAtMost1_5 === 'met',
    killGapAtMost2s: kill && kill.goalGapUnder2s === 'met',
    noWriteLost: kill && kill.writesLost === 0,
  };
}
