// Serves the built web app (dist/web) and answers the console's routes
// (/login and the main view) with its index.html (HEAD as GET, without the
// body); unknown API-like paths,
// however spelt, get a JSON 404. The web app's files are the only routes
// made public here: every route declared inside its scope is marked
// `config: { public: true }` (see auth/guard.ts).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { notFound } from './errors';
import { isApiLikePath, pathOf } from './http/paths';

export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = join(webDir, 'index.html');
  const hasApp = existsSync(indexFile);
  if (hasApp) {
    await app.register(async (web) => {
      web.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await web.register(fastifyStatic, { root: webDir, wildcard: false, index: ['index.html'] });
    });
  } else {
    app.log.warn(`no web app in ${webDir}: run 'npm start' (or 'npm run build') to build it`);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    if (isApiLikePath(path) || (request.method !== 'GET' && request.method !== 'HEAD') || !hasApp) {
      void reply.status(404).send(notFound(path));
      return;
    }
    void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(createReadStream(indexFile));
  });
}
