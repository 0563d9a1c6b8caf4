// Numbered schema migrations, applied in order at start-up, each in its own
// transaction. Append new ones; never edit an applied one.

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'users',
    sql: `
      CREATE TABLE users (
        id            INTEGER PRIMARY KEY,
        username      TEXT    NOT NULL UNIQUE COLLATE NOCASE,
        email         TEXT,
        password_hash TEXT    NOT NULL,
        created_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
    `,
  },
  {
    version: 2,
    name: 'sessions and preferences',
    sql: `
      CREATE TABLE refresh_tokens (
        jti        TEXT    PRIMARY KEY,
        user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX refresh_tokens_user ON refresh_tokens(user_id);
      CREATE TABLE preferences (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        json    TEXT    NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'trains, sidings, atons, cameras, blacklist',
    sql: `
      CREATE TABLE sidings (
        id           INTEGER PRIMARY KEY,
        nabrzeze     TEXT    NOT NULL,
        zwrotnica    TEXT    NOT NULL,
        tor          TEXT    NOT NULL,
        dlugosc_toru REAL    NOT NULL CHECK (dlugosc_toru >= 0),
        latitude     REAL    NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude    REAL    NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        azimuth      REAL    NOT NULL CHECK (azimuth >= 0 AND azimuth < 360)
      );
      CREATE TABLE trains (
        id            INTEGER PRIMARY KEY,
        name          TEXT    NOT NULL,
        siding        INTEGER NOT NULL REFERENCES sidings(id) ON DELETE RESTRICT,
        trolley_count INTEGER NOT NULL CHECK (trolley_count >= 0),
        description   TEXT    NOT NULL DEFAULT ''
      );
      CREATE INDEX trains_siding ON trains(siding);
      CREATE TABLE atons (
        id            INTEGER PRIMARY KEY,
        name          TEXT    NOT NULL,
        mmsi          TEXT    NOT NULL,
        vid           INTEGER NOT NULL,
        aid_type      INTEGER NOT NULL CHECK (aid_type BETWEEN 0 AND 31),
        latitude      REAL,
        longitude     REAL,
        active        INTEGER NOT NULL DEFAULT 0,
        integrated    INTEGER NOT NULL DEFAULT 0,
        last_reported TEXT
      );
      CREATE TABLE cameras (
        id           INTEGER PRIMARY KEY,
        name         TEXT    NOT NULL DEFAULT '',
        camera_type  TEXT    NOT NULL DEFAULT '',
        ip_address   TEXT    NOT NULL DEFAULT '',
        port         INTEGER NOT NULL DEFAULT 8008,
        latitude     REAL    NOT NULL DEFAULT 0,
        longitude    REAL    NOT NULL DEFAULT 0,
        angle_min    REAL    NOT NULL DEFAULT 0,
        angle_max    REAL    NOT NULL DEFAULT 360,
        range_min    REAL    NOT NULL DEFAULT 0,
        range_max    REAL    NOT NULL DEFAULT 0,
        login        TEXT    NOT NULL DEFAULT '',
        password     TEXT    NOT NULL DEFAULT '',
        snapshot_url TEXT    NOT NULL DEFAULT ''
      );
      CREATE TABLE blacklist (
        mmsi       TEXT PRIMARY KEY CHECK (length(mmsi) = 9),
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
    `,
  },
  {
    version: 4,
    name: 'meta',
    sql: `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  },
  {
    // The console picks objects by a 24-bit id: trains below 2^23, vessels in
    // [2^23, 2^24) (src/protocol/vessels.ts). A train id at or past 2^23 would
    // collide with a vessel's, so such an insert or id change is refused.
    version: 5,
    name: 'train ids below 2^23',
    sql: `
      CREATE TRIGGER trains_id_limit_insert AFTER INSERT ON trains WHEN NEW.id >= 8388608
      BEGIN SELECT RAISE(ABORT, 'Wyczerpano pulę identyfikatorów pociągów (dozwolone poniżej 8388608)'); END;
      CREATE TRIGGER trains_id_limit_update AFTER UPDATE OF id ON trains WHEN NEW.id >= 8388608
      BEGIN SELECT RAISE(ABORT, 'Wyczerpano pulę identyfikatorów pociągów (dozwolone poniżej 8388608)'); END;
    `,
  },
  {
    // VTS alerts (issue 21): conflicts and AIS integrity findings with their
    // lifecycle (new -> acknowledged -> closed) and an audit trail of who did
    // what and when; the station's own settings (the conflict thresholds).
    version: 6,
    name: 'alerts, alert events, station settings',
    sql: `
      CREATE TABLE alerts (
        id                   INTEGER PRIMARY KEY,
        kind                 TEXT    NOT NULL CHECK (kind IN ('conflict', 'integrity')),
        key                  TEXT    NOT NULL,
        state                TEXT    NOT NULL CHECK (state IN ('new', 'acknowledged', 'closed')),
        rule                 TEXT,
        opened_at            TEXT    NOT NULL,
        acknowledged_at      TEXT,
        acknowledged_by      INTEGER REFERENCES users(id) ON DELETE SET NULL,
        acknowledged_by_name TEXT,
        closed_at            TEXT,
        close_reason         TEXT,
        snoozed_until        TEXT,
        json                 TEXT    NOT NULL
      );
      CREATE INDEX alerts_state ON alerts(state, id);
      CREATE INDEX alerts_snoozed ON alerts(snoozed_until) WHERE snoozed_until IS NOT NULL;
      CREATE TABLE alert_events (
        id        INTEGER PRIMARY KEY,
        alert_id  INTEGER NOT NULL REFERENCES alerts(id) ON DELETE CASCADE,
        at        TEXT    NOT NULL,
        event     TEXT    NOT NULL CHECK (event IN ('opened', 'acknowledged', 'snoozed', 'closed')),
        user_id   INTEGER REFERENCES users(id) ON DELETE SET NULL,
        user_name TEXT,
        detail    TEXT    NOT NULL DEFAULT ''
      );
      CREATE INDEX alert_events_alert ON alert_events(alert_id, id);
      CREATE TABLE station_settings (
        key        TEXT    PRIMARY KEY,
        json       TEXT    NOT NULL,
        updated_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        updated_by INTEGER REFERENCES users(id) ON DELETE SET NULL
      );
    `,
  },
];
