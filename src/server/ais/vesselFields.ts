// How AIS reports set the spec's vessel fields (VesselTracker): an empty
// vessel, motion, ship type and dimensions, with AIS's "not available"
// values as null.
import type { Vessel } from '../../protocol/vessels';

/** A 9-digit MMSI string, as the blacklist and the wire use it. */
export const mmsiString = (mmsi: number): string => String(mmsi).padStart(9, '0');

export const isPositioned = (v: { latitude: number | null; longitude: number | null }): boolean => v.latitude !== null && v.longitude !== null;
export const validLat = (lat: number | null): number | null => (lat !== null && lat >= -90 && lat <= 90 ? lat : null);
export const validLon = (lon: number | null): number | null => (lon !== null && lon >= -180 && lon <= 180 ? lon : null);

export function emptyVessel(id: number, mmsi: number): Vessel {
  return {
    id,
    mmsi: mmsiString(mmsi),
    name: '',
    vessel_type: null,
    latitude: null,
    longitude: null,
    speed: null,
    course: null,
    heading: null,
    nav_status: 'NotDefined',
    draught: null,
    to_bow: null,
    to_stern: null,
    to_port: null,
    to_starboard: null,
    last_reported: new Date(0).toISOString(),
  };
}

/** Position, speed, course and heading; a report without a valid position keeps the last known one. True when the position was valid. */
export function setMotion(
  v: Vessel,
  m: { latDeg: number | null; lonDeg: number | null; speedKn: number | null; courseDeg: number | null; headingDeg?: number | null },
): boolean {
  const lat = validLat(m.latDeg);
  const lon = validLon(m.lonDeg);
  if (lat !== null && lon !== null) {
    v.latitude = lat;
    v.longitude = lon;
  }
  v.speed = m.speedKn;
  v.course = m.courseDeg;
  if (m.headingDeg !== undefined) v.heading = m.headingDeg;
  return lat !== null && lon !== null;
}

/** Ship type 0 means "not available". */
export function setShipType(v: Vessel, shipType: number): void {
  v.vessel_type = shipType === 0 ? null : shipType;
}

/** All four dimensions 0 means "not available": they become null. */
export function setDimensions(v: Vessel, m: { toBowM: number; toSternM: number; toPortM: number; toStarboardM: number }): void {
  const missing = m.toBowM === 0 && m.toSternM === 0 && m.toPortM === 0 && m.toStarboardM === 0;
  v.to_bow = missing ? null : m.toBowM;
  v.to_stern = missing ? null : m.toSternM;
  v.to_port = missing ? null : m.toPortM;
  v.to_starboard = missing ? null : m.toStarboardM;
}
