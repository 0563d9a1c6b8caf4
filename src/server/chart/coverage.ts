// What the "best cell per scale" rule needs of one read cell (GET
// /chart-engine/coverage): its usage band (DSID INTU, else the cell name's
// third character), compilation scale, and data coverage (M_COVR with
// CATCOV 1) as polygons with their extent; and its edition, update number,
// issue and update dates (DSID) for the settings' chart files.
import { DEFAULT_CHART_CSCL, type ChartCoverage, type ChartCoveragePolygon } from '../../protocol/chart';
import { EncGeometryKind, type EncCell, type EncValue } from '../../wasm/enc';

/** The cell's compilation scale (DSPM_CSCL), or the spec's default priority. */
export function cellCscl(cell: EncCell): number {
  const cscl = cell.dataset.DSPM_CSCL;
  return typeof cscl === 'number' && Number.isFinite(cscl) && cscl > 0 ? cscl : DEFAULT_CHART_CSCL;
}

/** M_COVR's CATCOV: 1 coverage available, 2 no coverage available. */
const CATCOV_COVERAGE = 1;
const COORDINATE_STEPS_PER_DEG = 1e7;

const integerOf = (value: EncValue | undefined): number | null => {
  const first = Array.isArray(value) ? value[0] : value;
  const n = typeof first === 'string' ? Number(first) : first;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

/** The usage band 1..6 of a cell: DSID INTU, else the third character of its name (US4MD81M: 4); null when neither says. */
export function cellUsageBand(cell: EncCell, fileName: string): number | null {
  const intu = integerOf(cell.dataset.DSID_INTU);
  if (intu !== null && intu >= 1 && intu <= 6) return intu;
  const fromName = Number(fileName.charAt(2));
  return Number.isInteger(fromName) && fromName >= 1 && fromName <= 6 ? fromName : null;
}

/** The cell's M_COVR polygons with CATCOV 1. */
export function coveragePolygons(cell: EncCell): ChartCoveragePolygon[] {
  const layer = cell.layers.find((candidate) => candidate.name === 'M_COVR');
  if (!layer) return [];
  const out: ChartCoveragePolygon[] = [];
  for (let i = 0; i < layer.featureKinds.length; i++) {
    if (layer.featureKinds[i] !== EncGeometryKind.Polygon || integerOf(layer.attributes[i]?.CATCOV) !== CATCOV_COVERAGE) continue;
    const firstPart = layer.featurePartOffsets[i] ?? 0;
    const endPart = layer.featurePartOffsets[i + 1] ?? firstPart;
    const firstVertex = layer.partVertexOffsets[firstPart] ?? 0;
    const endVertex = layer.partVertexOffsets[endPart] ?? firstVertex;
    if (endVertex <= firstVertex || endVertex * 2 > layer.lonLatDeg.length) continue;
    const coordinates: number[] = [];
    for (let v = firstVertex * 2; v < endVertex * 2; v++) coordinates.push(Math.round((layer.lonLatDeg[v] ?? 0) * COORDINATE_STEPS_PER_DEG) / COORDINATE_STEPS_PER_DEG);
    const partStarts: number[] = [];
    for (let part = firstPart; part < endPart; part++) partStarts.push((layer.partVertexOffsets[part] ?? firstVertex) - firstVertex);
    out.push(partStarts.length > 1 ? { coordinates, partStarts } : { coordinates });
  }
  return out;
}

function extent(polygons: readonly ChartCoveragePolygon[]): ChartCoverage['bbox'] {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { coordinates } of polygons) {
    for (let i = 0; i + 1 < coordinates.length; i += 2) {
      const lon = coordinates[i] ?? 0;
      const lat = coordinates[i + 1] ?? 0;
      west = Math.min(west, lon);
      east = Math.max(east, lon);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  return Number.isFinite(west) ? [west, south, east, north] : null;
}

/** A DSID text field, or null when empty. */
function datasetText(cell: EncCell, field: string): string | null {
  const value = cell.dataset[field];
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}

export function cellCoverage(cell: EncCell, fileName: string): ChartCoverage {
  const coverage = coveragePolygons(cell);
  return {
    chart_name: fileName,
    usage_band: cellUsageBand(cell, fileName),
    cscl: cellCscl(cell),
    bbox: extent(coverage),
    coverage,
    edition: datasetText(cell, 'DSID_EDTN'),
    update_number: datasetText(cell, 'DSID_UPDN'),
    issue_date: datasetText(cell, 'DSID_ISDT'),
    update_date: datasetText(cell, 'DSID_UADT'),
  };
}
