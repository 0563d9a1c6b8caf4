// A tracked vessel as an alert shows it.
import type { AlertVessel } from '../../protocol/alerts';
import type { Vessel } from '../../protocol/vessels';

export function alertVessel(v: Vessel): AlertVessel {
  return { id: v.id, mmsi: v.mmsi, name: v.name, latitude: v.latitude, longitude: v.longitude, speed: v.speed, course: v.course };
}

/** An MMSI no longer (or not yet) in the picture. */
export function untrackedVessel(mmsi: string, name = ''): AlertVessel {
  return { id: null, mmsi, name, latitude: null, longitude: null, speed: null, course: null };
}
