// The Store's contract on both backends: the same answers, multi-row writes
// in one transaction, concurrent writers that lose nothing, refused writes
// as constraint errors, list caches that never serve a stale list. SQLite
// always; PostgreSQL in the PostgreSQL run of the tests
// (vitest.postgres.config.ts), where both are also compared byte for byte.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestDatabase, postgresTestUrl, testDatabaseUrl, withDatabase } from '../testing/postgresTest';
import { openDatabase } from './database';
import { isConstraintError, isOwnConstraintMessage } from './errors';
import { MIGRATIONS } from './migrations';
import { migratePostgres } from './postgres/migrate';
import { createPool } from './postgres/pool';
import { openPostgresStore } from './postgres/store';
import { sqliteStore, type Store } from './store';
import type { Zone, ZonePoint } from '../../protocol/zones';

interface OpenedTestStore {
  store: Store;
  close(): Promise<void>;
}

async function openSqlite(): Promise<OpenedTestStore> {
  const dir = mkdtempSync(join(tmpdir(), 'traxis-store-'));
  const db = openDatabase(dir);
  return {
    store: sqliteStore(db),
    close: async () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(): Promise<OpenedTestStore> {
  const dir = mkdtempSync(join(tmpdir(), 'traxis-store-'));
  const url = await testDatabaseUrl(dir);
  if (!url) throw new Error('no PostgreSQL in this run');
  const opened = await openPostgresStore(url, 4, () => undefined);
  return {
    store: opened.store,
    close: async () => {
      await opened.close();
      await dropTestDatabase(dir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const BACKENDS = [
  { name: 'SQLite', open: openSqlite },
  ...(postgresTestUrl() ? [{ name: 'PostgreSQL', open: openPostgres }] : []),
];

const SIDING = { nabrzeze: 'Nabrzeże Holenderskie', zwrotnica: 'H1', tor: '101', dlugosc_toru: 420.5, latitude: 54.53645, longitude: 18.54825, azimuth: 18 };
const nowS = (): number => Math.floor(Date.now() / 1000);
const token = (jti: string, sessionId: string, userId: number) => ({ jti, userId, expiresAtS: nowS() + 3600, sessionId });

/** The alert book's calls: insert with the opened event, acknowledge and snooze, lists, snoozes, pruning; the station settings. */
async function alertCalls(store: Store, userId: number | null): Promise<unknown[]> {
  const at = (minute: number): string => `2026-11-23T09:${String(minute).padStart(2, '0')}:00.000Z`;
  const vessel = (mmsi: string) => ({ id: null, mmsi, name: `STATEK ${mmsi}`, latitude: 54.5, longitude: 18.7, speed: 12.5, course: 270 });
  const opened = (key: string, minute: number) => ({
    alert: {
      kind: 'integrity' as const,
      priority: 'caution' as const,
      rule: null,
      state: 'new' as const,
      key,
      vessels: [vessel('261000001')],
      reason: 'Skok pozycji',
      conflict: null,
      integrity: null,
      zone: null,
      anchor: null,
      distress: null,
      safety_message: null,
      aton: null,
      opened_at: at(minute),
      acknowledged_at: null,
      acknowledged_by: null,
      closed_at: null,
      close_reason: null,
      snoozed_until: null,
    },
    event: { at: at(minute), event: 'opened' as const, userId: null, userName: null, detail: '' },
  });
  const out: unknown[] = [];
  const ids = await store.alerts.insert([opened('integrity:261000001:position_jump', 1), opened('integrity:261000002:silent', 2)]);
  out.push(ids.length, await store.alerts.insert([]));
  const [first, second] = await Promise.all(ids.map((id) => store.alerts.get(id)));
  if (!first || !second) throw new Error('inserted alerts not found');
  await store.alerts.save([
    {
      alert: { ...first, state: 'acknowledged', acknowledged_at: at(3), acknowledged_by: 'Admin', snoozed_until: at(50) },
      event: { at: at(3), event: 'acknowledged', userId, userName: 'Admin', detail: '' },
    },
    { alert: { ...second, state: 'closed', closed_at: at(4), close_reason: 'resolved' }, event: { at: at(4), event: 'closed', userId: null, userName: null, detail: 'ustało' } },
  ]);
  const strip = (alert: { id: number } | undefined) => (alert ? { ...alert, id: alert.id - (ids[0] ?? 0) } : alert);
  out.push(strip(await store.alerts.get(first.id)), await store.alerts.events(first.id), await store.alerts.events(second.id));
  out.push((await store.alerts.list({ states: ['new', 'acknowledged'], limit: 10 })).map(strip));
  out.push((await store.alerts.list({ states: ['closed'], kind: 'conflict', limit: 10 })).map(strip));
  out.push((await store.alerts.list({ states: ['new', 'acknowledged', 'closed'], kind: 'integrity', limit: 1 })).map(strip));
  out.push(await store.alerts.snoozedAfter(at(10)), await store.alerts.snoozedAfter(at(55)));
  // A zone alert with its details; the key prefix picks one zone's alerts (an underscore is no wildcard).
  const zoneAlert = (key: string, zoneId: number) => {
    const base = opened(key, 6).alert;
    return {
      alert: {
        ...base,
        kind: 'zone' as const,
        priority: 'warning' as const,
        rule: 'speed_limit' as const,
        zone: { zone_id: zoneId, zone_name: 'Tor', rule: 'speed_limit' as const, speed_kn: 12.5, limit_kn: 10, since: at(6) },
      },
      event: opened(key, 6).event,
    };
  };
  await store.alerts.insert([zoneAlert('zone:1:speed_limit:261000003', 1), zoneAlert('zone:12:speed_limit:261000003', 12), zoneAlert('zone_1:x', 1)]);
  out.push((await store.alerts.list({ states: ['new'], keyPrefix: 'zone:1:', limit: 10 })).map((alert) => ({ ...strip(alert), id: 0 })));
  out.push((await store.alerts.list({ states: ['new'], kind: 'zone', limit: 10 })).map((alert) => alert.key));
  out.push(await store.alerts.pruneClosed(at(4)), await store.alerts.pruneClosed(at(5)), await store.alerts.events(second.id), await store.alerts.get(second.id));
  out.push(await store.stationSettings.get('vts_settings'));
  await store.stationSettings.set('vts_settings', { cpa_threshold_nm: 0.3 }, userId);
  await store.stationSettings.set('vts_settings', { cpa_threshold_nm: 0.4, tcpa_horizon_min: 15 }, null);
  out.push(await store.stationSettings.get('vts_settings'));
  return out;
}

/** The zones' calls: create, update, list, get, delete (the times only checked to be set: they differ between runs). */
async function zoneCalls(store: Store, userId: number | null): Promise<unknown[]> {
  const timeless = (zone: Zone | undefined) => zone && { ...zone, created_at: typeof zone.created_at, updated_at: typeof zone.updated_at };
  const rules = { entry: true, exit: false, speed_limit_kn: 8.5, no_anchoring: true };
  const polygon: ZonePoint[] = [
    [54.5, 18.6],
    [54.52, 18.6],
    [54.52, 18.64],
  ];
  const created = await store.zones.create({ name: 'Tor podejściowy', polygon, rules, vessel_categories: ['Tanker', 'Cargo'] }, userId);
  const other = await store.zones.create({ name: 'Kotwicowisko', polygon: [...polygon, [54.5, 18.64]], rules: { ...rules, speed_limit_kn: null }, vessel_categories: null }, null);
  const changed = await store.zones.update(created.id, { name: 'Tor', polygon, rules: { ...rules, entry: false }, vessel_categories: null }, null);
  return [
    timeless(created),
    timeless(other),
    timeless(changed),
    await store.zones.update(9999, { name: 'X', polygon, rules, vessel_categories: null }, null),
    (await store.zones.list()).map(timeless),
    timeless(await store.zones.get(other.id)),
    await store.zones.delete(other.id),
    await store.zones.delete(other.id),
    await store.zones.get(other.id),
  ];
}

/** Every kind of write and read of the Store, in one order; the answers as JSON. */
async function script(store: Store): Promise<string[]> {
  const out: unknown[] = [];
  const admin = await store.users.create('Admin', 'hash-1', 'a@example.com');
  out.push(admin, await store.users.create('ADMIN', 'hash-2'), await store.users.findByName('admin'));
  const siding = await store.sidings.create({ ...SIDING });
  out.push(siding, await store.sidings.update(siding.id, { azimuth: 359.5, tor: '102' }), await store.sidings.trainCount(siding.id));
  const train = await store.trains.create({ name: 'Węglarka 1', siding: siding.id, trolley_count: 12, description: 'Węgiel' });
  out.push(train, await store.trains.update(train.id, { trolley_count: 0 }), await store.sidings.trainCount(siding.id));
  const aton = await store.atons.create({ name: 'Pława G1', mmsi: '992616003', vid: 3, aid_type: 29, latitude: 54.53125, longitude: 18.60315 });
  const unplaced = await store.atons.create({ name: 'Bez pozycji', mmsi: '992616004', vid: 4, aid_type: 1, latitude: null, longitude: null });
  out.push(aton, unplaced, await store.atons.toggleActive(aton.id), await store.atons.toggleActive(9999));
  const camera = await store.cameras.create({ name: 'Falochron', camera_type: 'Symulacja', ip_address: '127.0.0.1', port: 8008, latitude: 54.53, longitude: 18.57 });
  out.push(camera, await store.cameras.update(camera.id, { angle_min: 30, angle_max: 150 }));
  out.push(await store.blacklist.add('123456789'), await store.blacklist.add('123456789'), await store.blacklist.add('023456789'));
  out.push(await store.blacklist.list(), await store.blacklist.remove('123456789'), await store.blacklist.remove('123456789'));
  out.push(await store.preferences.get(admin?.id ?? 0));
  out.push(await store.preferences.update(admin?.id ?? 0, () => ({ ui_settings: { theme: 'night' }, map_visibility: { 'B.000': true, 'A.000': false } })));
  out.push(await store.preferences.get(admin?.id ?? 0));
  out.push(...(await alertCalls(store, admin?.id ?? null)));
  out.push(...(await zoneCalls(store, admin?.id ?? null)));
  out.push(await store.meta.claim('k', 'first'), await store.meta.claim('k', 'second'), await store.meta.get('k'), await store.meta.get('none'));
  for (const list of [store.sidings, store.trains, store.atons, store.cameras]) out.push((await list.listJson()).plain.toString('utf8'));
  out.push(await store.trains.delete(train.id), await store.trains.delete(train.id), await store.trains.get(train.id));
  return out.map((value) => JSON.stringify(value) ?? 'undefined');
}

describe.each(BACKENDS)('the $name store', ({ open }) => {
  let opened: OpenedTestStore;
  let store: Store;
  beforeAll(async () => {
    opened = await open();
    store = opened.store;
  });
  afterAll(() => opened.close());

  it('answers every call of the contract (users without case, booleans, nulls, the lists as JSON)', async () => {
    const answers = await script(store);
    const created = JSON.parse(answers[0] ?? 'null') as { id: number };
    expect(answers[1]).toBe('undefined');
    expect(JSON.parse(answers[2] ?? 'null')).toMatchObject({ id: created.id, username: 'Admin', email: 'a@example.com' });
    const atonList = JSON.parse(answers.at(-5) ?? '""') as string;
    expect(JSON.parse(atonList)).toMatchObject([{ active: true, integrated: false }, { active: false, latitude: null, last_reported: null }]);
    expect(answers.slice(-3)).toEqual(['true', 'false', 'undefined']);
  });

  it('rotates a refresh token in one transaction: of two rotations of one token at once exactly one wins', async () => {
    const user = await store.users.create(`rotor-${Date.now()}`, 'h');
    const userId = user?.id ?? 0;
    await store.tokens.add(token('r0', 's-rot', userId));
    const results = await Promise.all([store.tokens.rotate('r0', nowS(), token('r1', 's-rot', userId)), store.tokens.rotate('r0', nowS(), token('r2', 's-rot', userId))]);
    expect(results.filter(Boolean)).toHaveLength(1);
    // The loser recorded nothing: only the winner's successor is live.
    const live = await Promise.all(['r1', 'r2'].map((jti) => store.tokens.consume(jti, nowS())));
    expect(live.filter(Boolean)).toHaveLength(1);
  });

  it('ends every session of a user and revokes their tokens in one transaction', async () => {
    const user = await store.users.create(`thief-${Date.now()}`, 'h');
    const userId = user?.id ?? 0;
    await store.tokens.add(token('t1', 's-a', userId));
    await store.tokens.add(token('t2', 's-b', userId));
    const ended = await store.tokens.endAllOf(userId, ['s-c'], nowS() + 3600, nowS());
    expect(ended.map((session) => session.sessionId).sort()).toEqual(['s-a', 's-b', 's-c']);
    expect(await store.tokens.consume('t1', nowS())).toBe(false);
    expect(await store.tokens.consume('t2', nowS())).toBe(false);
    const remembered = (await store.tokens.endedSessions(nowS())).map((session) => session.sessionId);
    expect(remembered).toEqual(expect.arrayContaining(['s-a', 's-b', 's-c']));
    await store.tokens.endSessions([{ sessionId: 's-a', untilS: nowS() + 10 }], nowS());
    expect((await store.tokens.endedSessions(nowS())).find((session) => session.sessionId === 's-a')?.untilS).toBeGreaterThan(nowS() + 3000);
  });

  it('patches one user\'s preferences from many writers at once without losing a change', async () => {
    const user = await store.users.create(`prefs-${Date.now()}`, 'h');
    const userId = user?.id ?? 0;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.preferences.update(userId, (stored) => ({ ...(stored as Record<string, boolean> | undefined), [`key${i}`]: true })),
      ),
    );
    expect(Object.keys((await store.preferences.get(userId)) as object)).toHaveLength(20);
  });

  it('refuses writes that break the schema as constraint errors, our trigger\'s with its own message', async () => {
    const refused = await store.trains.create({ name: 'X', siding: 987654, trolley_count: 1, description: '' }).catch((error: unknown) => error);
    expect(isConstraintError(refused)).toBe(true);
    expect(isOwnConstraintMessage(refused)).toBe(false);
    const siding = await store.sidings.create({ ...SIDING });
    await store.trains.create({ name: 'Y', siding: siding.id, trolley_count: 1, description: '' });
    const inUse = await store.sidings.delete(siding.id).catch((error: unknown) => error);
    expect(isConstraintError(inUse)).toBe(true);
  });

  it('keeps a list cached until a write or forget(), and serves the write at once', async () => {
    const siding = await store.sidings.create({ ...SIDING, tor: 'C1' });
    const before = await store.sidings.listJson();
    expect(await store.sidings.listJson()).toBe(before);
    await store.sidings.update(siding.id, { tor: 'C2' });
    const after = await store.sidings.listJson();
    expect(after).not.toBe(before);
    expect(after.plain.toString()).toContain('"tor":"C2"');
    store.forget('sidings');
    expect(await store.sidings.listJson()).not.toBe(after);
  });
});

describe('version 8 on SQLite', () => {
  it('moves the alerts and their audit trail into the new tables, ids and references kept, the new kinds allowed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'traxis-store-'));
    const db = openDatabase(dir, MIGRATIONS.filter((migration) => migration.version < 8));
    try {
      db.prepare("INSERT INTO users (id, username, password_hash) VALUES (7, 'op', 'h')").run();
      db.prepare(
        `INSERT INTO alerts (id, kind, key, state, rule, opened_at, acknowledged_at, acknowledged_by, acknowledged_by_name, json)
         VALUES (41, 'integrity', 'integrity:261000001:silent', 'acknowledged', 'silent', 'a', 'b', 7, 'op', '{}')`,
      ).run();
      db.prepare("INSERT INTO alert_events (id, alert_id, at, event, user_id, user_name) VALUES (5, 41, 'a', 'opened', NULL, NULL), (6, 41, 'b', 'acknowledged', 7, 'op')").run();
      expect(() => db.prepare("INSERT INTO alerts (kind, key, state, opened_at, json) VALUES ('zone', 'z', 'new', 'a', '{}')").run()).toThrow();
      db.exec(MIGRATIONS.find((migration) => migration.version === 8)?.sql ?? '');
      expect(db.prepare('SELECT id, kind, acknowledged_by FROM alerts').all()).toEqual([{ id: 41, kind: 'integrity', acknowledged_by: 7 }]);
      expect(db.prepare('SELECT id, event, user_name FROM alert_events ORDER BY id').all()).toEqual([
        { id: 5, event: 'opened', user_name: null },
        { id: 6, event: 'acknowledged', user_name: 'op' },
      ]);
      const events = db.prepare<[], { sql: string }>("SELECT sql FROM sqlite_master WHERE name = 'alert_events'").get();
      expect(events?.sql).toMatch(/REFERENCES "?alerts"?\(id\)/);
      db.prepare("INSERT INTO alerts (kind, key, state, opened_at, json) VALUES ('zone', 'z', 'new', 'a', '{}')").run();
      expect(() => db.prepare("INSERT INTO alerts (kind, key, state, opened_at, json) VALUES ('bogus', 'z', 'new', 'a', '{}')").run()).toThrow();
      expect(db.pragma('foreign_key_check')).toEqual([]);
      // Deleting an alert still takes its events with it.
      db.prepare('DELETE FROM alerts WHERE id = 41').run();
      expect(db.prepare('SELECT COUNT(*) AS n FROM alert_events').get()).toEqual({ n: 0 });
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(postgresTestUrl())('PostgreSQL beside SQLite', () => {
  it('keeps a zone\'s outline as a PostGIS polygon with a spatial index, and the new alert kinds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'traxis-store-'));
    const url = (await testDatabaseUrl(dir)) ?? '';
    const opened = await openPostgresStore(url, 2, () => undefined);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const rules = { entry: true, exit: true, speed_limit_kn: null, no_anchoring: false };
      const zone = await opened.store.zones.create({ name: 'Basen', polygon: [[54.5, 18.5], [54.6, 18.5], [54.6, 18.7], [54.5, 18.7]], rules, vessel_categories: null }, null);
      const inside = `SELECT COUNT(*) AS n FROM zones WHERE ST_Contains(area, ST_SetSRID(ST_MakePoint($1, $2), 4326))`;
      expect(Number((await client.query<{ n: number }>(inside, [18.6, 54.55])).rows[0]?.n)).toBe(1);
      expect(Number((await client.query<{ n: number }>(inside, [18.8, 54.55])).rows[0]?.n)).toBe(0);
      await opened.store.zones.update(zone.id, { name: 'Basen', polygon: [[54.5, 18.7], [54.6, 18.7], [54.6, 18.9]], rules, vessel_categories: null }, null);
      expect(Number((await client.query<{ n: number }>(inside, [18.8, 54.58])).rows[0]?.n)).toBe(1);
      const indexes = await client.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE indexdef LIKE '%USING gist (area)%'`);
      expect(indexes.rows.map((row) => row.indexname)).toEqual(['zones_area']);
      await client.query("INSERT INTO alerts (kind, key, state, opened_at, json) VALUES ('distress', 'd', 'new', 'a', '{}')");
      await expect(client.query("INSERT INTO alerts (kind, key, state, opened_at, json) VALUES ('bogus', 'd', 'new', 'a', '{}')")).rejects.toThrow();
    } finally {
      await client.end();
      await opened.close();
      await dropTestDatabase(dir);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives byte-identical answers to the same calls', async () => {
    const [sqlite, postgres] = await Promise.all([openSqlite(), openPostgres()]);
    try {
      expect(await script(postgres.store)).toEqual(await script(sqlite.store));
    } finally {
      await Promise.all([sqlite.close(), postgres.close()]);
    }
  });

  it('does not cache a list read while another node changed the table', async () => {
    const opened = await openPostgres();
    try {
      const { store } = opened;
      await store.trains.listJson();
      store.forget('trains');
      // A read under way while a change is announced must not become the cached list.
      const reading = store.trains.listJson();
      store.forget('trains');
      const stale = await reading;
      expect(await store.trains.listJson()).not.toBe(stale);
    } finally {
      await opened.close();
    }
  });

  it('keeps every position as a PostGIS point with a spatial index', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'traxis-store-'));
    const url = (await testDatabaseUrl(dir)) ?? '';
    const opened = await openPostgresStore(url, 2, () => undefined);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await opened.store.sidings.create({ ...SIDING });
      await opened.store.atons.create({ name: 'A', mmsi: '992616001', vid: 1, aid_type: 5, latitude: 54.53395, longitude: 18.57535 });
      await opened.store.cameras.create({ name: 'K', latitude: 54.5336, longitude: 18.5731 });
      // Within 3 km of the Port of Gdynia's entrance (geography distance in metres).
      const near = await client.query<{ n: number }>(
        `SELECT (SELECT COUNT(*) FROM sidings WHERE ST_DWithin(position::geography, ST_SetSRID(ST_MakePoint(18.5735, 54.5330), 4326)::geography, 3000))
              + (SELECT COUNT(*) FROM atons WHERE ST_DWithin(position::geography, ST_SetSRID(ST_MakePoint(18.5735, 54.5330), 4326)::geography, 3000))
              + (SELECT COUNT(*) FROM cameras WHERE ST_DWithin(position::geography, ST_SetSRID(ST_MakePoint(18.5735, 54.5330), 4326)::geography, 3000)) AS n`,
      );
      expect(Number(near.rows[0]?.n)).toBe(3);
      const indexes = await client.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE indexdef LIKE '%USING gist ("position")%' ORDER BY indexname`);
      expect(indexes.rows.map((row) => row.indexname)).toEqual(['atons_position', 'cameras_position', 'sidings_position']);
      // Updates move the point with the row.
      const siding = (await opened.store.sidings.list())[0];
      await opened.store.sidings.update(siding?.id ?? 0, { latitude: 10, longitude: 10 });
      const moved = await client.query<{ x: number }>('SELECT ST_X(position) AS x FROM sidings');
      expect(moved.rows[0]?.x).toBe(10);
    } finally {
      await client.end();
      await opened.close();
      await dropTestDatabase(dir);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('migrates an empty database once when two nodes start on it together', async () => {
    const name = `traxis_migrate_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresTestUrl() });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
      const pools = [0, 1].map(() => createPool(withDatabase(postgresTestUrl() ?? '', name), 2, () => undefined));
      try {
        const applied = await Promise.all(pools.map((pool) => migratePostgres(pool)));
        expect(applied.sort()).toEqual([0, MIGRATIONS.length]);
        expect(await migratePostgres(pools[0] as pg.Pool)).toBe(0);
      } finally {
        await Promise.all(pools.map((pool) => pool.end()));
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
