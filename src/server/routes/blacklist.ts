// MMSI blacklist, spec section 7 ("Blacklist"). The Polish messages are the
// jammer panel's own (spec section 8).
import type { FastifyInstance } from 'fastify';
import {
  BLACKLIST_ADD_PATH,
  BLACKLIST_PATH,
  BLACKLIST_REMOVE_PATH,
  MMSI_PATTERN,
  type BlacklistChangeRequest,
  type BlacklistChangeResponse,
} from '../../protocol/blacklist';
import type { BlacklistStore } from '../db/blacklist';
import { HttpError } from '../errors';
import { objectSchema } from './schemas';

const MMSI_MESSAGE = 'MMSI musi składać się z 9 cyfr';
const listSchema = { type: 'object', properties: { blacklist: { type: 'array', items: { type: 'string' } } } } as const;
const changeSchema = {
  type: 'object',
  properties: { ...listSchema.properties, success: { type: 'boolean' }, mmsi: { type: 'string' } },
} as const;
// A number is accepted too (the panel's input holds digits only).
const changeBody = objectSchema({ mmsi: { anyOf: [{ type: 'string', maxLength: 32 }, { type: 'integer' }] } }, ['mmsi']);

/** The 9-digit MMSI of a body, or a 400 with the panel's message. */
function mmsiOf(body: BlacklistChangeRequest): string {
  // String(211234567) is its digits; a number too large to print in full fails the pattern.
  const mmsi = String(body.mmsi).trim();
  if (!new RegExp(MMSI_PATTERN).test(mmsi)) throw new HttpError(400, MMSI_MESSAGE, { mmsi: MMSI_MESSAGE });
  return mmsi;
}

export function blacklistRoutes(app: FastifyInstance, blacklist: BlacklistStore, onChange: () => Promise<void> = async () => {}): void {
  app.get(BLACKLIST_PATH, { schema: { response: { 200: listSchema } } }, async () => ({ blacklist: await blacklist.list() }));

  app.post<{ Body: BlacklistChangeRequest; Reply: BlacklistChangeResponse }>(
    BLACKLIST_ADD_PATH,
    { schema: { body: changeBody, response: { 200: changeSchema } } },
    async (request) => {
      const mmsi = mmsiOf(request.body);
      if (!(await blacklist.add(mmsi))) throw new HttpError(409, 'Ten MMSI jest już na liście', { mmsi: 'Ten MMSI jest już na liście' });
      // Awaited: the vessels on it are gone from every list and stream before the reply.
      await onChange();
      return { success: true, mmsi, blacklist: await blacklist.list() };
    },
  );

  app.post<{ Body: BlacklistChangeRequest; Reply: BlacklistChangeResponse }>(
    BLACKLIST_REMOVE_PATH,
    { schema: { body: changeBody, response: { 200: changeSchema } } },
    async (request) => {
      const mmsi = mmsiOf(request.body);
      if (!(await blacklist.remove(mmsi))) throw new HttpError(404, `MMSI ${mmsi} nie jest na liście`, { mmsi: 'Brak na liście' });
      // Awaited: the vessels on it are gone from every list and stream before the reply.
      await onChange();
      return { success: true, mmsi, blacklist: await blacklist.list() };
    },
  );
}
