// The chart engine against a real server with real NOAA cells: feature
// counts equal the reader's, holes survive, theme and depth colours, errors,
// the read cache (hits, re-upload, update files, delete), the world contour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHART_LAYERS, FETCHED_CHART_LAYERS, isFetchedLayer, WORLD_CONTOUR_CSCL, type ChartFeature, type ChartFeatureCollection } from '../../protocol/chart';
import { EncGeometryKind, readEnc, type EncCell, type EncLayer } from '../../wasm/enc';
import { sharedDataFile } from '../testing/sharedData';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
});
afterAll(() => server.dispose());

const CELL = sharedDataFile('enc', 'US5MD1MC', 'US5MD1MC.000');
const UPDATED = sharedDataFile('enc', 'US4AK3SB', 'US4AK3SB.000');

const form = (name: string, content: Uint8Array<ArrayBuffer>): FormData => {
  const data = new FormData();
  data.append('file', new Blob([content]), name);
  return data;
};

async function upload(path: string, name: string, overwrite = false): Promise<void> {
  const result = await call(server, 'POST', `/api/settings/maps/${overwrite ? '?overwrite=1' : ''}`, { token, body: form(name, readFileSync(path)) });
  expect(result.status).toBe(201);
}

type Layer = { status: number; body: ChartFeatureCollection; headers: Headers };
const layer = (query: string): Promise<Layer> => call<ChartFeatureCollection>(server, 'GET', `/chart-engine/map?${query}`, { token });

/** The features the engine must serve for a reader layer: one per feature with geometry, one per sounding. */
function expectedCount(encLayer: EncLayer): number {
  let count = 0;
  encLayer.featureKinds.forEach((kind, i) => {
    if (kind === EncGeometryKind.None) return;
    if (kind !== EncGeometryKind.Soundings) count += 1;
    else {
      const firstPart = encLayer.featurePartOffsets[i] ?? 0;
      const endPart = encLayer.featurePartOffsets[i + 1] ?? 0;
      count += (encLayer.partVertexOffsets[endPart] ?? 0) - (encLayer.partVertexOffsets[firstPart] ?? 0);
    }
  });
  return count;
}

describe.skipIf(!CELL)('GET /chart-engine/map on US5MD1MC', () => {
  let cell: EncCell;
  beforeAll(async () => {
    await upload(CELL ?? '', 'US5MD1MC.000');
    cell = readEnc('US5MD1MC.000', readFileSync(CELL ?? ''));
  });

  it('serves every layer of the cell with the reader feature counts, its cscl and valid geometry', async () => {
    const cscl = cell.dataset.DSPM_CSCL;
    for (const encLayer of cell.layers) {
      const result = await layer(`chart_name=US5MD1MC&layer_name=${encLayer.name}`);
      expect(result.status, encLayer.name).toBe(200);
      expect(result.body).toMatchObject({ type: 'FeatureCollection', chart_name: 'US5MD1MC.000', layer_name: encLayer.name, theme: 'day' });
      expect(result.body.features.length, encLayer.name).toBe(expectedCount(encLayer));
      for (const feature of result.body.features) {
        expect(feature.cscl).toBe(cscl);
        expect(feature.color).toMatch(/^#[0-9a-f]{6}$/);
        expect(feature.coordinates.length % 2).toBe(0);
        if (feature.kind === 'Point') expect(feature.coordinates).toHaveLength(2);
        if (feature.kind === 'LineString') expect(['solid', 'dashed', 'dotted']).toContain(feature.lineStyle);
      }
    }
    // Every layer of the cell, one request each: seconds on a loaded machine.
  }, 60_000);

  it('keeps polygon holes as ring starts, and point symbols by the name format', async () => {
    const lndare = cell.layers.find((l) => l.name === 'DEPARE');
    const result = await layer('chart_name=US5MD1MC.000&layer_name=DEPARE');
    const withHoles = result.body.features.filter((f) => f.partStarts && f.partStarts.length > 1);
    expect(withHoles.length).toBeGreaterThan(0);
    const rings = (lndare?.featurePartOffsets ?? new Uint32Array()).slice(1).map((end, i) => end - (lndare?.featurePartOffsets[i] ?? 0));
    expect(withHoles.length).toBe(rings.filter((count) => count > 1).length);
    for (const feature of withHoles) {
      const starts = feature.partStarts ?? [];
      expect(starts[0]).toBe(0);
      // Every ring is closed: its first vertex equals its last.
      starts.forEach((start, r) => {
        const end = (starts[r + 1] ?? feature.coordinates.length / 2) - 1;
        expect(feature.coordinates.slice(start * 2, start * 2 + 2)).toEqual(feature.coordinates.slice(end * 2, end * 2 + 2));
      });
    }
    const soundings = await layer('chart_name=US5MD1MC&layer_name=SOUNDG');
    expect(soundings.body.features.length).toBeGreaterThan(0);
    for (const sounding of soundings.body.features) expect(typeof sounding.properties.DEPTH).toBe('number');
    const buoys = await layer('chart_name=US5MD1MC&layer_name=BOYLAT');
    // A US cell: its M_NSYS says IALA region B, so lateral symbols carry '_B'.
    for (const buoy of buoys.body.features) expect(buoy.symbol).toBe(`BOYLAT_${Number(buoy.properties.BOYSHP ?? 0)}_${Number(buoy.properties.CATLAM ?? 0)}_B`);
  });

  it('colours land by theme and depth areas by depth_when_white', async () => {
    const colours = await Promise.all(
      (['day', 'dusk', 'night'] as const).map(async (theme) => (await layer(`chart_name=US5MD1MC&layer_name=LNDARE&theme=${theme}`)).body.features[0]?.color),
    );
    expect(new Set(colours).size).toBe(3);

    const depthColour = async (depth: number): Promise<Map<string, string>> => {
      const result = await layer(`chart_name=US5MD1MC&layer_name=DEPARE&depth_when_white=${depth}`);
      return new Map(result.body.features.map((f: ChartFeature) => [String(f.properties.LNAM), f.color]));
    };
    const shallowSetting = await depthColour(1);
    const deepSetting = await depthColour(30);
    const deepArea = (await layer('chart_name=US5MD1MC&layer_name=DEPARE')).body.features.find((f) => Number(f.properties.DRVAL1) >= 5 && Number(f.properties.DRVAL1) < 30);
    expect(deepArea).toBeDefined();
    const id = String(deepArea?.properties.LNAM);
    expect(shallowSetting.get(id)).toBe('#d4eaee'); // DEPDW: deeper than depth_when_white
    expect(deepSetting.get(id)).not.toBe('#d4eaee');
    const drying = (await layer('chart_name=US5MD1MC&layer_name=DEPARE')).body.features.find((f) => Number(f.properties.DRVAL1) < 0 && Number(f.properties.DRVAL2) <= 0);
    if (drying) expect(drying.color).toBe('#83b295'); // DEPIT
  });

  it('answers 200 with no features for a layer the cell lacks, 404 for an unknown chart, 400 for bad queries', async () => {
    const missing = await layer('chart_name=US5MD1MC&layer_name=TSSCRS');
    expect(missing.status).toBe(200);
    expect(missing.body.features).toEqual([]);

    const unknown = await call<{ code: string; message: string }>(server, 'GET', '/chart-engine/map?chart_name=NOSUCH01&layer_name=DEPARE', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    expect(unknown.body.message).toContain('Nie ma mapy NOSUCH01.000');

    for (const query of [
      'chart_name=US5MD1MC&layer_name=DEPARE&theme=noon',
      'chart_name=US5MD1MC&layer_name=DEPARE&depth_when_white=0',
      'chart_name=US5MD1MC&layer_name=DEPARE&depth_when_white=-3',
      'chart_name=US5MD1MC&layer_name=DEPARE&depth_when_white=abc',
      'chart_name=US5MD1MC&layer_name=DEPARE&depth_when_white=1e309',
      'chart_name=..%2F..%2Ftraxis.sqlite&layer_name=DEPARE',
      'chart_name=..%2Fmaps%2FUS5MD1MC&layer_name=DEPARE',
      'chart_name=US5MD1MC&layer_name=..%2Fxx',
      'chart_name=US5MD1MC&layer_name=DEPAREA',
      'layer_name=DEPARE',
      'chart_name=US5MD1MC',
    ]) {
      const result = await call<{ code: string; message: string; fields?: object }>(server, 'GET', `/chart-engine/map?${query}`, { token });
      expect(result.status, query).toBe(400);
      expect(result.body.code, query).toBe('bad_request');
      expect(result.body.fields, query).toBeDefined();
    }
    expect((await call(server, 'GET', '/chart-engine/map?chart_name=US5MD1MC&layer_name=DEPARE')).status).toBe(401);
  });

  it('a broken cell file beside the uploads gives 422, never a 500, and the server goes on', async () => {
    writeFileSync(join(server.dataDir, 'maps', 'BROKEN.000'), readFileSync(CELL ?? '').subarray(0, 5000));
    const broken = await call<{ code: string }>(server, 'GET', '/chart-engine/map?chart_name=BROKEN&layer_name=DEPARE', { token });
    expect(broken.status).toBe(422);
    expect(broken.body.code).toBe('unprocessable');
    expect((await layer('chart_name=US5MD1MC&layer_name=LNDARE')).status).toBe(200);
  });
});

describe.skipIf(!UPDATED)('the read cache', () => {
  it('hits per layer and per cell, applies update files beside the cell, re-reads after re-upload, forgets after delete', async () => {
    // Put beside the uploads by hand: an upload through the API would prepare the layers (next test).
    copyFileSync(UPDATED ?? '', join(server.dataDir, 'maps', 'US4AK3SB.000'));
    const first = await layer('chart_name=US4AK3SB&layer_name=DEPARE');
    expect(first.headers.get('x-chart-cache')).toBe('read');
    expect((await layer('chart_name=US4AK3SB&layer_name=DEPARE')).headers.get('x-chart-cache')).toBe('layer-hit');
    expect((await layer('chart_name=US4AK3SB&layer_name=LNDARE')).headers.get('x-chart-cache')).toBe('cell-hit');
    expect((await layer('chart_name=US4AK3SB&layer_name=DEPARE&theme=night')).headers.get('x-chart-cache')).toBe('cell-hit');

    // An update file put beside the cell is applied: the answers equal the reader's with the update.
    copyFileSync(sharedDataFile('enc', 'US4AK3SB', 'US4AK3SB.001') ?? '', join(server.dataDir, 'maps', 'US4AK3SB.001'));
    const updated = readEnc('US4AK3SB.000', readFileSync(UPDATED ?? ''), [readFileSync(sharedDataFile('enc', 'US4AK3SB', 'US4AK3SB.001') ?? '')]);
    for (const encLayer of updated.layers.slice(0, 12)) {
      const result = await layer(`chart_name=US4AK3SB&layer_name=${encLayer.name}`);
      expect(result.body.features.length, encLayer.name).toBe(expectedCount(encLayer));
    }
    expect((await layer('chart_name=US4AK3SB&layer_name=DEPARE')).headers.get('x-chart-cache')).not.toBe('read');

    // A re-upload drops the cell's answers: they are made again from the new file (read again, by the request or by the upload's preparation).
    await new Promise((resolve) => setTimeout(resolve, 20));
    await upload(UPDATED ?? '', 'US4AK3SB.000', true);
    const again = await layer('chart_name=US4AK3SB&layer_name=DEPARE');
    expect(again.body.features.length).toBe(expectedCount(readEnc('US4AK3SB.000', readFileSync(UPDATED ?? '')).layers.find((l) => l.name === 'DEPARE') as EncLayer));

    expect((await call(server, 'DELETE', '/api/settings/maps/', { token, body: { filename: 'US4AK3SB.000' } })).status).toBe(204);
    expect((await layer('chart_name=US4AK3SB&layer_name=DEPARE')).status).toBe(404);
  });

  it('the layers of an uploaded cell are made ready for the look consoles use before any console asks', async () => {
    await upload(UPDATED ?? '', 'US4AK3SB.000', true);
    // The engine prepares one layer per turn of its event loop: give it time, then ask for the last one a console fetches.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const last = FETCHED_CHART_LAYERS[FETCHED_CHART_LAYERS.length - 1];
    expect((await layer(`chart_name=US4AK3SB&layer_name=${last}`)).headers.get('x-chart-cache')).toBe('layer-hit');
    expect((await call(server, 'DELETE', '/api/settings/maps/', { token, body: { filename: 'US4AK3SB.000' } })).status).toBe(204);
  });
});

describe('GET /chart-engine/world_contour_map', () => {
  it('serves Natural Earth land polygons under everything, coloured by theme', async () => {
    const day = await call<ChartFeatureCollection>(server, 'GET', '/chart-engine/world_contour_map', { token });
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ type: 'FeatureCollection', theme: 'day' });
    expect(day.body.features.length).toBeGreaterThan(1000);
    for (const feature of day.body.features) {
      expect(feature.kind).toBe('Polygon');
      expect(feature.cscl).toBe(WORLD_CONTOUR_CSCL);
    }
    // Somewhere in the Baltic coast near Gdańsk there is land.
    const night = await call<ChartFeatureCollection>(server, 'GET', '/chart-engine/world_contour_map?theme=night', { token });
    expect(night.body.features[0]?.color).not.toBe(day.body.features[0]?.color);
    expect((await call(server, 'GET', '/chart-engine/world_contour_map?theme=x', { token })).status).toBe(400);
  });
});

describe('chart layer list', () => {
  it('names S-57 object classes the route accepts', () => {
    for (const { name } of CHART_LAYERS.filter(isFetchedLayer)) expect(name).toMatch(/^[A-Z][A-Z_]{5}$/);
  });
});
