// Preferences per user: defaults, deep-merge PATCH, shortcuts, validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, DEFAULT_VTS_SETTINGS, type Preferences } from '../../protocol/preferences';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';
import { mergePreferences, withDefaults } from './preferences';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
});
afterAll(() => server.dispose());

const get = async () => (await call<Preferences>(server, 'GET', '/api/settings/preferences/', { token })).body;

describe('preferences', () => {
  it('start with the defaults: day, 0.3, 6 and 3', async () => {
    expect(await get()).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES.chart_settings).toEqual({ wheel_sensitivity: 0.3, vector_length: 6, depth_when_white: 3 });
  });

  it('PATCH deep-merges the nested maps', async () => {
    await call(server, 'PATCH', '/api/settings/preferences/', { token, body: { layer_visibility: { DEPARE: false }, ui_settings: { theme: 'night' } } });
    const result = await call<Preferences>(server, 'PATCH', '/api/settings/preferences/', {
      token,
      body: { layer_visibility: { LNDARE: true }, chart_settings: { depth_when_white: 5.5 } },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      ui_settings: { theme: 'night' },
      layer_visibility: { DEPARE: false, LNDARE: true },
      chart_settings: { wheel_sensitivity: 0.3, vector_length: 6, depth_when_white: 5.5 },
      map_visibility: {},
      vts_settings: DEFAULT_VTS_SETTINGS,
    });
    expect(await get()).toEqual(result.body);
  });

  it('the three POST shortcuts change one value each', async () => {
    expect((await call(server, 'POST', '/api/settings/map-visibility/', { token, body: { map_name: 'US5MD1MC.000', visible: true } })).status).toBe(200);
    expect((await call(server, 'POST', '/api/settings/wheel-sensitivity/', { token, body: { sensitivity: 0.05 } })).status).toBe(200);
    expect((await call(server, 'POST', '/api/settings/vector-length/', { token, body: { length: 60 } })).status).toBe(200);
    const prefs = await get();
    expect(prefs.map_visibility).toEqual({ 'US5MD1MC.000': true });
    expect(prefs.chart_settings).toMatchObject({ wheel_sensitivity: 0.05, vector_length: 60 });
  });

  it.each([
    [{ ui_settings: { theme: 'sepia' } }, 'ui_settings/theme'],
    [{ chart_settings: { wheel_sensitivity: 0 } }, 'chart_settings/wheel_sensitivity'],
    [{ chart_settings: { wheel_sensitivity: 1.5 } }, 'chart_settings/wheel_sensitivity'],
    [{ chart_settings: { vector_length: 61 } }, 'chart_settings/vector_length'],
    [{ chart_settings: { vector_length: 0 } }, 'chart_settings/vector_length'],
    [{ chart_settings: { depth_when_white: 0 } }, 'chart_settings/depth_when_white'],
    [{ layer_visibility: { DEPARE: 'yes' } }, 'layer_visibility/DEPARE'],
    [{ colour: 'red' }, ''],
  ])('refuses %j with 400 and changes nothing', async (body, field) => {
    const before = await get();
    const result = await call<{ code: string; fields: Record<string, string> }>(server, 'PATCH', '/api/settings/preferences/', { token, body });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('bad_request');
    if (field) expect(Object.keys(result.body.fields)).toContain(field);
    expect(await get()).toEqual(before);
  });

  it('shortcuts validate too', async () => {
    expect((await call(server, 'POST', '/api/settings/vector-length/', { token, body: { length: 0 } })).status).toBe(400);
    expect((await call(server, 'POST', '/api/settings/wheel-sensitivity/', { token, body: {} })).status).toBe(400);
    expect((await call(server, 'POST', '/api/settings/map-visibility/', { token, body: { map_name: 'a', visible: 'no' } })).status).toBe(400);
  });
});

describe('withDefaults and mergePreferences', () => {
  // The user's own document: the station's vts_settings are not part of it.
  const userDefaults: Preferences = { ...DEFAULT_PREFERENCES };
  delete userDefaults.vts_settings;

  it('ignore stored values of the wrong type', () => {
    expect(withDefaults({ ui_settings: { theme: 'pink' }, chart_settings: { vector_length: 'x' }, layer_visibility: { A: 1, B: false } })).toEqual({
      ...userDefaults,
      layer_visibility: { B: false },
    });
    expect(withDefaults('garbage')).toEqual(userDefaults);
  });

  it('merge key by key', () => {
    const merged = mergePreferences({ ...DEFAULT_PREFERENCES, map_visibility: { a: true } }, { map_visibility: { b: false } });
    expect(merged.map_visibility).toEqual({ a: true, b: false });
  });
});
