// The chart's scenes: one shared NOAA cell's layers in the scene's theme (the
// server's features, e2e/golden/server) built as the chart worker builds
// them (enc/layerBuild.ts) and made into registry layers as the chart's
// uploads make them (enc/encLayers.ts), under the cell's coverage mask
// (layers/coverage) and the best-cell ranking; and the world contour map's
// coastline tiles (layers/coastline) as the chart set shows them.
import { parseHexColour } from '../../../../src/wasm/geometry';
import { worldContourColour } from '../../../../src/protocol/worldContour';
import type { ChartCoverage, ChartFeatureCollection } from '../../../../src/protocol/chart';
import { CellRanking, WORLD_CONTOUR_STATE } from '../../../../src/app/chart/enc/cellRanking';
import { buildCoastView } from '../../../../src/app/chart/enc/coastViewBuild';
import { coverageMaskJob, encLayerMakers } from '../../../../src/app/chart/enc/encLayers';
import { featureColourBytes } from '../../../../src/app/chart/enc/featureColours';
import { buildLayer, COMMON_GLYPHS, rasteriseGlyphs } from '../../../../src/app/chart/enc/layerBuild';
import { expandBbox, viewBoxOf } from '../../../../src/app/chart/enc/viewBox';
import { buildCoverage } from '../../../../src/app/chart/enc/workerBuilders';
import { CoastlineLayer } from '../../../../src/app/chart/layers/coastline/coastlineLayer';
import { WORLD_CONTOUR_ORDER } from '../../../../src/app/chart/render/drawOrder';
import { GOLDEN_CELL } from '../../sceneList';
import type { SceneBuilder, SceneContext } from '../stage';
import { fetchJson } from './fetchJson';
import { sceneAtlas } from './symbols';


type Part = 'fill' | 'lines' | 'symbols' | 'text';

/** Object classes per drawn part (each scene draws one part of these layers). */
const LAYERS: Record<Part, readonly string[]> = {
  fill: ['LNDARE', 'DEPARE', 'DRGARE', 'BUAARE', 'PONTON', 'SLCONS'],
  lines: ['COALNE', 'DEPCNT', 'SLCONS', 'PONTON', 'NAVLNE', 'CBLSUB'],
  symbols: ['BOYLAT', 'BOYSPP', 'BCNLAT', 'LIGHTS', 'LNDMRK', 'OBSTRN', 'WRECKS', 'MORFAC'],
  text: ['SOUNDG', 'LNDRGN', 'SEAARE', 'DEPCNT', 'LIGHTS'],
};

/** Features this far (a share of the view) around it are fetched: labels and symbols near the edge are placed as in the app. */
const FETCH_MARGIN = 0.5;

/** The cell under its coverage mask, shown (its layers draw once it is). */
async function addCell(ctx: SceneContext, ranking: CellRanking, chartName: string): Promise<void> {
  const answer = await fetchJson<ChartCoverage>(`/fixtures/coverage/${GOLDEN_CELL}`);
  const built = buildCoverage(answer, chartName, ctx.layers.origin);
  ranking.set(chartName, built.coverage.usage_band, built.coverage.cscl, built.mask, built.grid);
  coverageMaskJob(ctx.layers, chartName, built.mask, ranking, (layer) => ctx.add(layer), () => ranking.show(chartName)).run();
}

async function cellLayers(ctx: SceneContext, parts: readonly Part[], layerNames: readonly string[]): Promise<void> {
  const box = viewBoxOf(ctx.view);
  if (!box) throw new Error('the scene shows nothing');
  const bbox = expandBbox(box.bbox, FETCH_MARGIN).join(',');
  const chartName = `${GOLDEN_CELL}.000`;
  // The glyph atlas is the page's, as it is the chart worker's: its common
  // characters first, in one order (as the worker warms it), so where a
  // glyph lies in it does not depend on the scenes drawn before.
  rasteriseGlyphs(COMMON_GLYPHS);
  const ranking = new CellRanking();
  await addCell(ctx, ranking, chartName);
  const atlas = sceneAtlas();
  for (const layerName of layerNames) {
    const collection = await fetchJson<ChartFeatureCollection>(`/fixtures/chart/${GOLDEN_CELL}/${layerName}?theme=${ctx.theme}&bbox=${bbox}`);
    if (collection.features.length === 0) continue;
    const { layer } = buildLayer(collection, chartName, layerName, ctx.layers.origin, true);
    for (const make of encLayerMakers(ctx.layers, layer, atlas, ranking)) {
      const made = make();
      if (parts.some((part) => made.id.endsWith(`:${part}`))) ctx.add(made);
      else made.dispose();
    }
  }
}

const partScene =
  (part: Part): SceneBuilder =>
  (ctx) =>
    cellLayers(ctx, [part], LAYERS[part]);

export const chartFillScene = partScene('fill');
export const chartLineScene = partScene('lines');
export const chartSymbolScene = partScene('symbols');
export const chartTextScene = partScene('text');

/** Every part of the cell's layers, and the coastline around the cell's coverage: the coverage mask's edge. */
export const chartCellScene: SceneBuilder = async (ctx) => {
  const all = [...new Set(Object.values(LAYERS).flat())];
  await cellLayers(ctx, ['fill', 'lines', 'symbols', 'text'], all);
  await coastline(ctx);
};

async function coastline(ctx: SceneContext): Promise<void> {
  const box = viewBoxOf(ctx.view);
  if (!box) throw new Error('the scene shows nothing');
  const bbox = expandBbox(box.bbox, 0.25);
  const answer = await fetchJson<ChartFeatureCollection>(`/fixtures/coast?theme=${ctx.theme}&bbox=${bbox.join(',')}&range_nm=${box.rangeNm}`);
  const view = buildCoastView(answer, bbox, new Set(), ctx.layers.origin);
  const layer = new CoastlineLayer(ctx.layers, WORLD_CONTOUR_ORDER, WORLD_CONTOUR_STATE);
  for (const tile of view.tiles) layer.addTile(tile.key, tile.fill, tile.vertices);
  layer.show(view.keys);
  layer.setColour(featureColourBytes([worldContourColour(ctx.theme)], parseHexColour));
  ctx.add(layer);
}

export const coastlineScene: SceneBuilder = (ctx) => coastline(ctx);
