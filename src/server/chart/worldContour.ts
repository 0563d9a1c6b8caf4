// The world contour map: Natural Earth land polygons (1:50m, from the
// world-atlas package, decoded with topojson-client) as chart features under
// everything else (cscl WORLD_CONTOUR_CSCL), one answer per theme, built once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Geometry, Position } from 'geojson';
import { WORLD_CONTOUR_CSCL, type ChartFeature, type ChartFeatureCollection } from '../../protocol/chart';
import type { Theme } from '../../protocol/preferences';
import { colourHex } from './colours';

export const WORLD_CONTOUR_CHART = 'world_contour_map';
export const WORLD_CONTOUR_LAYER = 'LNDARE';

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

function polygonFeature(rings: Rings, color: string): ChartFeature | null {
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
    color,
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

  /** The serialised feature collection for a theme, built on first use. */
  json(theme: Theme): string {
    const cached = this.answers.get(theme);
    if (cached) return cached;
    this.land ??= loadLand();
    const color = colourHex('LANDA', theme);
    const features = this.land.map((rings) => polygonFeature(rings, color)).filter((item): item is ChartFeature => item !== null);
    const collection: ChartFeatureCollection = { type: 'FeatureCollection', chart_name: WORLD_CONTOUR_CHART, layer_name: WORLD_CONTOUR_LAYER, theme, features };
    const json = JSON.stringify(collection);
    this.answers.set(theme, json);
    return json;
  }
}
