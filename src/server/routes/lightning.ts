// Lightning (spec section 7): GET /api/stations/last_strikes/ with number,
// west, east, north, south and sig (defaults 100, -18, 43, 73, 33, 0). The
// console's 'off' request (number '0', empty bounds) returns an empty list.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { LAST_STRIKES_PATH, STRIKE_DEFAULTS } from '../../protocol/lightning';
import type { LightningSimulator, Strike } from '../live/lightning';

export { LAST_STRIKES_PATH, STRIKE_DEFAULTS };
export const MAX_STRIKES_PER_QUERY = 10_000;

type Query = Partial<Record<keyof typeof STRIKE_DEFAULTS, string>>;

function numberParam(query: Query, key: keyof typeof STRIKE_DEFAULTS, min: number, max: number): number | null {
  const raw = (query[key] ?? STRIKE_DEFAULTS[key]).trim();
  if (raw === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new HttpError(400, `Nieprawidłowy parametr ${key}: ${raw}`, { [key]: `liczba z zakresu ${min}..${max}` });
  }
  return value;
}

export function lightningRoutes(app: FastifyInstance, lightning: LightningSimulator): void {
  const text = { type: 'string', maxLength: 32 } as const;
  app.get<{ Querystring: Query; Reply: Strike[] }>(
    LAST_STRIKES_PATH,
    {
      schema: {
        querystring: { type: 'object', properties: { number: text, west: text, east: text, north: text, south: text, sig: text } },
        response: {
          200: { type: 'array', items: { type: 'object', properties: { lon: { type: 'number' }, lat: { type: 'number' }, time: { type: 'string' } } } },
        },
      },
    },
    async (request) => {
      const query = request.query;
      const number = numberParam(query, 'number', 0, MAX_STRIKES_PER_QUERY);
      const west = numberParam(query, 'west', -180, 180);
      const east = numberParam(query, 'east', -180, 180);
      const north = numberParam(query, 'north', -90, 90);
      const south = numberParam(query, 'south', -90, 90);
      numberParam(query, 'sig', -1e9, 1e9);
      if (!number || west === null || east === null || north === null || south === null) return [];
      if (south > north) throw new HttpError(400, 'south musi być <= north', { south: 'musi być <= north' });
      return lightning.query({ number: Math.floor(number), west, east, north, south });
    },
  );
}
