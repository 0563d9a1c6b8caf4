// The world contour map of one view in the chart worker: the server's
// answer (src/protocol/chart.ts WorldContourView) split by tile, each tile
// the main thread does not hold yet tessellated into its own fill buffers,
// so tiles are kept and dropped by key. Without a coastline store the
// server has no views; the whole Natural Earth map is then one tile.
import type { GeoPoint } from '../../../protocol/geo';
import type { ChartFeature, ChartFeatureCollection, WorldContourView } from '../../../protocol/chart';
import { buildPolygons } from './layerBuild';
import type { BuiltCoastTile, BuiltCoastView, GeoBbox } from './workerProtocol';

/** The key of the whole-map fallback's one tile. */
export const WHOLE_MAP_KEY = 'world';
const WORLD: GeoBbox = [-180, -85.0511, 180, 85.0511];

const isView = (answer: ChartFeatureCollection): answer is WorldContourView => Array.isArray((answer as Partial<WorldContourView>).tiles);

/** The extent of the tiles (the requested bbox when they wrap around the antimeridian). */
export function coveredExtent(tiles: readonly { x: number; bbox: GeoBbox }[], requested: GeoBbox): GeoBbox {
  if (tiles.length === 0) return requested;
  const xs = new Set(tiles.map((t) => t.x));
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  if (maxX - minX + 1 !== xs.size) return requested;
  let [west, south, east, north] = tiles[0]?.bbox ?? requested;
  for (const { bbox } of tiles) {
    west = Math.min(west, bbox[0]);
    south = Math.min(south, bbox[1]);
    east = Math.max(east, bbox[2]);
    north = Math.max(north, bbox[3]);
  }
  return [west, south, east, north];
}

function tile(key: string, features: readonly ChartFeature[], origin: GeoPoint): BuiltCoastTile {
  const fill = features.length > 0 ? buildPolygons(features, origin) : null;
  return { key, fill, vertices: fill ? fill.positions.length / 2 : 0 };
}

/** Splits an answer into tiles and builds those not in `held`. */
export function buildCoastView(answer: ChartFeatureCollection, requested: GeoBbox, held: ReadonlySet<string>, origin: GeoPoint): BuiltCoastView {
  if (!isView(answer)) {
    const tiles = held.has(WHOLE_MAP_KEY) ? [] : [tile(WHOLE_MAP_KEY, answer.features, origin)];
    return { level: -1, keys: [WHOLE_MAP_KEY], covered: WORLD, tiles, attribution: null };
  }
  const byTile = new Map<string, ChartFeature[]>();
  for (const f of answer.features) {
    const key = String(f.properties.tile ?? '');
    let list = byTile.get(key);
    if (!list) byTile.set(key, (list = []));
    list.push(f);
  }
  const keys = answer.tiles.map((t) => t.key);
  const tiles = keys.filter((key) => !held.has(key)).map((key) => tile(key, byTile.get(key) ?? [], origin));
  return { level: answer.level, keys, covered: coveredExtent(answer.tiles, requested), tiles, attribution: answer.attribution };
}
