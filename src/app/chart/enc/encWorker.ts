// The chart worker: fetches from the chart engine and builds GPU buffers
// with the WASM core off the main thread — a cell's layers (each posted as
// soon as it is built), a cell's coverage (tessellated for the stencil
// mask) and the world contour map's tiles of a view. Typed arrays are
// transferred. The core is imported lazily so the message handler exists
// from the first message on (a module worker's top-level await would drop
// early messages).
import type { ChartCoverage, ChartFeatureCollection } from '../../../protocol/chart';
import { chartCoverageUrl, chartLayerUrl, worldContourUrl, worldContourViewUrl } from './chartUrls';
import {
  coastViewTransferables,
  coverageTransferables,
  transferables,
  type CoastViewRequest,
  type CoverageRequest,
  type LoadChartRequest,
  type WorkerRequest,
  type WorkerResponse,
} from './workerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;
const cancelled = new Set<number>();
type Builders = typeof import('./workerBuilders');
let builders: Promise<Builders> | null = null;
const load = (): Promise<Builders> => (builders ??= import('./workerBuilders'));

/** Layers of one chart fetched at the same time (they are drawn in cscl/layer order whatever the arrival order). */
export const LAYER_FETCH_CONCURRENCY = 4;
/** HTTP status of a view answer when the server has no coastline store (the whole map is used instead). */
const NO_COASTLINE_STORE = 503;

const headers = (token: string | null): HeadersInit => (token ? { Authorization: `Bearer ${token}` } : {});

async function loadLayer(req: LoadChartRequest, layerName: string, b: Builders): Promise<void> {
  try {
    const res = await fetch(chartLayerUrl(req.chartName, layerName, req.theme, req.depthWhenWhiteM), { headers: headers(req.token) });
    if (!res.ok) {
      scope.postMessage({ type: 'httpError', jobId: req.jobId, layerName, status: res.status });
      return;
    }
    const collection = (await res.json()) as ChartFeatureCollection;
    if (cancelled.has(req.jobId)) return;
    const layer = b.buildLayer(collection, req.chartName, layerName, req.origin);
    scope.postMessage({ type: 'layer', jobId: req.jobId, layer }, transferables(layer));
  } catch (error) {
    scope.postMessage({ type: 'failed', jobId: req.jobId, layerName, message: String(error) });
  }
}

async function loadChart(req: LoadChartRequest): Promise<void> {
  const b = await load();
  const names = req.layers;
  let done = 0;
  let next = 0;
  scope.postMessage({ type: 'progress', jobId: req.jobId, done, total: names.length });
  const lane = async (): Promise<void> => {
    while (next < names.length && !cancelled.has(req.jobId)) {
      const layerName = names[next++] ?? '';
      await loadLayer(req, layerName, b);
      done += 1;
      if (!cancelled.has(req.jobId)) scope.postMessage({ type: 'progress', jobId: req.jobId, done, total: names.length });
    }
  };
  await Promise.all(Array.from({ length: LAYER_FETCH_CONCURRENCY }, lane));
  if (!cancelled.has(req.jobId)) scope.postMessage({ type: 'done', jobId: req.jobId });
}

async function loadCoverage(req: CoverageRequest): Promise<void> {
  const layerName = 'M_COVR';
  try {
    const res = await fetch(chartCoverageUrl(req.chartName), { headers: headers(req.token) });
    if (!res.ok) {
      scope.postMessage({ type: 'httpError', jobId: req.jobId, layerName, status: res.status });
      return;
    }
    const coverage = (await res.json()) as Partial<ChartCoverage>;
    if (cancelled.has(req.jobId)) return;
    const built = (await load()).buildCoverage(coverage, req.chartName, req.origin);
    scope.postMessage({ type: 'coverage', jobId: req.jobId, coverage: built }, coverageTransferables(built));
  } catch (error) {
    scope.postMessage({ type: 'failed', jobId: req.jobId, layerName, message: String(error) });
  } finally {
    if (!cancelled.has(req.jobId)) scope.postMessage({ type: 'done', jobId: req.jobId });
  }
}

async function loadCoastView(req: CoastViewRequest): Promise<void> {
  const layerName = 'WORLD_CONTOUR';
  try {
    let res = await fetch(worldContourViewUrl(req.bbox, req.rangeNm, req.theme), { headers: headers(req.token) });
    if (res.status === NO_COASTLINE_STORE) res = await fetch(worldContourUrl(req.theme), { headers: headers(req.token) });
    if (!res.ok) {
      scope.postMessage({ type: 'httpError', jobId: req.jobId, layerName, status: res.status });
      return;
    }
    const answer = (await res.json()) as ChartFeatureCollection;
    if (cancelled.has(req.jobId)) return;
    const view = (await load()).buildCoastView(answer, req.bbox, new Set(req.held), req.origin);
    scope.postMessage({ type: 'coastView', jobId: req.jobId, view }, coastViewTransferables(view));
  } catch (error) {
    scope.postMessage({ type: 'failed', jobId: req.jobId, layerName, message: String(error) });
  } finally {
    if (!cancelled.has(req.jobId)) scope.postMessage({ type: 'done', jobId: req.jobId });
  }
}

scope.onmessage = (event) => {
  const req = event.data;
  if (req.type === 'cancel') cancelled.add(req.jobId);
  else if (req.type === 'load') void loadChart(req);
  else if (req.type === 'coverage') void loadCoverage(req);
  else void loadCoastView(req);
};
