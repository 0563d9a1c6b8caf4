// A vessel for the console's unit tests.
import type { Vessel } from '../../protocol/vessels';

export const testVessel = (id: number, extra: Partial<Vessel> = {}): Vessel => ({
  id,
  mmsi: String(261000000 + id),
  name: `V${id}`,
  vessel_type: 70,
  latitude: 54.5,
  longitude: 18.6,
  speed: 10,
  course: 90,
  heading: 90,
  nav_status: 'UnderWayUsingEngine',
  draught: 5,
  to_bow: 50,
  to_stern: 20,
  to_port: 5,
  to_starboard: 5,
  last_reported: '2026-11-22T06:00:00Z',
  ...extra,
});
