// PostgreSQL atons repository (db/atons.ts for SQLite): native booleans;
// the position is also a PostGIS point (not part of the answers).
import type { Aton, AtonInput } from '../../../protocol/atons';
import type { AtonStore } from '../atons';
import { PgCrudTable } from './crud';
import { query, type PgPool } from './pool';

const ATON_COLUMNS = ['name', 'mmsi', 'vid', 'aid_type', 'latitude', 'longitude'] as const;

export class PgAtonRepository extends PgCrudTable<Aton, AtonInput> implements AtonStore {
  constructor(pool: PgPool) {
    super(pool, { table: 'atons', columns: ATON_COLUMNS, select: ['id', ...ATON_COLUMNS, 'active', 'integrated', 'last_reported'] });
  }

  async toggleActive(id: number): Promise<Aton | undefined> {
    const result = await query(this.pool, `UPDATE atons SET active = NOT active WHERE id = $1 RETURNING ${this.selectList}`, [id]);
    this.forget();
    return this.first(result.rows);
  }
}
