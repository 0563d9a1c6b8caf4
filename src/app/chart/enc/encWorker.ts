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

async function load(req: LoadChartRequest): Promise<void> {
  builder ??= import('./layerBuild');
  const { buildLayer } = await builder;
  const names = req.chartName === null ? [WORLD_CONTOUR_LAYER] : req.layers;
  let done = 0;
  scope.postMessage({ type: 'progress', jobId: req.jobId, done, total: names.length });
  for (const layerName of names) {
    if (cancelled.has(req.jobId)) return;
    const url = req.chartName === null ? worldContourUrl(req.theme) : chartLayerUrl(req.chartName, layerName, req.theme, req.depthWhenWhiteM);
    try {
      const res = await fetch(url, { headers: req.token ? { Authorization: `Bearer ${req.token}` } : {} });
      if (!res.ok) {
        scope.postMessage({ type: 'httpError', jobId: req.jobId, layerName, status: res.status });
      } else {
        const layer = buildLayer((await res.json()) as ChartFeatureCollection, req.chartName, layerName, req.origin);
        if (cancelled.has(req.jobId)) return;
        scope.postMessage({ type: 'layer', jobId: req.jobId, layer }, transferables(layer));
      }
    } catch (error) {
      scope.postMessage({ type: 'failed', jobId: req.jobId, layerName, message: String(error) });
    }
    done += 1;
    scope.postMessage({ type: 'progress', jobId: req.jobId, done, total: names.length });
  }
  scope.postMessage({ type: 'done', jobId: req.jobId });
}

scope.onmessage = (event) => {
  const req = event.data;
  if (req.type === 'cancel') cancelled.add(req.jobId);
  else void load(req);
};
