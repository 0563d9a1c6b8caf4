// Traffic lanes and anchorages of Gdańsk Bay for the built-in vessel
// simulator: approaches to Gdynia and Gdańsk, through traffic north of Hel
// and local routes. Coordinates are [lat, lon] degrees, seaward end first.

export type LatLon = readonly [number, number];

export interface Lane {
  name: string;
  points: readonly LatLon[];
  /** Speed at sea and in the port approach (the last two legs), knots. */
  seaSpeedKn: number;
  portSpeedKn: number;
}

export const LANES: readonly Lane[] = [
  {
    name: 'Gdynia approach',
    points: [
      [54.78, 18.98],
      [54.66, 18.8],
      [54.56, 18.66],
      [54.5335, 18.585],
      [54.5338, 18.563],
    ],
    seaSpeedKn: 12,
    portSpeedKn: 5,
  },
  {
    name: 'Gdańsk Port Północny approach',
    points: [
      [54.8, 19.25],
      [54.62, 19.0],
      [54.46, 18.78],
      [54.405, 18.705],
    ],
    seaSpeedKn: 13,
    portSpeedKn: 6,
  },
  {
    name: 'Gdańsk Nowy Port approach',
    points: [
      [54.72, 19.05],
      [54.55, 18.82],
      [54.44, 18.7],
      [54.412, 18.668],
      [54.402, 18.66],
    ],
    seaSpeedKn: 11,
    portSpeedKn: 4,
  },
  {
    name: 'North of Hel (through traffic)',
    points: [
      [54.95, 18.1],
      [54.85, 18.6],
      [54.75, 19.2],
      [54.62, 19.7],
    ],
    seaSpeedKn: 14,
    portSpeedKn: 14,
  },
  {
    name: 'Gdynia - Hel',
    points: [
      [54.6, 18.8],
      [54.58, 18.7],
      [54.545, 18.6],
      [54.5325, 18.572],
    ],
    seaSpeedKn: 16,
    portSpeedKn: 6,
  },
  {
    name: 'Gdańsk - Gdynia coastal',
    points: [
      [54.412, 18.675],
      [54.45, 18.62],
      [54.5, 18.6],
      [54.5325, 18.578],
    ],
    seaSpeedKn: 10,
    portSpeedKn: 5,
  },
];

/** Anchorages: centre and radius in degrees of latitude. */
export const ANCHORAGES: readonly { name: string; centre: LatLon; radiusDeg: number }[] = [
  { name: 'Reda Gdynia', centre: [54.565, 18.66], radiusDeg: 0.02 },
  { name: 'Kotwicowisko Gdańsk', centre: [54.5, 18.85], radiusDeg: 0.03 },
];

/** Berths inside the ports where moored vessels lie. */
export const BERTHS: readonly LatLon[] = [
  [54.5355, 18.5545],
  [54.5412, 18.5402],
  [54.5303, 18.5495],
  [54.5338, 18.5436],
  [54.4048, 18.6641],
  [54.3985, 18.7052],
];

/** Fishing grounds for vessels engaged in fishing. */
export const FISHING_GROUNDS: readonly LatLon[] = [
  [54.68, 18.6],
  [54.62, 18.95],
];
