// Lightning (spec section 7): the last strikes in a box.
import { LAST_STRIKES_PATH, type Strike, type StrikeQuery } from '../../protocol/lightning';
import type { Api, CallOptions } from './crud';

export function lightningClient(api: Api) {
  return {
    lastStrikes: (query: StrikeQuery, options: CallOptions = {}) => api<Strike[]>(LAST_STRIKES_PATH, { query: { ...query }, signal: options.signal }),
  };
}
export type LightningClient = ReturnType<typeof lightningClient>;
