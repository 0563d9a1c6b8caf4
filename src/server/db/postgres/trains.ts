// PostgreSQL trains and sidings repositories (db/trains.ts for SQLite).
// Siding positions are also PostGIS points (the `position` column, kept by
// the database, not part of the answers).
import type { Siding, SidingInput, Train, TrainInput } from '../../../protocol/trains';
import type { SidingStore, TrainStore } from '../trains';
import { PgCrudTable } from './crud';
import { query, type PgPool } from './pool';

const SIDING_COLUMNS = ['nabrzeze', 'zwrotnica', 'tor', 'dlugosc_toru', 'latitude', 'longitude', 'azimuth'] as const;

export class PgSidingRepository extends PgCrudTable<Siding, SidingInput> implements SidingStore {
  constructor(pool: PgPool) {
    super(pool, { table: 'sidings', columns: SIDING_COLUMNS, select: ['id', ...SIDING_COLUMNS] });
  }

  async trainCount(id: number): Promise<number> {
    const result = await query<{ n: number }>(this.pool, 'SELECT COUNT(*)::integer AS n FROM trains WHERE siding = $1', [id]);
    return result.rows[0]?.n ?? 0;
  }
}

const TRAIN_COLUMNS = ['name', 'siding', 'trolley_count', 'description'] as const;

export class PgTrainRepository extends PgCrudTable<Train, TrainInput> implements TrainStore {
  constructor(pool: PgPool) {
    super(pool, { table: 'trains', columns: TRAIN_COLUMNS, select: ['id', ...TRAIN_COLUMNS] });
  }
}
