// Weather images (spec section 7): GET {weather host}/api/station/{stationName}/id
// gives the station's image id (data.item.id); HEAD {weather host}/{kind}_{id}.jpg
// tells whether an image exists. Our server is the weather host: 'wind'
// (average wind and gusts), 'water' (water temperature) and 'ph' (water level).

export const WEATHER_IMAGE_KINDS = ['ph', 'wind', 'water'] as const;
export type WeatherImageKind = (typeof WEATHER_IMAGE_KINDS)[number];

export interface StationImageIdAnswer {
  data: { item: { id: string | number } };
}

export const stationImageIdPath = (stationName: string): string => `/api/station/${encodeURIComponent(stationName)}/id`;

export const weatherImagePath = (kind: WeatherImageKind, id: string | number): string => `/${kind}_${encodeURIComponent(String(id))}.jpg`;
