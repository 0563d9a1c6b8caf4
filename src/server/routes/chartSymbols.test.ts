// Every point feature of the seven shared NOAA cells gets a symbol the
// server draws (no 'Symbol not found' in the console), lateral marks in the
// colours of the cell's IALA region (US cells: region B), lights in their
// colour; soundings, lights, contours and names carry what the console
// draws them from. Against a real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lightSector, type ChartFeature, type ChartFeatureCollection } from '../../protocol/chart';
import { PAINT } from '../chart/symbols/svg';
import { readEnc } from '../../wasm/enc';
import { sharedDataFile } from '../testing/sharedData';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

const CELLS = ['US1AK90M', 'US2AK5FM', 'US4AK3SB', 'US4MD81M', 'US5AK3MM', 'US5MD1MC', 'US6LGBDE'];
const ENC_DIR = sharedDataFile('enc');

let server: TestServer;
let token: string;
/** Layer names per cell (the reader's, updates applied). */
const layerNames = new Map<string, string[]>();

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
  if (!ENC_DIR) return;
  for (const cell of CELLS) {
    const dir = join(ENC_DIR, cell);
    const files = readdirSync(dir).filter((name) => /\.\d{3}$/.test(name) && name.startsWith(cell)).sort();
    // The cell and its update files beside it, as an upload of both would leave them.
    for (const name of files) copyFileSync(join(dir, name), join(server.dataDir, 'maps', name));
    const [base, ...updates] = files.map((name) => new Uint8Array(readFileSync(join(dir, name))));
    layerNames.set(cell, readEnc(`${cell}.000`, base ?? new Uint8Array(), updates).layers.map((layer) => layer.name));
  }
}, 120_000);
afterAll(() => server.dispose());

const layer = async (cell: string, name: string): Promise<ChartFeature[]> => {
  const result = await call<ChartFeatureCollection>(server, 'GET', `/chart-engine/map?chart_name=${cell}&layer_name=${name}`, { token });
  expect(result.status, `${cell} ${name}`).toBe(200);
  return result.body.features;
};

const symbol = (name: string) => call<string>(server, 'GET', `/chart-engine/symbols/${name}`, { token });

/** Fill colours of the painted bands of a mark symbol (see symbols/svg.ts paintedShape). */
const bandColours = (svg: string): string[] => [...svg.matchAll(/<rect x="0" y="[\d.]+" width="32" height="[\d.]+" fill="(#[0-9a-f]{6})"/g)].map((m) => m[1] ?? '');

describe.skipIf(!ENC_DIR || !CELLS.every((cell) => existsSync(join(ENC_DIR ?? '', cell))))('point symbols of the seven shared cells', () => {
  it('gives every point feature a symbol name that the server draws (none 404)', async () => {
    const names = new Map<string, string>();
    let points = 0;
    for (const cell of CELLS) {
      for (const name of layerNames.get(cell) ?? []) {
        for (const feature of await layer(cell, name)) {
          // Soundings are depth figures, sector lights their arcs (S-52 LIGHTS06): no symbol.
          if (feature.kind !== 'Point' || name === 'SOUNDG' || (name === 'LIGHTS' && lightSector(feature.properties))) continue;
          points += 1;
          expect(feature.symbol, `${cell} ${name}`).toMatch(/^[A-Z][A-Z_]{5}_\d+_\d+(_B)?$/);
          names.set(feature.symbol ?? '', `${cell} ${name}`);
        }
      }
    }
    expect(points).toBeGreaterThan(5000);
    const missing: string[] = [];
    for (const [name, where] of names) {
      const answer = await symbol(name);
      if (answer.status !== 200 || !answer.headers.get('content-type')?.startsWith('image/svg+xml')) missing.push(`${name} (${where}): ${answer.status}`);
    }
    expect(missing).toEqual([]);
    // The point forms of the area classes land, built-up area, shoreline construction and land region are among them, with drawings of their own.
    for (const name of ['LNDARE_0_0', 'BUAARE_0_0', 'SLCONS_0_0', 'LNDRGN_0_0']) {
      expect(names.has(name), name).toBe(true);
      expect((await symbol(name)).body, name).not.toContain('generic');
    }
  }, 120_000);

  it('draws the lateral buoys of a US cell (IALA region B) in the colours their COLOUR attribute gives', async () => {
    const buoys = await layer('US5MD1MC', 'BOYLAT');
    const portHand = buoys.filter((b) => b.properties.CATLAM === 1);
    const starboardHand = buoys.filter((b) => b.properties.CATLAM === 2);
    expect(portHand.length).toBeGreaterThan(0);
    expect(starboardHand.length).toBeGreaterThan(0);
    const paintOf: Record<number, string> = { 3: PAINT.red, 4: PAINT.green };
    for (const buoy of [...portHand, ...starboardHand]) {
      expect(buoy.symbol?.endsWith('_B'), buoy.symbol).toBe(true);
      const svg = (await symbol(buoy.symbol ?? '')).body;
      const colours = buoy.properties.COLOUR ?? [];
      expect(bandColours(svg), `${buoy.symbol} COLOUR ${colours.join(',')}`).toEqual(colours.map((c) => paintOf[c]));
    }
    // Port hand is green there ("red right returning").
    expect(bandColours((await symbol(portHand[0]?.symbol ?? '')).body)).toEqual([PAINT.green]);
  });

  it('serves soundings as points with their depth in metres, lights with colour, sectors and range, contours with their value, names', async () => {
    const soundings = await layer('US5MD1MC', 'SOUNDG');
    expect(soundings.length).toBeGreaterThan(100);
    for (const sounding of soundings) {
      expect(sounding.kind).toBe('Point');
      expect(sounding.coordinates).toHaveLength(2);
      expect(typeof sounding.properties.DEPTH).toBe('number');
    }
    const lights = await layer('US4MD81M', 'LIGHTS');
    const sectored = lights.filter((l) => typeof l.properties.SECTR1 === 'number' && typeof l.properties.SECTR2 === 'number');
    expect(sectored.length).toBeGreaterThan(0);
    for (const light of lights) {
      expect(Array.isArray(light.properties.COLOUR)).toBe(true);
      // A sector light is drawn as its arc and legs, an all-round light as its flare.
      expect(light.symbol).toBe(lightSector(light.properties) ? undefined : `LIGHTS_0_${light.properties.COLOUR?.[0] ?? 0}`);
    }
    expect(lights.some((l) => typeof l.properties.VALNMR === 'number')).toBe(true);
    const red = lights.find((l) => l.properties.COLOUR?.[0] === 3);
    expect((await symbol(red?.symbol ?? '')).body).toContain('#f15469');
    const contours = await layer('US5MD1MC', 'DEPCNT');
    expect(contours.some((c) => typeof c.properties.VALDCO === 'number')).toBe(true);
    const named = (await layer('US5MD1MC', 'SEAARE')).filter((f) => typeof f.properties.OBJNAM === 'string');
    expect(named.length).toBeGreaterThan(0);
  });
});
