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
});
