// Trains (spec section 7): list, get, create, PUT update, delete.
import { TRAINS_PATH, type Train, type TrainInput } from '../../protocol/trains';
import { crudClient, type Api } from './crud';

export const trainsClient = (api: Api) => crudClient<Train, TrainInput>(api, TRAINS_PATH);
export type TrainsClient = ReturnType<typeof trainsClient>;
