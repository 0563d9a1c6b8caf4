// Which attached cells a view needs loaded: memory follows what is on
// screen, not every vertex of every cell. A cell is needed when its coverage
// meets the view (grown by a margin, so a pan finds it loaded) and better
// cells at this display scale do not hide it entirely (each of its coverage
// polygons inside one hole-free polygon of a better cell: the core's
// ringWithin, conservative). Cells leave a while after they stop being
// needed within a wider margin (chartAttachments.ts).
import { DEFAULT_CHART_CSCL, type ChartCoverage } from '../../../protocol/chart';
import { coverageRanks, ringWithin, usageBandForScale } from '../../../wasm/chartScale';
import { bboxesMeet, expandBbox, type ViewBox } from './viewBox';
import type { GeoBbox } from './workerProtocol';

/** Cells meeting the view grown by this fraction on each side are loaded. */
export const LOAD_MARGIN = 0.5;
/** Loaded cells stay while they meet the view grown by this fraction. */
export const KEEP_MARGIN = 1.5;

export interface CoveragePolygon {
  exterior: Float64Array;
  hasHoles: boolean;
}

/** What selection needs of a cell. */
export interface CellCoverage {
  name: string;
  band: number | null;
  cscl: number;
  /** Null: coverage unknown (always needed). */
  bbox: GeoBbox | null;
  polygons: CoveragePolygon[];
  /** False when its layers failed to load: it hides nothing. */
  usable: boolean;
}

export interface CellSelection {
  /** Needed within LOAD_MARGIN: load these. */
  load: Set<string>;
  /** Needed within KEEP_MARGIN: keep these when loaded. */
  keep: Set<string>;
}

/** A coverage answer as selection needs it (exterior rings flat, whether a polygon has holes). */
/** What a cell without a coverage answer counts as: coverage unknown, so always loaded and drawn unmasked. */
export const unknownCoverage = (name: string): ChartCoverage => ({
  chart_name: name,
  usage_band: null,
  cscl: DEFAULT_CHART_CSCL,
  bbox: null,
  coverage: [],
  edition: null,
  update_number: null,
  issue_date: null,
  update_date: null,
});

export function cellCoverage(c: ChartCoverage, usable = true): CellCoverage {
  const polygons = c.coverage.map((p) => {
    const end = p.partStarts && p.partStarts.length > 1 ? (p.partStarts[1] ?? 0) * 2 : p.coordinates.length;
    return { exterior: Float64Array.from(p.coordinates.slice(0, end)), hasHoles: (p.partStarts?.length ?? 1) > 1 };
  });
  return { name: c.chart_name, band: c.usage_band, cscl: c.cscl, bbox: c.bbox, polygons, usable };
}

/** Whether better cells hide every coverage polygon of `cell`. */
function hidden(cell: CellCoverage, better: readonly CellCoverage[]): boolean {
  if (cell.polygons.length === 0 || better.length === 0) return false;
  return cell.polygons.every((p) => better.some((b) => b.polygons.some((q) => !q.hasHoles && ringWithin(p.exterior, q.exterior))));
}

export function selectCells(cells: readonly CellCoverage[], view: ViewBox): CellSelection {
  const loadBox = expandBbox(view.bbox, LOAD_MARGIN);
  const keepBox = expandBbox(view.bbox, KEEP_MARGIN);
  const ranks = coverageRanks(
    cells.map((c) => c.band),
    cells.map((c) => c.cscl),
    usageBandForScale(view.scaleDenominator),
  );
  const load = new Set<string>();
  const keep = new Set<string>();
  cells.forEach((cell, i) => {
    if (!cell.bbox) {
      load.add(cell.name);
      keep.add(cell.name);
      return;
    }
    if (!bboxesMeet(cell.bbox, keepBox)) return;
    const rank = ranks[i] ?? 0;
    const better = cells.filter((other, j) => j !== i && other.usable && (ranks[j] ?? 0) > rank && other.bbox !== null && bboxesMeet(other.bbox, cell.bbox as GeoBbox));
    if (hidden(cell, better)) return;
    keep.add(cell.name);
    if (bboxesMeet(cell.bbox, loadBox)) load.add(cell.name);
  });
  return { load, keep };
}
