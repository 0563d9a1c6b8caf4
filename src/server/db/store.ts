// The storage the routes see: repositories behind interfaces that return
// promises, implemented by the embedded SQLite file (here) and by
// PostgreSQL (postgres/store.ts, for several nodes); db/open.ts picks one.
import { AlertRepository, type AlertStore } from './alerts';
import { AtonRepository, type AtonStore } from './atons';
import { BlacklistRepository, type BlacklistStore } from './blacklist';
import { CameraRepository, type CameraStore } from './cameras';
import type { Db } from './database';
import { MetaRepository, type MetaStore } from './meta';
import { PreferencesRepository, type PreferencesStore } from './preferences';
import { TokenRepository, type TokenStore } from './tokens';
import { StationSettingsRepository, type StationSettingsStore } from './stationSettings';
import { SidingRepository, TrainRepository, type SidingStore, type TrainStore } from './trains';
import { UserRepository, type UserStore } from './users';
import { ZoneRepository, type ZoneStore } from './zones';

export interface Store {
  users: UserStore;
  tokens: TokenStore;
  preferences: PreferencesStore;
  sidings: SidingStore;
  trains: TrainStore;
  atons: AtonStore;
  cameras: CameraStore;
  blacklist: BlacklistStore;
  alerts: AlertStore;
  stationSettings: StationSettingsStore;
  meta: MetaStore;
  zones: ZoneStore;
  /** Drops what this store caches of a table (another node changed it). */
  forget(table: StoreTable): void;
}

/** The tables whose changes nodes announce to each other (bus/storeChanges.ts). */
export const STORE_TABLES = ['users', 'preferences', 'sidings', 'trains', 'atons', 'cameras', 'blacklist', 'zones'] as const;
export type StoreTable = (typeof STORE_TABLES)[number];

/** The embedded default: every repository on one SQLite database. */
export function sqliteStore(db: Db): Store {
  const sidings = new SidingRepository(db);
  const trains = new TrainRepository(db);
  const atons = new AtonRepository(db);
  const cameras = new CameraRepository(db);
  const cached: Partial<Record<StoreTable, { forget(): void }>> = { sidings, trains, atons, cameras };
  return {
    users: new UserRepository(db),
    tokens: new TokenRepository(db),
    preferences: new PreferencesRepository(db),
    sidings,
    trains,
    atons,
    cameras,
    blacklist: new BlacklistRepository(db),
    alerts: new AlertRepository(db),
    stationSettings: new StationSettingsRepository(db),
    meta: new MetaRepository(db),
    zones: new ZoneRepository(db),
    forget: (table) => cached[table]?.forget(),
  };
}
