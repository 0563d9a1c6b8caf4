import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(resolve('./data'));
    expect(config.adminUser).toBe('admin');
    expect(config.adminPassword).toBeUndefined();
  });

  it('reads PORT, TRAXIS_DATA_DIR, TRAXIS_ADMIN_USER and TRAXIS_ADMIN_PASSWORD', () => {
    const config = readConfig({
      PORT: '9090',
      TRAXIS_DATA_DIR: '/tmp/traxis-x',
      TRAXIS_ADMIN_USER: 'operator',
      TRAXIS_ADMIN_PASSWORD: 'secret1',
    });
    expect(config).toMatchObject({ port: 9090, dataDir: '/tmp/traxis-x', adminUser: 'operator', adminPassword: 'secret1' });
  });

  it('rejects bad values with a clear message', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: '70000' })).toThrow("PORT must be an integer 0..65535, got '70000'");
    expect(() => readConfig({ TRAXIS_ADMIN_PASSWORD: 'short' })).toThrow('at least 6 characters');
    expect(() => readConfig({ TRAXIS_ADMIN_USER: '  ' })).toThrow('must not be empty');
  });

  it('reads the scale-out settings: database, pool, bus and shared files folder', () => {
    expect(readConfig({})).toMatchObject({ databaseUrl: null, databasePool: 10, natsUrl: null, filesDir: resolve('./data') });
    const config = readConfig({
      TRAXIS_DATA_DIR: '/tmp/node-a',
      TRAXIS_DATABASE_URL: 'postgres://traxis@db.example/traxis',
      TRAXIS_DATABASE_POOL: '25',
      TRAXIS_NATS_URL: 'nats://bus-1:4222,nats://bus-2:4222',
      TRAXIS_FILES_DIR: '/srv/shared',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://traxis@db.example/traxis',
      databasePool: 25,
      natsUrl: 'nats://bus-1:4222,nats://bus-2:4222',
      filesDir: '/srv/shared',
      dataDir: '/tmp/node-a',
    });
  });

  it('refuses a bus without a shared database, and malformed URLs', () => {
    expect(() => readConfig({ TRAXIS_NATS_URL: 'nats://localhost:4222' })).toThrow('TRAXIS_NATS_URL needs TRAXIS_DATABASE_URL');
    expect(() => readConfig({ TRAXIS_DATABASE_URL: 'mysql://secret:pw@x/y' })).toThrow("must be a postgres:// URL, got 'mysql://…@x/y'");
    expect(() => readConfig({ TRAXIS_DATABASE_URL: 'postgres:///t', TRAXIS_NATS_URL: 'http://x' })).toThrow('TRAXIS_NATS_URL must be nats://');
    expect(() => readConfig({ TRAXIS_DATABASE_POOL: '0' })).toThrow('TRAXIS_DATABASE_POOL must be an integer 1..1000');
  });

  it('reads the days of history kept (TRAXIS_HISTORY_DAYS: 30 by default, 0 switches it off) and refuses others', () => {
    expect(readConfig({}).historyDays).toBe(30);
    expect(readConfig({ TRAXIS_HISTORY_DAYS: '0' }).historyDays).toBe(0);
    expect(readConfig({ TRAXIS_HISTORY_DAYS: '400' }).historyDays).toBe(400);
    expect(() => readConfig({ TRAXIS_HISTORY_DAYS: '-1' })).toThrow("TRAXIS_HISTORY_DAYS must be an integer 0..3650, got '-1'");
    expect(() => readConfig({ TRAXIS_HISTORY_DAYS: '7.5' })).toThrow('TRAXIS_HISTORY_DAYS must be an integer 0..3650');
    expect(() => readConfig({ TRAXIS_HISTORY_DAYS: 'month' })).toThrow('TRAXIS_HISTORY_DAYS must be an integer 0..3650');
  });
});
