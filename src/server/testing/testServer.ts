// A real TRAXIS server for tests: its own temporary data folder, a free
// port on loopback, the real SQLite file. Calls go over HTTP with fetch.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig, type ServerConfig } from '../config';
import { startServer, type RunningServer } from '../server';

export const TEST_ADMIN = { username: 'admin', password: 'test-admin-pass' } as const;

export interface TestServer extends RunningServer {
  dataDir: string;
  /** Stops the server (keeping the data folder, for restart tests). */
  stop(): Promise<void>;
  /** Stops the server and deletes its data folder. */
  dispose(): Promise<void>;
}

export function testDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'traxis-test-'));
}

export async function startTestServer(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? testDataDir();
  const config: ServerConfig = readConfig({
    PORT: '0',
    TRAXIS_HOST: '127.0.0.1',
    TRAXIS_DATA_DIR: dataDir,
    TRAXIS_ADMIN_USER: TEST_ADMIN.username,
    TRAXIS_ADMIN_PASSWORD: TEST_ADMIN.password,
    TRAXIS_DEMO_DATA: '0',
    TRAXIS_SIM_VESSELS: '20',
    // The alert evaluation (a worker thread, a tick every 2 s) only where a test asks for it.
    TRAXIS_ALERTS: '0',
    ...options.env,
  });
  const server = await startServer(config, false);
  return {
    ...server,
    dataDir,
    stop: () => server.close(),
    dispose: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One HTTP call; JSON bodies are sent and parsed. */
export async function call<T = unknown>(server: { url: string }, method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** Signs in as the test admin; returns the login response body. */
export async function signIn(server: { url: string }): Promise<{ access: string; refresh: string; cookies: string }> {
  const result = await call<{ access: string; refresh: string }>(server, 'POST', '/api/settings/login/', { body: TEST_ADMIN });
  if (result.status !== 200) throw new Error(`login failed: ${result.status} ${JSON.stringify(result.body)}`);
  const cookies = result.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  return { ...result.body, cookies };
}
