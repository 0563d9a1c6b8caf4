// From a UDP datagram to the alert in a console's stream (alerts.bench.mjs,
// part `latency`): one server reading AIS over UDP with the alert
// evaluation on, a background of BACKGROUND vessels reporting every 10 s,
// and SCENARIOS situations started every START_EVERY_MS: an AIS-SART
// (distress), and as many again of the other kinds, in turn — a vessel
// entering a zone, a second report over a zone's speed limit, a second
// report beyond the swing radius, an AtoN reporting itself off position, a
// safety message (type 14). Each is timed from the datagram that makes the
// situation to the alert's arrival in the alerts stream of a signed-in
// client. Goals: distress p99 ≤ 500 ms, the other kinds p99 ≤ 2.5 s.
import { createSocket } from 'node:dgram';
import { tsImport } from 'tsx/esm/api';
import WebSocket from 'ws';
import { startBenchServer } from './benchServer.mjs';
import { percentile } from './streamClients.mjs';

const SCENARIOS = Number(process.env.TRAXIS_BENCH_ALERT_SCENARIOS ?? 100);
const BACKGROUND = Number(process.env.TRAXIS_BENCH_ALERT_BACKGROUND ?? 1000);
const START_EVERY_MS = 250;
/** Between the reports of a situation that needs two (a tick sees the first). */
const STEP_MS = 2500;
const OTHER_KINDS = ['entry', 'speed_limit', 'anchor_drag', 'aton_off_position', 'safety_message'];
const M_PER_DEG_LAT = 111_195;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freeUdpPort() {
  const socket = createSocket('udp4');
  await new Promise((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise((resolve) => socket.close(resolve));
  return port;
}

export async function measureAlertLatency() {
  const feed = await tsImport('../../src/server/testing/aisFeed.ts', import.meta.url);
  const { AisEncoder } = await tsImport('../../src/server/ais/index.ts', import.meta.url);
  const encoder = new AisEncoder();
  const udpPort = await freeUdpPort();
  const server = await startBenchServer({ TRAXIS_AIS_UDP_PORT: String(udpPort), TRAXIS_ALERTS: '1' });
  const udp = createSocket('udp4');
  const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
  let background = null;
  let socket = null;
  try {
    const send = (lines) => udp.send(`${lines.join('\r\n')}\r\n`, udpPort, '127.0.0.1');
    const encode = (message) => encoder.encode(message);
    const zone = async (name, south, west, rules) =>
      (
        await (
          await fetch(`${server.base}/api/zones/`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name, polygon: [[south, west], [south + 1, west], [south + 1, west + 1], [south, west + 1]], rules }),
          })
        ).json()
      ).id;
    const entryZone = await zone('Wejście', 55, 17, { entry: true });
    const speedZone = await zone('Prędkość', 56, 17, { speed_limit_kn: 10 });

    // The console: the alerts stream, every alert's first arrival by key.
    const arrived = new Map();
    socket = new WebSocket(`${server.base.replace('http', 'ws')}/ws/socket-server-alerts/`, { headers: { cookie: server.cookie } });
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'ping') return void socket.send('pong');
      const now = Date.now();
      for (const alert of JSON.parse(text).alerts) {
        const key = alert.kind === 'safety_message' ? `safety_message:${alert.vessels[0]?.mmsi}` : alert.key;
        if (!arrived.has(key)) arrived.set(key, now);
      }
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

    // The background: vessels reporting every 10 s, a tenth of them each second.
    const fleet = Array.from({ length: BACKGROUND }, (_, i) => ({ mmsi: 261_500_000 + i, lat: 54 + (i % 40) * 0.02, lon: 14 + Math.floor(i / 40) * 0.02 }));
    let tick = 0;
    background = setInterval(() => {
      const part = fleet.filter((_, i) => i % 10 === tick % 10);
      tick += 1;
      for (let i = 0; i < part.length; i += 20) send(part.slice(i, i + 20).flatMap((v) => encode(feed.classA(v.mmsi, v.lat, v.lon, 8, 90))));
    }, 1000);
    await sleep(3000);

    // The situations: key -> when the datagram that makes it left.
    const sent = new Map();
    const kinds = new Map();
    const runs = [];
    const situation = async (kind, i) => {
      const lat = (base) => base + 0.1 + (i % 80) * 0.01;
      const lon = 17.3 + Math.floor(i / 80) * 0.1;
      const mark = (key, lines) => {
        kinds.set(key, kind);
        sent.set(key, Date.now());
        send(lines);
      };
      switch (kind) {
        case 'distress': {
          const mmsi = 970_200_000 + i;
          mark(`distress:${mmsi}`, encode(feed.classA(mmsi, lat(57), lon, 0.3, 0, { navStatus: 14 })));
          break;
        }
        case 'entry': {
          const mmsi = 261_600_000 + i;
          send(encode(feed.classA(mmsi, lat(55), 16.99, 10, 90)));
          await sleep(STEP_MS);
          mark(`zone:${entryZone}:entry:${mmsi}`, encode(feed.classA(mmsi, lat(55), 17.002, 10, 90)));
          break;
        }
        case 'speed_limit': {
          const mmsi = 261_700_000 + i;
          send(encode(feed.classA(mmsi, lat(56), lon, 15, 90)));
          await sleep(STEP_MS);
          mark(`zone:${speedZone}:speed_limit:${mmsi}`, encode(feed.classA(mmsi, lat(56), lon + 0.002, 15.5, 90)));
          break;
        }
        case 'anchor_drag': {
          const mmsi = 261_800_000 + i;
          const at = lat(58);
          send(encode(feed.classA(mmsi, at, lon, 0, 0, { navStatus: 1 })));
          await sleep(STEP_MS);
          send(encode(feed.classA(mmsi, at - 260 / M_PER_DEG_LAT, lon, 1, 0, { navStatus: 1 })));
          await sleep(STEP_MS);
          mark(`anchor_drag:${mmsi}`, encode(feed.classA(mmsi, at - 400 / M_PER_DEG_LAT, lon, 1, 0, { navStatus: 1 })));
          break;
        }
        case 'aton_off_position': {
          const mmsi = 992_610_000 + i;
          mark(`aton_off_position:${mmsi}`, encode(feed.atonReport(mmsi, lat(59), lon, true)));
          break;
        }
        case 'safety_message': {
          const mmsi = 261_900_000 + i;
          mark(`safety_message:${mmsi}`, feed.safetyBroadcastLines(mmsi, `TEST ${i}`));
          break;
        }
      }
    };
    for (let i = 0; i < SCENARIOS; i += 1) {
      runs.push(situation('distress', i));
      await sleep(START_EVERY_MS / 2);
      runs.push(situation(OTHER_KINDS[i % OTHER_KINDS.length], i));
      await sleep(START_EVERY_MS / 2);
    }
    await Promise.all(runs);
    await sleep(5000);

    const latencies = (wanted) =>
      [...sent.entries()]
        .filter(([key]) => wanted(kinds.get(key)))
        .map(([key, at]) => (arrived.has(key) ? arrived.get(key) - at : Infinity))
        .sort((a, b) => a - b);
    const row = (label, xs) => {
      const finite = xs.filter(Number.isFinite);
      return {
        run: label,
        scenarios: xs.length,
        missed: xs.length - finite.length,
        p50Ms: percentile(xs, 50),
        p99Ms: percentile(xs, 99),
        maxMs: xs.at(-1),
      };
    };
    const distress = row('UDP -> alert in the stream: distress', latencies((kind) => kind === 'distress'));
    const others = row('UDP -> alert in the stream: other kinds', latencies((kind) => kind !== 'distress'));
    const perKind = Object.fromEntries(OTHER_KINDS.map((kind) => [kind, percentile(latencies((k) => k === kind), 99)]));
    return [
      { ...distress, goalP99Within500Ms: distress.p99Ms <= 500 ? 'met' : 'NOT met' },
      { ...others, p99MsPerKind: JSON.stringify(perKind), goalP99Within2500Ms: others.p99Ms <= 2500 ? 'met' : 'NOT met' },
    ];
  } finally {
    if (background) clearInterval(background);
    socket?.close();
    udp.close();
    await server.stop();
  }
}
