// Builds the Fastify application: error handling, API routes, web app.
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from './errors';
import { healthRoutes } from './routes/health';
import { registerWebApp } from './web';
import type { ServerConfig } from './config';
import type { Db } from './db/database';

export interface AppContext {
  config: ServerConfig;
  db: Db;
  version: string;
}

export async function buildApp({ config, version }: AppContext, logger = true): Promise<FastifyInstance> {
  const app = Fastify({ logger: logger ? { level: process.env.TRAXIS_LOG_LEVEL ?? 'info' } : false });
  registerErrorHandling(app);
  healthRoutes(app, version);
  await registerWebApp(app, config.webDir);
  return app;
}
