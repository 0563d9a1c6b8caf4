// Atons, spec section 7: list, create, update, delete and change_status
// (toggles the active flag).
import type { FastifyInstance } from 'fastify';
import { AID_TYPE_MAX, AID_TYPE_MIN, ATONS_PATH, type Aton, type AtonInput } from '../../protocol/atons';
import { MMSI_PATTERN } from '../../protocol/blacklist';
import type { AtonStore } from '../db/atons';
import { HttpError } from '../errors';
import { sendJsonBody, idParams, latitude, longitude, nonBlank, objectSchema } from './schemas';

const atonProperties = {
  name: nonBlank(),
  mmsi: { type: 'string', pattern: MMSI_PATTERN },
  vid: { type: 'integer', minimum: 0, maximum: 2 ** 31 - 1 },
  aid_type: { type: 'integer', minimum: AID_TYPE_MIN, maximum: AID_TYPE_MAX },
  latitude: { anyOf: [latitude, { type: 'null' }] },
  longitude: { anyOf: [longitude, { type: 'null' }] },
} as const;
const atonResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    mmsi: { type: 'string' },
    vid: { type: 'integer' },
    aid_type: { type: 'integer' },
    latitude: { type: ['number', 'null'] },
    longitude: { type: ['number', 'null'] },
    active: { type: 'boolean' },
    integrated: { type: 'boolean' },
    last_reported: { type: ['string', 'null'] },
  },
} as const;

export function atonRoutes(app: FastifyInstance, atons: AtonStore): void {
  const item = `${ATONS_PATH}:id/`;
  const found = async (id: number): Promise<Aton> => {
    const aton = await atons.get(id);
    if (!aton) throw new HttpError(404, `Nie ma atonu ${id}`);
    return aton;
  };
  const trimmed = <T extends Partial<AtonInput>>(input: T): T => (input.name === undefined ? input : { ...input, name: input.name.trim() });

  app.get(ATONS_PATH, { schema: { response: { 200: { type: 'array', items: atonResponse } } } }, async (request, reply) => sendJsonBody(request, reply, await atons.listJson()));

  app.get<{ Params: { id: number } }>(item, { schema: { params: idParams, response: { 200: atonResponse } } }, (request) =>
    found(request.params.id),
  );

  app.post<{ Body: AtonInput }>(
    ATONS_PATH,
    { schema: { body: objectSchema(atonProperties, ['name', 'mmsi', 'vid', 'aid_type']), response: { 201: atonResponse } } },
    async (request, reply) => reply.status(201).send(await atons.create(trimmed(request.body))),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method]<{ Params: { id: number }; Body: Partial<AtonInput> }>(
      item,
      {
        schema: {
          params: idParams,
          body: objectSchema(atonProperties, method === 'put' ? ['name', 'mmsi'] : []),
          response: { 200: atonResponse },
        },
      },
      async (request) => {
        await found(request.params.id);
        await atons.update(request.params.id, trimmed(request.body));
        return found(request.params.id);
      },
    );
  }

  app.delete<{ Params: { id: number } }>(item, { schema: { params: idParams } }, async (request, reply) => {
    if (!(await atons.delete(request.params.id))) throw new HttpError(404, `Nie ma atonu ${request.params.id}`);
    return reply.status(204).send();
  });

  app.post<{ Params: { id: number }; Body: { aton_id?: number } | undefined }>(
    `${item}change_status/`,
    {
      schema: {
        params: idParams,
        body: { ...objectSchema({ aton_id: { type: 'integer', minimum: 1 } }), nullable: true },
        response: { 200: atonResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const bodyId = request.body?.aton_id;
      if (bodyId !== undefined && bodyId !== id) {
        throw new HttpError(400, 'aton_id nie zgadza się z adresem', { aton_id: `oczekiwano ${id}` });
      }
      const aton = await atons.toggleActive(id);
      if (!aton) throw new HttpError(404, `Nie ma atonu ${id}`);
      return aton;
    },
  );
}
