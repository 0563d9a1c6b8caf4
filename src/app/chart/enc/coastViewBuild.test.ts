// A world contour view split into tiles by key in the chart worker; only
// tiles the main thread does not hold are built (the WASM core tessellates).
import { describe, expect, it } from 'vitest';
import type { ChartFeature, ChartFeatureCollection, WorldContourView } from '../../../protocol/chart';
import { WHOLE_MAP_KEY, buildCoastView, coveredExtent } from './coastViewBuild';

const origin = { latDeg: 54.53, lonDeg: 18.54 };
const land = (tile: string, x: number, y: number): ChartFeature => ({
  kind: 'Polygon',
  coordinates: [x, y, x + 0.1, y, x + 0.1, y + 0.1, x, y + 0.1, x, y],
  color: '#c9b97a',
  cscl: 999_999,
  properties: { tile },
});

const answer: WorldContourView = {
  type: 'FeatureCollection',
  chart_name: 'world_contour_map',
  layer_name: 'LNDARE',
  theme: 'day',
  level: 10,
  attribution: '© OpenStreetMap contributors',
  source: 'test',
  tiles: [
    { key: '10/561/325', z: 10, x: 561, y: 325, state: 'coast', bbox: [17.2, 54.5, 17.6, 54.7] },
    { key: '10/562/325', z: 10, x: 562, y: 325, state: 'coast', bbox: [17.6, 54.5, 17.9, 54.7] },
    { key: '10/563/325', z: 10, x: 563, y: 325, state: 'water', bbox: [17.9, 54.5, 18.3, 54.7] },
  ],
  features: [land('10/561/325', 17.3, 54.55), land('10/562/325', 17.7, 54.55), land('10/562/325', 17.75, 54.6)],
};

describe('world contour views in the chart worker', () => {
  it('builds each tile not held into its own fill, keeps every key in order, reports the covered extent', () => {
    const built = buildCoastView(answer, [17.3, 54.55, 18.2, 54.65], new Set(['10/561/325']), origin);
    expect(built.level).toBe(10);
    expect(built.keys).toEqual(['10/561/325', '10/562/325', '10/563/325']);
    expect(built.tiles.map((t) => t.key)).toEqual(['10/562/325', '10/563/325']);
    const coast = built.tiles[0];
    expect(coast?.vertices).toBe(10);
    expect((coast?.fill?.indices.length ?? 0) / 3).toBe(4);
    expect(built.tiles[1]?.fill).toBeNull();
    expect(built.covered).toEqual([17.2, 54.5, 18.3, 54.7]);
    expect(built.attribution).toBe('© OpenStreetMap contributors');
  });

  it('takes the whole Natural Earth map as one tile when the server has no coastline store', () => {
    const whole: ChartFeatureCollection = { type: 'FeatureCollection', chart_name: 'world_contour_map', layer_name: 'LNDARE', theme: 'day', features: [land('', 0, 0)] };
    const built = buildCoastView(whole, [0, 0, 1, 1], new Set(), origin);
    expect(built).toMatchObject({ level: -1, keys: [WHOLE_MAP_KEY], attribution: null });
    expect(built.tiles[0]?.vertices).toBe(5);
    expect(buildCoastView(whole, [0, 0, 1, 1], new Set([WHOLE_MAP_KEY]), origin).tiles).toEqual([]);
  });

  it('falls back to the requested box for tiles across the antimeridian', () => {
    const tiles = [
      { x: 0, bbox: [-180, 50, -179.6, 50.3] as [number, number, number, number] },
      { x: 1023, bbox: [179.6, 50, 180, 50.3] as [number, number, number, number] },
    ];
    expect(coveredExtent(tiles, [179.7, 50.1, -179.7, 50.2])).toEqual([179.7, 50.1, -179.7, 50.2]);
  });
});
