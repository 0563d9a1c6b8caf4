// A chart layer built by the chart worker becomes up to four registry
// layers (fill, lines, symbols, texts) in the chart's draw order, grouped by
// chart so a dropped or detached chart is removed as a whole. Fill, lines
// and symbols draw under the cell's best-cell mask (cellRanking.ts); texts
// are placed over all charts at once and keep only the labels whose anchor
// lies where the cell is the one drawn (a label clipped by the stencil would
// be cut in half at a cell's edge). When a chart's layers are all in, its
// coverage mask joins (layers/coverage), and only then is the chart drawn.
// They are created by upload jobs (render/uploadQueue.ts), so GPU uploads
// happen while the GPU is idle.
import { CoverageLayer } from '../layers/coverage/coverageLayer';
import { FillLayer } from '../layers/fill/fillLayer';
import { fillBytes, type FillBuffers } from '../layers/fill/fillProgram';
import { LineLayer } from '../layers/line/lineLayer';
import { SymbolLayer } from '../layers/symbol/symbolLayer';
import { TextLayer } from '../layers/text/textLayer';
import type { ChartLayer, LayerContext } from '../render/chartLayer';
import { CHART_TEXT_ORDER, COVERAGE_MASK_ORDER, chartLayerOrder } from '../render/drawOrder';
import { UPLOAD_AGAIN, type UploadJob } from '../render/uploadQueue';
import { deferLargeUploads, type Mesh } from '../gl/buffers';
import { releaseMemory } from '../gl/releaseMemory';
import type { CellRanking } from './cellRanking';
import { MaskedLayer } from './maskedLayer';
import type { SymbolAtlas } from './symbolAtlas';
import { transferables, uploadedOnly, type BuiltLayer } from './workerProtocol';

/** The group of a chart's layers. */
export const encGroup = (chartName: string | null): string => `enc:${chartName ?? ''}`;
/** The group of a chart's coverage mask (kept while its layers are swapped for a re-attach). */
export const maskGroup = (chartName: string): string => `mask:${chartName}`;

/** A chart layer's buffers are written at most this much per upload step (256 KB took 12-14 ms of main thread on a 4x throttled CPU). */
export const UPLOAD_SLICE_BYTES = 128 * 1024;
/** Buffers larger than this are written in slices (the first step, which makes the layers, writes only smaller ones). */
export const UPLOAD_DEFER_BYTES = 64 * 1024;

const builtLayerBytes = (layer: BuiltLayer): number => transferables(layer).reduce((sum, b) => sum + b.byteLength, 0);

type Atlas = Pick<SymbolAtlas, 'get' | 'takeDirty' | 'generation'>;

/** Makers of the registry layers of one built chart layer (in `group`: by default its chart's), masked by the chart's stencil reference: one call each. */
export function encLayerMakers(ctx: LayerContext, built: BuiltLayer, atlas: Atlas, ranking: CellRanking, group = encGroup(built.chartName)): (() => ChartLayer)[] {
  const id = `${group}:${built.layerName}`;
  const order = (part: 'fill' | 'lines' | 'symbols') => chartLayerOrder(built.layerName, built.cscl, part);
  const masked = (make: () => ChartLayer) => () => new MaskedLayer(make(), built.chartName, ranking);
  const out: (() => ChartLayer)[] = [];
  const fill = built.fill;
  if (fill && fill.indices.length > 0) out.push(masked(() => new FillLayer(ctx, `${id}:fill`, order('fill'), fill, group)));
  const lines = built.lines.filter((l) => l.buffers.indices.length > 0);
  if (lines.length > 0) out.push(masked(() => new LineLayer(ctx, `${id}:lines`, order('lines'), lines, group)));
  const points = built.points;
  if (points) out.push(masked(() => new SymbolLayer(ctx, `${id}:symbols`, order('symbols'), points, atlas, group)));
  // Texts above every chart layer (their placement spans all charts); finer charts' texts first.
  const text = built.text;
  if (text) out.push(() => new TextLayer(ctx, `${id}:text`, CHART_TEXT_ORDER - built.cscl / 1e6, text, group, ranking.labelFilter(built.chartName)));
  return out;
}

/**
 * The job that uploads a built layer and hands its layers to `add` (the
 * chart, or a staged load held back until it is complete: `shown` false,
 * the job then asks for no redraw).
 */
export function encLayerJob(
  ctx: LayerContext,
  built: BuiltLayer,
  atlas: Atlas,
  ranking: CellRanking,
  add: (layer: ChartLayer) => void,
  group = encGroup(built.chartName),
  shown = true,
): UploadJob {
  // One registry layer made per run, then large buffers written in slices
  // over further runs (the layers draw nothing until theirs are complete).
  let makers: (() => ChartLayer)[] | null = null;
  const pending: Mesh[] = [];
  return {
    group,
    label: built.layerName,
    bytes: builtLayerBytes(built),
    run: () => {
      makers ??= encLayerMakers(ctx, built, atlas, ranking, group);
      const make = makers.shift();
      if (make) {
        const made = deferLargeUploads(UPLOAD_DEFER_BYTES, make);
        add(made.result);
        pending.push(...made.pending);
      } else {
        pending.find((m) => !m.complete)?.uploadPending(UPLOAD_SLICE_BYTES);
      }
      if (makers.length > 0 || !pending.every((m) => m.complete)) return UPLOAD_AGAIN;
      // What went to the GPU is freed now, not at V8's next major GC (gl/releaseMemory.ts).
      releaseMemory(uploadedOnly(built));
      return shown;
    },
  };
}

/** The job that adds a chart's coverage mask (in its own group); `done` runs after it either way. */
export function coverageMaskJob(ctx: LayerContext, chartName: string, mask: FillBuffers | null, ranking: CellRanking, add: (layer: ChartLayer) => void, done: () => void): UploadJob {
  return {
    group: maskGroup(chartName),
    label: 'M_COVR',
    bytes: mask ? fillBytes(mask) : 0,
    run: () => {
      if (mask && mask.indices.length > 0) {
        const state = { prepare: (u: { scaleDenominator: number }) => ranking.prepare(u.scaleDenominator), state: () => ranking.maskState(chartName) };
        add(new CoverageLayer(ctx, `${maskGroup(chartName)}:M_COVR`, COVERAGE_MASK_ORDER, mask, state, maskGroup(chartName)));
      }
      done();
    },
  };
}
