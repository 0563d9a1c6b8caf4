// Sidings (spec section 7): list, get, create, PUT update, delete.
import { SIDINGS_PATH, type Siding, type SidingInput } from '../../protocol/trains';
import { crudClient, type Api } from './crud';

export const sidingsClient = (api: Api) => crudClient<Siding, SidingInput>(api, SIDINGS_PATH);
export type SidingsClient = ReturnType<typeof sidingsClient>;
