// The world contour map for one view (GET /chart-engine/world_contour_map
// with bbox and range_nm): the coastline level of detail for the range (the
// core's coastlineLevel at the bbox's centre latitude, coarser when the bbox
// would need more than MAX_WORLD_CONTOUR_TILES tiles), every tile of that
// level meeting the bbox, and their land polygons as chart features. Each
// tile's features are serialised once per theme and kept in a byte-bounded
// LRU; an answer joins the tiles' fragments.
import { COASTLINE_ATTRIBUTION, MAX_WORLD_CONTOUR_TILES, MAX_WORLD_CONTOUR_VERTICES, WORLD_CONTOUR_CHART_NAME, WORLD_CONTOUR_CSCL, WORLD_CONTOUR_LAYER_NAME, type ChartFeature, type CoastTile, type WorldContourView } from '../../../protocol/chart';
import type { Theme } from '../../../protocol/preferences';
import { worldContourColour } from '../../../protocol/worldContour';
import { coastlineLevel } from '../../../wasm/chartScale';
import { ByteLru } from '../lru';
import type { CoastlineStore, CoastTileContent } from './store';
import { bboxCentreLat, levelWithin, tileBbox, tileKey, tilesOf, type Bbox, type TileId } from './tiles';

/** Serialised tiles kept per theme (bytes of JSON text). */
const TILE_CACHE_BYTES = 64 * 1024 * 1024;

interface TileAnswer {
  tile: CoastTile;
  /** The tile's features as JSON array items joined by commas ('' when none). */
  featuresJson: string;
  vertices: number;
}

export interface ViewStats {
  level: number;
  tiles: number;
  vertices: number;
}

function tileFeatures(tile: CoastTile, content: CoastTileContent, colour: string): ChartFeature[] {
  const properties = { tile: tile.key };
  if (content.state === 'water') return [];
  if (content.state === 'land') {
    const [west, south, east, north] = tile.bbox;
    return [{ kind: 'Polygon', coordinates: [west, south, east, south, east, north, west, north, west, south], color: colour, cscl: WORLD_CONTOUR_CSCL, properties }];
  }
  return content.polygons.map((polygon) => ({ kind: 'Polygon', ...polygon, color: colour, cscl: WORLD_CONTOUR_CSCL, properties }));
}

export class CoastlineViews {
  private readonly cache = new ByteLru<TileAnswer>(TILE_CACHE_BYTES);

  constructor(readonly store: CoastlineStore) {}

  /**
   * The level of detail and tiles of a view: the core's level for the range,
   * coarser while the bbox needs more than MAX_WORLD_CONTOUR_TILES tiles or
   * they would hold more than `maxVertices` (by the store's tile sizes).
   */
  plan(bbox: Bbox, rangeNm: number, maxVertices = MAX_WORLD_CONTOUR_VERTICES): { level: number; tiles: TileId[] } {
    const wanted = Math.min(coastlineLevel(rangeNm, bboxCentreLat(bbox)), this.store.maxLevel);
    let level = levelWithin(bbox, wanted, MAX_WORLD_CONTOUR_TILES);
    let tiles = tilesOf(bbox, level);
    while (level > 0 && tiles.reduce((sum, tile) => sum + this.store.vertexBound(tile), 0) > maxVertices) {
      level -= 1;
      tiles = tilesOf(bbox, level);
    }
    return { level, tiles };
  }

  private tile(id: TileId, theme: Theme): TileAnswer {
    const key = tileKey(id);
    const cacheKey = `${theme}|${key}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const content = this.store.tile(id);
    const bbox = tileBbox(id).map((deg) => Math.round(deg * 1e6) / 1e6) as CoastTile['bbox'];
    const tile: CoastTile = { key, ...id, state: content.state, bbox };
    const features = tileFeatures(tile, content, worldContourColour(theme));
    const featuresJson = features.map((feature) => JSON.stringify(feature)).join(',');
    const answer = { tile, featuresJson, vertices: content.state === 'coast' ? content.vertices : content.state === 'land' ? 5 : 0 };
    this.cache.set(cacheKey, answer, featuresJson.length * 2 + 256);
    return answer;
  }

  /** The serialised WorldContourView of a view, with what it holds. */
  json(theme: Theme, bbox: Bbox, rangeNm: number): { json: string; stats: ViewStats } {
    const { level, tiles } = this.plan(bbox, rangeNm);
    const answers = tiles.map((id) => this.tile(id, theme));
    const head: Omit<WorldContourView, 'features'> = {
      type: 'FeatureCollection',
      chart_name: WORLD_CONTOUR_CHART_NAME,
      layer_name: WORLD_CONTOUR_LAYER_NAME,
      theme,
      level,
      tiles: answers.map((answer) => answer.tile),
      attribution: COASTLINE_ATTRIBUTION,
      source: this.store.manifest.source,
    };
    const headJson = JSON.stringify(head);
    const features = answers
      .map((answer) => answer.featuresJson)
      .filter((json) => json !== '')
      .join(',');
    const json = `${headJson.slice(0, -1)},"features":[${features}]}`;
    return { json, stats: { level, tiles: tiles.length, vertices: answers.reduce((sum, answer) => sum + answer.vertices, 0) } };
  }
}
