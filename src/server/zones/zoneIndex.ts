// Which zones contain a point, fast for 200 zones and 20,000 vessels: each
// zone's bounding box is entered in the cells of a grid of GRID_DEG degrees
// it covers (zones covering more than MAX_CELLS cells are checked by
// bounding box for every point instead), a point looks only at its cell's
// zones, tests their boxes and only then the outline (point-in-polygon).
import pointInPolygon from 'point-in-polygon';
import type { ZonePoint } from '../../protocol/zones';

/** Grid cell size, degrees (about 6 NM of latitude). */
export const GRID_DEG = 0.1;
const COLUMNS = Math.ceil(360 / GRID_DEG);
/** A zone covering more cells than this is checked by its box for every point. */
const MAX_CELLS = 4096;

interface Entry {
  id: number;
  south: number;
  north: number;
  west: number;
  east: number;
  /** The outline flat, [lat, lon, lat, lon, ...]. */
  flat: number[];
}

const row = (lat: number): number => Math.floor((lat + 90) / GRID_DEG);
const column = (lon: number): number => Math.floor((lon + 180) / GRID_DEG);

export class ZoneIndex {
  private readonly cells = new Map<number, Entry[]>();
  private readonly large: Entry[] = [];
  private readonly point = [0, 0];
  readonly size: number;

  constructor(zones: readonly { id: number; polygon: readonly ZonePoint[] }[]) {
    this.size = zones.length;
    for (const zone of zones) {
      const lats = zone.polygon.map(([lat]) => lat);
      const lons = zone.polygon.map(([, lon]) => lon);
      const entry: Entry = {
        id: zone.id,
        south: Math.min(...lats),
        north: Math.max(...lats),
        west: Math.min(...lons),
        east: Math.max(...lons),
        flat: zone.polygon.flat(),
      };
      const [r0, r1, c0, c1] = [row(entry.south), row(entry.north), column(entry.west), column(entry.east)];
      if ((r1 - r0 + 1) * (c1 - c0 + 1) > MAX_CELLS) {
        this.large.push(entry);
        continue;
      }
      for (let r = r0; r <= r1; r += 1) {
        for (let c = c0; c <= c1; c += 1) {
          const key = r * COLUMNS + c;
          const list = this.cells.get(key);
          if (list) list.push(entry);
          else this.cells.set(key, [entry]);
        }
      }
    }
  }

  /** Appends to `out` the id of every zone whose outline contains the point (no closure, no allocation: called for every vessel every evaluation). */
  containing(lat: number, lon: number, out: number[]): void {
    this.point[0] = lat;
    this.point[1] = lon;
    const list = this.cells.get(row(lat) * COLUMNS + column(lon));
    if (list) for (const entry of list) if (this.holds(entry, lat, lon)) out.push(entry.id);
    for (const entry of this.large) if (this.holds(entry, lat, lon)) out.push(entry.id);
  }

  private holds(e: Entry, lat: number, lon: number): boolean {
    return lat >= e.south && lat <= e.north && lon >= e.west && lon <= e.east && pointInPolygon(this.point, e.flat);
  }
}
