// Zones repository (docs/vts-rules.md): the zones operators draw, each with
// its outline (JSON [[lat, lon], ...]), its rules in columns and its
// vessel-type filter (JSON, null for every vessel), with who changed it
// last. The SQLite side; postgres/zones.ts the PostgreSQL one (which also
// keeps the outline as a PostGIS polygon).
import type { VesselCategory } from '../../protocol/vessels';
import type { Zone, ZonePoint, ZoneRules } from '../../protocol/zones';
import type { Db } from './database';

/** A zone as the routes write it: checked and whole (a PATCH is merged into the current zone first). */
export interface ZoneWrite {
  name: string;
  polygon: ZonePoint[];
  rules: ZoneRules;
  vessel_categories: VesselCategory[] | null;
}

export interface ZoneStore {
  /** Every zone, by id. */
  list(): Promise<Zone[]>;
  get(id: number): Promise<Zone | undefined>;
  create(zone: ZoneWrite, userId: number | null): Promise<Zone>;
  /** Resolves to undefined when there is no such zone. */
  update(id: number, zone: ZoneWrite, userId: number | null): Promise<Zone | undefined>;
  /** Resolves to false when there is no such zone. */
  delete(id: number): Promise<boolean>;
}

/** A zones row as both backends return it (joined with the user's name). */
export interface ZoneRow {
  id: number;
  name: string;
  polygon: string;
  rule_entry: number | boolean;
  rule_exit: number | boolean;
  speed_limit_kn: number | null;
  no_anchoring: number | boolean;
  vessel_categories: string | null;
  created_at: string;
  updated_at: string;
  updated_by_name: string | null;
}

export const ZONE_SELECT = `SELECT z.id, z.name, z.polygon, z.rule_entry, z.rule_exit, z.speed_limit_kn, z.no_anchoring, z.vessel_categories,
  z.created_at, z.updated_at, u.username AS updated_by_name FROM zones z LEFT JOIN users u ON u.id = z.updated_by`;

export function zoneFromRow(row: ZoneRow): Zone {
  return {
    id: row.id,
    name: row.name,
    polygon: JSON.parse(row.polygon) as ZonePoint[],
    rules: { entry: Boolean(row.rule_entry), exit: Boolean(row.rule_exit), speed_limit_kn: row.speed_limit_kn, no_anchoring: Boolean(row.no_anchoring) },
    vessel_categories: row.vessel_categories === null ? null : (JSON.parse(row.vessel_categories) as VesselCategory[]),
    created_at: row.created_at,
    updated_at: row.updated_at,
    updated_by: row.updated_by_name,
  };
}

/** The written columns' values in both backends' order (name, polygon, rule_entry, rule_exit, speed_limit_kn, no_anchoring, vessel_categories, updated_by). */
export const zoneValues = (zone: ZoneWrite, userId: number | null, bool: (value: boolean) => number | boolean): (string | number | boolean | null)[] => [
  zone.name,
  JSON.stringify(zone.polygon),
  bool(zone.rules.entry),
  bool(zone.rules.exit),
  zone.rules.speed_limit_kn,
  bool(zone.rules.no_anchoring),
  zone.vessel_categories === null ? null : JSON.stringify(zone.vessel_categories),
  userId,
];

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export class ZoneRepository implements ZoneStore {
  constructor(private readonly db: Db) {}

  async list(): Promise<Zone[]> {
    return this.db.prepare<[], ZoneRow>(`${ZONE_SELECT} ORDER BY z.id`).all().map(zoneFromRow);
  }

  async get(id: number): Promise<Zone | undefined> {
    return this.getSync(id);
  }

  async create(zone: ZoneWrite, userId: number | null): Promise<Zone> {
    const result = this.db
      .prepare(
        `INSERT INTO zones (name, polygon, rule_entry, rule_exit, speed_limit_kn, no_anchoring, vessel_categories, updated_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(...zoneValues(zone, userId, Number));
    const created = this.getSync(Number(result.lastInsertRowid));
    if (!created) throw new Error('zones: the new zone vanished after insert');
    return created;
  }

  async update(id: number, zone: ZoneWrite, userId: number | null): Promise<Zone | undefined> {
    this.db
      .prepare(
        `UPDATE zones SET name = ?, polygon = ?, rule_entry = ?, rule_exit = ?, speed_limit_kn = ?, no_anchoring = ?, vessel_categories = ?,
         updated_by = ?, updated_at = ${NOW} WHERE id = ?`,
      )
      .run(...zoneValues(zone, userId, Number), id);
    return this.getSync(id);
  }

  async delete(id: number): Promise<boolean> {
    return this.db.prepare('DELETE FROM zones WHERE id = ?').run(id).changes === 1;
  }

  private getSync(id: number): Zone | undefined {
    const row = this.db.prepare<[number], ZoneRow>(`${ZONE_SELECT} WHERE z.id = ?`).get(id);
    return row ? zoneFromRow(row) : undefined;
  }
}
