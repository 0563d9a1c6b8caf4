// The server's public health answer (versions; whether registration is allowed).
import { HEALTH_PATH, type HealthResponse } from '../../protocol/health';
import type { Api, CallOptions } from './crud';

export function healthClient(api: Api) {
  return {
    get: (options: CallOptions = {}) => api<HealthResponse>(HEALTH_PATH, { signal: options.signal }),
  };
}
export type HealthClient = ReturnType<typeof healthClient>;
