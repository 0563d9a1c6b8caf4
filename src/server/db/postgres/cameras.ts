// PostgreSQL cameras repository (db/cameras.ts for SQLite); the position is
// also a PostGIS point (not part of the answers).
import type { Camera, CameraInput } from '../../../protocol/cameras';
import { CAMERA_COLUMNS, type CameraStore } from '../cameras';
import { PgCrudTable } from './crud';
import type { PgPool } from './pool';

export class PgCameraRepository extends PgCrudTable<Camera, CameraInput> implements CameraStore {
  constructor(pool: PgPool) {
    super(pool, { table: 'cameras', columns: CAMERA_COLUMNS, select: ['id', ...CAMERA_COLUMNS] });
  }
}
