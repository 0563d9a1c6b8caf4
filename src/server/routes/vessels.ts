// Vessels (spec section 7): GET /api/vessels/ lists the current vessels
// (blacklist applied); GET /api/vessels/{id}/get_vessel_picture/ returns
// {picture} (a data URL) from the photos in the data folder
// (vessel-photos/{mmsi}.jpg|.jpeg|.png|.webp), or 204 when there is none.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { VESSELS_PATH } from '../../protocol/vessels';
import { HttpError } from '../errors';
import type { VesselFeed } from '../live/vesselFeed';
import { idParams, JSON_TYPE } from './schemas';

const PHOTO_TYPES: readonly [string, string][] = [
  ['.jpg', 'image/jpeg'],
  ['.jpeg', 'image/jpeg'],
  ['.png', 'image/png'],
  ['.webp', 'image/webp'],
];

export function vesselRoutes(app: FastifyInstance, feed: VesselFeed, photoDir: string): void {
  mkdirSync(photoDir, { recursive: true });

  app.get(VESSELS_PATH, async (_request, reply) => reply.type(JSON_TYPE).send(JSON.stringify(feed.allVessels())));

  app.get<{ Params: { id: number } }>(
    `${VESSELS_PATH}:id/get_vessel_picture/`,
    { schema: { params: idParams, response: { 200: { type: 'object', properties: { picture: { type: 'string' } } } } } },
    async (request, reply) => {
      const vessel = feed.vessel(request.params.id);
      if (!vessel) throw new HttpError(404, `Nie ma statku ${request.params.id}`);
      for (const [extension, type] of PHOTO_TYPES) {
        const file = join(photoDir, `${vessel.mmsi}${extension}`);
        if (existsSync(file)) return { picture: `data:${type};base64,${readFileSync(file).toString('base64')}` };
      }
      return reply.status(204).send();
    },
  );
}
