// Reads the coastline store that scripts/coastline/build_store.py writes
// (format in its header): per level a sorted tile index, the full-land
// quadtree nodes, and tile bodies of polygons with rings quantised across
// their tile. Bodies are read on demand (positional reads) and decoded to
// flat lon/lat lists.
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import pointInPolygon from 'point-in-polygon';
import { latOfY, lonOfX, mercatorX, mercatorY, type TileId } from './tiles';

export interface CoastlineLevelInfo {
  level: number;
  tiles: number;
  fullNodes: number;
  vertices: number;
  bytes: number;
}

export interface CoastlineManifest {
  format: number;
  source: string;
  attribution: string;
  license: string;
  maxLevel: number;
  tileExtentPx: number;
  quant: number;
  levels: CoastlineLevelInfo[];
  seconds: number;
}

/** One land polygon of a tile: flat [lon, lat, ...] degrees, rings closed, exterior first. */
export interface CoastPolygon {
  coordinates: number[];
  partStarts?: number[];
}

export type CoastTileContent = { state: 'water' } | { state: 'land' } | { state: 'coast'; polygons: CoastPolygon[]; vertices: number };

export const STORE_FORMAT = 1;

class StoreError extends Error {}

/** Rounding of the answers' degrees (1e-6 deg is 0.11 m, finer than the quantisation). */
const DEGREE_STEPS = 1e6;
const round = (deg: number): number => Math.round(deg * DEGREE_STEPS) / DEGREE_STEPS;

interface LevelIndex {
  n: number;
  /** Sorted tile keys (y * n + x). */
  keys: Float64Array;
  offsets: Uint32Array;
  lengths: Uint32Array;
  /** Full-land nodes as depth, x, y keys. */
  full: Set<number>;
  fd: number;
}

const fullKey = (depth: number, x: number, y: number): number => (depth * 2 ** 20 + y) * 2 ** 20 + x;

export class CoastlineStore {
  private readonly levels = new Map<number, LevelIndex>();

  private constructor(
    readonly dir: string,
    readonly manifest: CoastlineManifest,
  ) {}

  /** The store in `dir`, or null when there is none (not built yet); throws for a store of another format. */
  static open(dir: string): CoastlineStore | null {
    const manifestPath = join(dir, 'manifest.json');
    if (!existsSync(manifestPath)) return null;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as CoastlineManifest;
    if (manifest.format !== STORE_FORMAT) throw new StoreError(`coastline store ${dir} has format ${manifest.format}, expected ${STORE_FORMAT}: run npm run build`);
    return new CoastlineStore(dir, manifest);
  }

  get maxLevel(): number {
    return this.manifest.maxLevel;
  }

  close(): void {
    for (const level of this.levels.values()) closeSync(level.fd);
    this.levels.clear();
  }

  private level(z: number): LevelIndex {
    const cached = this.levels.get(z);
    if (cached) return cached;
    if (!Number.isInteger(z) || z < 0 || z > this.maxLevel) throw new StoreError(`coastline level ${z} is outside 0..${this.maxLevel}`);
    const name = (suffix: string): string => join(this.dir, `level-${String(z).padStart(2, '0')}.${suffix}`);
    const readU32 = (path: string): Uint32Array => {
      const bytes = readFileSync(path);
      return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    };
    const n = 2 ** z;
    const index = readU32(name('tiles'));
    const count = index.length / 4;
    const keys = new Float64Array(count);
    const offsets = new Uint32Array(count);
    const lengths = new Uint32Array(count);
    for (let i = 0; i < count; i++) {
      keys[i] = (index[i * 4 + 1] ?? 0) * n + (index[i * 4] ?? 0);
      offsets[i] = index[i * 4 + 2] ?? 0;
      lengths[i] = index[i * 4 + 3] ?? 0;
    }
    const fullRaw = readU32(name('full'));
    const full = new Set<number>();
    for (let i = 0; i + 2 < fullRaw.length; i += 3) full.add(fullKey(fullRaw[i] ?? 0, fullRaw[i + 1] ?? 0, fullRaw[i + 2] ?? 0));
    const level = { n, keys, offsets, lengths, full, fd: openSync(name('bin'), 'r') };
    this.levels.set(z, level);
    return level;
  }

  private find(level: LevelIndex, key: number): number {
    let lo = 0;
    let hi = level.keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const value = level.keys[mid] ?? 0;
      if (value === key) return mid;
      if (value < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Whether a tile has coast (stored), is land throughout (a full ancestor) or is water. */
  state(tile: TileId): 'water' | 'land' | 'coast' {
    const level = this.level(tile.z);
    return this.find(level, tile.y * level.n + tile.x) >= 0 ? 'coast' : this.landOrWater(level, tile);
  }

  /** A tile without coast: land when a quadtree node above it (or itself) is land throughout. */
  private landOrWater(level: LevelIndex, tile: TileId): 'water' | 'land' {
    for (let depth = tile.z; depth >= 0; depth--) {
      const shift = tile.z - depth;
      if (level.full.has(fullKey(depth, tile.x >> shift, tile.y >> shift))) return 'land';
    }
    return 'water';
  }

  /** At most this many vertices in a tile (from its stored size: a vertex takes 4 bytes; a land tile is one square). */
  vertexBound(tile: TileId): number {
    const level = this.level(tile.z);
    const found = this.find(level, tile.y * level.n + tile.x);
    if (found >= 0) return Math.ceil((level.lengths[found] ?? 0) / 4);
    return this.landOrWater(level, tile) === 'land' ? 5 : 0;
  }

  /** A tile's content: its land polygons in degrees when it has coast. */
  tile(tile: TileId): CoastTileContent {
    const level = this.level(tile.z);
    const found = this.find(level, tile.y * level.n + tile.x);
    if (found < 0) return { state: this.landOrWater(level, tile) };
    const length = level.lengths[found] ?? 0;
    const body = Buffer.alloc(length);
    const read = readSync(level.fd, body, 0, length, level.offsets[found] ?? 0);
    if (read !== length) throw new StoreError(`coastline tile ${tile.z}/${tile.x}/${tile.y}: short read`);
    return this.decode(tile, body, level.n);
  }

  private decode(tile: TileId, body: Buffer, n: number): CoastTileContent {
    const quant = this.manifest.quant;
    let at = 0;
    const u32 = (): number => {
      if (at + 4 > body.length) throw new StoreError(`coastline tile ${tile.z}/${tile.x}/${tile.y} is truncated`);
      const value = body.readUInt32LE(at);
      at += 4;
      return value;
    };
    const polygons: CoastPolygon[] = [];
    let vertices = 0;
    const polygonCount = u32();
    for (let p = 0; p < polygonCount; p++) {
      const ringCount = u32();
      const coordinates: number[] = [];
      const partStarts: number[] = [];
      for (let r = 0; r < ringCount; r++) {
        const count = u32();
        if (at + count * 4 > body.length) throw new StoreError(`coastline tile ${tile.z}/${tile.x}/${tile.y} is truncated`);
        partStarts.push(coordinates.length / 2);
        for (let v = 0; v < count; v++, at += 4) {
          coordinates.push(round(lonOfX((tile.x + body.readUInt16LE(at) / quant) / n)), round(latOfY((tile.y + body.readUInt16LE(at + 2) / quant) / n)));
        }
        vertices += count;
      }
      if (coordinates.length > 0) polygons.push(partStarts.length > 1 ? { coordinates, partStarts } : { coordinates });
    }
    return { state: 'coast', polygons, vertices };
  }
}

/** Whether a point lies in a polygon with holes (even-odd over its rings). */
export function polygonContains(polygon: CoastPolygon, lonDeg: number, latDeg: number): boolean {
  const starts = polygon.partStarts ?? [0];
  const vertexCount = polygon.coordinates.length / 2;
  let inside = false;
  starts.forEach((start, i) => {
    if (pointInPolygon([lonDeg, latDeg], polygon.coordinates, start * 2, (starts[i + 1] ?? vertexCount) * 2)) inside = !inside;
  });
  return inside;
}

/** Land-or-water tests at one level of the store, decoded tiles kept (for checks over many points). */
export class LandTest {
  private readonly tiles = new Map<string, CoastTileContent>();
  readonly level: number;

  constructor(
    private readonly store: CoastlineStore,
    level = store.maxLevel,
  ) {
    this.level = level;
  }

  isLand(lonDeg: number, latDeg: number): boolean {
    const n = 2 ** this.level;
    const tile = { z: this.level, x: Math.min(n - 1, Math.floor(mercatorX(lonDeg) * n)), y: Math.min(n - 1, Math.floor(mercatorY(latDeg) * n)) };
    const key = `${tile.x}/${tile.y}`;
    let content = this.tiles.get(key);
    if (!content) {
      content = this.store.tile(tile);
      this.tiles.set(key, content);
    }
    if (content.state !== 'coast') return content.state === 'land';
    return content.polygons.some((polygon) => polygonContains(polygon, lonDeg, latDeg));
  }
}

/** Whether a point is on land at a level of the store (the finest by default). */
export function isLand(store: CoastlineStore, lonDeg: number, latDeg: number, level = store.maxLevel): boolean {
  return new LandTest(store, level).isLand(lonDeg, latDeg);
}
