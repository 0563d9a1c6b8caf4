// The chart worker: fetches from the chart engine and builds GPU buffers
// with the WASM core off the main thread — a cell's layers (each posted as
// soon as it is built), a cell's new colours for another theme or depth, a
// cell's coverage (tessellated for the stencil mask) and the world contour
// map's tiles of a view. Typed arrays are transferred. It keeps each built
// layer's per-vertex feature indices, so a theme or depth change only
// fetches the features' colours (of all a cell's layers in one request) and posts new colours
// (featureColours.ts). The core is imported without a top-level await so
// the message handler exists from the first message on (a module worker's
// top-level await would drop early messages), but at once: the worker starts
// with the chart, before sign-in, so the WASM module is compiled by the time
// the first world contour view arrives.
import { MAX_COLOUR_LAYERS, type ChartCoverage, type ChartFeatureCollection, type ChartFeatureColours, type ChartLayersColours } from '../../../protocol/chart';
import { chartCoverageUrl, chartLayerUrl, chartLayersColoursUrl, worldContourUrl, worldContourViewUrl } from './chartUrls';
import type { FeatureColourSet, LayerRecolourData } from './featureColours';
import {
  coastViewTransferables,
  colourTransferables,
  coverageTransferables,
  transferables,
  type CoastViewRequest,
  type CoverageRequest,
  type LoadChartRequest,
  type RecolourRequest,
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
/** Per cell and layer: what recolouring the built layer needs. */
const recolourData = new Map<string, LayerRecolourData>();
const dataKey = (chartName: string, layerName: string): string => `${chartName}\u0000${layerName}`;

/** Layers of one chart fetched at the same time (they are drawn in cscl/layer order whatever the arrival order). */
export const LAYER_FETCH_CONCURRENCY = 4;
/** The layer name errors of a colours request are logged under. */
const COLOURS_LAYER = 'colours';
/** HTTP status of a view answer when the server has no coastline store (the whole map is used instead). */
const NO_COASTLINE_STORE = 503;

const headers = (token: string | null): HeadersInit => (token ? { Authorization: `Bearer ${token}` } : {});

/** Fetches a JSON answer; undefined after an HTTP error (posted) or when the job was cancelled. */
async function fetchJson<T>(req: { jobId: number; token: string | null }, layerName: string, url: string): Promise<T | undefined> {
  const res = await fetch(url, { headers: headers(req.token) });
  if (!res.ok) {
    scope.postMessage({ type: 'httpError', jobId: req.jobId, layerName, status: res.status });
    return undefined;
  }
  const answer = (await res.json()) as T;
  return cancelled.has(req.jobId) ? undefined : answer;
}

async function loadLayer(req: LoadChartRequest, layerName: string, b: Builders): Promise<void> {
  const collection = await fetchJson<ChartFeatureCollection>(req, layerName, chartLayerUrl(req.chartName, layerName, req.theme, req.depthWhenWhiteM));
  if (!collection) return;
  const { layer, recolour } = b.buildLayer(collection, req.chartName, layerName, req.origin, req.names);
  recolourData.set(dataKey(req.chartName, layerName), recolour);
  scope.postMessage({ type: 'layer', jobId: req.jobId, layer }, transferables(layer));
}

/** The colour set of one layer's answer; null for an answer without colours. */
function colourSet(answer: ChartFeatureColours | undefined): FeatureColourSet | null {
  if (!Array.isArray(answer?.colors)) return null;
  return { colours: answer.colors, lineColours: answer.line_colors ?? [], textColours: answer.text_colors ?? [] };
}

/**
 * A cell's new colours: the colours of every layer drawn come in one
 * answer (GET /chart-engine/colours: one request, not one per layer), then
 * each layer's colours are posted, or 'recolourMissed' when the answer no
 * longer fits what was built. After an HTTP error the layers keep their colours.
 */
async function recolourChart(req: RecolourRequest): Promise<void> {
  const total = req.layers.length;
  try {
    const b = await load();
    scope.postMessage({ type: 'progress', jobId: req.jobId, done: 0, total });
    // Nothing drawn of a layer (no features, or it failed to load): nothing to recolour.
    const drawn = req.layers.flatMap((layerName) => {
      const data = recolourData.get(dataKey(req.chartName, layerName));
      return data && (data.fill !== null || data.lines.length > 0 || data.text !== null) ? [{ layerName, data }] : [];
    });
    for (let start = 0; start < drawn.length && !cancelled.has(req.jobId); start += MAX_COLOUR_LAYERS) {
      const part = drawn.slice(start, start + MAX_COLOUR_LAYERS);
      const url = chartLayersColoursUrl(
        req.chartName,
        part.map((l) => l.layerName),
        req.theme,
        req.depthWhenWhiteM,
      );
      const answer = await fetchJson<ChartLayersColours>(req, COLOURS_LAYER, url);
      if (!answer) return;
      part.forEach(({ layerName, data }, i) => {
        const set = colourSet(answer.layers[i]);
        const colours = set && b.recolourBuiltLayer(data, set);
        if (colours) scope.postMessage({ type: 'colours', jobId: req.jobId, layerName, colours }, colourTransferables(colours));
        else scope.postMessage({ type: 'recolourMissed', jobId: req.jobId, layerName });
      });
    }
  } catch (error) {
    scope.postMessage({ type: 'failed', jobId: req.jobId, layerName: COLOURS_LAYER, message: String(error) });
  } finally {
    if (!cancelled.has(req.jobId)) {
      scope.postMessage({ type: 'progress', jobId: req.jobId, done: total, total });
      scope.postMessage({ type: 'done', jobId: req.jobId });
    }
  }
}

/** Runs `each` over the job's layers, 4 at a time, with progress and a final 'done'. */
async function run(req: LoadChartRequest, each: (layerName: string, b: Builders) => Promise<void>): Promise<void> {
  const b = await load();
  const names = req.layers;
  let done = 0;
  let next = 0;
  scope.postMessage({ type: 'progress', jobId: req.jobId, done, total: names.length });
  const lane = async (): Promise<void> => {
    while (next < names.length && !cancelled.has(req.jobId)) {
      const layerName = names[next++] ?? '';
      try {
        await each(layerName, b);
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

async function loadCoverage(req: CoverageRequest): Promise<void> {
  const layerName = 'M_COVR';
  try {
    const coverage = await fetchJson<Partial<ChartCoverage>>(req, layerName, chartCoverageUrl(req.chartName));
    if (!coverage) return;
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
      void run(req, (layerName, b) => loadLayer(req, layerName, b));
      break;
    case 'recolour':
      void recolourChart(req);
      break;
    case 'coverage':
      void loadCoverage(req);
      break;
    case 'coastView':
      void loadCoastView(req);
      break;
  }
};

/** Glyphs rasterised ahead per step, and the pause between steps (a job's message never waits for more than one step). */
const GLYPH_WARM_STEP = 4;
const GLYPH_WARM_PAUSE_MS = 25;

/**
 * The common characters rasterised while the worker has nothing else to do
 * (a few at a time), so the first cell's texts find them in the atlas
 * instead of drawing them in the middle of its load.
 */
function warmGlyphs(b: Builders, from = 0): void {
  if (from >= b.COMMON_GLYPHS.length) return;
  try {
    b.rasteriseGlyphs(b.COMMON_GLYPHS.slice(from, from + GLYPH_WARM_STEP));
  } catch (error) {
    // No glyphs ahead then; a text's build draws its own (and reports its layer if that fails too).
    console.error(String(error));
    return;
  }
  setTimeout(() => warmGlyphs(b, from + GLYPH_WARM_STEP), GLYPH_WARM_PAUSE_MS);
}

// Compile the core now (while the operator signs in), not at the first answer; then the common glyphs.
void load()
  .then((b) => warmGlyphs(b))
  .catch((error: unknown) => console.error(String(error)));
