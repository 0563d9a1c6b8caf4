// The chart worker: fetches a chart's layers from the chart engine, and
// projects and tessellates them with the WASM core off the main thread;
// each layer is posted (typed arrays transferred) as soon as it is built.
// It keeps each built layer's per-vertex feature indices, so a theme or
// depth change only fetches the features' colours and posts new colours
// (featureColours.ts). The core is imported lazily so the message handler
// exists from the first message on (a module worker's top-level await would
// drop early messages).
import type { ChartFeatureCollection, ChartFeatureColours } from '../../../protocol/chart';
import { WORLD_CONTOUR_LAYER, chartColoursUrl, chartLayerUrl, worldContourUrl } from './chartUrls';
import type { FeatureColourSet, LayerRecolourData } from './featureColours';
import { colourTransferables, transferables, type LoadChartRequest, type RecolourRequest, type WorkerRequest, type WorkerResponse } from './workerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;
const cancelled = new Set<number>();
let builder: Promise<typeof import('./layerBuild')> | null = null;
/** Per chart and layer: what recolouring the built layer needs. */
const recolourData = new Map<string, LayerRecolourData>();
const dataKey = (chartName: string | null, layerName: string): string => `${chartName ?? ''}\u0000${layerName}`;

/** Layers of one chart fetched at the same time (they are drawn in cscl/layer order whatever the arrival order). */
export const LAYER_FETCH_CONCURRENCY = 4;

type Build = typeof import('./layerBuild');

function layerUrl(req: LoadChartRequest | RecolourRequest, layerName: string): string {
  return req.chartName === null ? worldContourUrl(req.theme) : chartLayerUrl(req.chartName, layerName, req.theme, req.depthWhenWhiteM);
}

/** Fetches a JSON answer; undefined after an HTTP error (posted) or when the job was cancelled. */
async function fetchJson<T>(req: LoadChartRequest | RecolourRequest, layerName: string, url: string): Promise<T | undefined> {
  const res = await fetch(url, { headers: req.token ? { Authorization: `Bearer ${req.token}` } : {} });
  if (!res.ok) {
    scope.postMessage({ type: 'httpError', jobId: req.jobId, layerName, status: res.status });
    return undefined;
  }
  const answer = (await res.json()) as T;
  return cancelled.has(req.jobId) ? undefined : answer;
}

const fetchLayer = (req: LoadChartRequest | RecolourRequest, layerName: string) => fetchJson<ChartFeatureCollection>(req, layerName, layerUrl(req, layerName));

/**
 * The colours of a layer's features (only the colours from the chart
 * engine; the world contour map's whole answer); undefined after an HTTP
 * error or cancel, null for an answer without them.
 */
async function fetchColours(req: RecolourRequest, layerName: string): Promise<FeatureColourSet | null | undefined> {
  if (req.chartName === null) {
    const collection = await fetchLayer(req, layerName);
    if (collection === undefined) return undefined;
    if (!Array.isArray(collection?.features)) return null;
    const fs = collection.features;
    return { colors: fs.map((f) => f.color), lineColors: fs.map((f) => f.lineColor ?? null), textColors: fs.map((f) => f.textColor ?? null) };
  }
  const answer = await fetchJson<ChartFeatureColours>(req, layerName, chartColoursUrl(req.chartName, layerName, req.theme, req.depthWhenWhiteM));
  if (answer === undefined) return undefined;
  if (!Array.isArray(answer?.colors)) return null;
  return { colors: answer.colors, lineColors: answer.line_colors ?? [], textColors: answer.text_colors ?? [] };
}

async function loadLayer(req: LoadChartRequest, layerName: string, build: Build): Promise<void> {
  const collection = await fetchLayer(req, layerName);
  if (!collection) return;
  const { layer, recolour } = build.buildLayer(collection, req.chartName, layerName, req.origin, req.names);
  recolourData.set(dataKey(req.chartName, layerName), recolour);
  scope.postMessage({ type: 'layer', jobId: req.jobId, layer }, transferables(layer));
}

async function recolourLayer(req: RecolourRequest, layerName: string, build: Build): Promise<void> {
  const data = recolourData.get(dataKey(req.chartName, layerName));
  // Nothing drawn of this layer (no features, or it failed to load): nothing to recolour.
  if (!data || (data.fill === null && data.lines.length === 0 && data.text === null)) return;
  const colors = await fetchColours(req, layerName);
  if (colors === undefined) return;
  const colours = colors && build.recolourBuiltLayer(data, colors);
  if (colours) scope.postMessage({ type: 'colours', jobId: req.jobId, layerName, colours }, colourTransferables(colours));
  else scope.postMessage({ type: 'recolourMissed', jobId: req.jobId, layerName });
}

/** Runs `each` over the job's layers, 4 at a time, with progress and a final 'done'. */
async function run(req: LoadChartRequest | RecolourRequest, each: (layerName: string, build: Build) => Promise<void>): Promise<void> {
  builder ??= import('./layerBuild');
  const build = await builder;
  const names = req.chartName === null ? [WORLD_CONTOUR_LAYER] : req.layers;
  let done = 0;
  let next = 0;
  scope.postMessage({ type: 'progress', jobId: req.jobId, done, total: names.length });
  const lane = async (): Promise<void> => {
    while (next < names.length && !cancelled.has(req.jobId)) {
      const layerName = names[next++] ?? '';
      try {
        await each(layerName, build);
      } catch (error) {
        scope.postMessage({ type: 'failed', jobId: req.jobId, layerName, message: String(error) });
      }
      done += 1;
      if (!cancelled.has(req.jobId)) scope.postMessage({ type: 'progress', jobId: req.jobId, done, total: names.length });
    }
  };
  await Promise.all(Array.from({ length: LAYER_FETCH_CONCURRENCY }, lane));
  if (!cancelled.has(req.jobId)) scope.postMessage({ type: 'done', jobId: req.jobId });
}

scope.onmessage = (event) => {
  const req = event.data;
  switch (req.type) {
    case 'cancel':
      cancelled.add(req.jobId);
      break;
    case 'forget': {
      const prefix = dataKey(req.chartName, '');
      for (const key of [...recolourData.keys()]) if (key.startsWith(prefix)) recolourData.delete(key);
      break;
    }
    case 'load':
      void run(req, (layerName, build) => loadLayer(req, layerName, build));
      break;
    case 'recolour':
      void run(req, (layerName, build) => recolourLayer(req, layerName, build));
      break;
  }
};
