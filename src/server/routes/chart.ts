// The chart engine (spec section 7, "Chart engine"): one layer of one
// uploaded S-57 cell as chart features (GET /chart-engine/map; with
// fields=color only the features' colours, for a theme change), a cell's
// coverage and usage band (GET /chart-engine/coverage, an extension), and
// the world contour map (GET /chart-engine/world_contour_map; with bbox and
// range_nm the coastline tiles of one view), and several layers' colours of
// one cell in one answer (GET /chart-engine/colours, an extension). The format is
// src/protocol/chart.ts. Cell answers say in X-Chart-Cache where they came
// from (layer-hit, cell-hit, read).
import type { FastifyInstance } from 'fastify';
import {
  CHART_COLOURS_PATH,
  CHART_COVERAGE_PATH,
  CHART_MAP_PATH,
  DEFAULT_CHART_THEME,
  DEFAULT_DEPTH_WHEN_WHITE_M,
  MAX_COLOUR_LAYERS,
  WORLD_CONTOUR_PATH,
} from '../../protocol/chart';
import { THEMES, type Theme } from '../../protocol/preferences';
import type { ChartCellCache } from '../chart/cellCache';
import type { WorldContour } from '../chart/worldContour';
import { HttpError } from '../errors';
import { parseViewQuery, worldContourQuerySchema, type WorldContourQuery } from './chartView';
import { safeFileName } from '../files/names';

const CELL_EXTENSION = '.000';

interface MapQuery {
  chart_name: string;
  layer_name: string;
  theme?: Theme;
  depth_when_white?: number;
  fields?: 'color';
}

const themeSchema = { type: 'string', enum: [...THEMES] } as const;

const mapQuerySchema = {
  type: 'object',
  required: ['chart_name', 'layer_name'],
  properties: {
    chart_name: { type: 'string', minLength: 1, maxLength: 130 },
    // S-57 object class acronyms: six letters or underscores (DEPARE, M_COVR).
    layer_name: { type: 'string', pattern: '^[A-Za-z][A-Za-z_]{5}$' },
    theme: themeSchema,
    depth_when_white: { type: 'number', exclusiveMinimum: 0, maximum: 100_000 },
    fields: { type: 'string', enum: ['color'] },
  },
} as const;

interface ColoursQuery {
  chart_name: string;
  layer_names: string;
  theme?: Theme;
  depth_when_white?: number;
}

const LAYER_NAME = '[A-Za-z][A-Za-z_]{5}';

const coloursQuerySchema = {
  type: 'object',
  required: ['chart_name', 'layer_names'],
  properties: {
    chart_name: mapQuerySchema.properties.chart_name,
    layer_names: { type: 'string', pattern: `^${LAYER_NAME}(,${LAYER_NAME}){0,${MAX_COLOUR_LAYERS - 1}}$` },
    theme: themeSchema,
    depth_when_white: mapQuerySchema.properties.depth_when_white,
  },
} as const;

/** The schema's maximum does not catch an overflow to Infinity ('1e309'). */
function finiteDepth(depthWhenWhiteM: number): number {
  if (!Number.isFinite(depthWhenWhiteM)) throw new HttpError(400, 'depth_when_white musi być liczbą dodatnią', { depth_when_white: 'liczba dodatnia' });
  return depthWhenWhiteM;
}

/** The stored file name of a chart: the name as listed, with or without '.000'. */
function cellFileName(chartName: string): string {
  const trimmed = chartName.trim();
  const withExtension = trimmed.toLowerCase().endsWith(CELL_EXTENSION) ? trimmed : `${trimmed}${CELL_EXTENSION}`;
  return safeFileName(withExtension, CELL_EXTENSION, 'chart_name');
}

export function chartRoutes(app: FastifyInstance, cells: ChartCellCache, world: WorldContour): void {
  app.get<{ Querystring: MapQuery }>(CHART_MAP_PATH, { schema: { querystring: mapQuerySchema } }, async (request, reply) => {
    const { chart_name: chartName, layer_name: layerName, theme = DEFAULT_CHART_THEME, depth_when_white: depth = DEFAULT_DEPTH_WHEN_WHITE_M, fields } = request.query;
    const layer = { fileName: cellFileName(chartName), layerName: layerName.toUpperCase(), theme, depthWhenWhiteM: finiteDepth(depth) };
    // fields=color: only the features' colours (a console recolouring what it drew).
    const answer = fields === 'color' ? await cells.layerColours(layer) : await cells.layer(layer);
    return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').header('X-Chart-Cache', answer.outcome).send(answer.json);
  });

  app.get<{ Querystring: ColoursQuery }>(CHART_COLOURS_PATH, { schema: { querystring: coloursQuerySchema } }, async (request, reply) => {
    const { chart_name: chartName, layer_names: layerNames, theme = DEFAULT_CHART_THEME, depth_when_white: depth = DEFAULT_DEPTH_WHEN_WHITE_M } = request.query;
    const depthWhenWhiteM = finiteDepth(depth);
    const fileName = cellFileName(chartName);
    const parts: string[] = [];
    const outcomes = new Set<string>();
    for (const layerName of new Set(layerNames.toUpperCase().split(','))) {
      const answer = await cells.layerColours({ fileName, layerName, theme, depthWhenWhiteM });
      parts.push(answer.json);
      outcomes.add(answer.outcome);
    }
    // ChartLayersColours, written around the cached per-layer answers (no parse, no copy of their content).
    const json = `{"type":"LayerColors","chart_name":${JSON.stringify(fileName)},"theme":${JSON.stringify(theme)},"layers":[${parts.join(',')}]}`;
    return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').header('X-Chart-Cache', [...outcomes].join(',')).send(json);
  });

  app.get<{ Querystring: { chart_name: string } }>(
    CHART_COVERAGE_PATH,
    { schema: { querystring: { type: 'object', required: ['chart_name'], properties: { chart_name: mapQuerySchema.properties.chart_name } } } },
    async (request, reply) => {
      const answer = await cells.coverage(cellFileName(request.query.chart_name));
      return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').header('X-Chart-Cache', answer.outcome).send(answer.json);
    },
  );

  app.get<{ Querystring: WorldContourQuery }>(WORLD_CONTOUR_PATH, { schema: { querystring: worldContourQuerySchema } }, async (request, reply) => {
    const theme = request.query.theme ?? DEFAULT_CHART_THEME;
    const view = parseViewQuery(request.query);
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache');
    if (!view) return reply.send(world.json(theme));
    const { json, stats } = world.view(theme, view.bbox, view.rangeNm);
    return reply.header('X-Coastline-Level', String(stats.level)).header('X-Coastline-Vertices', String(stats.vertices)).send(json);
  });
}
