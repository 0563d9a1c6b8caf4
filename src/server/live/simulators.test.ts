// The built-in simulators: deterministic for a seed, plausible values, bounded memory.
import { describe, expect, it } from 'vitest';
import { LightningSimulator, MAX_STRIKES_KEPT } from './lightning';
import { HISTORY_LENGTH, seaStateFromWindKn, StationSimulator, STATION_SITES } from './stations';
import { liveTrains, ROLLING_STOCK } from './trains';
import { builtInWarnings } from './warnings';

const T0 = new Date('2026-11-22T06:00:00Z');

describe('StationSimulator', () => {
  it('is deterministic for a seed and keeps every reading plausible', () => {
    const a = new StationSimulator(5, T0);
    const b = new StationSimulator(5, T0);
    expect(a.list()).toEqual(b.list());
    for (let i = 0; i < 2000; i += 1) a.step(new Date(T0.getTime() + i * 10_000));
    for (const s of a.list()) {
      expect(s.av_wind_speed).toBeGreaterThanOrEqual(0);
      expect(s.wind_gust).toBeGreaterThanOrEqual(s.av_wind_speed);
      expect(s.wind_direction).toBeGreaterThanOrEqual(0);
      expect(s.wind_direction).toBeLessThan(360);
      expect(s.air_pressure).toBeGreaterThan(960);
      expect(Math.abs(s.water_level)).toBeLessThanOrEqual(1.5);
    }
    expect(a.list().map((s) => s.name)).toEqual(STATION_SITES.map((s) => s.name));
    expect(a.historyOf('gdynia_port')).toHaveLength(HISTORY_LENGTH);
    expect(a.historyOf('atlantyda')).toEqual([]);
  });

  it('maps wind to sea state monotonically', () => {
    const states = [0, 3, 6, 10, 16, 21, 27, 33, 47, 60].map(seaStateFromWindKn);
    expect(states).toEqual([...states].sort((x, y) => x - y));
    expect(states[0]).toBe(0);
    expect(states.at(-1)).toBe(9);
  });
});

describe('LightningSimulator', () => {
  it('is deterministic, answers boxes newest first, and keeps a bounded number of strikes', () => {
    const a = new LightningSimulator(3);
    const b = new LightningSimulator(3);
    for (let i = 0; i < 50; i += 1) {
      a.step(60, T0);
      b.step(60, T0);
    }
    const box = { number: 50, west: -18, east: 43, north: 73, south: 33 };
    expect(a.query(box)).toEqual(b.query(box));
    expect(a.query(box).length).toBeGreaterThan(0);
    expect(a.query({ ...box, number: 0 })).toEqual([]);
    expect(a.query({ number: 10, west: 170, east: 171, north: 1, south: 0 })).toEqual([]);
    for (let i = 0; i < 3000; i += 1) a.step(60, T0);
    expect(a.size).toBeLessThanOrEqual(MAX_STRIKES_KEPT);
  });
});

describe('liveTrains', () => {
  it('places each train on its siding with the rolling-stock dimensions, skipping trains without a siding', () => {
    const siding = { id: 1, nabrzeze: 'N', zwrotnica: 'Z', tor: 'T', dlugosc_toru: 400, latitude: 54.5, longitude: 18.5, azimuth: 90 };
    const trains = liveTrains(
      [
        { id: 7, name: 'P', siding: 1, trolley_count: 5, description: '' },
        { id: 8, name: 'Q', siding: 99, trolley_count: 1, description: '' },
      ],
      [siding],
    );
    expect(trains).toEqual([
      {
        train_id: 7,
        name: 'P',
        siding_position: { latitude: 54.5, longitude: 18.5 },
        siding_length: 400,
        azimuth: 90,
        trolley_count: 5,
        loco_length: ROLLING_STOCK.locoLengthM,
        loco_width: ROLLING_STOCK.locoWidthM,
        trolley_length: ROLLING_STOCK.trolleyLengthM,
        trolley_width: ROLLING_STOCK.trolleyWidthM,
        trolley_spacing: ROLLING_STOCK.trolleySpacingM,
      },
    ]);
  });
});

describe('builtInWarnings', () => {
  it('have exactly the spec fields, with [lat, lon] coordinates', () => {
    for (const warning of builtInWarnings(T0)) {
      expect(warning.nav_warn_title.text).not.toBe('');
      expect(warning.message_series_identifier).toMatchObject({ year: 2026 });
      expect(warning.general_area[0]?.location_name[0]?.text).toBe('Zatoka Gdańska');
      expect(warning.locality[0]?.location_name[0]?.text).toBeTruthy();
      const [lat, lon] = warning.part[0]?.geometry[0]?.coords[0] ?? [];
      expect(lat).toBeGreaterThan(54);
      expect(lon).toBeGreaterThan(18);
      expect(warning.area_affected.geometry.coords.length).toBeGreaterThan(0);
      expect(Array.isArray(warning.affected_chart_publications)).toBe(true);
    }
  });
});
