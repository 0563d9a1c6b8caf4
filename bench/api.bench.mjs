// Server part 1 benchmark: 100 concurrent clients listing trains and atons
// (1,000 of each stored) on loopback, with autocannon. Goal: p99 < 20 ms.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/paths.mjs';
import { SERVER_NODE_ARGS } from '../scripts/lib/server.mjs';

export const name = 'API: 100 clients listing 1,000 trains / 1,000 atons (autocannon, 10 s each)';

const PORT = 18790;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'bench-password';
const ITEMS = 1000;

async function waitForServer(child) {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start in 20 s');
}

async function post(path, token, body) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function seed() {
  const login = await fetch(`${BASE}/api/settings/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const { access } = await login.json();
  const sidings = [];
  for (let i = 0; i < 50; i += 1) {
    sidings.push(
      await post('/api/trains/sidings/', access, {
        nabrzeze: `Nabrzeże ${i}`,
        zwrotnica: `Z${i}`,
        tor: `T${i}`,
        dlugosc_toru: 300 + i,
        latitude: 54.5 + i / 1000,
        longitude: 18.5 + i / 1000,
        azimuth: (i * 37) % 360,
      }),
    );
  }
  for (let i = 0; i < ITEMS; i += 1) {
    await post('/api/trains/trains/', access, { name: `Pociąg ${i}`, siding: sidings[i % sidings.length].id, trolley_count: i % 40, description: `opis ${i}` });
    await post('/api/atons/', access, {
      name: `Aton ${i}`,
      mmsi: String(992610000 + i),
      vid: i,
      aid_type: i % 32,
      latitude: 54 + i / 10000,
      longitude: 18 + i / 10000,
    });
  }
  return access;
}

function load(path, token, gzip) {
  return autocannon({
    url: `${BASE}${path}`,
    connections: 100,
    duration: 10,
    headers: { authorization: `Bearer ${token}`, ...(gzip ? { 'accept-encoding': 'gzip, deflate, br' } : {}) },
  });
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'traxis-bench-'));
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, TRAXIS_SIM_VESSELS: '0', TRAXIS_DEMO_DATA: '0', PORT: String(PORT), TRAXIS_HOST: '127.0.0.1', TRAXIS_DATA_DIR: dataDir, TRAXIS_ADMIN_PASSWORD: PASSWORD, TRAXIS_LOG_LEVEL: 'warn' },
  });
  try {
    await waitForServer(child);
    const token = await seed();
    const rows = [];
    for (const [label, path, gzip] of [
      ['GET /api/trains/trains/ (1,000), browser-like (gzip)', '/api/trains/trains/', true],
      ['GET /api/atons/ (1,000), browser-like (gzip)', '/api/atons/', true],
      ['GET /api/trains/trains/ (1,000), no compression', '/api/trains/trains/', false],
      ['GET /api/atons/ (1,000), no compression', '/api/atons/', false],
    ]) {
      const result = await load(path, token, gzip);
      rows.push({
        call: label,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        reqPerS: Math.round(result.requests.average),
        non2xx: result.non2xx,
        goalP99Under20Ms: result.latency.p99 < 20 ? 'met' : 'NOT met',
      });
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
