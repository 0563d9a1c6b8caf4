// Zones drawn by operators (src/protocol/zones.ts, docs/vts-rules.md): list,
// create, change, delete, and the zones stream (signed in like the spec's
// streams; registered after the WebSocket plugin). Writes go through the
// store, whose announcement reloads every node's zones (bus/sync.ts).
import type { FastifyInstance } from 'fastify';
import { NO_ZONE_RULES, ZONES_PATH, ZONES_STREAM, type Zone } from '../../protocol/zones';
import { signedInUser } from '../auth/guard';
import type { ZoneStore, ZoneWrite } from '../db/zones';
import { HttpError } from '../errors';
import { parseZoneBody } from '../zones/zoneBody';
import type { ZoneService } from '../zones/zoneService';
import { idParams } from './schemas';

const anyBody = { schema: { params: idParams } } as const;

export function zoneRoutes(app: FastifyInstance, store: ZoneStore, zones: ZoneService): void {
  const item = `${ZONES_PATH}:id/`;
  const found = async (id: number): Promise<Zone> => {
    const zone = await store.get(id);
    if (!zone) throw new HttpError(404, `Nie ma strefy ${id}`);
    return zone;
  };

  app.get(ZONES_PATH, async (): Promise<Zone[]> => store.list());

  app.get<{ Params: { id: number } }>(item, anyBody, (request) => found(request.params.id));

  app.post(ZONES_PATH, async (request, reply) => {
    const body = parseZoneBody(request.body, true);
    const zone: ZoneWrite = {
      name: body.name ?? '',
      polygon: body.polygon ?? [],
      rules: { ...NO_ZONE_RULES, ...body.rules },
      vessel_categories: body.vessel_categories ?? null,
    };
    return reply.status(201).send(await store.create(zone, signedInUser(request).id));
  });

  app.patch<{ Params: { id: number } }>(item, anyBody, async (request) => {
    const body = parseZoneBody(request.body, false);
    const current = await found(request.params.id);
    const zone: ZoneWrite = {
      name: body.name ?? current.name,
      polygon: body.polygon ?? current.polygon,
      rules: { ...current.rules, ...body.rules },
      vessel_categories: body.vessel_categories === undefined ? current.vessel_categories : body.vessel_categories,
    };
    const changed = await store.update(request.params.id, zone, signedInUser(request).id);
    if (!changed) throw new HttpError(404, `Nie ma strefy ${request.params.id}`);
    return changed;
  });

  app.delete<{ Params: { id: number } }>(item, anyBody, async (request, reply) => {
    if (!(await store.delete(request.params.id))) throw new HttpError(404, `Nie ma strefy ${request.params.id}`);
    return reply.status(204).send();
  });

  app.get(ZONES_STREAM.path, { websocket: true }, (socket) => {
    zones.channel.add(socket as never);
  });
}
