// What the chart worker builds with the WASM core, loaded lazily by
// encWorker.ts: a cell's layer, a cell's coverage mask, a world contour view.
import type { ChartCoverage, ChartFeature } from '../../../protocol/chart';
import type { GeoPoint } from '../../../protocol/geo';
import { buildPolygons } from './layerBuild';
import type { BuiltCoverage } from './workerProtocol';

export { buildLayer } from './layerBuild';
export { buildCoastView } from './coastViewBuild';

/** A cell's coverage with its polygons tessellated for the stencil mask (colour unused). */
export function buildCoverage(coverage: ChartCoverage, origin: GeoPoint): BuiltCoverage {
  const features: ChartFeature[] = coverage.coverage.map((p) => ({
    kind: 'Polygon',
    coordinates: p.coordinates,
    ...(p.partStarts ? { partStarts: p.partStarts } : {}),
    color: '#ffffff',
    cscl: coverage.cscl,
    properties: {},
  }));
  return { coverage, mask: features.length > 0 ? buildPolygons(features, origin) : null };
}
