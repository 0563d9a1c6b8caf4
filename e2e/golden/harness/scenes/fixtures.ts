// The live scenes' fixed data, placed by offsets in nautical miles from a
// scene's centre: vessels with and without dimensions in every nav status,
// trains on sidings, strikes of several ages, warnings, cameras, atons,
// stations. Times are relative to GOLDEN_NOW_MS (no clock is read).
import type { Aton } from '../../../../src/protocol/atons';
import type { Camera } from '../../../../src/protocol/cameras';
import type { GeoPoint } from '../../../../src/protocol/geo';
import type { LiveTrain, NavWarning, Station } from '../../../../src/protocol/streams';
import type { NavStatus } from '../../../../src/protocol/vessels';
import type { LiveVessel } from '../../../../src/app/live/vesselTable';

/** "Now" of every scene: 2025-06-01 12:00 UTC. */
export const GOLDEN_NOW_MS = Date.UTC(2025, 5, 1, 12, 0, 0);

/** A position `northNm` north and `eastNm` east of `centre`. */
export function offsetNm(centre: GeoPoint, northNm: number, eastNm: number): GeoPoint {
  return {
    latDeg: centre.latDeg + northNm / 60,
    lonDeg: centre.lonDeg + eastNm / 60 / Math.cos((centre.latDeg * Math.PI) / 180),
  };
}

interface VesselSketch {
  north: number;
  east: number;
  /** Bow, stern, port, starboard (m); null: no dimensions. */
  dims: [number, number, number, number] | null;
  heading: number | null;
  course: number | null;
  speed: number;
  status: NavStatus;
}

/** Near the centre (within 0.45 NM), then four farther out (seen at the longer ranges). */
const VESSELS: readonly VesselSketch[] = [
  { north: -0.25, east: -0.2, dims: [150, 30, 14, 14], heading: 45, course: 47, speed: 12, status: 'UnderWayUsingEngine' },
  { north: 0.22, east: 0.25, dims: [90, 30, 10, 10], heading: 200, course: null, speed: 0, status: 'AtAnchor' },
  { north: 0.3, east: -0.05, dims: null, heading: 300, course: 300, speed: 8, status: 'UnderWayUsingEngine' },
  { north: 0.28, east: -0.32, dims: [20, 5, 3, 4], heading: 90, course: 95, speed: 4, status: 'EngagedInFishing' },
  { north: -0.25, east: 0.3, dims: [45, 15, 6, 6], heading: null, course: 150, speed: 2, status: 'NotUnderCommand' },
  { north: -0.02, east: 0.05, dims: [30, 10, 5, 5], heading: 10, course: 10, speed: 6, status: 'RestrictedManouverability' },
  { north: -0.42, east: -0.05, dims: [200, 50, 20, 20], heading: 270, course: 268, speed: 10, status: 'ConstrainedByDraught' },
  { north: 3, east: -4, dims: [120, 20, 10, 10], heading: 120, course: 120, speed: 14, status: 'UnderWayUsingEngine' },
  { north: -3.5, east: 3, dims: null, heading: null, course: 20, speed: 9, status: 'UnderWaySailing' },
  { north: 4, east: 4, dims: [60, 20, 8, 8], heading: 0, course: null, speed: 0, status: 'Moored' },
  { north: -4.5, east: -3.5, dims: [25, 8, 4, 4], heading: 230, course: 230, speed: 20, status: 'UnderWayUsingEngine' },
];

export function goldenVessels(centre: GeoPoint): LiveVessel[] {
  return VESSELS.map((v, i) => {
    const at = offsetNm(centre, v.north, v.east);
    return {
      id: 1000 + i,
      mmsi: String(261_000_100 + i),
      name: `GOLDEN ${i + 1}`,
      vessel_type: 70,
      latitude: at.latDeg,
      longitude: at.lonDeg,
      speed: v.speed,
      course: v.course,
      heading: v.heading,
      nav_status: v.status,
      draught: 6,
      to_bow: v.dims?.[0] ?? null,
      to_stern: v.dims?.[1] ?? null,
      to_port: v.dims?.[2] ?? null,
      to_starboard: v.dims?.[3] ?? null,
      last_reported: new Date(GOLDEN_NOW_MS).toISOString(),
      receivedMs: GOLDEN_NOW_MS,
    };
  });
}

/** Targets that are not vessels (the vessels scene): an AIS-SART west of the centre, a SAR aircraft east of it heading east. */
export function goldenSpecialTargets(centre: GeoPoint): LiveVessel[] {
  const [model] = goldenVessels(centre);
  if (!model) return [];
  const target = (i: number, north: number, east: number, over: Partial<LiveVessel>): LiveVessel => {
    const at = offsetNm(centre, north, east);
    const none = { to_bow: null, to_stern: null, to_port: null, to_starboard: null, vessel_type: null, draught: null };
    return { ...model, ...none, id: 1100 + i, name: `GOLDEN TARGET ${i + 1}`, latitude: at.latDeg, longitude: at.lonDeg, ...over };
  };
  return [
    target(0, 0.03, -0.3, { mmsi: '970123456', target_kind: 'sart', speed: 0, course: null, heading: null, nav_status: 'AisSartActive' }),
    target(1, 0.1, 0.38, { mmsi: '111261001', target_kind: 'sar_aircraft', speed: 90, course: 80, heading: null, altitude: 300 }),
  ];
}

export function goldenTrains(centre: GeoPoint): LiveTrain[] {
  const train = (id: number, north: number, east: number, azimuth: number, trolleys: number): LiveTrain => {
    const at = offsetNm(centre, north, east);
    return {
      train_id: id,
      name: `Skład ${id}`,
      siding_position: { latitude: at.latDeg, longitude: at.lonDeg },
      siding_length: 400,
      azimuth,
      trolley_count: trolleys,
      loco_length: 20,
      loco_width: 3.2,
      trolley_length: 14,
      trolley_width: 3,
      trolley_spacing: 1.5,
    };
  };
  return [train(1, 0.04, -0.08, 70, 8), train(2, -0.05, -0.06, 250, 4)];
}

/** Strikes from a second to ten minutes old. */
export function goldenStrikes(centre: GeoPoint): { latDeg: number; lonDeg: number; timeMs: number }[] {
  const ages = [1, 20, 60, 120, 240, 600];
  return ages.map((ageS, i) => {
    const angle = (i / ages.length) * 2 * Math.PI;
    const at = offsetNm(centre, 1.8 * Math.cos(angle), 1.8 * Math.sin(angle));
    return { ...at, timeMs: GOLDEN_NOW_MS - ageS * 1000 };
  });
}

const latLon = (p: GeoPoint): [number, number] => [p.latDeg, p.lonDeg];

function warning(id: string, area: GeoPoint[], anchor: GeoPoint): NavWarning {
  return {
    id,
    nav_warn_title: { text: `Ostrzeżenie ${id}` },
    nav_warn_type_general: 'NAVAREA',
    publication_time: new Date(GOLDEN_NOW_MS).toISOString(),
    cancellation_date: null,
    message_series_identifier: { name_of_series: 'GOLDEN', warning_number: 1, year: 2025 },
    general_area: [],
    locality: [],
    affected_chart_publications: [],
    preamble: '',
    part: [{ geometry: [{ coords: [latLon(anchor)] }] }],
    area_affected: { geometry: { coords: area.map(latLon) } },
  };
}

/** An area (a ring), a line (two points) and a point (no area drawn). */
export function goldenWarnings(centre: GeoPoint): NavWarning[] {
  const p = (n: number, e: number) => offsetNm(centre, n, e);
  const ring = [p(0.6, -2), p(2, -1.2), p(1.4, 0.4), p(0.2, -0.6)];
  return [warning('A', ring, p(1.1, -0.9)), warning('B', [p(-0.6, -2.2), p(-2.2, 1.8)], p(-1.4, -0.2)), warning('C', [p(-0.8, 2)], p(-0.8, 2))];
}

export function goldenCameras(centre: GeoPoint): Camera[] {
  const camera = (id: number, n: number, e: number, angleMin: number, angleMax: number, rangeMin: number, rangeMax: number): Camera => {
    const at = offsetNm(centre, n, e);
    return {
      id,
      name: `Kamera ${id}`,
      camera_type: 'ip',
      ip_address: '192.0.2.1',
      port: 80,
      latitude: at.latDeg,
      longitude: at.lonDeg,
      angle_min: angleMin,
      angle_max: angleMax,
      range_min: rangeMin,
      range_max: rangeMax,
      login: '',
      password: '',
      snapshot_url: '',
    };
  };
  return [camera(1, -0.8, -0.9, 10, 80, 100, 2000), camera(2, 0.6, 0.9, 200, 320, 0, 1500)];
}

export function goldenAtons(centre: GeoPoint): Aton[] {
  const aton = (id: number, n: number, e: number, active: boolean, integrated: boolean, virtual = false): Aton => {
    const at = offsetNm(centre, n, e);
    return { id, name: `Znak ${id}`, mmsi: String(992_610_000 + id), vid: id, aid_type: 1, latitude: at.latDeg, longitude: at.lonDeg, active, integrated, virtual_aid: virtual, last_reported: null };
  };
  // The fourth a virtual aid (the dotted diamond).
  return [aton(1, 1.6, -1.8, false, false), aton(2, 1.6, 0, true, false), aton(3, 1.6, 1.8, true, true), aton(4, 0.2, -2.1, true, false, true)];
}

export function goldenStations(centre: GeoPoint): Station[] {
  const station = (name: string, n: number, e: number, windDirection: number): Station => {
    const at = offsetNm(centre, n, e);
    return {
      name,
      station_name: `Stacja ${name}`,
      latitude: at.latDeg,
      longitude: at.lonDeg,
      av_wind_speed: 12,
      wind_direction: windDirection,
      wind_gust: 18,
      sea_state: 3,
      water_level: 0.2,
      air_temperature: 15,
      air_pressure: 1013,
      water_temperature: 12,
      datetime: new Date(GOLDEN_NOW_MS).toISOString(),
    };
  };
  return [station('S1', -1.6, -1.2, 45), station('S2', -1.6, 1.2, 270)];
}
