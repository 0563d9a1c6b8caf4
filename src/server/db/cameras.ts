// Cameras repository.
import type { Camera, CameraInput } from '../../protocol/cameras';
import { CrudTable, type CrudStore } from './crud';
import type { Db } from './database';

export type CameraStore = CrudStore<Camera, CameraInput>;

/** The cameras table's columns besides the id, in both backends. */
export const CAMERA_COLUMNS = [
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

export class CameraRepository extends CrudTable<Camera, CameraInput> implements CameraStore {
  constructor(db: Db) {
    super(db, { table: 'cameras', columns: [...CAMERA_COLUMNS] });
  }
}
