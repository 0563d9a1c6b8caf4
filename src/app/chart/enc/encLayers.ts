// A chart layer built by the chart worker becomes up to four registry
// layers (fill, lines, symbols, texts) in the chart's draw order, grouped by chart
// so a detached chart is removed as a whole. They are created by an upload
// job (render/uploadQueue.ts), so the GPU upload happens while it is idle.
import { FillLayer } from '../layers/fill/fillLayer';
import { LineLayer } from '../layers/line/lineLayer';
import { SymbolLayer } from '../layers/symbol/symbolLayer';
import { TextLayer } from '../layers/text/textLayer';
import type { ChartLayer, LayerContext } from '../render/chartLayer';
import { CHART_TEXT_ORDER, chartLayerOrder } from '../render/drawOrder';
import type { UploadJob } from '../render/uploadQueue';
import type { SymbolAtlas } from './symbolAtlas';
import { transferables, type BuiltLayer } from './workerProtocol';

/** The group of a chart's layers (null: the world contour map). */
export const encGroup = (chartName: string | null): string => `enc:${chartName ?? ''}`;

const builtLayerBytes = (layer: BuiltLayer): number => transferables(layer).reduce((sum, b) => sum + b.byteLength, 0);

/** The registry layers of one built chart layer (in `group`: by default its chart's). */
export function encLayers(
  ctx: LayerContext,
  built: BuiltLayer,
  atlas: Pick<SymbolAtlas, 'get' | 'takeDirty' | 'generation'>,
  group = encGroup(built.chartName),
): ChartLayer[] {
  const id = `${group}:${built.layerName}`;
  const order = (part: 'fill' | 'lines' | 'symbols') => chartLayerOrder(built.layerName, built.cscl, part);
  const out: ChartLayer[] = [];
  if (built.fill && built.fill.indices.length > 0) out.push(new FillLayer(ctx, `${id}:fill`, order('fill'), built.fill, group));
  const lines = built.lines.filter((l) => l.buffers.indices.length > 0);
  if (lines.length > 0) out.push(new LineLayer(ctx, `${id}:lines`, order('lines'), lines, group));
  if (built.points) out.push(new SymbolLayer(ctx, `${id}:symbols`, order('symbols'), built.points, atlas, group));
  // Texts above every chart layer (their placement spans all charts); finer charts' texts first.
  if (built.text) out.push(new TextLayer(ctx, `${id}:text`, CHART_TEXT_ORDER - built.cscl / 1e6, built.text, group));
  return out;
}

/**
 * The job that uploads a built layer and hands its layers to `add` (the
 * chart, or a staged chart held back until it is complete: `shown` false,
 * the job then asks for no redraw).
 */
export function encLayerJob(
  ctx: LayerContext,
  built: BuiltLayer,
  atlas: Pick<SymbolAtlas, 'get' | 'takeDirty' | 'generation'>,
  add: (layer: ChartLayer) => void,
  group = encGroup(built.chartName),
  shown = true,
): UploadJob {
  return {
    group,
    label: built.layerName,
    bytes: builtLayerBytes(built),
    run: () => {
      for (const layer of encLayers(ctx, built, atlas, group)) add(layer);
      return shown;
    },
  };
}
