import { describe, expect, it } from 'vitest';
import type { Station } from '../../protocol/streams';
import { beaufort, isHiddenValue, stationFields } from './stationFields';

const station = (extra: Partial<Record<keyof Station, unknown>> = {}): Station =>
  ({
    name: 'gdynia_port',
    station_name: 'Gdynia Port',
    latitude: 54.5353,
    longitude: 18.5587,
    av_wind_speed: 12.3,
    wind_direction: 250,
    wind_gust: 17.2,
    sea_state: 4,
    water_level: -0.12,
    air_temperature: 8.4,
    air_pressure: 1013.2,
    water_temperature: 7.9,
    datetime: '2026-11-23T10:00:00.000Z',
    ...extra,
  }) as Station;

describe('Beaufort from wind knots (spec section 9)', () => {
  it('follows the table at every limit', () => {
    const table: [number, number][] = [
      [0, 0],
      [0.99, 0],
      [1, 1],
      [3.9, 1],
      [4, 2],
      [7, 3],
      [11, 4],
      [15.9, 4],
      [16, 5],
      [22, 6],
      [28, 7],
      [34, 8],
      [41, 9],
      [48, 10],
      [56, 11],
      [63.9, 11],
      [64, 12],
      [120, 12],
    ];
    for (const [kn, b] of table) expect(beaufort(kn), `${kn} kn`).toBe(b);
  });
});

describe('field hiding (empty, N/A, null)', () => {
  it('hides empty, N/A and null values, and missing or non-finite numbers', () => {
    for (const v of ['', '  ', 'N/A', 'null', null, undefined, NaN, Infinity]) expect(isHiddenValue(v), String(v)).toBe(true);
    for (const v of [0, -0.5, '0', 'NA', 'Null value', 'n/a ok', 12]) expect(isHiddenValue(v), String(v)).toBe(false);
  });

  it('lists every field in the spec order with units, Beaufort and 4-decimal position', () => {
    const fields = stationFields(station());
    expect(fields.map((f) => f.label)).toEqual([
      'Nazwa',
      'Pozycja',
      'Prędkość wiatru',
      'Kierunek wiatru',
      'Porywy wiatru',
      'Stan morza',
      'Poziom wody',
      'Temp. powietrza',
      'Ciśnienie',
      'Temp. wody',
      'Ostatnia aktualizacja',
    ]);
    const value = (key: string) => fields.find((f) => f.key === key)?.value;
    expect(value('position')).toBe('54.5353 N 18.5587 E');
    expect(value('windSpeed')).toBe('12.3 kn (4 °B)');
    expect(value('waterLevel')).toBe('-0.12 m');
    expect(value('airPressure')).toBe('1013.2 hPa');
    expect(value('waterTemperature')).toBe('7.9 °C');
  });

  it('leaves out the fields whose value is hidden, from a stream that sends strings', () => {
    const fields = stationFields(station({ wind_gust: 'N/A', sea_state: 'null', water_level: '', air_temperature: null, av_wind_speed: '5.5' }));
    const keys = fields.map((f) => f.key);
    expect(keys).not.toContain('windGust');
    expect(keys).not.toContain('seaState');
    expect(keys).not.toContain('waterLevel');
    expect(keys).not.toContain('airTemperature');
    expect(fields.find((f) => f.key === 'windSpeed')?.value).toBe('5.5 kn (2 °B)');
  });

  it('marks the fields that can link to an image: wind speed, water level, water temperature', () => {
    const linked = stationFields(station()).filter((f) => f.image);
    expect(linked.map((f) => [f.key, f.image])).toEqual([
      ['windSpeed', 'wind'],
      ['waterLevel', 'ph'],
      ['waterTemperature', 'water'],
    ]);
  });
});
