// The body of POST and PATCH /api/zones/: read by hand so every refusal is
// a 400 with a Polish message naming the field (a JSON schema's messages
// are Ajv's English). Unknown fields are refused, nothing is coerced.
import { VESSEL_CATEGORIES, ZONE_MAX_SPEED_LIMIT_KN, ZONE_NAME_MAX, type ZonePoint, type ZoneRules } from '../../protocol/zones';
import type { VesselCategory } from '../../protocol/vessels';
import { HttpError } from '../errors';
import { checkedOutline, ZoneOutlineError } from './zoneGeometry';

/** The fields a body sets (a PATCH may leave any out; a POST needs name and polygon). */
export interface ZoneBody {
  name?: string;
  polygon?: ZonePoint[];
  rules?: Partial<ZoneRules>;
  vessel_categories?: VesselCategory[] | null;
}

const FIELDS = ['name', 'polygon', 'rules', 'vessel_categories'];
const RULE_FIELDS = ['entry', 'exit', 'speed_limit_kn', 'no_anchoring'] as const;

const refuse = (message: string): never => {
  throw new HttpError(400, message);
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function point(value: unknown, i: number): ZonePoint {
  if (!Array.isArray(value) || value.length !== 2) return refuse(`Punkt ${i + 1} strefy musi być parą [szerokość, długość]`);
  const [lat, lon] = value as unknown[];
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90) return refuse(`Szerokość punktu ${i + 1} musi być liczbą od -90 do 90`);
  if (typeof lon !== 'number' || !Number.isFinite(lon) || lon < -180 || lon > 180) return refuse(`Długość punktu ${i + 1} musi być liczbą od -180 do 180`);
  return [lat, lon];
}

function rules(value: unknown): Partial<ZoneRules> {
  if (!isObject(value)) return refuse('Pole rules musi być obiektem {entry, exit, speed_limit_kn, no_anchoring}');
  const unknown = Object.keys(value).find((key) => !(RULE_FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) refuse(`Nieznana reguła strefy: ${unknown}`);
  const out: Partial<ZoneRules> = {};
  for (const key of ['entry', 'exit', 'no_anchoring'] as const) {
    const flag = value[key];
    if (flag === undefined) continue;
    if (typeof flag !== 'boolean') refuse(`Reguła ${key} musi być wartością logiczną (true albo false)`);
    out[key] = flag as boolean;
  }
  const limit = value.speed_limit_kn;
  if (limit !== undefined) {
    if (limit !== null && (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0 || limit > ZONE_MAX_SPEED_LIMIT_KN)) {
      refuse(`Reguła speed_limit_kn musi być liczbą dodatnią (najwyżej ${ZONE_MAX_SPEED_LIMIT_KN} kn) albo null`);
    }
    out.speed_limit_kn = limit as number | null;
  }
  return out;
}

function categories(value: unknown): VesselCategory[] | null {
  if (value === null) return null;
  if (!Array.isArray(value)) return refuse('Pole vessel_categories musi być listą typów statków albo null');
  const known = VESSEL_CATEGORIES as readonly unknown[];
  const bad = value.find((category) => !known.includes(category));
  if (bad !== undefined) refuse(`Nieznany typ statku: ${String(bad)}`);
  if (new Set(value).size !== value.length) refuse('Typy statków w vessel_categories powtarzają się');
  if (value.length === 0) refuse('Lista vessel_categories nie może być pusta (null: wszystkie statki)');
  return value as VesselCategory[];
}

/** Reads a body; `creating` requires the name and the outline. */
export function parseZoneBody(body: unknown, creating: boolean): ZoneBody {
  if (!isObject(body)) return refuse('Treść żądania musi być obiektem JSON strefy');
  const unknown = Object.keys(body).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) refuse(`Nieznane pole strefy: ${unknown}`);
  const out: ZoneBody = {};
  if (body.name !== undefined) {
    if (typeof body.name !== 'string' || body.name.trim() === '') refuse('Nazwa strefy nie może być pusta');
    const name = (body.name as string).trim();
    if (name.length > ZONE_NAME_MAX) refuse(`Nazwa strefy może mieć najwyżej ${ZONE_NAME_MAX} znaków`);
    out.name = name;
  } else if (creating) refuse('Brak nazwy strefy (name)');
  if (body.polygon !== undefined) {
    if (!Array.isArray(body.polygon)) refuse('Pole polygon musi być listą punktów [szerokość, długość]');
    const points = (body.polygon as unknown[]).map(point);
    try {
      out.polygon = checkedOutline(points);
    } catch (error) {
      if (error instanceof ZoneOutlineError) refuse(error.message);
      throw error;
    }
  } else if (creating) refuse('Brak obrysu strefy (polygon)');
  if (body.rules !== undefined) out.rules = rules(body.rules);
  if (body.vessel_categories !== undefined) out.vessel_categories = categories(body.vessel_categories);
  return out;
}
