// Atons repository (booleans are stored as 0/1).
import type { Aton, AtonInput } from '../../protocol/atons';
import { CrudTable, type CrudStore } from './crud';
import type { Db } from './database';

export interface AtonStore extends CrudStore<Aton, AtonInput> {
  /** Flips the active flag; resolves to the updated aton, or undefined. */
  toggleActive(id: number): Promise<Aton | undefined>;
}

export class AtonRepository extends CrudTable<Aton, AtonInput> implements AtonStore {
  constructor(db: Db) {
    super(db, {
      table: 'atons',
      columns: ['name', 'mmsi', 'vid', 'aid_type', 'latitude', 'longitude'],
      fromDb: (row) => ({ ...(row as unknown as Aton), active: row.active === 1, integrated: row.integrated === 1 }),
    });
  }

  async toggleActive(id: number): Promise<Aton | undefined> {
    this.db.prepare('UPDATE atons SET active = 1 - active WHERE id = ?').run(id);
    this.changed();
    return this.getSync(id);
  }
}
