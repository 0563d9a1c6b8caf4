// Starts the whole server on a configuration: database, admin user, app,
// listening socket. Used by main.ts and by the tests (real server, real file).
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { buildApp } from './app';
import { ensureAdmin, type AdminSignIn } from './auth/admin';
import type { ServerConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { seedDemoData } from './db/seed';
import { sqliteStore } from './db/store';
import type { LogSettings } from './http/logging';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
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

export async function startServer(config: ServerConfig, logger: boolean | LogSettings = true): Promise<RunningServer> {
  const db = openDatabase(config.dataDir);
  try {
    const store = sqliteStore(db);
    const signIn = await ensureAdmin(store.users, config.adminUser, config.adminPassword);
    if (config.demoData) await seedDemoData(db, store);
    const app = await buildApp({ config, store, version: packageVersion() }, logger);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    return {
      app,
      db,
      url: `http://${host}:${port}`,
      port,
      signIn,
      close: async () => {
        await app.close();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
