// Traffic lanes and anchorages of Gdańsk Bay for the built-in vessel
// simulator: approaches to Gdynia and Gdańsk and through traffic north of
// Hel (no local two-way routes such as Gdynia - Hel: in waters that narrow
// every meeting would be a close-quarters alert). Coordinates are [lat,
// lon] degrees, seaward end first.
// Every position lies in water of the chart's coastline (the OpenStreetMap
// land polygons; checked by demoPositions.test.ts). Each lane is a two-way
// fairway whose directions keep to their own side (vesselTraffic.ts), and
// the anchorages (anchorages.ts) and berths (berths.ts) lie off the lanes,
// so the built-in traffic has few close quarters of its own (the demo
// scenarios make them).

export type LatLon = readonly [number, number];

export interface Lane {
  name: string;
  points: readonly LatLon[];
  /** Speed at sea and in the port approach (the last two legs), knots. */
  seaSpeedKn: number;
  portSpeedKn: number;
  /**
   * Per point, how much of a vessel's lane offset (up to ±0.006° of
   * latitude) applies there: narrow waters take a small share. Default: 1,
   * PORT_OFFSET_SCALE for the last two points (the port).
   */
  offsetScale?: readonly number[];
  /** Longest vessel the port at the lane's end takes, metres (default: any). */
  maxLengthM?: number;
  /** A deep-water approach: calm traffic's inbound vessel on it is constrained by its draught. */
  deepWater?: boolean;
}

/** Share of the lane offset inside a port. */
export const PORT_OFFSET_SCALE = 0.05;
/** Share of the lane offset in a port entrance narrower than 200 m. */
const NARROW_OFFSET_SCALE = 0.03;

/** The share of a vessel's lane offset at point `index` of a lane. */
export function laneOffsetScale(lane: Lane, index: number): number {
  return lane.offsetScale?.[index] ?? (index >= lane.points.length - 2 ? PORT_OFFSET_SCALE : 1);
}

export const LANES: readonly Lane[] = [
  {
    name: 'Gdynia approach',
    points: [
      [54.78, 18.98],
      // East and south of the tip of Hel.
      [54.59, 18.86],
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
    deepWater: true,
  },
  {
    name: 'Gdańsk Nowy Port approach',
    points: [
      [54.72, 19.05],
      [54.55, 18.82],
      [54.44, 18.7],
      // West of the eastern breakwater, into the Martwa Wisła channel.
      [54.4166, 18.6566],
      [54.409, 18.6612],
      [54.4053, 18.66425],
    ],
    seaSpeedKn: 11,
    portSpeedKn: 4,
    // The entrance between the breakwater heads is about 150 m wide: each direction keeps 20 m off the middle.
    offsetScale: [1, 1, 0.3, NARROW_OFFSET_SCALE, NARROW_OFFSET_SCALE, NARROW_OFFSET_SCALE],
    // The Harbour Master's limit for Gdańsk Nowy Port.
    maxLengthM: 225,
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
];

/**
 * Open water of the bay and the sea north of Hel, at least a mile off the
 * coast ([lat, lon] corners in order): vessels working an area in calm
 * traffic make their homes inside it (checked against the coastline store by
 * demoPositions.test.ts).
 */
export const OPEN_WATER: readonly LatLon[] = [
  [54.585, 18.6],
  [54.65, 18.6],
  [54.65, 18.68],
  [54.575, 18.76],
  [54.57, 18.87],
  [54.62, 18.95],
  [54.75, 18.75],
  [54.85, 18.45],
  [54.97, 18.45],
  [55.0, 19.1],
  [54.9, 19.7],
  [54.55, 19.6],
  [54.45, 19.2],
  [54.42, 18.9],
  [54.44, 18.72],
  [54.48, 18.62],
  [54.53, 18.6],
];

/** Where drifting vessels start (away from the lanes): [south, north] latitudes and [west, east] longitudes, open water 0.05° around. */
export const DRIFT_AREA = { latDeg: [54.72, 54.78], lonDeg: [19.35, 19.6] } as const;

/** Where pleasure craft sail (Puck Bay): [south, north] latitudes and [west, east] longitudes. */
export const SAILING_AREA = { latDeg: [54.63, 54.67], lonDeg: [18.57, 18.62] } as const;

/** Dredgers work within 0.01° of this point (off the Oksywie shore, away from the lanes). */
export const DREDGING_SITE: LatLon = [54.58, 18.57];

/** Where the alerts' demo situations play (demoScenarios.ts): built-in traffic keeps its areas DEMO_CLEARANCE_NM away. */
export const DEMO_CENTRE: LatLon = [54.7, 19.22];
export const DEMO_CLEARANCE_NM = 4;

/** Fishing grounds for vessels engaged in fishing, in open water away from the lanes. */
export const FISHING_GROUNDS: readonly LatLon[] = [
  [54.78, 18.85],
  [54.45, 19.15],
  [54.7, 19.45],
  [54.95, 19.0],
];
