// Weather images (spec section 7): GET /api/station/{stationName}/id gives
// {data: {item: {id}}}; GET or HEAD /{ph|wind|water}_{id}.jpg is the image
// (HEAD is the console's existence check). Our server answers them itself,
// drawing each station's recent history.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import type { StationSimulator } from '../live/stations';
import { drawWeatherChart, WEATHER_IMAGE_KINDS, type WeatherImageKind } from '../media/weatherChart';

export const STATION_IMAGE_ID_PATH = '/api/station/:stationName/id';

/** Image id of a station key (underscores would clash with the kind_id.jpg form). */
export const stationImageId = (stationName: string): string => stationName.replace(/_/g, '-');

export function weatherImageRoutes(app: FastifyInstance, stations: StationSimulator): void {
  const byImageId = (id: string) => stations.list().find((s) => stationImageId(s.name) === id);

  app.get<{ Params: { stationName: string } }>(
    STATION_IMAGE_ID_PATH,
    { schema: { params: { type: 'object', properties: { stationName: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      const station = stations.list().find((s) => s.name === request.params.stationName || s.station_name === request.params.stationName);
      if (!station) throw new HttpError(404, `Nie ma stacji ${request.params.stationName}`);
      return { data: { item: { id: stationImageId(station.name) } } };
    },
  );

  app.get<{ Params: { kind: WeatherImageKind; id: string } }>(
    `/:kind(^(?:${WEATHER_IMAGE_KINDS.join('|')})$)_:id(^[A-Za-z0-9-]{1,64}$).jpg`,
    async (request, reply) => {
      const station = byImageId(request.params.id);
      const image = station ? await drawWeatherChart(request.params.kind, station.station_name, stations.historyOf(station.name)) : null;
      if (!station || !image) throw new HttpError(404, `Nie ma obrazu ${request.params.kind}_${request.params.id}.jpg`);
      return reply.type('image/jpeg').header('Cache-Control', 'max-age=30').send(image);
    },
  );
}
