// PostgreSQL cameras repository (db/cameras.ts for SQLite); the position is
// also a PostGIS point (not part of the answers).
import type { Camera, CameraInput } from '../../../protocol/cameras';
import type { CameraStore } from '../cameras';
import { PgCrudTable } from './crud';
import type { PgPool } from './pool';

const CAMERA_COLUMNS = [
  'name',
  'camera_type',
  'ip_address',
  'port',
  'latitude',
  'longitude',
  'angle_min',
  'angle_max',
  'range_min',
  'range_max',
  'login',
  'password',
  'snapshot_url',
] as const;

export class PgCameraRepository extends PgCrudTable<Camera, CameraInput> implements CameraStore {
  constructor(pool: PgPool) {
    super(pool, { table: 'cameras', columns: CAMERA_COLUMNS, select: ['id', ...CAMERA_COLUMNS] });
  }
}
