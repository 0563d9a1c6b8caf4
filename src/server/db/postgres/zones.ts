// PostgreSQL zones repository (db/zones.ts for SQLite): the same rows and
// answers, and the outline kept as a PostGIS polygon (`area`, with a
// spatial index) written in the same statement.
import type { Zone, ZonePoint } from '../../../protocol/zones';
import { ZONE_SELECT, zoneFromRow, zoneValues, type ZoneRow, type ZoneStore, type ZoneWrite } from '../zones';
import { query, type PgPool } from './pool';

type Row = ZoneRow & Record<string, unknown>;

const PG_NOW_TEXT = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The outline as GeoJSON (longitude first, the ring closed). */
export function zoneGeoJson(polygon: readonly ZonePoint[]): string {
  const ring = polygon.map(([lat, lon]) => [lon, lat]);
  const first = ring[0];
  if (first) ring.push(first);
  return JSON.stringify({ type: 'Polygon', coordinates: [ring] });
}

const AREA = 'ST_SetSRID(ST_GeomFromGeoJSON($9), 4326)';

export class PgZoneRepository implements ZoneStore {
  constructor(private readonly pool: PgPool) {}

  async list(): Promise<Zone[]> {
    return (await query<Row>(this.pool, `${ZONE_SELECT} ORDER BY z.id`)).rows.map(zoneFromRow);
  }

  async get(id: number): Promise<Zone | undefined> {
    const row = (await query<Row>(this.pool, `${ZONE_SELECT} WHERE z.id = $1`, [id])).rows[0];
    return row ? zoneFromRow(row) : undefined;
  }

  async create(zone: ZoneWrite, userId: number | null): Promise<Zone> {
    const result = await query<{ id: number }>(
      this.pool,
      `INSERT INTO zones (name, polygon, rule_entry, rule_exit, speed_limit_kn, no_anchoring, vessel_categories, updated_by, area)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${AREA}) RETURNING id`,
      [...zoneValues(zone, userId, Boolean), zoneGeoJson(zone.polygon)],
    );
    const created = await this.get(result.rows[0]?.id ?? 0);
    if (!created) throw new Error('zones: the new zone vanished after insert');
    return created;
  }

  async update(id: number, zone: ZoneWrite, userId: number | null): Promise<Zone | undefined> {
    await query(
      this.pool,
      `UPDATE zones SET name = $1, polygon = $2, rule_entry = $3, rule_exit = $4, speed_limit_kn = $5, no_anchoring = $6,
       vessel_categories = $7, updated_by = $8, area = ${AREA}, updated_at = ${PG_NOW_TEXT} WHERE id = $10`,
      [...zoneValues(zone, userId, Boolean), zoneGeoJson(zone.polygon), id],
    );
    return this.get(id);
  }

  async delete(id: number): Promise<boolean> {
    return ((await query(this.pool, 'DELETE FROM zones WHERE id = $1', [id])).rowCount ?? 0) === 1;
  }
}
