// An item's JSON as stored: raw deflate with a preset dictionary of the
// lists' own JSON (an alert, a station, a warning, an aton), so a ~800-byte
// conflict alert takes ~200 bytes — the crowded built-in traffic opens
// thousands of alerts an hour. The first byte names the dictionary; a
// dictionary is never changed once written, only a new one added.
import { deflateRawSync, inflateRawSync } from 'node:zlib';

const SAMPLE_ALERT = {
  id: 1,
  kind: 'conflict',
  state: 'new',
  key: 'conflict:230567739:538142917',
  vessels: [
    { id: 13584374, mmsi: '230567739', name: 'BALTIC TRADER', latitude: 54.645125, longitude: 18.597308333333334, speed: 4.8, course: 308.2 },
    { id: 13947892, mmsi: '538142917', name: 'KASZUBY STAR', latitude: 54.646161666666664, longitude: 18.598671666666668, speed: 0, course: 203.5 },
  ],
  reason: 'Zbliżenie na 0,07 NM za 0,0 min (teraz 0,08 NM)',
  conflict: {
    cpa_nm: 0.0732,
    tcpa_min: 0.016,
    range_nm: 0.0783,
    cpa_positions: [
      [54.6451381, 18.5972796],
      [54.6461617, 18.5986717],
    ],
    min_cpa_nm: 0.0732,
    threshold_nm: 0.125,
    evaluated_at: '2025-05-01T12:00:00.000Z',
  },
  integrity: { rule: 'position_jump', count: 1, last_seen_at: '2025-05-01T12:00:00.000Z', values: { distance_nm: 12.5, implied_speed_kn: 900 } },
  opened_at: '2025-05-01T12:00:00.000Z',
  acknowledged_at: null,
  acknowledged_by: null,
  closed_at: null,
  close_reason: null,
  snoozed_until: null,
};
const SAMPLE_STATION = {
  name: 'gdansk_polnocny',
  station_name: 'Gdańsk Port Północny',
  latitude: 54.3962,
  longitude: 18.7016,
  av_wind_speed: 9.4,
  wind_direction: 250,
  wind_gust: 13.2,
  sea_state: 3,
  water_level: 0.05,
  air_temperature: 8.1,
  air_pressure: 1013.2,
  water_temperature: 8.4,
  datetime: '2025-05-01T12:00:00.000Z',
};
const SAMPLE_WARNING = {
  id: 'NAV-2025-101',
  nav_warn_title: { text: 'Prace hydrotechniczne' },
  nav_warn_type_general: 'Prace podwodne',
  publication_time: '2025-05-01T12:00:00.000Z',
  cancellation_date: null,
  message_series_identifier: { name_of_series: 'POLNAV', warning_number: 101, year: 2025 },
  general_area: [{ location_name: [{ text: 'Zatoka Gdańska' }] }],
  locality: [{ location_name: [{ text: 'Port Gdynia' }] }],
  affected_chart_publications: ['PL 73', 'PL 75'],
  preamble: 'Zachować szczególną ostrożność.',
  part: [{ geometry: [{ coords: [[54.5362, 18.5585]] }] }],
  area_affected: { geometry: { coords: [[54.5362, 18.5585]] } },
};
const SAMPLE_ATON = { id: 1, name: 'Pława G1', mmsi: '992616003', vid: 3, aid_type: 29, latitude: 54.53125, longitude: 18.60315, active: true, integrated: true, last_reported: '2025-05-01T12:00:00.000Z' };

/** Dictionary 1: the most common strings last (deflate finds them nearest). */
const DICTIONARIES: readonly Buffer[] = [Buffer.alloc(0), Buffer.from([SAMPLE_WARNING, SAMPLE_ATON, SAMPLE_STATION, SAMPLE_ALERT].map((s) => JSON.stringify(s)).join(''))];
const CURRENT = 1;

export function encodeBody(json: string): Uint8Array {
  const packed = deflateRawSync(json, { level: 6, dictionary: DICTIONARIES[CURRENT] });
  const out = new Uint8Array(packed.length + 1);
  out[0] = CURRENT;
  out.set(packed, 1);
  return out;
}

export function decodeBody(stored: Uint8Array): string {
  const dictionary = DICTIONARIES[stored[0] ?? -1];
  if (!dictionary || stored[0] === 0) throw new Error(`history item body with unknown dictionary ${stored[0] ?? 'none'}`);
  return inflateRawSync(stored.subarray(1), { dictionary }).toString('utf8');
}
