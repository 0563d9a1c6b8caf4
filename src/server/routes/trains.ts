// Trains, spec section 7: full CRUD; a train's siding must exist.
import type { FastifyInstance } from 'fastify';
import { TRAINS_PATH, type Train, type TrainInput } from '../../protocol/trains';
import type { SidingStore, TrainStore } from '../db/trains';
import { HttpError } from '../errors';
import { sendJsonBody, idParams, nonBlank, objectSchema } from './schemas';

const trainProperties = {
  name: nonBlank(),
  siding: { type: 'integer', minimum: 1 },
  trolley_count: { type: 'integer', minimum: 0, maximum: 1000 },
  description: { type: 'string', maxLength: 2000 },
} as const;
const trainResponse = { type: 'object', properties: { id: { type: 'integer' }, ...trainProperties } } as const;

export function trainRoutes(app: FastifyInstance, trains: TrainStore, sidings: SidingStore): void {
  const item = `${TRAINS_PATH}:id/`;
  const found = async (id: number): Promise<Train> => {
    const train = await trains.get(id);
    if (!train) throw new HttpError(404, `Nie ma pociągu ${id}`);
    return train;
  };
  const clean = async <T extends Partial<TrainInput>>(input: T): Promise<T> => {
    if (input.siding !== undefined && !(await sidings.get(input.siding))) {
      throw new HttpError(400, `Nie ma bocznicy ${input.siding}`, { siding: 'Wybrana bocznica nie istnieje' });
    }
    return { ...input, ...(input.name === undefined ? {} : { name: input.name.trim() }) };
  };

  app.get(TRAINS_PATH, { schema: { response: { 200: { type: 'array', items: trainResponse } } } }, async (request, reply) => sendJsonBody(request, reply, await trains.listJson()));

  app.get<{ Params: { id: number } }>(item, { schema: { params: idParams, response: { 200: trainResponse } } }, (request) =>
    found(request.params.id),
  );

  app.post<{ Body: TrainInput }>(
    TRAINS_PATH,
    {
      schema: {
        body: objectSchema({ ...trainProperties, trolley_count: { ...trainProperties.trolley_count, default: 0 }, description: { ...trainProperties.description, default: '' } }, [
          'name',
          'siding',
        ]),
        response: { 201: trainResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await trains.create(await clean(request.body))),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method]<{ Params: { id: number }; Body: Partial<TrainInput> }>(
      item,
      {
        schema: {
          params: idParams,
          body: objectSchema(trainProperties, method === 'put' ? ['name', 'siding'] : []),
          response: { 200: trainResponse },
        },
      },
      async (request) => {
        await found(request.params.id);
        await trains.update(request.params.id, await clean(request.body));
        return found(request.params.id);
      },
    );
  }

  app.delete<{ Params: { id: number } }>(item, { schema: { params: idParams } }, async (request, reply) => {
    if (!(await trains.delete(request.params.id))) throw new HttpError(404, `Nie ma pociągu ${request.params.id}`);
    return reply.status(204).send();
  });
}
