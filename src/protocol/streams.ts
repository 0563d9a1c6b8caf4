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

/** A weather station (spec section 3). */
export interface Station {
  name: string;
  station_name: string;
  latitude: number;
  longitude: number;
  /** Knots. */
  av_wind_speed: number;
  /** Degrees. */
  wind_direction: number;
  /** Knots. */
  wind_gust: number;
  sea_state: number;
  /** Metres. */
  water_level: number;
  /** °C. */
  air_temperature: number;
  /** hPa. */
  air_pressure: number;
  /** °C. */
  water_temperature: number;
  /** ISO 8601. */
  datetime: string;
}

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
