// Zones drawn by operators (src/protocol/zones.ts): list, create, PATCH
// (name, outline, rules) and delete; every change reaches every console by
// the zones stream.
import { ZONES_PATH, type Zone, type ZoneInput } from '../../protocol/zones';
import { crudClient, type Api } from './crud';

export function zonesClient(api: Api) {
  return crudClient<Zone, ZoneInput>(api, ZONES_PATH, 'PATCH');
}
export type ZonesClient = ReturnType<typeof zonesClient>;
