// GET /api/health (public): liveness, versions, and whether the login
// screen may offer registration.
import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH, type HealthResponse } from '../../protocol/health';
import { coreVersion } from '../../wasm/core';

export function healthRoutes(app: FastifyInstance, version: string, registration = false): void {
  app.get(
    HEALTH_PATH,
    {
      config: { public: true },
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['status', 'version', 'coreVersion', 'registration'],
            properties: { status: { const: 'ok' }, version: { type: 'string' }, coreVersion: { type: 'string' }, registration: { type: 'boolean' } },
          },
        },
      },
    },
    async (): Promise<HealthResponse> => ({ status: 'ok', version, coreVersion: coreVersion(), registration }),
  );
}
