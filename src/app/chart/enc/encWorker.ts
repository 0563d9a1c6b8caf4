// The chart worker: fetches a chart's layers from the chart engine, and
// projects and tessellates them with the WASM core off the main thread;
// each layer is posted (typed arrays transferred) as soon as it is built.
// The core is imported lazily so the message handler exists from the first
// message on (a module worker's top-level await would drop early messages).
import type { ChartFeatureCollection } from '../../../protocol/chart';
import { WORLD_CONTOUR_LAYER, chartLayerUrl, worldContourUrl } from './chartUrls';
import { transferables, type LoadChartRequest, type WorkerRequest, type WorkerResponse } from './workerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;
const cancelled = new Set<number>();
let builder: Promise<typeof import('./layerBuild')> | null = null;

/** Layers of one chart fetched at the same time (they are drawn in cscl/layer order whatever the arrival order). */
export const LAYER_FETCH_CONCURRENCY = 4;

async function loadLayer(req: LoadChartRequest, layerName: string, buildLayer: typeof import('./layerBuild').buildLayer): Promise<void> {
  const url = req.chartName === null ? worldContourUrl(req.theme) : chartLayerUrl(req.chartName, layerName, req.theme, req.depthWhenWhiteM);
  try {
    const res = await fetch(url, { headers: req.token ? { Authorization: `Bearer ${req.token}` } : {} });
    if (!res.ok) {
      scope.postMessage({ type: 'httpError', jobId: req.jobId, layerName, status: res.status });
      return;
    }
    const collection = (await res.json()) as ChartFeatureCollection;
    if (cancelled.has(req.jobId)) return;
    const layer = buildLayer(collection, req.chartName, layerName, req.origin, req.names);
    scope.postMessage({ type: 'layer', jobId: req.jobId, layer }, transferables(layer));
  } catch (error) {
    scope.postMessage({ type: 'failed', jobId: req.jobId, layerName, message: String(error) });
  }
}

async function load(req: LoadChartRequest): Promise<void> {
  builder ??= import('./layerBuild');
  const { buildLayer } = await builder;
  const names = req.chartName === null ? [WORLD_CONTOUR_LAYER] : req.layers;
  let done = 0;
  let next = 0;
  scope.postMessage({ type: 'progress', jobId: req.jobId, done, total: names.length });
  const lane = async (): Promise<void> => {
    while (next < names.length && !cancelled.has(req.jobId)) {
      const layerName = names[next++] ?? '';
      await loadLayer(req, layerName, buildLayer);
      done += 1;
      if (!cancelled.has(req.jobId)) scope.postMessage({ type: 'progress', jobId: req.jobId, done, total: names.length });
    }
  };
  await Promise.all(Array.from({ length: LAYER_FETCH_CONCURRENCY }, lane));
  if (!cancelled.has(req.jobId)) scope.postMessage({ type: 'done', jobId: req.jobId });
}

scope.onmessage = (event) => {
  const req = event.data;
  if (req.type === 'cancel') cancelled.add(req.jobId);
  else void load(req);
};
