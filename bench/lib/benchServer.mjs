// A real TRAXIS server for a benchmark: its own process on loopback, a
// temporary data folder, the admin signed in. Stop it with `stop()`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { SERVER_NODE_ARGS } from '../../scripts/lib/server.mjs';

const PASSWORD = 'bench-password';

/** Resolves to the port the server prints when it is up ('TRAXIS is running: http://localhost:PORT/'). */
function waitForPort(child) {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /TRAXIS is running: http:\/\/localhost:(\d+)\//.exec(out);
      if (match) {
        clearTimeout(timer);
        child.stdout.resume();
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}`));
    });
  });
}

/**
 * Starts a server on a free port with extra environment `env` (simulators,
 * demo data, the alert evaluation and the history off unless set; `PORT` in `env` picks the
 * port). Resolves to { base, dataDir, pid, token, cookie, stop }.
 */
export async function startBenchServer(env = {}, nodeArgs = []) {
  const dataDir = mkdtempSync(join(tmpdir(), 'traxis-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, ...SERVER_NODE_ARGS], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: '0',
      TRAXIS_HOST: '127.0.0.1',
      TRAXIS_DATA_DIR: dataDir,
      TRAXIS_ADMIN_PASSWORD: PASSWORD,
      TRAXIS_LOG_LEVEL: 'warn',
      TRAXIS_SIM_VESSELS: '0',
      TRAXIS_DEMO_DATA: '0',
      // Other benchmarks keep their baselines: the alert evaluation is opted into (bench/alerts.bench.mjs).
      TRAXIS_ALERTS: '0',
      // Likewise the history (bench/history.bench.mjs measures it).
      TRAXIS_HISTORY_DAYS: '0',
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** Stops the server; resolves once it has exited (its port is free again). */
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    return exited;
  };
  try {
    const base = `http://127.0.0.1:${await waitForPort(child)}`;
    const login = await fetch(`${base}/api/settings/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { access } = await login.json();
    return { base, dataDir, pid: child.pid, token: access, cookie, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
