// Zones drawn by operators (docs/vts-rules.md): a named simple polygon with
// rules the server watches for every vessel inside it. A rule raises alerts
// of kind 'zone' (src/protocol/alerts.ts) naming the zone and the vessel.
//
// Calls (signed in):
// - GET    /api/zones/          -> Zone[] (by id)
// - POST   /api/zones/          ZoneInput -> 201 Zone
// - PATCH  /api/zones/{id}/     Partial<ZoneInput> -> Zone
// - DELETE /api/zones/{id}/     -> 204 (its open alerts close: 'zone_changed')
// Anything else in a body is a 400 {code, message} in Polish; an unknown id a 404.
// Stream /ws/socket-server-zones/ (sign-in and ping/pong as the spec's
// streams): `{zones: [every zone]}` first and again after every change on
// any node of a cluster (replace mode: each batch is the whole list).
import type { VesselCategory } from './vessels';

export const ZONES_PATH = '/api/zones/';
export const zonePath = (id: number): string => `${ZONES_PATH}${id}/`;
export const ZONES_STREAM = { path: '/ws/socket-server-zones/', field: 'zones' } as const;

/** Points of a zone's outline (the closing point not repeated). */
export const ZONE_MIN_POINTS = 3;
export const ZONE_MAX_POINTS = 500;
export const ZONE_NAME_MAX = 100;
/** Highest speed limit accepted, knots. */
export const ZONE_MAX_SPEED_LIMIT_KN = 100;

/** The rules a zone can carry; each raises alerts of kind 'zone' with this `rule`. */
export const ZONE_RULES = ['entry', 'exit', 'speed_limit', 'no_anchoring'] as const;
export type ZoneRule = (typeof ZONE_RULES)[number];

export interface ZoneRules {
  /** A vessel seen outside the zone and then inside it. */
  entry: boolean;
  /** A vessel seen inside the zone and then outside it. */
  exit: boolean;
  /** A vessel inside the zone faster than this (two reports in a row), knots; null: no limit. */
  speed_limit_kn: number | null;
  /** A vessel at anchor (or lying still for 5 minutes) inside the zone. */
  no_anchoring: boolean;
}

/** [latitude, longitude] in degrees (WGS 84). */
export type ZonePoint = [number, number];

export interface Zone {
  id: number;
  name: string;
  /** The outline, 3 to 500 points, a simple polygon (its edges do not cross), not closed. */
  polygon: ZonePoint[];
  rules: ZoneRules;
  /** The rules apply only to vessels of these categories (their AIS ship type); null: to every vessel. */
  vessel_categories: VesselCategory[] | null;
  created_at: string;
  updated_at: string;
  /** The user who last changed it (null when that user was deleted). */
  updated_by: string | null;
}

/** A POST body (rules and vessel_categories may be left out: no rules, every vessel). */
export interface ZoneInput {
  name: string;
  polygon: ZonePoint[];
  rules?: Partial<ZoneRules>;
  vessel_categories?: VesselCategory[] | null;
}

/** Every vessel category (the vessel-type filter's values). */
export const VESSEL_CATEGORIES = [
  'NotAvailable',
  'WingInGround',
  'Fishing',
  'Towing',
  'Dredging',
  'Diving',
  'Military',
  'Sailing',
  'PleasureCraft',
  'HighSpeedCraft',
  'PilotVessel',
  'SearchAndRescue',
  'Tug',
  'PortTender',
  'AntiPollution',
  'LawEnforcement',
  'Medical',
  'Passenger',
  'Cargo',
  'Tanker',
  'Other',
  'Reserved',
] as const satisfies readonly VesselCategory[];
// Every category is listed: a new one in vessels.ts fails to compile here.
const everyCategoryListed: [Exclude<VesselCategory, (typeof VESSEL_CATEGORIES)[number]>] extends [never] ? true : never = true;
void everyCategoryListed;

export const NO_ZONE_RULES: ZoneRules = { entry: false, exit: false, speed_limit_kn: null, no_anchoring: false };

/** The stream's message. */
export interface ZonesStreamMessage {
  zones: Zone[];
}
