// Web Mercator tile maths of the coastline store: normalised Mercator
// (x east from 180° W, y south from 85.0511° N, both 0..1), tiles of 2^z a
// side, and the tiles a bbox meets.

/** Mercator's latitude limit (the square world). */
export const MERCATOR_MAX_LAT_DEG = 85.0511287798066;

export interface TileId {
  z: number;
  x: number;
  y: number;
}

export type Bbox = [west: number, south: number, east: number, north: number];

export const tileKey = (tile: TileId): string => `${tile.z}/${tile.x}/${tile.y}`;

const clampLat = (latDeg: number): number => Math.max(-MERCATOR_MAX_LAT_DEG, Math.min(MERCATOR_MAX_LAT_DEG, latDeg));

export const mercatorX = (lonDeg: number): number => (lonDeg + 180) / 360;

export function mercatorY(latDeg: number): number {
  const phi = (clampLat(latDeg) * Math.PI) / 180;
  return 0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI);
}

export const lonOfX = (x: number): number => x * 360 - 180;

export const latOfY = (y: number): number => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** [west, south, east, north] of a tile in degrees. */
export function tileBbox(tile: TileId): Bbox {
  const n = 2 ** tile.z;
  return [lonOfX(tile.x / n), latOfY((tile.y + 1) / n), lonOfX((tile.x + 1) / n), latOfY(tile.y / n)];
}

/** Tile column or row of a normalised coordinate (the far edge belongs to the last tile). */
const index = (value: number, n: number): number => Math.min(n - 1, Math.max(0, Math.floor(value * n)));

/** Columns x0..x1 (inclusive) of a west..east span; two spans when it crosses the antimeridian. */
function columns(west: number, east: number, n: number): [number, number][] {
  const x0 = index(mercatorX(west), n);
  const x1 = index(mercatorX(east), n);
  return west <= east ? [[x0, x1]] : [
    [x0, n - 1],
    [0, x1],
  ];
}

/** How many tiles of level z meet a bbox. */
export function tileCount(bbox: Bbox, z: number): number {
  const n = 2 ** z;
  const [west, south, east, north] = bbox;
  const rows = index(mercatorY(south), n) - index(mercatorY(north), n) + 1;
  return columns(west, east, n).reduce((sum, [a, b]) => sum + (b - a + 1), 0) * rows;
}

/** The tiles of level z that meet a bbox, north to south, west to east. */
export function tilesOf(bbox: Bbox, z: number): TileId[] {
  const n = 2 ** z;
  const [west, south, east, north] = bbox;
  const tiles: TileId[] = [];
  for (let y = index(mercatorY(north), n); y <= index(mercatorY(south), n); y++) {
    for (const [x0, x1] of columns(west, east, n)) for (let x = x0; x <= x1; x++) tiles.push({ z, x, y });
  }
  return tiles;
}

/** The finest level at most `level` whose tiles over the bbox number at most maxTiles. */
export function levelWithin(bbox: Bbox, level: number, maxTiles: number): number {
  let z = level;
  while (z > 0 && tileCount(bbox, z) > maxTiles) z--;
  return z;
}

/** The centre latitude of a bbox (Mercator centre). */
export const bboxCentreLat = (bbox: Bbox): number => latOfY((mercatorY(bbox[1]) + mercatorY(bbox[3])) / 2);
