// The AIS safety-related messages' log (types 12 and 14): GET
// /api/ais/safety-messages/, newest first.
import { SAFETY_MESSAGES_PATH, type SafetyMessage } from '../../protocol/aisSafety';
import type { Api, CallOptions } from './crud';

export function aisSafetyClient(api: Api) {
  return {
    list: (options: CallOptions = {}) => api<SafetyMessage[]>(SAFETY_MESSAGES_PATH, { signal: options.signal }),
  };
}
export type AisSafetyClient = ReturnType<typeof aisSafetyClient>;
