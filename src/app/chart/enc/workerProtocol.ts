// Messages between the main thread and the chart worker (encWorker.ts):
// a cell's layers, a cell's new colours (theme or depth), a cell's coverage
// (for the best-cell mask) and the world contour map's tiles of a view.
import type { ChartCoverage } from '../../../protocol/chart';
import type { GeoPoint } from '../../../protocol/geo';
import type { Theme } from '../../../protocol/preferences';
import { rangeArrays } from '../gl/drawRanges';
import type { FillBuffers } from '../layers/fill/fillProgram';
import type { LineBuffers } from '../layers/line/lineProgram';
import { builtTextBuffers, type BuiltText } from '../layers/text/textFormat';
import type { CoverageGrid } from './coverageMask';
import type { LayerColours } from './featureColours';

export interface LoadChartRequest {
  type: 'load';
  jobId: number;
  chartName: string;
  layers: string[];
  theme: Theme;
  depthWhenWhiteM: number;
  /** Names and depth contour values drawn (the CHART_TEXT_LAYER switch). */
  names: boolean;
  token: string | null;
  /** Origin of the layers' relative coordinates. */
  origin: GeoPoint;
}

/** A cell's coverage and usage band (GET /chart-engine/coverage), its coverage tessellated for the stencil mask. */
export interface CoverageRequest {
  type: 'coverage';
  jobId: number;
  chartName: string;
  token: string | null;
  origin: GeoPoint;
}

/** [west, south, east, north] degrees. */
export type GeoBbox = [number, number, number, number];

/**
 * The world contour map of one view (GET /chart-engine/world_contour_map
 * with bbox and range_nm). `held`: tile keys the main thread still has
 * (the worker builds only the others).
 */
export interface CoastViewRequest {
  type: 'coastView';
  jobId: number;
  bbox: GeoBbox;
  rangeNm: number;
  theme: Theme;
  token: string | null;
  origin: GeoPoint;
  held: string[];
}

export interface CancelRequest {
  type: 'cancel';
  jobId: number;
}

/**
 * New colours for the layers of a cell built before (another theme or
 * depth): the worker fetches only the features' colours of each layer and
 * answers 'colours' per layer, or 'recolourMissed' when the answer no
 * longer fits the geometry.
 */
export interface RecolourRequest {
  type: 'recolour';
  jobId: number;
  chartName: string;
  layers: string[];
  theme: Theme;
  depthWhenWhiteM: number;
  token: string | null;
}

/** A dropped or detached cell: the worker drops what it kept to recolour its layers. */
export interface ForgetRequest {
  type: 'forget';
  chartName: string;
}

export type WorkerRequest = LoadChartRequest | CoverageRequest | CoastViewRequest | CancelRequest | RecolourRequest | ForgetRequest;

export interface BuiltLayer {
  chartName: string;
  layerName: string;
  cscl: number;
  fill: FillBuffers | null;
  lines: { widthPx: number; buffers: LineBuffers }[];
  points: { positions: Float32Array; symbols: string[]; scamin?: Float32Array } | null;
  /** Soundings, names, contour values, light sectors and the symbols' obstacle boxes. */
  text: BuiltText | null;
}

export interface BuiltCoverage {
  coverage: ChartCoverage;
  /** The coverage polygons tessellated (origin-relative Mercator); null without coverage. */
  mask: FillBuffers | null;
  /** The mask's point-test grid (coverageMask.ts); null without a mask. */
  grid: CoverageGrid | null;
}

/** One coastline tile built for the GPU. */
export interface BuiltCoastTile {
  key: string;
  fill: FillBuffers | null;
  vertices: number;
}

/** A world contour view: every tile key in it, in order, with the tiles the main thread did not hold. */
export interface BuiltCoastView {
  /** The level of detail (-1 for the whole Natural Earth map, the fallback without a coastline store). */
  level: number;
  keys: string[];
  /** The extent the tiles cover (a view inside it needs no new request at this level). */
  covered: GeoBbox;
  tiles: BuiltCoastTile[];
  attribution: string | null;
}

export type WorkerResponse =
  | { type: 'layer'; jobId: number; layer: BuiltLayer }
  | { type: 'coverage'; jobId: number; coverage: BuiltCoverage }
  | { type: 'coastView'; jobId: number; view: BuiltCoastView }
  | { type: 'colours'; jobId: number; layerName: string; colours: LayerColours }
  | { type: 'recolourMissed'; jobId: number; layerName: string }
  | { type: 'progress'; jobId: number; done: number; total: number }
  | { type: 'httpError'; jobId: number; layerName: string; status: number }
  | { type: 'failed'; jobId: number; layerName: string; message: string }
  | { type: 'done'; jobId: number };

const fillArrays = (fill: FillBuffers | null): ArrayBufferLike[] =>
  fill ? [fill.positions.buffer, fill.indices.buffer, fill.colours.buffer, fill.pickColours?.buffer, fill.scamin?.buffer, ...rangeArrays(fill.ranges)].filter((b) => b !== undefined) : [];

const lineArrays = (b: LineBuffers): ArrayBufferLike[] =>
  [b.positions.buffer, b.indices.buffer, b.colours.buffer, b.extrusions.buffer, b.distancesM.buffer, b.styleIds.buffer, b.pickColours?.buffer, b.scamin?.buffer, ...rangeArrays(b.ranges)].filter(
    (buffer) => buffer !== undefined,
  );

const unique = (out: ArrayBufferLike[]): ArrayBuffer[] => [...new Set(out)].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer && b.byteLength > 0);

/**
 * The memory of a built layer's fill and line data that only went to the GPU
 * (index runs by area stay: the meshes keep them to choose what to draw).
 */
export function uploadedOnly(layer: BuiltLayer): ArrayBuffer[] {
  const kept = new Set<ArrayBufferLike>([...rangeArrays(layer.fill?.ranges), ...layer.lines.flatMap((l) => rangeArrays(l.buffers.ranges))]);
  return unique([...fillArrays(layer.fill), ...layer.lines.flatMap((l) => lineArrays(l.buffers))].filter((b) => !kept.has(b)));
}

/** The typed arrays of new colours, to transfer. */
export const colourTransferables = (c: LayerColours): ArrayBuffer[] =>
  [c.fill?.buffer, ...c.lines.map((l) => l.buffer), c.text?.buffer].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer && b.byteLength > 0);

/** The typed arrays of a built layer, to transfer instead of copy. */
export function transferables(layer: BuiltLayer): ArrayBuffer[] {
  const out: ArrayBufferLike[] = fillArrays(layer.fill);
  for (const { buffers } of layer.lines) out.push(...lineArrays(buffers));
  if (layer.points) out.push(layer.points.positions.buffer);
  if (layer.text) out.push(...builtTextBuffers(layer.text));
  return unique(out);
}

/** The typed arrays of a built world contour view. */
export const coastViewTransferables = (view: BuiltCoastView): ArrayBuffer[] => unique(view.tiles.flatMap((t) => fillArrays(t.fill)));

/** The typed arrays of a built coverage. */
export const coverageTransferables = (c: BuiltCoverage): ArrayBuffer[] =>
  unique([...fillArrays(c.mask), ...(c.grid ? [c.grid.starts.buffer, c.grid.items.buffer] : [])]);
