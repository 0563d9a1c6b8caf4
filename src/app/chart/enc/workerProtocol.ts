// Messages between the main thread and the chart worker (encWorker.ts):
// a cell's layers, a cell's coverage (for the best-cell mask) and the world
// contour map's tiles of a view.
import type { ChartCoverage } from '../../../protocol/chart';
import type { GeoPoint } from '../../../protocol/geo';
import type { Theme } from '../../../protocol/preferences';
import type { FillBuffers } from '../layers/fill/fillProgram';
import type { LineBuffers } from '../layers/line/lineProgram';

export interface LoadChartRequest {
  type: 'load';
  jobId: number;
  chartName: string;
  layers: string[];
  theme: Theme;
  depthWhenWhiteM: number;
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

export type WorkerRequest = LoadChartRequest | CoverageRequest | CoastViewRequest | CancelRequest;

export interface BuiltLayer {
  chartName: string;
  layerName: string;
  cscl: number;
  fill: FillBuffers | null;
  lines: { widthPx: number; buffers: LineBuffers }[];
  points: { positions: Float32Array; symbols: string[]; scamin?: Float32Array } | null;
}

export interface BuiltCoverage {
  coverage: ChartCoverage;
  /** The coverage polygons tessellated (origin-relative Mercator); null without coverage. */
  mask: FillBuffers | null;
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
  | { type: 'progress'; jobId: number; done: number; total: number }
  | { type: 'httpError'; jobId: number; layerName: string; status: number }
  | { type: 'failed'; jobId: number; layerName: string; message: string }
  | { type: 'done'; jobId: number };

const fillArrays = (fill: FillBuffers | null): ArrayBufferLike[] =>
  fill ? [fill.positions.buffer, fill.indices.buffer, fill.colors.buffer, fill.pickColors?.buffer, fill.scamin?.buffer].filter((b) => b !== undefined) : [];

const unique = (out: ArrayBufferLike[]): ArrayBuffer[] => [...new Set(out)].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer && b.byteLength > 0);

/** The typed arrays of a built layer, to transfer instead of copy. */
export function transferables(layer: BuiltLayer): ArrayBuffer[] {
  const out: ArrayBufferLike[] = fillArrays(layer.fill);
  for (const { buffers: b } of layer.lines) {
    out.push(b.positions.buffer, b.indices.buffer, b.colors.buffer, b.extrusions.buffer, b.distancesM.buffer, b.styleIds.buffer);
    if (b.pickColors) out.push(b.pickColors.buffer);
    if (b.scamin) out.push(b.scamin.buffer);
  }
  if (layer.points) out.push(layer.points.positions.buffer);
  if (layer.points?.scamin) out.push(layer.points.scamin.buffer);
  return unique(out);
}

/** The typed arrays of a built world contour view. */
export const coastViewTransferables = (view: BuiltCoastView): ArrayBuffer[] => unique(view.tiles.flatMap((t) => fillArrays(t.fill)));

/** The typed arrays of a built coverage. */
export const coverageTransferables = (c: BuiltCoverage): ArrayBuffer[] => unique(fillArrays(c.mask));
