// Live streams (spec section 7, "Live streams"): WebSocket paths and the
// field each JSON batch carries. The server also sends the text 'ping'; the
// client answers 'pong' and sends nothing else.

export const STREAMS = {
  trains: { path: '/ws/socket-server-trains/', field: 'trains' },
  vessels: { path: '/ws/socket-server-vessels/', field: 'vessels' },
  stations: { path: '/ws/socket-server-stations/', field: 'stations' },
  atons: { path: '/ws/socket-server-atons/', field: 'atons' },
  warnings: { path: '/ws/socket-server-warnings/', field: 'nws' },
} as const;

export type StreamName = keyof typeof STREAMS;

export const PING_TEXT = 'ping';
export const PONG_TEXT = 'pong';

/** Live train data (spec section 3), computed from a train and its siding. */
export interface LiveTrain {
  train_id: number;
  name: string;
  siding_position: { latitude: number; longitude: number };
  /** Metres. */
  siding_length: number;
  /** Degrees 0..360. */
  azimuth: number;
  trolley_count: number;
  /** Metres. */
  loco_length: number;
  loco_width: number;
  trolley_length: number;
  trolley_width: number;
  trolley_spacing: number;
}

/**
 * A weather station (spec section 3). The built-in stations report every
 * reading; a station heard over AIS (message 8, DAC 1, FI 31; `source`
 * 'ais') has null for what it does not measure.
 */
export interface Station {
  name: string;
  station_name: string;
  latitude: number;
  longitude: number;
  /** Knots. */
  av_wind_speed: number | null;
  /** Degrees. */
  wind_direction: number | null;
  /** Knots. */
  wind_gust: number | null;
  sea_state: number | null;
  /** Metres. */
  water_level: number | null;
  /** °C. */
  air_temperature: number | null;
  /** hPa. */
  air_pressure: number | null;
  /** °C. */
  water_temperature: number | null;
  /** ISO 8601. */
  datetime: string;
  /** 'ais' for a station heard over AIS (absent: built in). */
  source?: 'ais';
  /** The AIS station's MMSI (9 digits). */
  mmsi?: string;
}

/** The readings of a station. */
export type StationReading =
  | 'av_wind_speed'
  | 'wind_direction'
  | 'wind_gust'
  | 'sea_state'
  | 'water_level'
  | 'air_temperature'
  | 'air_pressure'
  | 'water_temperature';

/** A built-in station: every reading present. */
export type BuiltInStation = Station & { [K in StationReading]: number };

export interface LocationName {
  location_name: { text: string }[];
}

/** A navigation warning (spec section 3): coordinates are [lat, lon] pairs. */
export interface NavWarning {
  id: string;
  nav_warn_title: { text: string };
  nav_warn_type_general: string;
  publication_time: string;
  cancellation_date: string | null;
  message_series_identifier: { name_of_series: string; warning_number: number; year: number };
  general_area: LocationName[];
  locality: LocationName[];
  affected_chart_publications: string[];
  preamble: string;
  part: { geometry: { coords: [number, number][] }[] }[];
  area_affected: { geometry: { coords: [number, number][] } };
}
