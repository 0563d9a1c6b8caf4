// A real TRAXIS server for tests: its own temporary data folder, a free
// port on loopback, the real SQLite file — or, in the PostgreSQL run of the
// tests (TRAXIS_TEST_POSTGRES_URL, set by testing/postgresSetup.ts), its own
// database in the run's throw-away PostgreSQL cluster, made from a migrated
// template and dropped with the server. Calls go over HTTP with fetch.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig, type ServerConfig } from '../config';
import type { LogStream } from '../http/logging';
import { startServer, type RunningServer } from '../server';
import { dropTestDatabase, testDatabaseUrl } from './postgresTest';

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

export interface TestServerOptions {
  dataDir?: string;
  env?: Record<string, string>;
  /** Collects the server's log lines (info level and above); no log when unset. */
  log?: LogStream;
  /**
   * Cameras on loopback allowed (default true: the route tests run a fake
   * camera on 127.0.0.1). A real server never allows them; the security
   * tests turn this off to prove it.
   */
  cameraLoopback?: boolean;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? testDataDir();
  const databaseUrl = options.env?.TRAXIS_DATABASE_URL ?? (await testDatabaseUrl(dataDir));
  const fromEnv: ServerConfig = readConfig({
    PORT: '0',
    TRAXIS_HOST: '127.0.0.1',
    TRAXIS_DATA_DIR: dataDir,
    TRAXIS_ADMIN_USER: TEST_ADMIN.username,
    TRAXIS_ADMIN_PASSWORD: TEST_ADMIN.password,
    TRAXIS_DEMO_DATA: '0',
    TRAXIS_SIM_VESSELS: '20',
    // The alert evaluation (a worker thread, a tick every 2 s) only where a test asks for it.
    TRAXIS_ALERTS: '0',
    // The history (a worker thread writing every report) likewise.
    TRAXIS_HISTORY_DAYS: '0',
    ...(databaseUrl ? { TRAXIS_DATABASE_URL: databaseUrl, TRAXIS_DATABASE_POOL: '4' } : {}),
    ...options.env,
  });
  const config: ServerConfig = { ...fromEnv, cameraAddresses: { ...fromEnv.cameraAddresses, allowLoopback: options.cameraLoopback ?? true } };
  const server = await startServer(config, options.log ? { level: 'info', stream: options.log } : false);
  return {
    ...server,
    dataDir,
    stop: () => server.close(),
    dispose: async () => {
      await server.close();
      await dropTestDatabase(dataDir);
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
