// GET /api/health: liveness and the versions the server runs.

export const HEALTH_PATH = '/api/health';

export interface HealthResponse {
  status: 'ok';
  /** Server (package) version. */
  version: string;
  /** Version of the Rust core, as reported by the WASM package loaded in Node. */
  coreVersion: string;
}
