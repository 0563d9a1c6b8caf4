// Every route the app declares, with its method, as Fastify registered it
// (HEAD routes included). The security tests walk this list to prove that
// no route is reachable without signing in unless it is meant to be.
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes declared so far (complete once the app is ready). */
    routeCatalogue: readonly RouteEntry[];
  }
}

/** Call before any route is declared. */
export function registerRouteCatalogue(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeCatalogue', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url ?? route.path, websocket: route.websocket === true });
  });
}
