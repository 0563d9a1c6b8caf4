// The MMSI blacklist (spec section 7, "Blacklist"): list, add, remove.
import {
  BLACKLIST_ADD_PATH,
  BLACKLIST_PATH,
  BLACKLIST_REMOVE_PATH,
  type BlacklistChangeResponse,
  type BlacklistResponse,
} from '../../protocol/blacklist';
import type { Api, CallOptions } from './crud';

export function blacklistClient(api: Api) {
  return {
    list: async (options: CallOptions = {}) => (await api<BlacklistResponse>(BLACKLIST_PATH, { signal: options.signal })).blacklist,
    add: (mmsi: string) => api<BlacklistChangeResponse>(BLACKLIST_ADD_PATH, { method: 'POST', body: { mmsi } }),
    remove: (mmsi: string) => api<BlacklistChangeResponse>(BLACKLIST_REMOVE_PATH, { method: 'POST', body: { mmsi } }),
  };
}
export type BlacklistClient = ReturnType<typeof blacklistClient>;
