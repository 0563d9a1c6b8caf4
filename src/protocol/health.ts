// GET /api/health: liveness and the versions the server runs.
import type { HistoryStatus } from './history';

export const HEALTH_PATH = '/api/health';

export interface HealthResponse {
  status: 'ok';
  /** Server (package) version. */
  version: string;
  /** Version of the Rust core, as reported by the WASM package loaded in Node. */
  coreVersion: string;
  /** Self-registration is allowed (TRAXIS_ALLOW_REGISTRATION=1): the login screen offers it at /login?register. */
  registration: boolean;
  /**
   * Whether the history is being written (history.ts): `recording` false with
   * `error` (Polish) when writing stopped, e.g. on a full disk — the console
   * tells signed-in operators; false with a null error when switched off.
   */
  history: HistoryStatus;
}
