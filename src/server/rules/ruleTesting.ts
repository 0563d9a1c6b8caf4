// Vessels for the rules' tests: a vessel at a place and time, moved by
// metres east and north.
import type { Vessel } from '../../protocol/vessels';

export const ORIGIN = { lat: 54.6, lon: 19.0 };
const M_PER_DEG_LAT = 111_195;

/** The vessel's report `tS` seconds after the epoch of the test, `eastM`/`northM` from ORIGIN. */
export function vesselAt(mmsi: string, tS: number, eastM: number, northM: number, over: Partial<Vessel> = {}): Vessel {
  return {
    id: 8_388_608 + Number(mmsi.slice(-4)),
    mmsi,
    name: `STATEK ${mmsi}`,
    vessel_type: 70,
    latitude: ORIGIN.lat + northM / M_PER_DEG_LAT,
    longitude: ORIGIN.lon + eastM / (M_PER_DEG_LAT * Math.cos((ORIGIN.lat * Math.PI) / 180)),
    speed: 0,
    course: 0,
    heading: 0,
    nav_status: 'UnderWayUsingEngine',
    draught: null,
    to_bow: 60,
    to_stern: 40,
    to_port: 10,
    to_starboard: 10,
    last_reported: new Date(Date.UTC(2026, 10, 23, 9) + tS * 1000).toISOString(),
    ...over,
  };
}

/** The heard list the watchers take. */
export const heardOf = (...vessels: Vessel[]) => vessels.map((value) => ({ value, heardMs: Date.parse(value.last_reported) }));
