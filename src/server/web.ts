// Serves the built web app (dist/web) and answers the console's routes
// (/login and the main view) with its index.html; unknown /api paths get a
// JSON 404.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { notFound } from './errors';

export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const hasApp = existsSync(join(webDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: ['index.html'] });
  } else {
    app.log.warn(`no web app in ${webDir}: run 'npm start' (or 'npm run build') to build it`);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = /^\/(api|ws|chart-engine|media|camera)\//.test(path);
    if (isApi || request.method !== 'GET' || !hasApp) {
      void reply.status(404).send(notFound(path));
      return;
    }
    void reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
