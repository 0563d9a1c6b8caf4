// Starts the whole server on a configuration: store (SQLite, or PostgreSQL
// with TRAXIS_DATABASE_URL), the bus between nodes (with TRAXIS_NATS_URL),
// admin user, app, listening socket. Used by main.ts and by the tests (real
// server, real database).
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildApp } from './app';
import { ensureAdmin, type AdminSignIn } from './auth/admin';
import { loadJwtSecret, sharedJwtSecret } from './auth/jwt';
import { localCluster, type Cluster } from './bus/cluster';
import type { BusLog } from './bus/nats';
import { announcingStore } from './bus/storeChanges';
import type { ServerConfig } from './config';
import { openStore, type OpenedStore } from './db/open';
import { seedDemoData } from './db/seed';
import type { Store } from './db/store';
import type { LogSettings } from './http/logging';

export interface RunningServer {
  app: FastifyInstance;
  /** The store the routes use (every write announced to the other nodes). */
  store: Store;
  backend: OpenedStore['backend'];
  /** Where the data is (SQLite file, or the PostgreSQL URL without its password). */
  location: string;
  /** This node's id on the bus. */
  nodeId: string;
  /** The bus between nodes (one node alone: in-process). */
  cluster: Cluster;
  /** Base URL, e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  signIn: AdminSignIn;
  close(): Promise<void>;
}

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/** Writes to the app's log once it exists (the bus and the pool start before it). */
function lateLog(): BusLog & { attach(app: FastifyInstance): void; error(error: unknown, message: string): void } {
  let target: FastifyInstance | null = null;
  return {
    attach: (app) => {
      target = app;
    },
    info: (message) => target?.log.info(message),
    warn: (message) => (target ? target.log.warn(message) : console.warn(message)),
    error: (error, message) => (target ? target.log.error({ err: error }, message) : console.error(message, error)),
  };
}

async function joinCluster(config: ServerConfig, log: BusLog): Promise<Cluster> {
  if (config.natsUrl === null) return localCluster((error) => log.warn(`change handler failed: ${String(error)}`));
  const { connectNatsCluster } = await import('./bus/nats');
  return connectNatsCluster(config.natsUrl, randomUUID(), log);
}

export async function startServer(config: ServerConfig, logger: boolean | LogSettings = true): Promise<RunningServer> {
  const log = lateLog();
  const opened = await openStore(config, (error) => log.error(error, 'PostgreSQL connection lost'));
  let cluster: Cluster | null = null;
  let started: FastifyInstance | null = null;
  try {
    cluster = await joinCluster(config, log);
    const bus = cluster;
    const store = announcingStore(opened.store, (event) => bus.publish(event));
    const signIn = await ensureAdmin(store.users, config.adminUser, config.adminPassword);
    if (config.demoData) await seedDemoData(store);
    // Tokens one node signs verify on every node: with PostgreSQL the secret lives in the database.
    const jwtSecret = opened.backend === 'postgres' ? await sharedJwtSecret(store.meta) : loadJwtSecret(config.dataDir);
    const app = await buildApp({ config, store, version: packageVersion(), cluster, jwtSecret }, logger);
    started = app;
    log.attach(app);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    let closing: Promise<void> | undefined;
    return {
      app,
      store,
      backend: opened.backend,
      location: opened.location,
      nodeId: bus.nodeId,
      cluster: bus,
      url: `http://${host}:${port}`,
      port,
      signIn,
      close: () => {
        closing ??= (async () => {
          await app.close();
          await bus.close();
          await opened.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await started?.close().catch(() => undefined);
    await cluster?.close().catch(() => undefined);
    await opened.close();
    throw error;
  }
}
