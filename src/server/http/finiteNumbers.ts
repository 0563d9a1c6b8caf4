// Every number a route receives (body, query string, path parameters) must
// be finite: JSON.parse turns 1e400 into Infinity, and the query and path
// conversion turns "Infinity", "-Infinity" and "1e400" into numbers that
// slip past the schemas' minimum and maximum. Checked before any handler
// runs, so a refused request changes nothing.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/** The path (a.b.0) of the first non-finite number inside a value, or null. */
export function nonFinitePath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return path;
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) pending.push([child, path === '' ? key : `${path}.${key}`]);
    }
  }
  return null;
}

export function registerFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nonFinitePath(part);
      if (path !== null) {
        throw new HttpError(400, 'Nieprawidłowe dane: liczba musi być skończona', { [path]: 'liczba musi być skończona i w dozwolonym zakresie' });
      }
    }
  });
}
