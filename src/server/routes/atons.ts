// Atons, spec section 7: list, create, update, delete (the shared route
// shape, crudRoutes.ts) and change_status (toggles the active flag).
import type { FastifyInstance } from 'fastify';
import { AID_TYPE_MAX, AID_TYPE_MIN, ATONS_PATH, type Aton, type AtonInput } from '../../protocol/atons';
import { MMSI_PATTERN } from '../../protocol/blacklist';
import type { AtonStore } from '../db/atons';
import { HttpError } from '../errors';
import { crudRoutes } from './crudRoutes';
import { idParams, latitude, longitude, nonBlank, objectSchema } from './schemas';

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
  const trimmed = <T extends Partial<AtonInput>>(input: T): T => (input.name === undefined ? input : { ...input, name: input.name.trim() });
  const { item } = crudRoutes<Aton, AtonInput, AtonInput>(app, {
    path: ATONS_PATH,
    store: atons,
    properties: atonProperties,
    response: atonResponse,
    required: { create: ['name', 'mmsi', 'vid', 'aid_type'], put: ['name', 'mmsi'] },
    notFound: (id) => `Nie ma atonu ${id}`,
    create: trimmed,
    update: trimmed,
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
