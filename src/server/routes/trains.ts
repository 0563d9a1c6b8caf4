// Trains, spec section 7: full CRUD (the shared route shape, crudRoutes.ts);
// a train's siding must exist.
import type { FastifyInstance } from 'fastify';
import { TRAINS_PATH, type Train, type TrainInput } from '../../protocol/trains';
import type { SidingStore, TrainStore } from '../db/trains';
import { HttpError } from '../errors';
import { crudRoutes } from './crudRoutes';
import { nonBlank } from './schemas';

const trainProperties = {
  name: nonBlank(),
  siding: { type: 'integer', minimum: 1 },
  trolley_count: { type: 'integer', minimum: 0, maximum: 1000 },
  description: { type: 'string', maxLength: 2000 },
} as const;

export function trainRoutes(app: FastifyInstance, trains: TrainStore, sidings: SidingStore): void {
  const clean = async <T extends Partial<TrainInput>>(input: T): Promise<T> => {
    if (input.siding !== undefined && !(await sidings.get(input.siding))) {
      throw new HttpError(400, `Nie ma bocznicy ${input.siding}`, { siding: 'Wybrana bocznica nie istnieje' });
    }
    return { ...input, ...(input.name === undefined ? {} : { name: input.name.trim() }) };
  };
  crudRoutes<Train, TrainInput, TrainInput>(app, {
    path: TRAINS_PATH,
    store: trains,
    properties: trainProperties,
    createProperties: {
      trolley_count: { ...trainProperties.trolley_count, default: 0 },
      description: { ...trainProperties.description, default: '' },
    },
    response: { type: 'object', properties: { id: { type: 'integer' }, ...trainProperties } },
    required: { create: ['name', 'siding'], put: ['name', 'siding'] },
    notFound: (id) => `Nie ma pociągu ${id}`,
    create: clean,
    update: clean,
  });
}
