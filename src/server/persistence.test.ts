// Nothing is lost on restart: write through the API, stop the server
// process's app and database, start again on the same data folder, read back.
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, testDataDir } from './testing/testServer';

describe('restart persistence', () => {
  it('keeps users, sessions, preferences, sidings, trains, atons, cameras and the blacklist', async () => {
    const dataDir = testDataDir();
    try {
      const first = await startTestServer({ dataDir });
      const session = await signIn(first);
      const token = session.access;
      await call(first, 'PATCH', '/api/settings/preferences/', { token, body: { ui_settings: { theme: 'dusk' }, map_visibility: { 'A.000': true } } });
      const siding = await call<{ id: number }>(first, 'POST', '/api/trains/sidings/', {
        token,
        body: { nabrzeze: 'N', zwrotnica: 'Z', tor: 'T', dlugosc_toru: 1, latitude: 54, longitude: 18, azimuth: 0 },
      });
      await call(first, 'POST', '/api/trains/trains/', { token, body: { name: 'P1', siding: siding.body.id, trolley_count: 4, description: 'd' } });
      await call(first, 'POST', '/api/atons/', { token, body: { name: 'A', mmsi: '992610001', vid: 1, aid_type: 5 } });
      await call(first, 'POST', '/api/camera/manage/', { token, body: { name: 'K', ip_address: '192.0.2.1' } });
      await call(first, 'POST', '/api/vag/add_mmsi_to_blacklist/', { token, body: { mmsi: '123456789' } });
      await first.stop();

      const second = await startTestServer({ dataDir });
      try {
        // The access token signed before the restart is still valid (the secret is kept).
        expect((await call(second, 'GET', '/api/settings/preferences/', { token })).body).toMatchObject({
          ui_settings: { theme: 'dusk' },
          map_visibility: { 'A.000': true },
        });
        expect((await call(second, 'POST', '/api/settings/token/refresh/', { body: { refresh: session.refresh } })).status).toBe(200);
        expect((await call<unknown[]>(second, 'GET', '/api/trains/sidings/', { token })).body).toHaveLength(1);
        expect((await call(second, 'GET', '/api/trains/trains/', { token })).body).toMatchObject([{ name: 'P1', trolley_count: 4 }]);
        expect((await call(second, 'GET', '/api/atons/', { token })).body).toMatchObject([{ mmsi: '992610001' }]);
        expect((await call(second, 'GET', '/api/camera/manage/', { token })).body).toMatchObject([{ name: 'K', port: 8008 }]);
        expect((await call(second, 'GET', '/api/vag/get_blacklist/', { token })).body).toEqual({ blacklist: ['123456789'] });
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
