// The storage the routes see: repositories behind interfaces that return
// promises, so that another backend (e.g. PostgreSQL for multi-instance
// deployments) can implement them without touching the routes.
import { AlertRepository, type AlertStore } from './alerts';
import { AtonRepository, type AtonStore } from './atons';
import { BlacklistRepository, type BlacklistStore } from './blacklist';
import { CameraRepository, type CameraStore } from './cameras';
import type { Db } from './database';
import { PreferencesRepository, type PreferencesStore } from './preferences';
import { TokenRepository, type TokenStore } from './tokens';
import { StationSettingsRepository, type StationSettingsStore } from './stationSettings';
import { SidingRepository, TrainRepository, type SidingStore, type TrainStore } from './trains';
import { UserRepository, type UserStore } from './users';

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
}

/** The embedded default: every repository on one SQLite database. */
export function sqliteStore(db: Db): Store {
  return {
    users: new UserRepository(db),
    tokens: new TokenRepository(db),
    preferences: new PreferencesRepository(db),
    sidings: new SidingRepository(db),
    trains: new TrainRepository(db),
    atons: new AtonRepository(db),
    cameras: new CameraRepository(db),
    blacklist: new BlacklistRepository(db),
    alerts: new AlertRepository(db),
    stationSettings: new StationSettingsRepository(db),
  };
}
