// The weather host's station images (spec section 7, "Weather images"):
// the station's image id, then a HEAD existence check per image kind. Our
// server is the weather host (same origin). Lookup failures are ignored
// (spec section 8): a field without an image simply has no link.
import {
  stationImageIdPath,
  weatherImagePath,
  type StationImageIdAnswer,
  type WeatherImageKind,
} from '../../protocol/weatherImages';
import type { Api, CallOptions } from './crud';

/** Where the station images are served ('' = this server). */
export const WEATHER_HOST = '';

export type StationImages = Partial<Record<WeatherImageKind, string>>;

export function weatherClient(api: Api, host = WEATHER_HOST) {
  const imageUrl = (kind: WeatherImageKind, id: string | number): string => `${host}${weatherImagePath(kind, id)}`;
  return {
    imageUrl,
    /** The station's image id on the weather host. */
    imageId: async (stationName: string, options: CallOptions = {}): Promise<string | number> =>
      (await api<StationImageIdAnswer>(`${host}${stationImageIdPath(stationName)}`, { signal: options.signal })).data.item.id,
    /** Whether the image exists (HEAD answered ok). */
    imageExists: async (kind: WeatherImageKind, id: string | number, options: CallOptions = {}): Promise<boolean> => {
      await api<unknown>(imageUrl(kind, id), { method: 'HEAD', signal: options.signal });
      return true;
    },
  };
}
export type WeatherClient = ReturnType<typeof weatherClient>;

/** The images that exist for a station, by kind; every failure just leaves a kind out. */
export async function findStationImages(
  client: Pick<WeatherClient, 'imageId' | 'imageExists' | 'imageUrl'>,
  stationName: string,
  kinds: readonly WeatherImageKind[],
  options: CallOptions = {},
): Promise<StationImages> {
  let id: string | number;
  try {
    id = await client.imageId(stationName, options);
  } catch (error) {
    console.info('Station image id not available', stationName, error);
    return {};
  }
  const found: StationImages = {};
  await Promise.all(
    kinds.map(async (kind) => {
      try {
        if (await client.imageExists(kind, id, options)) found[kind] = client.imageUrl(kind, id);
      } catch (error) {
        console.info('Station image not available', kind, stationName, error);
      }
    }),
  );
  return found;
}
