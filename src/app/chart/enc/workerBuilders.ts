// What the chart worker builds with the WASM core, loaded lazily by
// encWorker.ts: a cell's layer, a cell's coverage mask, a world contour view.
import { DEFAULT_CHART_CSCL, type ChartCoverage, type ChartFeature } from '../../../protocol/chart';
import type { GeoPoint } from '../../../protocol/geo';
import { coverageGrid } from './coverageMask';
import { buildPolygons } from './layerBuild';
import type { BuiltCoverage } from './workerProtocol';

export { buildLayer, COMMON_GLYPHS, rasteriseGlyphs, recolourBuiltLayer } from './layerBuild';
export { buildCoastView } from './coastViewBuild';

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const validBbox = (b: unknown): b is [number, number, number, number] => Array.isArray(b) && b.length === 4 && b.every((v) => typeof v === 'number' && Number.isFinite(v));

/** A coverage answer as the client trusts it: polygons with flat coordinates, a bbox only with them. */
export function checkedCoverage(answer: Partial<ChartCoverage>, chartName: string): ChartCoverage {
  const polygons = (Array.isArray(answer.coverage) ? answer.coverage : []).filter(
    (p) => Array.isArray(p.coordinates) && p.coordinates.length >= 8 && p.coordinates.length % 2 === 0 && p.coordinates.every((v) => typeof v === 'number' && Number.isFinite(v)),
  );
  const band = answer.usage_band;
  return {
    chart_name: chartName,
    usage_band: typeof band === 'number' && Number.isInteger(band) && band >= 1 && band <= 6 ? band : null,
    cscl: typeof answer.cscl === 'number' && Number.isFinite(answer.cscl) && answer.cscl > 0 ? answer.cscl : DEFAULT_CHART_CSCL,
    bbox: polygons.length > 0 && validBbox(answer.bbox) ? answer.bbox : null,
    coverage: polygons,
    edition: str(answer.edition),
    update_number: str(answer.update_number),
    issue_date: str(answer.issue_date),
    update_date: str(answer.update_date),
  };
}

/** A cell's coverage with its polygons tessellated for the stencil mask (colour unused). */
export function buildCoverage(answer: Partial<ChartCoverage>, chartName: string, origin: GeoPoint): BuiltCoverage {
  const coverage = checkedCoverage(answer, chartName);
  const features: ChartFeature[] = coverage.coverage.map((p) => ({
    kind: 'Polygon',
    coordinates: p.coordinates,
    ...(p.partStarts ? { partStarts: p.partStarts } : {}),
    color: '#ffffff',
    cscl: coverage.cscl,
    properties: {},
  }));
  const mask = features.length > 0 ? buildPolygons(features, origin) : null;
  return { coverage, mask, grid: coverageGrid(mask) };
}
