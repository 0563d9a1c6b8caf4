// Sidings (bocznice), spec section 7: full CRUD (the shared route shape,
// crudRoutes.ts). Deleting a siding that trains stand on is refused with 409.
import type { FastifyInstance } from 'fastify';
import { SIDINGS_PATH, SIDING_CODE_MAX_LENGTH, type Siding, type SidingInput } from '../../protocol/trains';
import type { SidingStore } from '../db/trains';
import { HttpError } from '../errors';
import { crudRoutes } from './crudRoutes';
import { latitude, longitude, nonBlank } from './schemas';

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
  crudRoutes<Siding, SidingInput, SidingInput>(app, {
    path: SIDINGS_PATH,
    store: sidings,
    properties: sidingProperties,
    response: { type: 'object', properties: { id: { type: 'integer' }, ...sidingProperties } },
    required: { create: sidingKeys, put: sidingKeys },
    notFound: (id) => `Nie ma bocznicy ${id}`,
    create: clean,
    update: clean,
    beforeDelete: async (siding) => {
      const trains = await sidings.trainCount(siding.id);
      if (trains > 0) {
        throw new HttpError(409, `Nie można usunąć bocznicy ${siding.zwrotnica}: stoją na niej pociągi (${trains}). Najpierw usuń lub przenieś pociągi.`);
      }
    },
  });
}
