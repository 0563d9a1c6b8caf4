// GET /chart-engine/world_contour_map with a view (bbox and range_nm)
// against a real server and the built coastline store; without a view the
// answer stays the whole Natural Earth collection (chart.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COASTLINE_ATTRIBUTION, MAX_WORLD_CONTOUR_TILES, WORLD_CONTOUR_CSCL, type ChartFeatureCollection, type WorldContourView } from '../../protocol/chart';
import type { ApiError } from '../../protocol/errors';
import { coastlineLevel } from '../../wasm/chartScale';
import { coastlineStoreDir } from '../testing/coastlineStore';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

const storeDir = coastlineStoreDir();
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer(storeDir ? { env: { TRAXIS_COASTLINE_DIR: storeDir } } : {});
  token = (await signIn(server)).access;
});
afterAll(() => server.dispose());

const PATH = '/chart-engine/world_contour_map';
/** The start view (24 NM at 54.53 N 18.54 E) on a 16:9 screen. */
const START_BBOX = '17.4,54.13,19.68,54.93';

describe.skipIf(!storeDir)('world contour views', () => {
  it('answers the start view with its level, tiles and land features of those tiles', async () => {
    const result = await call<WorldContourView>(server, 'GET', `${PATH}?bbox=${START_BBOX}&range_nm=24`, { token });
    expect(result.status).toBe(200);
    const view = result.body;
    expect(view).toMatchObject({ type: 'FeatureCollection', chart_name: 'world_contour_map', layer_name: 'LNDARE', theme: 'day', attribution: COASTLINE_ATTRIBUTION });
    expect(view.level).toBe(coastlineLevel(24, 54.53));
    expect(result.headers.get('x-coastline-level')).toBe(String(view.level));
    expect(view.tiles.length).toBeGreaterThan(0);
    expect(view.tiles.length).toBeLessThanOrEqual(MAX_WORLD_CONTOUR_TILES);
    const keys = new Set(view.tiles.map((tile) => tile.key));
    const states = new Set(view.tiles.map((tile) => tile.state));
    expect(states).toEqual(new Set(['land', 'water', 'coast']));
    let vertices = 0;
    for (const feature of view.features) {
      expect(feature.kind).toBe('Polygon');
      expect(feature.cscl).toBe(WORLD_CONTOUR_CSCL);
      expect(feature.lineWidthPx).toBeUndefined();
      expect(keys.has(String(feature.properties.tile))).toBe(true);
      vertices += feature.coordinates.length / 2;
    }
    expect(Number(result.headers.get('x-coastline-vertices'))).toBe(vertices);
    for (const tile of view.tiles.filter((candidate) => candidate.state === 'water')) {
      expect(view.features.some((feature) => feature.properties.tile === tile.key)).toBe(false);
    }
  });

  it('colours by theme and chooses coarser levels for larger ranges', async () => {
    const night = await call<WorldContourView>(server, 'GET', `${PATH}?bbox=${START_BBOX}&range_nm=24&theme=night`, { token });
    const day = await call<WorldContourView>(server, 'GET', `${PATH}?bbox=${START_BBOX}&range_nm=24`, { token });
    expect(night.body.features[0]?.color).not.toBe(day.body.features[0]?.color);
    const wide = await call<WorldContourView>(server, 'GET', `${PATH}?bbox=4,49,33,59&range_nm=200`, { token });
    expect(wide.status).toBe(200);
    expect(wide.body.level).toBeLessThan(day.body.level);
    const world = await call<WorldContourView>(server, 'GET', `${PATH}?bbox=-180,-85,180,85&range_nm=2`, { token });
    expect(world.status).toBe(200);
    expect(world.body.tiles.length).toBeLessThanOrEqual(MAX_WORLD_CONTOUR_TILES);
    const across = await call<WorldContourView>(server, 'GET', `${PATH}?bbox=179,-20,-179,-15&range_nm=50`, { token });
    expect(across.status).toBe(200);
    expect(across.body.tiles.some((tile) => tile.x === 0)).toBe(true);
  });

  it('refuses bad views with 400 and a Polish message naming the field, and changes nothing', async () => {
    const bad = ['bbox=1,2,3&range_nm=5', 'bbox=a,b,c,d&range_nm=5', 'bbox=0,10,1,5&range_nm=5', 'bbox=-190,0,1,1&range_nm=5', 'bbox=0,0,1,1&range_nm=0', 'bbox=0,0,1,1&range_nm=-3', 'bbox=0,0,1,1&range_nm=abc', 'bbox=0,0,1,1&range_nm=1e309', 'bbox=0,0,1,1', 'range_nm=5', 'bbox=0,0,0,1&range_nm=5', 'bbox=0,0,1,91&range_nm=5', 'bbox=0x1,0,1,1&range_nm=5'];
    for (const query of bad) {
      const result = await call<ApiError>(server, 'GET', `${PATH}?${query}`, { token });
      expect(result.status, query).toBe(400);
      expect(result.body.code, query).toBe('bad_request');
      expect(result.body.message.length, query).toBeGreaterThan(0);
      expect(Object.keys(result.body.fields ?? {}).some((field) => field === 'bbox' || field === 'range_nm'), query).toBe(true);
    }
    expect((await call(server, 'GET', `${PATH}?bbox=${START_BBOX}&range_nm=24`)).status).toBe(401);
    expect((await call(server, 'GET', `${PATH}?bbox=${START_BBOX}&range_nm=24`, { token })).status).toBe(200);
  });

  it('still answers the whole Natural Earth collection without a view', async () => {
    const whole = await call<ChartFeatureCollection & { level?: number }>(server, 'GET', PATH, { token });
    expect(whole.status).toBe(200);
    expect(whole.body.level).toBeUndefined();
    expect(whole.body.features.length).toBeGreaterThan(1000);
  });
});

describe('world contour views without a coastline store', () => {
  it('answer 503 with a message, while the whole map still works', async () => {
    const bare = await startTestServer({ env: { TRAXIS_COASTLINE_DIR: '/nonexistent/coastline' } });
    try {
      const login = await signIn(bare);
      const result = await call<ApiError>(bare, 'GET', `${PATH}?bbox=${START_BBOX}&range_nm=24`, { token: login.access });
      expect(result.status).toBe(503);
      expect(result.body.code).toBe('unavailable');
      expect((await call(bare, 'GET', PATH, { token: login.access })).status).toBe(200);
    } finally {
      await bare.dispose();
    }
  });
});
