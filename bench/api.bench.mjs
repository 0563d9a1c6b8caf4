// API benchmark: 100 concurrent clients listing trains and atons
// (1,000 of each stored) on loopback, with autocannon. Goal: p99 < 20 ms.
// Run on the embedded SQLite file and, when PostgreSQL is installed, on a
// throw-away PostgreSQL cluster over TCP on 127.0.0.1 (the ratio of the two).
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { missingServices } from '../scripts/lib/services.mjs';
import { startBenchServer } from './lib/benchServer.mjs';

/** Base URL of the server under test (set by run()). */
let base = '';

export const name = 'API: 100 clients listing 1,000 trains / 1,000 atons (autocannon, 10 s each), SQLite and PostgreSQL';

const ITEMS = 1000;

async function post(path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function seed(access) {
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
}

function load(path, token, gzip) {
  return autocannon({
    url: `${base}${path}`,
    connections: 100,
    duration: 10,
    headers: { authorization: `Bearer ${token}`, ...(gzip ? { 'accept-encoding': 'gzip, deflate, br' } : {}) },
  });
}

async function measure(backend, env) {
  const server = await startBenchServer(env);
  base = server.base;
  const { token } = server;
  try {
    await seed(token);
    const rows = [];
    for (const [label, path, gzip] of [
      ['GET /api/trains/trains/ (1,000), browser-like (brotli)', '/api/trains/trains/', true],
      ['GET /api/atons/ (1,000), browser-like (brotli)', '/api/atons/', true],
      ['GET /api/trains/trains/ (1,000), no compression', '/api/trains/trains/', false],
      ['GET /api/atons/ (1,000), no compression', '/api/atons/', false],
      ['GET /api/trains/trains/500/ (one row, read each time)', '/api/trains/trains/500/', false],
    ]) {
      const result = await load(path, token, gzip);
      rows.push({
        backend,
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
    server.stop();
  }
}

async function postgresRows() {
  const { startPostgresCluster } = await tsImport('../src/server/testing/services/postgres.ts', import.meta.url);
  const { freePort } = await tsImport('../src/server/testing/services/ports.ts', import.meta.url);
  const cluster = await startPostgresCluster({ port: await freePort(), tcp: true });
  try {
    await cluster.sql('CREATE DATABASE traxis');
    return await measure('PostgreSQL', { TRAXIS_DATABASE_URL: `postgresql://postgres@127.0.0.1:${cluster.port}/traxis` });
  } finally {
    await cluster.stop();
  }
}

export async function run() {
  const sqlite = await measure('SQLite', {});
  if (missingServices().length > 0) return sqlite;
  const postgres = await postgresRows();
  const ratios = postgres.map((row, i) => ({
    backend: 'PostgreSQL / SQLite',
    call: row.call,
    p50Ms: +(row.p50Ms / Math.max(1, sqlite[i].p50Ms)).toFixed(2),
    p99Ms: +(row.p99Ms / Math.max(1, sqlite[i].p99Ms)).toFixed(2),
    reqPerS: +(row.reqPerS / sqlite[i].reqPerS).toFixed(2),
  }));
  return [...sqlite, ...postgres, ...ratios];
}

/** The goal: p99 under 20 ms for browser-like clients (compressed answers) on the embedded SQLite file. */
export function goals(rows) {
  const browserLike = rows.filter((row) => row.backend === 'SQLite' && row.call.includes('browser-like'));
  return { p99Under20MsBrowserLike: browserLike.length > 0 ? browserLike.every((row) => row.goalP99Under20Ms === 'met') : undefined };
}
