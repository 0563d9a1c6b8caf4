// Sidings (bocznice), spec section 7: full CRUD. Deleting a siding that
// trains stand on is refused with 409.
import type { FastifyInstance } from 'fastify';
import { SIDINGS_PATH, SIDING_CODE_MAX_LENGTH, type Siding, type SidingInput } from '../../protocol/trains';
import type { SidingStore } from '../db/trains';
import { HttpError } from '../errors';
import { sendJsonBody, idParams, latitude, longitude, nonBlank, objectSchema } from './schemas';

const sidingProperties = {
  nabrzeze: nonBlank(),
  zwrotnica: { type: 'string', minLength: 1, pattern: '\\S' },
  tor: { type: 'string', minLength: 1, pattern: '\\S' },
  dlugosc_toru: { type: 'number', minimum: 0 },
  latitude,
  longitude,
  azimuth: { type: 'number', minimum: -1e9, maximum: 1e9 },
} as const;
const sidingKeys = Object.keys(sidingProperties);
const sidingResponse = { type: 'object', properties: { id: { type: 'integer' }, ...sidingProperties } } as const;

/** Azimuth in degrees normalised to 0..360 (360 itself becomes 0). */
export function normaliseAzimuthDeg(azimuthDeg: number): number {
  const normalised = ((azimuthDeg % 360) + 360) % 360;
  return normalised === 360 ? 0 : normalised;
}

/** Trims the text fields, checks the 4-character codes and normalises the azimuth. */
function clean<T extends Partial<SidingInput>>(input: T): T {
  const out: T = { ...input };
  const fields: Record<string, string> = {};
  for (const key of ['nabrzeze', 'zwrotnica', 'tor'] as const) {
    const value = out[key];
    if (typeof value === 'string') out[key] = value.trim() as T[typeof key];
  }
  for (const key of ['zwrotnica', 'tor'] as const) {
    if ((out[key]?.length ?? 0) > SIDING_CODE_MAX_LENGTH) fields[key] = 'max 4 znaki';
  }
  if (Object.keys(fields).length > 0) throw new HttpError(400, 'Nieprawidłowe dane: max 4 znaki', fields);
  if (typeof out.azimuth === 'number') out.azimuth = normaliseAzimuthDeg(out.azimuth);
  return out;
}

export function sidingRoutes(app: FastifyInstance, sidings: SidingStore): void {
  const item = `${SIDINGS_PATH}:id/`;
  const found = async (id: number): Promise<Siding> => {
    const siding = await sidings.get(id);
    if (!siding) throw new HttpError(404, `Nie ma bocznicy ${id}`);
    return siding;
  };

  app.get(SIDINGS_PATH, { schema: { response: { 200: { type: 'array', items: sidingResponse } } } }, async (request, reply) => sendJsonBody(request, reply, await sidings.listJson()));

  app.get<{ Params: { id: number } }>(item, { schema: { params: idParams, response: { 200: sidingResponse } } }, (request) =>
    found(request.params.id),
  );

  app.post<{ Body: SidingInput }>(
    SIDINGS_PATH,
    { schema: { body: objectSchema(sidingProperties, sidingKeys), response: { 201: sidingResponse } } },
    async (request, reply) => {
      const siding = await sidings.create(clean(request.body));
      return reply.status(201).send(siding);
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method]<{ Params: { id: number }; Body: Partial<SidingInput> }>(
      item,
      {
        schema: {
          params: idParams,
          body: objectSchema(sidingProperties, method === 'put' ? sidingKeys : []),
          response: { 200: sidingResponse },
        },
      },
      async (request) => {
        await found(request.params.id);
        await sidings.update(request.params.id, clean(request.body));
        return found(request.params.id);
      },
    );
  }

  app.delete<{ Params: { id: number } }>(item, { schema: { params: idParams } }, async (request, reply) => {
    const siding = await found(request.params.id);
    const trains = await sidings.trainCount(siding.id);
    if (trains > 0) {
      throw new HttpError(409, `Nie można usunąć bocznicy ${siding.zwrotnica}: stoją na niej pociągi (${trains}). Najpierw usuń lub przenieś pociągi.`);
    }
    await sidings.delete(siding.id);
    return reply.status(204).send();
  });
}
