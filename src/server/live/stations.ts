// Built-in weather stations around Gdynia and Gdańsk: every field of spec
// section 3, values that drift plausibly (random walks around local norms).
import type { BuiltInStation } from '../../protocol/streams';
import { Random } from './random';

interface StationSite {
  name: string;
  station_name: string;
  latitude: number;
  longitude: number;
}

export const STATION_SITES: readonly StationSite[] = [
  { name: 'gdynia_port', station_name: 'Gdynia Port', latitude: 54.5353, longitude: 18.5587 },
  { name: 'gdansk_polnocny', station_name: 'Gdańsk Port Północny', latitude: 54.3962, longitude: 18.7016 },
  { name: 'gdansk_nowy_port', station_name: 'Gdańsk Nowy Port', latitude: 54.4078, longitude: 18.6624 },
  { name: 'sopot_molo', station_name: 'Sopot Molo', latitude: 54.4468, longitude: 18.5805 },
  { name: 'hel', station_name: 'Hel', latitude: 54.6006, longitude: 18.8108 },
];

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));

/** Douglas sea state from wind speed in knots (a simple monotonic mapping). */
export function seaStateFromWindKn(windKn: number): number {
  const limits = [1, 4, 7, 11, 17, 22, 28, 34, 48];
  const index = limits.findIndex((limit) => windKn < limit);
  return index === -1 ? 9 : index;
}

/** Readings kept per station for the history images (6 h at one per 30 s). */
export const HISTORY_LENGTH = 720;
const HISTORY_STEP_MS = 30_000;

export class StationSimulator {
  private readonly random: Random;
  private readonly stations: BuiltInStation[];
  private readonly history = new Map<string, BuiltInStation[]>();

  constructor(seed = 1, now: Date = new Date()) {
    this.random = new Random(seed);
    this.stations = STATION_SITES.map((site) => {
      const wind = this.random.range(6, 16);
      return {
        ...site,
        av_wind_speed: round(wind, 1),
        wind_direction: round(this.random.range(200, 290), 0),
        wind_gust: round(wind * 1.4, 1),
        sea_state: seaStateFromWindKn(wind),
        water_level: round(this.random.range(-0.2, 0.2), 2),
        air_temperature: round(this.random.range(4, 12), 1),
        air_pressure: round(this.random.range(1005, 1022), 1),
        water_temperature: round(this.random.range(6, 11), 1),
        datetime: now.toISOString(),
      };
    });
    // Six hours of past readings, so the history images have something to show at once.
    const start = now.getTime() - HISTORY_LENGTH * HISTORY_STEP_MS;
    for (let i = 0; i < HISTORY_LENGTH; i += 1) this.step(new Date(start + i * HISTORY_STEP_MS));
  }

  /** The recorded readings of a station, oldest first (empty for an unknown name). */
  historyOf(name: string): BuiltInStation[] {
    return this.history.get(name) ?? [];
  }

  /** The current readings. */
  list(): BuiltInStation[] {
    return this.stations.map((station) => ({ ...station }));
  }

  /** Advances every station by one reading. */
  step(now: Date = new Date()): BuiltInStation[] {
    for (const s of this.stations) {
      const r = this.random;
      // Random walks pulled gently back towards typical Gdańsk Bay values.
      s.av_wind_speed = round(clamp(s.av_wind_speed + r.normal() * 0.6 + (10 - s.av_wind_speed) * 0.01, 0, 45), 1);
      s.wind_gust = round(Math.max(s.av_wind_speed, s.av_wind_speed * r.range(1.2, 1.6)), 1);
      s.wind_direction = round((s.wind_direction + r.normal() * 8 + 360) % 360, 0);
      s.sea_state = seaStateFromWindKn(s.av_wind_speed);
      s.water_level = round(clamp(s.water_level + r.normal() * 0.02 - s.water_level * 0.01, -1.5, 1.5), 2);
      s.air_temperature = round(clamp(s.air_temperature + r.normal() * 0.1, -25, 35), 1);
      s.air_pressure = round(clamp(s.air_pressure + r.normal() * 0.2 + (1013 - s.air_pressure) * 0.002, 960, 1050), 1);
      s.water_temperature = round(clamp(s.water_temperature + r.normal() * 0.02, -1, 25), 1);
      s.datetime = now.toISOString();
      const past = this.history.get(s.name) ?? [];
      past.push({ ...s });
      if (past.length > HISTORY_LENGTH) past.splice(0, past.length - HISTORY_LENGTH);
      this.history.set(s.name, past);
    }
    return this.list();
  }
}
