// The vessels stream under load, shared by the streams and alerts
// benchmarks: a real server with 20,000 built-in vessels (extra environment
// per run), 50 WebSocket clients (5 parse and measure, 45 only receive);
// delay from the sentence entering the pipeline (a vessel's last_reported)
// to its receipt, after a warm-up of a fifth of the run (at most 60 s); CPU
// and RSS of the server process every 5 s.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { startBenchServer } from './benchServer.mjs';

const CLIENTS = 50;
/** Clients that parse every message to measure delays; the others only count bytes (the load on the server is the same). */
const MEASURING_CLIENTS = 5;
const CLOCK_TICK_S = 1 / 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function procStats(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const cpuS = (Number(stat[11]) + Number(stat[12])) * CLOCK_TICK_S;
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { cpuS, rssMb: rssKb / 1024 };
}

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.floor(Math.min(sorted.length - 1, (p / 100) * sorted.length))];
}

/**
 * Runs the load for `durationS` seconds against a server started with
 * `env` (TRAXIS_SIM_VESSELS=20000 unless given); `during(server)` is called
 * every 5 s (e.g. to sample the alerts). Resolves to one result row.
 */
export async function measureStreams({ env = {}, durationS, during = async () => {} }) {
  const warmUpS = Math.min(60, durationS / 5);
  const server = await startBenchServer({ TRAXIS_SIM_VESSELS: '20000', ...env }, ['--max-old-space-size=2048']);
  const { cookie } = server;
  const sockets = [];
  try {

    const started = Date.now();
    let measuring = false;
    const delaysMs = [];
    let messages = 0;
    let bytes = 0;
    for (let i = 0; i < CLIENTS; i += 1) {
      const socket = new WebSocket(`${server.base.replace('http', 'ws')}/ws/socket-server-vessels/`, { headers: { cookie } });
      socket.on('message', (data) => {
        const text = data.toString();
        if (text.length === 0) return;
        if (text === 'ping') {
          socket.send('pong');
          return;
        }
        messages += 1;
        bytes += text.length;
        if (i >= MEASURING_CLIENTS) return;
        const now = Date.now();
        const { vessels } = JSON.parse(text);
        // The first message is the snapshot of the whole fleet: its ages are not delivery delays.
        if (!measuring || socket.first === undefined) {
          socket.first = false;
          return;
        }
        for (const vessel of vessels) delaysMs.push(now - Date.parse(vessel.last_reported));
      });
      sockets.push(socket);
    }
    const samples = [];
    let last = procStats(server.pid);
    let lastAt = Date.now();
    while (Date.now() - started < durationS * 1000) {
      await sleep(5000);
      const now = procStats(server.pid);
      const at = Date.now();
      samples.push({ tS: Math.round((at - started) / 1000), cpuPct: (100 * (now.cpuS - last.cpuS)) / ((at - lastAt) / 1000), rssMb: now.rssMb });
      last = now;
      lastAt = at;
      if (!measuring && at - started > warmUpS * 1000) measuring = true;
      await during(server);
    }
    delaysMs.sort((a, b) => a - b);
    const steady = samples.filter((s) => s.tS > warmUpS);
    const rss = steady.map((s) => s.rssMb);
    const half = Math.floor(rss.length / 2);
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    return {
        vessels: Number(env.TRAXIS_SIM_VESSELS ?? 20000),
        clients: CLIENTS,
        durationS: durationS,
        deliveries: delaysMs.length,
        delayP50Ms: percentile(delaysMs, 50),
        delayP99Ms: percentile(delaysMs, 99),
        delayMaxMs: delaysMs.at(-1),
        goalP99Under250Ms: percentile(delaysMs, 99) < 250 ? 'met' : 'NOT met',
        serverCpuPctMean: +mean(steady.map((s) => s.cpuPct)).toFixed(1),
        rssMbFirstHalf: +mean(rss.slice(0, half)).toFixed(1),
        rssMbSecondHalf: +mean(rss.slice(half)).toFixed(1),
        rssMbMax: +Math.max(...rss).toFixed(1),
        messagesPerClient: Math.round(messages / CLIENTS),
        mbPerClient: +(bytes / CLIENTS / 1e6).toFixed(1),
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    server.stop();
  }
}
