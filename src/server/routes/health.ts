// GET /api/health
import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH, type HealthResponse } from '../../protocol/health';
import { coreVersion } from '../../wasm/core';

export function healthRoutes(app: FastifyInstance, version: string): void {
  app.get(
    HEALTH_PATH,
    {
      config: { public: true },
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['status', 'version', 'coreVersion'],
            properties: { status: { const: 'ok' }, version: { type: 'string' }, coreVersion: { type: 'string' } },
          },
        },
      },
    },
    async (): Promise<HealthResponse> => ({ status: 'ok', version, coreVersion: coreVersion() }),
  );
}
