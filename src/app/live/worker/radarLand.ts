// The radar's land returns: the coast around the radar from the chart
// engine's world contour view (the coastline store's tiles at the level of
// the display range), fetched by the vessel worker and kept while the radar
// stays inside the fetched box at a similar range. Tile clip edges are not
// coast (a land tile is one square): segments lying on their tile's border
// are dropped, so only the real coastline returns echoes.
import type { CoastTile, WorldContourView } from '../../../protocol/chart';
import type { GeoPoint } from '../../../protocol/geo';
import { worldContourViewUrl } from '../../chart/enc/chartUrls';

/** Lines [lon, lat, ...] with the vertex offset of each line plus the total. */
export interface CoastLines {
  lonLatDeg: Float64Array;
  offsets: Uint32Array;
}

export const NO_COAST: CoastLines = { lonLatDeg: new Float64Array(0), offsets: new Uint32Array(0) };

/** The fetched box reaches this far beyond the radar's square (a pan stays inside it a while). */
export const LAND_BOX_MARGIN = 1.5;
/** A range this many times larger or smaller than the fetched one fetches again (another coastline level). */
export const LAND_RANGE_FACTOR = 1.6;
/** After a failed fetch, the radar shows no land for this long before it asks again. */
export const LAND_RETRY_MS = 30_000;

export type Bbox = readonly [number, number, number, number];

/** The box [west, south, east, north] of a square of half side `rangeNm * scale` around the centre. */
export function radarBox(centre: GeoPoint, rangeNm: number, scale = 1): Bbox {
  const dLat = Math.min(89, (rangeNm * scale) / 60);
  const dLon = Math.min(179.9, dLat / Math.max(0.01, Math.cos((centre.latDeg * Math.PI) / 180)));
  return [centre.lonDeg - dLon, Math.max(-85, centre.latDeg - dLat), centre.lonDeg + dLon, Math.min(85, centre.latDeg + dLat)];
}

const contains = (outer: Bbox, inner: Bbox): boolean => inner[0] >= outer[0] && inner[1] >= outer[1] && inner[2] <= outer[2] && inner[3] <= outer[3];

/** Whether a segment lies on one border of its tile (a clip edge, not coast). */
function onTileBorder(ax: number, ay: number, bx: number, by: number, t: CoastTile['bbox']): boolean {
  const eps = Math.max(t[2] - t[0], t[3] - t[1]) * 1e-4;
  const near = (a: number, b: number) => Math.abs(a - b) <= eps;
  return (near(ax, t[0]) && near(bx, t[0])) || (near(ax, t[2]) && near(bx, t[2])) || (near(ay, t[1]) && near(by, t[1])) || (near(ay, t[3]) && near(by, t[3]));
}

/** The coast of a view: every polygon ring cut into runs of segments that are not tile borders. */
export function coastLines(view: Pick<WorldContourView, 'features' | 'tiles'>): CoastLines {
  const tiles = new Map(view.tiles.map((t) => [t.key, t.bbox]));
  const coords: number[] = [];
  const offsets: number[] = [];
  let open = false;
  const point = (x: number, y: number) => coords.push(x, y);
  const close = () => {
    open = false;
  };
  for (const f of view.features) {
    if (f.kind !== 'Polygon') continue;
    const tileKey = typeof f.properties?.tile === 'string' ? f.properties.tile : null;
    const tile = tileKey !== null ? tiles.get(tileKey) : undefined;
    const n = f.coordinates.length / 2;
    const starts = f.partStarts && f.partStarts.length > 0 ? f.partStarts : [0];
    for (let r = 0; r < starts.length; r += 1) {
      const first = starts[r] ?? 0;
      const end = starts[r + 1] ?? n;
      close();
      for (let i = first + 1; i < end; i += 1) {
        const [ax, ay, bx, by] = [f.coordinates[2 * i - 2] ?? 0, f.coordinates[2 * i - 1] ?? 0, f.coordinates[2 * i] ?? 0, f.coordinates[2 * i + 1] ?? 0];
        if (tile && onTileBorder(ax, ay, bx, by, tile)) {
          close();
          continue;
        }
        if (!open) {
          offsets.push(coords.length / 2);
          point(ax, ay);
          open = true;
        }
        point(bx, by);
      }
    }
  }
  close();
  offsets.push(coords.length / 2);
  return { lonLatDeg: Float64Array.from(coords), offsets: Uint32Array.from(offsets) };
}

export interface LandDeps {
  fetch: (url: string, init: { headers: Record<string, string> }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  now: () => number;
}

/** The coast around the radar, fetched when the radar leaves the box fetched last or changes range a lot. */
export class RadarLand {
  private cached: { box: Bbox; rangeNm: number; coast: CoastLines; failedMs: number | null } | null = null;

  constructor(private readonly deps: LandDeps) {}

  async around(centre: GeoPoint, rangeNm: number, token: string | null): Promise<CoastLines> {
    const need = radarBox(centre, rangeNm);
    const c = this.cached;
    const sameLevel = c !== null && rangeNm <= c.rangeNm * LAND_RANGE_FACTOR && rangeNm >= c.rangeNm / LAND_RANGE_FACTOR;
    if (c && sameLevel && contains(c.box, need) && (c.failedMs === null || this.deps.now() - c.failedMs < LAND_RETRY_MS)) return c.coast;
    const box = radarBox(centre, rangeNm, 1 + LAND_BOX_MARGIN);
    try {
      const res = await this.deps.fetch(worldContourViewUrl(box, rangeNm), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!res.ok) throw new Error(`HTTP error: ${res.status}`);
      const coast = coastLines((await res.json()) as WorldContourView);
      this.cached = { box, rangeNm, coast, failedMs: null };
      return coast;
    } catch (error) {
      console.warn('Radar: no land returns', error);
      this.cached = { box, rangeNm, coast: NO_COAST, failedMs: this.deps.now() };
      return NO_COAST;
    }
  }
}
