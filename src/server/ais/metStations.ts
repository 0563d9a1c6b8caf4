// Weather stations heard over AIS: message 8, DAC 1, FI 31 (IMO SN.1/Circ.289
// meteorological and hydrological data) as spec section 3 stations, named
// 'ais_{mmsi}' / 'AIS {mmsi}', beside the built-in ones in the stations
// stream. Readings the station does not report are null; the observation
// time is the report's UTC day, hour and minute (nearest the reception), or
// the reception time. A station not heard for MET_STATION_EXPIRY_MS goes.
import type { Station } from '../../protocol/streams';
import type { MetHydroData } from './messages';
import { mmsiString } from './vesselFields';

/** Met/hydro stations broadcast every few minutes (IMO SN.1/Circ.289: up to 12); one silent for an hour is gone. */
export const MET_STATION_EXPIRY_MS = 60 * 60 * 1000;
const MAX_STATIONS = 2000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The time of a day-hour-minute stamp nearest `receivedMs` (within half a
 * month either way), or `receivedMs` when the stamp is not complete.
 */
export function observationMs(data: Pick<MetHydroData, 'day' | 'hour' | 'minute'>, receivedMs: number): number {
  if (data.day === null || data.hour === null || data.minute === null) return receivedMs;
  const received = new Date(receivedMs);
  let best = receivedMs;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const monthOffset of [-1, 0, 1]) {
    const candidate: number = Date.UTC(received.getUTCFullYear(), received.getUTCMonth() + monthOffset, data.day, data.hour, data.minute);
    // A day past the month's end rolls over: not this month's stamp.
    if (new Date(candidate).getUTCDate() !== data.day) continue;
    const gap = Math.abs(candidate - receivedMs);
    if (gap < bestGap) {
      best = candidate;
      bestGap = gap;
    }
  }
  return bestGap <= 16 * DAY_MS ? best : receivedMs;
}

interface Entry {
  station: Station;
  heardMs: number;
}

export class MetStations {
  private readonly stations = new Map<number, Entry>();

  /** Takes one report; false when it cannot be placed (no position now or before) or the list is full. */
  observe(mmsi: number, data: MetHydroData, receivedMs: number, nowMs: number): boolean {
    const previous = this.stations.get(mmsi)?.station;
    const latitude = data.latDeg ?? previous?.latitude;
    const longitude = data.lonDeg ?? previous?.longitude;
    if (latitude === undefined || longitude === undefined) return false;
    if (!previous && this.stations.size >= MAX_STATIONS) return false;
    const id = mmsiString(mmsi);
    const station: Station = {
      name: `ais_${id}`,
      station_name: `AIS ${id}`,
      latitude,
      longitude,
      av_wind_speed: data.windSpeedKn,
      wind_direction: data.windDirectionDeg,
      wind_gust: data.windGustKn,
      sea_state: data.seaState,
      water_level: data.waterLevelM,
      air_temperature: data.airTemperatureC,
      air_pressure: data.airPressureHpa,
      water_temperature: data.waterTemperatureC,
      datetime: new Date(observationMs(data, receivedMs)).toISOString(),
      source: 'ais',
      mmsi: id,
    };
    this.stations.set(mmsi, { station, heardMs: nowMs });
    return true;
  }

  /** The current stations, leaving out those `hidden` says (blacklisted MMSIs). */
  list(hidden: (mmsi: string) => boolean = () => false): Station[] {
    const out: Station[] = [];
    for (const { station } of this.stations.values()) if (!hidden(station.mmsi ?? '')) out.push(station);
    return out;
  }

  /** Drops the stations not heard for the expiry time; returns how many. */
  sweep(nowMs: number, expiryMs = MET_STATION_EXPIRY_MS): number {
    let count = 0;
    for (const [mmsi, entry] of this.stations) {
      if (nowMs - entry.heardMs < expiryMs) continue;
      this.stations.delete(mmsi);
      count++;
    }
    return count;
  }

  get size(): number {
    return this.stations.size;
  }
}
