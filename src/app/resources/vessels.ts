// Vessels (spec section 7): the list (the vessels panel polls it every 20 s,
// as bytes parsed off the main thread) and a vessel's picture (15 s timeout; a 204 answer means no picture).
import { VESSELS_PATH, type Vessel } from '../../protocol/vessels';
import type { Api, CallOptions } from './crud';

/** Vessel picture timeout (spec section 9). */
export const VESSEL_PICTURE_TIMEOUT_MS = 15_000;

export function vesselsClient(api: Api) {
  return {
    list: (options: CallOptions = {}) => api<Vessel[]>(VESSELS_PATH, { signal: options.signal }),
    /** The list's answer as bytes, unparsed (the vessels panel parses it in a worker). */
    listBytes: (options: CallOptions = {}) => api<ArrayBuffer>(VESSELS_PATH, { signal: options.signal, responseType: 'arrayBuffer' as 'json' }),
    /** The picture's URL or data, or null when the vessel has none (204). */
    picture: async (id: number, options: CallOptions = {}): Promise<string | null> => {
      const answer = await api<{ picture?: string } | undefined>(`${VESSELS_PATH}${id}/get_vessel_picture/`, {
        timeout: VESSEL_PICTURE_TIMEOUT_MS,
        signal: options.signal,
      });
      return answer?.picture || null;
    },
  };
}
export type VesselsClient = ReturnType<typeof vesselsClient>;
