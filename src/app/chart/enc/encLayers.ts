// A chart layer built by the chart worker becomes up to three registry
// layers (fill, lines, symbols) in the chart's draw order, grouped by chart
// so a dropped or detached chart is removed as a whole, each drawn under the
// chart's best-cell mask (cellRanking.ts). When a chart's layers are all in,
// its coverage mask joins (layers/coverage), and only then is the chart
// drawn. They are created by upload jobs (render/uploadQueue.ts), so GPU
// uploads happen while the GPU is idle.
import { CoverageLayer } from '../layers/coverage/coverageLayer';
import { FillLayer } from '../layers/fill/fillLayer';
import { fillBytes, type FillBuffers } from '../layers/fill/fillProgram';
import { LineLayer } from '../layers/line/lineLayer';
import { SymbolLayer } from '../layers/symbol/symbolLayer';
import type { ChartLayer, LayerContext } from '../render/chartLayer';
import { COVERAGE_MASK_ORDER, chartLayerOrder } from '../render/drawOrder';
import type { UploadJob } from '../render/uploadQueue';
import type { CellRanking } from './cellRanking';
import { MaskedLayer } from './maskedLayer';
import type { SymbolAtlas } from './symbolAtlas';
import { transferables, type BuiltLayer } from './workerProtocol';

/** The group of a chart's layers. */
export const encGroup = (chartName: string): string => `enc:${chartName}`;

const builtLayerBytes = (layer: BuiltLayer): number => transferables(layer).reduce((sum, b) => sum + b.byteLength, 0);

/** The registry layers of one built chart layer, masked by the chart's stencil reference. */
export function encLayers(ctx: LayerContext, built: BuiltLayer, atlas: Pick<SymbolAtlas, 'get' | 'takeDirty'>, ranking: CellRanking): ChartLayer[] {
  const group = encGroup(built.chartName);
  const id = `${group}:${built.layerName}`;
  const order = (part: 'fill' | 'lines' | 'symbols') => chartLayerOrder(built.layerName, built.cscl, part);
  const out: ChartLayer[] = [];
  if (built.fill && built.fill.indices.length > 0) out.push(new FillLayer(ctx, `${id}:fill`, order('fill'), built.fill, group));
  const lines = built.lines.filter((l) => l.buffers.indices.length > 0);
  if (lines.length > 0) out.push(new LineLayer(ctx, `${id}:lines`, order('lines'), lines, group));
  if (built.points) out.push(new SymbolLayer(ctx, `${id}:symbols`, order('symbols'), built.points, atlas, group));
  return out.map((layer) => new MaskedLayer(layer, built.chartName, ranking));
}

/** The job that uploads a built layer and adds its layers to the chart. */
export function encLayerJob(
  ctx: LayerContext,
  built: BuiltLayer,
  atlas: Pick<SymbolAtlas, 'get' | 'takeDirty'>,
  ranking: CellRanking,
  add: (layer: ChartLayer) => void,
): UploadJob {
  return {
    group: encGroup(built.chartName),
    label: built.layerName,
    bytes: builtLayerBytes(built),
    // Drawn only once the chart's coverage mask joins (coverageMaskJob).
    redraw: false,
    run: () => {
      for (const layer of encLayers(ctx, built, atlas, ranking)) add(layer);
    },
  };
}

/** The job that adds a chart's coverage mask (queued after its layers); `done` runs after it either way. */
export function coverageMaskJob(ctx: LayerContext, chartName: string, mask: FillBuffers | null, ranking: CellRanking, add: (layer: ChartLayer) => void, done: () => void): UploadJob {
  return {
    group: encGroup(chartName),
    label: 'M_COVR',
    bytes: mask ? fillBytes(mask) : 0,
    run: () => {
      if (mask && mask.indices.length > 0) {
        const state = { prepare: (u: { scaleDenominator: number }) => ranking.prepare(u.scaleDenominator), state: () => ranking.maskState(chartName) };
        add(new CoverageLayer(ctx, `${encGroup(chartName)}:M_COVR:mask`, COVERAGE_MASK_ORDER, mask, state, encGroup(chartName)));
      }
      done();
    },
  };
}
