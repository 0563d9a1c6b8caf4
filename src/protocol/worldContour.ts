// The world contour map's views (GET /chart-engine/world_contour_map with
// bbox and range_nm): the coastline's level of detail and Web Mercator
// tiles for a view, with their limits and the data's attribution.
import type { Theme } from './preferences';
import type { ChartFeatureCollection } from './chart';
import { colourHex } from './s52Colours';

/** The coastline's data licence (ODbL) asks the chart to show this. */
export const COASTLINE_ATTRIBUTION = '© OpenStreetMap contributors';
/**
 * The colour of every world contour feature in a theme ('#rrggbb': S-52
 * LANDA, land as an ENC cell draws it); the console recolours the tiles it
 * holds with it on a theme change instead of asking for them again.
 */
export const worldContourColour = (theme: Theme): string => colourHex('LANDA', theme);

/**
 * At most this many tiles in one WorldContourView (a coarser level is chosen
 * for a larger bbox): a view spans 4-5 tiles of its level vertically, so a
 * 32:9 screen needs about 80.
 */
export const MAX_WORLD_CONTOUR_TILES = 128;
/**
 * At most about this many coastline vertices in one WorldContourView (a
 * coarser level is chosen when the tiles of the wanted one would hold more):
 * the console draws one view's tiles per frame.
 */
export const MAX_WORLD_CONTOUR_VERTICES = 300_000;
/** Largest range_nm of a world contour view (the console's zoom clamps to 10 000 NM). */
export const MAX_WORLD_CONTOUR_RANGE_NM = 100_000;

/**
 * Optional query of GET /chart-engine/world_contour_map for one view (both
 * or neither): bbox 'west,south,east,north' in degrees (west > east crosses
 * the antimeridian) and the display range in NM. Bad values: 400.
 */
export interface WorldContourViewQuery {
  bbox: string;
  range_nm: number;
  theme?: Theme;
}

/** Land, water, or land and water with coast (the tile's features). */
export type CoastTileState = 'land' | 'water' | 'coast';

/** One Web Mercator tile of a coastline level (2^z tiles a side, x east from 180° W, y south from 85.05° N). */
export interface CoastTile {
  /** 'z/x/y': features of this tile carry it as properties.tile. */
  key: string;
  z: number;
  x: number;
  y: number;
  state: CoastTileState;
  /** [west, south, east, north] degrees. */
  bbox: [number, number, number, number];
}

/**
 * The answer to a world contour view: the coastline tiles of the level of
 * detail chosen for range_nm at the bbox's centre latitude (the core's
 * coastlineLevel), every tile that meets the bbox, land polygons clipped to
 * their tile (a land tile is one square), features in tile order. Tiles are
 * immutable for one coastline store: a client keeps them by key. The
 * features have no outline (clip edges are not coast).
 */
export interface WorldContourView extends ChartFeatureCollection {
  level: number;
  tiles: CoastTile[];
  /** Show this on the chart (COASTLINE_ATTRIBUTION). */
  attribution: string;
  /** The coastline data set. */
  source: string;
}
