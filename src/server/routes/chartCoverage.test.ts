// Coverage and usage band per chart file (GET /chart-engine/coverage) and
// SCAMIN on /chart-engine/map features, against a real server with the
// NOAA cells US4MD81M (approach) and US5MD1MC (harbour).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { ChartCoverage, ChartFeatureCollection, ChartFeatureColours, ChartLayersColours } from '../../protocol/chart';
import type { ApiError } from '../../protocol/errors';
import { bestUsageBand } from '../../wasm/chartScale';
import { readEnc } from '../../wasm/enc';
import { polygonContains } from '../chart/coastline/store';
import { sharedDataFile } from '../testing/sharedData';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

const APPROACH = sharedDataFile('enc', 'US4MD81M', 'US4MD81M.000');
const HARBOUR = sharedDataFile('enc', 'US5MD1MC', 'US5MD1MC.000');

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
  for (const [path, name] of [
    [APPROACH, 'US4MD81M.000'],
    [HARBOUR, 'US5MD1MC.000'],
  ] as const) {
    if (!path) continue;
    const body = new FormData();
    body.append('file', new Blob([readFileSync(path)]), name);
    expect((await call(server, 'POST', '/api/settings/maps/', { token, body })).status).toBe(201);
  }
});
afterAll(() => server.dispose());

const coverage = (name: string) => call<ChartCoverage & ApiError>(server, 'GET', `/chart-engine/coverage?chart_name=${name}`, { token });

describe.skipIf(!APPROACH || !HARBOUR)('GET /chart-engine/coverage', () => {
  it('gives usage band, compilation scale and the CATCOV 1 coverage of each cell', async () => {
    const approach = await coverage('US4MD81M');
    expect(approach.status).toBe(200);
    expect(approach.body).toMatchObject({ chart_name: 'US4MD81M.000', usage_band: 4, cscl: 80000 });
    const harbour = await coverage('US5MD1MC.000');
    expect(harbour.body).toMatchObject({ chart_name: 'US5MD1MC.000', usage_band: 5, cscl: 12000 });
    // What the settings' chart files show: DSID EDTN, UPDN, ISDT and UADT.
    expect(harbour.body).toMatchObject({ edition: '4', update_number: '0', issue_date: '20240327', update_date: '20240327' });
    // The reader's M_COVR features with CATCOV 1, one polygon each.
    const cell = readEnc('US5MD1MC.000', readFileSync(HARBOUR ?? ''));
    const mcovr = cell.layers.find((layer) => layer.name === 'M_COVR');
    const withCoverage = mcovr?.attributes.filter((attributes) => Number(attributes.CATCOV) === 1).length ?? 0;
    expect(harbour.body.coverage.length).toBe(withCoverage);
    expect(withCoverage).toBeGreaterThan(0);
    // The harbour cell lies within the approach cell's extent; its coverage holds its own features' area.
    const [w, s, e, n] = harbour.body.bbox ?? [0, 0, 0, 0];
    const [aw, as, ae, an] = approach.body.bbox ?? [0, 0, 0, 0];
    expect(w >= aw && s >= as && e <= ae && n <= an).toBe(true);
    const centre: [number, number] = [(w + e) / 2, (s + n) / 2];
    expect(harbour.body.coverage.some((polygon) => polygonContains(polygon, ...centre))).toBe(true);
    expect(approach.body.coverage.some((polygon) => polygonContains(polygon, ...centre))).toBe(true);
    // Where both cover: the approach cell at 5 NM, the harbour cell at 1 NM (a 1024-pixel-high view).
    const bands = [approach.body.usage_band ?? 0, harbour.body.usage_band ?? 0];
    expect(bestUsageBand(bands, 5, 512)).toBe(4);
    expect(bestUsageBand(bands, 1, 512)).toBe(5);
  });

  it('answers 404 for an unknown chart and 400 for a bad name, as /chart-engine/map', async () => {
    expect((await coverage('NOPE0000')).status).toBe(404);
    expect((await call(server, 'GET', '/chart-engine/coverage', { token })).status).toBe(400);
    expect((await coverage('..%2Fsecret')).status).toBe(400);
    expect((await call(server, 'GET', '/chart-engine/coverage?chart_name=US4MD81M')).status).toBe(401);
  });
});

describe.skipIf(!APPROACH)('GET /chart-engine/map with fields=color', () => {
  it("answers each feature's colour in the full answer's order, per theme and depth", async () => {
    const query = 'chart_name=US4MD81M&layer_name=DEPARE&theme=night&depth_when_white=7';
    const full = await call<ChartFeatureCollection>(server, 'GET', `/chart-engine/map?${query}`, { token });
    const colours = await call<ChartFeatureColours>(server, 'GET', `/chart-engine/map?${query}&fields=color`, { token });
    expect(colours.status).toBe(200);
    expect(colours.body).toMatchObject({ type: 'FeatureColors', chart_name: 'US4MD81M.000', layer_name: 'DEPARE', theme: 'night' });
    expect(colours.body.colors).toEqual(full.body.features.map((f) => f.color));
    expect(colours.body.colors.length).toBeGreaterThan(10);
    const day = await call<ChartFeatureColours>(server, 'GET', '/chart-engine/map?chart_name=US4MD81M&layer_name=DEPARE&fields=color', { token });
    expect(day.body.colors).toHaveLength(colours.body.colors.length);
    expect(day.body.colors).not.toEqual(colours.body.colors);
    expect((await call(server, 'GET', `/chart-engine/map?${query}&fields=geometry`, { token })).status).toBe(400);
  });

  it("answers the texts' colours too (names, light sector outlines) where a layer has them", async () => {
    for (const theme of ['day', 'night']) {
      for (const [layer, field] of [
        ['LIGHTS', 'line_colors'],
        ['SEAARE', 'text_colors'],
      ] as const) {
        const query = `chart_name=US4MD81M&layer_name=${layer}&theme=${theme}`;
        const full = await call<ChartFeatureCollection>(server, 'GET', `/chart-engine/map?${query}`, { token });
        const colours = await call<ChartFeatureColours>(server, 'GET', `/chart-engine/map?${query}&fields=color`, { token });
        const expected = full.body.features.map((f) => (field === 'line_colors' ? f.lineColor : f.textColor) ?? null);
        expect(colours.body[field]).toEqual(expected);
        expect(expected.some((c) => c !== null)).toBe(true);
      }
    }
    const depare = await call<ChartFeatureColours>(server, 'GET', '/chart-engine/map?chart_name=US4MD81M&layer_name=DEPARE&fields=color', { token });
    expect(depare.body.text_colors).toBeUndefined();
  });
});

describe.skipIf(!APPROACH)('GET /chart-engine/colours', () => {
  it('answers the fields=color answer of each layer named, in order, once each; refuses bad queries and strangers', async () => {
    const query = 'chart_name=US4MD81M&theme=night&depth_when_white=7';
    const batch = await call<ChartLayersColours>(server, 'GET', `/chart-engine/colours?${query}&layer_names=DEPARE,LIGHTS,TSSCRS,DEPARE`, { token });
    expect(batch.status).toBe(200);
    expect(batch.body).toMatchObject({ type: 'LayerColors', chart_name: 'US4MD81M.000', theme: 'night' });
    const one = async (layer: string) => (await call<ChartFeatureColours>(server, 'GET', `/chart-engine/map?${query}&layer_name=${layer}&fields=color`, { token })).body;
    expect(batch.body.layers).toEqual([await one('DEPARE'), await one('LIGHTS'), await one('TSSCRS')]);
    expect(batch.body.layers[2]?.colors).toEqual([]);
    for (const bad of ['layer_names=', 'layer_names=DEPARE,,LIGHTS', 'layer_names=DEP', `layer_names=${Array(201).fill('DEPARE').join(',')}`, 'layer_names=DEPARE&theme=noon', 'layer_names=DEPARE&depth_when_white=1e309'])
      expect((await call(server, 'GET', `/chart-engine/colours?chart_name=US4MD81M&${bad}`, { token })).status, bad).toBe(400);
    const refused = await call<ApiError>(server, 'GET', '/chart-engine/colours?chart_name=US4MD81M&layer_names=DEP', { token });
    expect(refused.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await call(server, 'GET', '/chart-engine/colours?chart_name=NOPE&layer_names=DEPARE', { token })).status).toBe(404);
    expect((await call(server, 'GET', '/chart-engine/colours?chart_name=US4MD81M&layer_names=DEPARE')).status).toBe(401);
  });
});

describe.skipIf(!APPROACH)('SCAMIN on /chart-engine/map features', () => {
  it('carries the cell SCAMIN as scamin on the features that have one', async () => {
    const result = await call<ChartFeatureCollection>(server, 'GET', '/chart-engine/map?chart_name=US4MD81M&layer_name=BOYLAT', { token });
    expect(result.status).toBe(200);
    const withScamin = result.body.features.filter((feature) => feature.properties.SCAMIN !== undefined);
    expect(withScamin.length).toBeGreaterThan(0);
    for (const feature of result.body.features) {
      if (feature.properties.SCAMIN === undefined) expect(feature.scamin).toBeUndefined();
      else expect(feature.scamin).toBe(Number(feature.properties.SCAMIN));
    }
  });
});
