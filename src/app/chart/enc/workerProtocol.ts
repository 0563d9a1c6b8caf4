// Messages between the main thread and the chart worker (encWorker.ts).
import type { GeoPoint } from '../../../protocol/geo';
import type { Theme } from '../../../protocol/preferences';
import type { FillBuffers } from '../layers/fill/fillProgram';
import type { LineBuffers } from '../layers/line/lineProgram';
import { builtTextBuffers, type BuiltText } from '../layers/text/textFormat';
import type { LayerColours } from './featureColours';

export interface LoadChartRequest {
  type: 'load';
  jobId: number;
  /** Null for the world contour map. */
  chartName: string | null;
  layers: string[];
  theme: Theme;
  depthWhenWhiteM: number;
  /** Names and depth contour values drawn (the CHART_TEXT_LAYER switch). */
  names: boolean;
  token: string | null;
  /** Origin of the layers' relative coordinates. */
  origin: GeoPoint;
}

export interface CancelRequest {
  type: 'cancel';
  jobId: number;
}

/**
 * New colours for the layers of a chart built before (another theme or
 * depth): the worker fetches each layer again and answers 'colours' per
 * layer, or 'recolourMissed' when the answer no longer fits the geometry.
 */
export interface RecolourRequest {
  type: 'recolour';
  jobId: number;
  chartName: string | null;
  layers: string[];
  theme: Theme;
  depthWhenWhiteM: number;
  token: string | null;
}

/** A detached chart: the worker drops what it kept to recolour its layers. */
export interface ForgetRequest {
  type: 'forget';
  chartName: string | null;
}

export type WorkerRequest = LoadChartRequest | CancelRequest | RecolourRequest | ForgetRequest;

export interface BuiltLayer {
  chartName: string | null;
  layerName: string;
  cscl: number;
  fill: FillBuffers | null;
  lines: { widthPx: number; buffers: LineBuffers }[];
  points: { positions: Float32Array; symbols: string[] } | null;
  /** Soundings, names, contour values, light sectors and the symbols' obstacle boxes. */
  text: BuiltText | null;
}

export type WorkerResponse =
  | { type: 'layer'; jobId: number; layer: BuiltLayer }
  | { type: 'colours'; jobId: number; layerName: string; colours: LayerColours }
  | { type: 'recolourMissed'; jobId: number; layerName: string }
  | { type: 'progress'; jobId: number; done: number; total: number }
  | { type: 'httpError'; jobId: number; layerName: string; status: number }
  | { type: 'failed'; jobId: number; layerName: string; message: string }
  | { type: 'done'; jobId: number };

/** The typed arrays of new colours, to transfer. */
export const colourTransferables = (c: LayerColours): ArrayBuffer[] =>
  [c.fill?.buffer, ...c.lines.map((l) => l.buffer), c.text?.buffer].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer && b.byteLength > 0);

/** The typed arrays of a built layer, to transfer instead of copy. */
export function transferables(layer: BuiltLayer): ArrayBuffer[] {
  const out: ArrayBufferLike[] = [];
  if (layer.fill) out.push(layer.fill.positions.buffer, layer.fill.indices.buffer, layer.fill.colors.buffer, layer.fill.pickColors.buffer);
  for (const { buffers: b } of layer.lines)
    out.push(b.positions.buffer, b.indices.buffer, b.colors.buffer, b.pickColors.buffer, b.extrusions.buffer, b.distancesM.buffer, b.styleIds.buffer);
  if (layer.points) out.push(layer.points.positions.buffer);
  if (layer.text) out.push(...builtTextBuffers(layer.text));
  return [...new Set(out)].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer && b.byteLength > 0);
}
