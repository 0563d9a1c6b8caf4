// GET /api/health (public): liveness, versions, whether the login screen
// may offer registration, and whether the history is being written.
import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH, type HealthResponse } from '../../protocol/health';
import type { HistoryStatus } from '../../protocol/history';
import { coreVersion } from '../../wasm/core';

const HISTORY_OFF: HistoryStatus = { recording: false, error: null };

export function healthRoutes(app: FastifyInstance, version: string, registration = false, history: () => HistoryStatus = () => HISTORY_OFF): void {
  app.get(
    HEALTH_PATH,
    {
      config: { public: true },
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['status', 'version', 'coreVersion', 'registration', 'history'],
            properties: {
              status: { const: 'ok' },
              version: { type: 'string' },
              coreVersion: { type: 'string' },
              registration: { type: 'boolean' },
              history: {
                type: 'object',
                required: ['recording', 'error'],
                properties: { recording: { type: 'boolean' }, error: { type: ['string', 'null'] } },
              },
            },
          },
        },
      },
    },
    async (): Promise<HealthResponse> => ({ status: 'ok', version, coreVersion: coreVersion(), registration, history: history() }),
  );
}
