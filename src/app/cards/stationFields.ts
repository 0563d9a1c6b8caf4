// The weather station card's fields (spec sections 2 and 9): Nazwa,
// Pozycja (4 decimals), Prędkość wiatru (knots and the Beaufort number),
// Kierunek wiatru, Porywy wiatru, Stan morza, Poziom wody, Temp. powietrza,
// Ciśnienie, Temp. wody, Ostatnia aktualizacja. A field whose value is
// empty, 'N/A' or 'null' is left out. Wind speed, water level and water
// temperature can link to a history image of the weather host.
import type { Station } from '../../protocol/streams';
import type { WeatherImageKind } from '../../protocol/weatherImages';
import { formatLat, formatLon } from '../format/coords';
import { pl } from '../i18n/pl';
import { formatTime } from './cardFormat';

export const STATION_POSITION_DECIMALS = 4;

/** Upper limits (knots, exclusive) of Beaufort 0..11; 12 from the last one on (spec section 9). */
export const BEAUFORT_LIMITS_KN = [1, 4, 7, 11, 16, 22, 28, 34, 41, 48, 56, 64] as const;

/** The Beaufort number of a wind speed in knots. */
export function beaufort(windKn: number): number {
  const index = BEAUFORT_LIMITS_KN.findIndex((limit) => windKn < limit);
  return index === -1 ? BEAUFORT_LIMITS_KN.length : index;
}

/** A value the card does not show: missing, empty, 'N/A' or 'null' (also a number that is not finite). */
export function isHiddenValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text === '' || text === 'N/A' || text === 'null';
}

export interface StationField {
  /** Stable key (React key and test id). */
  key: string;
  label: string;
  value: string;
  /** The history image this field links to, when the weather host has one. */
  image?: WeatherImageKind;
}

/** A number as received, or a numeric string as text (the stream may send either). */
const text = (value: unknown): string => (typeof value === 'number' ? String(value) : String(value).trim());

/** The card's fields in the spec's order, hidden ones left out. */
export function stationFields(s: Station): StationField[] {
  const labels = pl.cards.station;
  const units = pl.units;
  const out: StationField[] = [];
  const add = (key: string, label: string, raw: unknown, format: (value: string) => string, image?: WeatherImageKind) => {
    if (isHiddenValue(raw)) return;
    out.push({ key, label, value: format(text(raw)), ...(image ? { image } : {}) });
  };
  add('name', labels.name, s.station_name, (v) => v);
  if (!isHiddenValue(s.latitude) && !isHiddenValue(s.longitude)) {
    const lat = Number(s.latitude);
    const lon = Number(s.longitude);
    if (Number.isFinite(lat) && Number.isFinite(lon)) {
      out.push({
        key: 'position',
        label: labels.position,
        value: `${formatLat(lat, STATION_POSITION_DECIMALS)} ${formatLon(lon, STATION_POSITION_DECIMALS)}`,
      });
    }
  }
  add(
    'windSpeed',
    labels.windSpeed,
    s.av_wind_speed,
    (v) => (Number.isFinite(Number(v)) ? labels.windWithBeaufort(v, beaufort(Number(v))) : units.knots(v)),
    'wind',
  );
  add('windDirection', labels.windDirection, s.wind_direction, units.degrees);
  add('windGust', labels.windGust, s.wind_gust, units.knots);
  add('seaState', labels.seaState, s.sea_state, (v) => v);
  add('waterLevel', labels.waterLevel, s.water_level, units.metres, 'ph');
  add('airTemperature', labels.airTemperature, s.air_temperature, units.celsius);
  add('airPressure', labels.airPressure, s.air_pressure, units.hectopascals);
  add('waterTemperature', labels.waterTemperature, s.water_temperature, units.celsius, 'water');
  add('lastUpdate', labels.lastUpdate, s.datetime, (v) => formatTime(v));
  return out;
}
