// Trains and sidings repositories.
import type { Siding, SidingInput, Train, TrainInput } from '../../protocol/trains';
import { CrudTable, type CrudStore } from './crud';
import type { Db } from './database';

export interface SidingStore extends CrudStore<Siding, SidingInput> {
  /** How many trains stand on a siding. */
  trainCount(id: number): Promise<number>;
}

export class SidingRepository extends CrudTable<Siding, SidingInput> implements SidingStore {
  constructor(db: Db) {
    super(db, {
      table: 'sidings',
      columns: ['nabrzeze', 'zwrotnica', 'tor', 'dlugosc_toru', 'latitude', 'longitude', 'azimuth'],
    });
  }

  async trainCount(id: number): Promise<number> {
    return this.db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM trains WHERE siding = ?').get(id)?.n ?? 0;
  }
}

export type TrainStore = CrudStore<Train, TrainInput>;

export class TrainRepository extends CrudTable<Train, TrainInput> implements TrainStore {
  constructor(db: Db) {
    super(db, { table: 'trains', columns: ['name', 'siding', 'trolley_count', 'description'] });
  }
}
