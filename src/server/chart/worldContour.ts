// The world contour map. Without a view: Natural Earth land polygons (1:50m,
// from the world-atlas package, decoded with topojson-client) as chart
// features under everything else (cscl WORLD_CONTOUR_CSCL), one answer per
// theme, built once. For a view (bbox and range_nm): the coastline store's
// level of detail and tiles (coastline/), OpenStreetMap land polygons.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Geometry, Position } from 'geojson';
import { WORLD_CONTOUR_CHART_NAME, WORLD_CONTOUR_CSCL, WORLD_CONTOUR_LAYER_NAME, type ChartFeature, type ChartFeatureCollection } from '../../protocol/chart';
import type { Theme } from '../../protocol/preferences';
import { worldContourColour } from '../../protocol/worldContour';
import { HttpError } from '../errors';
import { CoastlineStore } from './coastline/store';
import type { Bbox } from './coastline/tiles';
import { CoastlineViews, type ViewStats } from './coastline/view';

/** Mercator's limit: the console projects with spherical Mercator, which has no poles. */
const MAX_LATITUDE_DEG = 85.0511;

type Rings = Position[][];

function polygonsOf(geometry: Geometry | null): Rings[] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(polygonsOf);
  return [];
}

function polygonFeature(rings: Rings, colour: string): ChartFeature | null {
  const coordinates: number[] = [];
  const partStarts: number[] = [];
  for (const ring of rings) {
    if (ring.length < 4) continue;
    partStarts.push(coordinates.length / 2);
    for (const [lon = 0, lat = 0] of ring) coordinates.push(lon, Math.max(-MAX_LATITUDE_DEG, Math.min(MAX_LATITUDE_DEG, lat)));
  }
  if (partStarts.length === 0) return null;
  return {
    kind: 'Polygon',
    coordinates,
    ...(partStarts.length > 1 ? { partStarts } : {}),
    color: colour,
    cscl: WORLD_CONTOUR_CSCL,
    properties: {},
  };
}

/** The land polygons, read once (the package's 1:50m land). */
function loadLand(): Rings[] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land);
  return land.features.flatMap((item) => polygonsOf(item.geometry));
}

export class WorldContour {
  private land: Rings[] | null = null;
  private readonly answers = new Map<Theme, string>();
  private views: CoastlineViews | null = null;

  /** `coastlineDir`: the coastline store (TRAXIS_COASTLINE_DIR); opened on the first view. */
  constructor(private readonly coastlineDir?: string) {}

  /** The serialised feature collection for a theme, built on first use. */
  json(theme: Theme): string {
    const cached = this.answers.get(theme);
    if (cached) return cached;
    this.land ??= loadLand();
    const colour = worldContourColour(theme);
    const features = this.land.map((rings) => polygonFeature(rings, colour)).filter((item): item is ChartFeature => item !== null);
    const collection: ChartFeatureCollection = { type: 'FeatureCollection', chart_name: WORLD_CONTOUR_CHART_NAME, layer_name: WORLD_CONTOUR_LAYER_NAME, theme, features };
    const json = JSON.stringify(collection);
    this.answers.set(theme, json);
    return json;
  }

  /** The coastline views, or a 503 when the store has not been built. */
  coastline(): CoastlineViews {
    if (this.views) return this.views;
    const store = this.coastlineDir ? CoastlineStore.open(this.coastlineDir) : null;
    if (!store) throw new HttpError(503, 'Linia brzegowa nie jest jeszcze zbudowana: uruchom npm run build (TRAXIS_COASTLINE_DIR)');
    this.views = new CoastlineViews(store);
    return this.views;
  }

  /** The serialised WorldContourView of one view. */
  view(theme: Theme, bbox: Bbox, rangeNm: number): { json: string; stats: ViewStats } {
    return this.coastline().json(theme, bbox, rangeNm);
  }

  close(): void {
    this.views?.store.close();
    this.views = null;
  }
}
