// The Store on PostgreSQL (TRAXIS_DATABASE_URL): a pool of
// TRAXIS_DATABASE_POOL connections, the migrations applied (one node at a
// time), one repository per table beside the SQLite ones.
import type { Store, StoreTable } from '../store';
import { PgAlertRepository } from './alerts';
import { PgAtonRepository } from './atons';
import { PgBlacklistRepository } from './blacklist';
import { PgCameraRepository } from './cameras';
import { PgMetaRepository } from './meta';
import { migratePostgres } from './migrate';
import { createPool, type PgPool } from './pool';
import { PgPreferencesRepository } from './preferences';
import { PgTokenRepository } from './tokens';
import { PgStationSettingsRepository } from './stationSettings';
import { PgSidingRepository, PgTrainRepository } from './trains';
import { PgUserRepository } from './users';
import { PgZoneRepository } from './zones';

export function postgresStore(pool: PgPool): Store {
  const users = new PgUserRepository(pool);
  const sidings = new PgSidingRepository(pool);
  const trains = new PgTrainRepository(pool);
  const atons = new PgAtonRepository(pool);
  const cameras = new PgCameraRepository(pool);
  const cached: Partial<Record<StoreTable, { forget(): void }>> = { users, sidings, trains, atons, cameras };
  return {
    users,
    tokens: new PgTokenRepository(pool),
    preferences: new PgPreferencesRepository(pool),
    sidings,
    trains,
    atons,
    cameras,
    blacklist: new PgBlacklistRepository(pool),
    alerts: new PgAlertRepository(pool),
    stationSettings: new PgStationSettingsRepository(pool),
    meta: new PgMetaRepository(pool),
    zones: new PgZoneRepository(pool),
    forget: (table) => cached[table]?.forget(),
  };
}

export interface PostgresStore {
  store: Store;
  pool: PgPool;
  close(): Promise<void>;
}

/** Connects, migrates and returns the store; `onPoolError` hears of idle connections the server dropped. */
export async function openPostgresStore(url: string, poolSize: number, onPoolError: (error: Error) => void): Promise<PostgresStore> {
  const pool = createPool(url, poolSize, onPoolError);
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { store: postgresStore(pool), pool, close: () => pool.end() };
}
