// Atons (spec section 7): list, create, PUT update, delete, and the active flag toggled by change_status.
import { ATONS_PATH, atonChangeStatusPath, type Aton, type AtonInput } from '../../protocol/atons';
import { crudClient, type Api } from './crud';

export function atonsClient(api: Api) {
  return {
    ...crudClient<Aton, AtonInput>(api, ATONS_PATH),
    changeStatus: (id: number) => api<Aton>(atonChangeStatusPath(id), { method: 'POST', body: { aton_id: id } }),
  };
}
export type AtonsClient = ReturnType<typeof atonsClient>;
