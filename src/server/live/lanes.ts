// Traffic lanes, anchorages, berths and working areas of Gdańsk Bay for the
// built-in vessel simulator: approaches to Gdynia and Gdańsk and through
// traffic north of Hel. Coordinates are [lat, lon] degrees, seaward end first.

export type LatLon = readonly [number, number];

export interface Lane {
  name: string;
  points: readonly LatLon[];
  /** Speed at sea and in the port approach (the last two legs), knots. */
  seaSpeedKn: number;
  portSpeedKn: number;
}

/** The Gdynia harbour entrance and the lanes' common end inside it. */
const GDYNIA_ENTRANCE: LatLon = [54.5385, 18.61];
const GDYNIA_PORT: LatLon = [54.5335, 18.575];
/** The Gdańsk lanes' common approach and end (Nowy Port). */
const GDANSK_APPROACH: LatLon = [54.44, 18.7];
const GDANSK_PORT: LatLon = [54.405, 18.668];

/**
 * The lanes neither cross nor merge: each is a two-way fairway whose
 * directions keep to their own side (vesselTraffic.ts), so the traffic
 * flows without close quarters of its own.
 */
export const LANES: readonly Lane[] = [
  {
    name: 'Gdynia approach',
    points: [[54.78, 18.98], [54.66, 18.8], [54.575, 18.68], GDYNIA_ENTRANCE, GDYNIA_PORT],
    seaSpeedKn: 12,
    portSpeedKn: 5,
  },
  {
    name: 'Gdańsk Port Północny approach',
    points: [
      [54.8, 19.25],
      [54.62, 19.02],
      [54.47, 18.82],
      [54.4, 18.74],
    ],
    seaSpeedKn: 13,
    portSpeedKn: 6,
  },
  {
    name: 'Gdańsk Nowy Port approach',
    points: [[54.7, 18.98], [54.55, 18.8], GDANSK_APPROACH, GDANSK_PORT],
    seaSpeedKn: 11,
    portSpeedKn: 4,
  },
  {
    name: 'North of Hel (through traffic)',
    points: [
      [54.95, 18.1],
      [54.9, 18.6],
      [54.88, 19.2],
      [54.85, 19.7],
    ],
    seaSpeedKn: 14,
    portSpeedKn: 14,
  },
];

/** Anchorages, off the fairways: centre and radius in degrees of latitude. */
export const ANCHORAGES: readonly { name: string; centre: LatLon; radiusDeg: number }[] = [
  { name: 'Reda Gdynia', centre: [54.61, 18.63], radiusDeg: 0.015 },
  { name: 'Kotwicowisko Gdańsk', centre: [54.52, 18.95], radiusDeg: 0.02 },
];

/** Berths inside the ports where moored vessels lie (off the line of the lanes' last legs). */
export const BERTHS: readonly LatLon[] = [
  [54.5502, 18.5402],
  [54.5478, 18.5465],
  [54.5135, 18.5435],
  [54.5112, 18.5501],
  [54.3935, 18.6355],
  [54.395, 18.775],
];

/** Fishing grounds for vessels engaged in fishing, away from the lanes. */
export const FISHING_GROUNDS: readonly LatLon[] = [
  [54.78, 18.85],
  [54.45, 19.15],
  [54.7, 19.45],
  [54.95, 19.0],
];

/** Where pleasure craft sail (Puck Bay). */
export const SAILING_AREA: { lat: [number, number]; lon: [number, number] } = { lat: [54.62, 54.73], lon: [18.44, 18.6] };

/** Where dredgers work, and where vessels not under command drift (away from the lanes). */
export const DREDGING_AREA: LatLon = [54.575, 18.56];
export const DRIFTING_AREA: { lat: [number, number]; lon: [number, number] } = { lat: [54.78, 54.9], lon: [19.35, 19.6] };
