// The chart's ENC path and world contour map, wired once by startChart: the
// chart worker and its client, the symbol atlas, the best-cell ranking, the
// coastline layer with its view requests, and the attachments that load
// and drop cells as the view needs them. The view reaches both through a
// follower (at once for the first view, then debounced).
import { worldContourColour } from '../../../protocol/worldContour';
import { parseHexColour } from '../../../wasm/geometry';
import { browserTimers } from '../../lib/timers';
import { gpuBuffers } from '../gl/buffers';
import { CoastlineLayer } from '../layers/coastline/coastlineLayer';
import { fillBytes } from '../layers/fill/fillProgram';
import type { ChartRenderer } from '../render/chartRenderer';
import { WORLD_CONTOUR_ORDER } from '../render/drawOrder';
import type { ChartView } from '../viewMath';
import { ChartAttachments, type LoadProgress } from './chartAttachments';
import { CellRanking, WORLD_CONTOUR_STATE } from './cellRanking';
import { ChartLayerGroups } from './chartLayerGroups';
import { featureColourBytes } from './featureColours';
import { coverageMaskJob, encLayerJob, maskGroup } from './encLayers';
import { ATLAS_SIZE_PX, SymbolAtlas, browserSymbolSource } from './symbolAtlas';
import { SymbolWorkerClient } from './symbolWorkerClient';
import { viewBoxOf } from './viewBox';
import { ViewFollower } from './viewFollower';
import { ChartWorkerClient } from './workerClient';
import { WorldContourViews, type CoastSink } from './worldContourViews';

/** View changes reach the data loading after this much quiet, at least this often during a gesture. */
export const VIEW_QUIET_MS = 150;
export const VIEW_MAX_WAIT_MS = 500;
/** The upload group of coastline tiles (dropped together when the world contour map detaches). */
const COAST_GROUP = 'coastline';

export interface ChartSetOptions {
  token: () => string | null;
  onProgress: (p: LoadProgress) => void;
  /** The data attribution the chart must show (the coastline's ODbL), null when none. */
  onAttribution: (text: string | null) => void;
}

export interface ChartSetHost {
  renderer: ChartRenderer;
  view: () => ChartView;
  onViewChange: (fn: () => void) => () => void;
  invalidate: () => void;
}

/** What the debug hook reads of the chart set. */
export interface ChartSetDebug {
  attached: string[];
  /** Cells whose layers the worker has built. */
  loaded: string[];
  /** Cells drawn: every layer uploaded and the coverage mask in place. */
  shown: string[];
  loading: string[];
  /** Cells whose last load ended with no layer and a failure. */
  failed: string[];
  /** Upload jobs waiting (layers, tiles). */
  pendingUploads: number;
  coastline: { keys: number; vertices: number; requests: number; maxFrameVertices: number };
  gpuBufferBytes: number;
}

export interface ChartSet {
  maps: ChartAttachments;
  /** Fetches these point symbols again (after a symbol upload or delete). */
  refreshSymbols(names: readonly string[]): Promise<void>;
  debug(): ChartSetDebug;
  dispose(): void;
}

function coastSink(renderer: ChartRenderer, layer: CoastlineLayer, invalidate: () => void): CoastSink {
  return {
    heldKeys: () => layer.heldKeys(),
    showView: (view, shown) => {
      for (const tile of view.tiles)
        renderer.queueUpload({
          group: COAST_GROUP,
          label: `coast:${tile.key}`,
          bytes: tile.fill ? fillBytes(tile.fill) : 0,
          // Not drawn before the view is shown: no frame needed.
          run: () => {
            layer.addTile(tile.key, tile.fill, tile.vertices);
            return false;
          },
        });
      renderer.queueUpload({
        group: COAST_GROUP,
        label: 'coast:view',
        bytes: 0,
        run: () => {
          layer.show(view.keys);
          invalidate();
          shown();
        },
      });
    },
    clear: () => {
      renderer.removeGroup(COAST_GROUP);
      layer.clear();
      invalidate();
    },
    recolour: (theme) => {
      if (layer.setColour(featureColourBytes([worldContourColour(theme)], parseHexColour))) invalidate();
    },
  };
}

export function startChartSet(host: ChartSetHost, { token, onProgress, onAttribution }: ChartSetOptions): ChartSet {
  const { renderer, invalidate } = host;
  const ctx = renderer.context;
  const atlasCanvas = document.createElement('canvas');
  atlasCanvas.width = ATLAS_SIZE_PX;
  atlasCanvas.height = ATLAS_SIZE_PX;
  const symbolWorker = new Worker(new URL('./symbolWorker.ts', import.meta.url), { type: 'module' });
  const atlas = new SymbolAtlas(browserSymbolSource(atlasCanvas, new SymbolWorkerClient(symbolWorker), token));
  const worker = new Worker(new URL('./encWorker.ts', import.meta.url), { type: 'module' });
  const client = new ChartWorkerClient(worker);
  const ranking = new CellRanking();
  const coastline = new CoastlineLayer(ctx, WORLD_CONTOUR_ORDER, WORLD_CONTOUR_STATE);
  renderer.addLayer(coastline);
  const world = new WorldContourViews({ worker: client, sink: coastSink(renderer, coastline, invalidate), token, origin: ctx.origin, onAttribution, onError: (m) => console.error(m) });
  const add = (layer: Parameters<ChartRenderer['addLayer']>[0]) => renderer.addLayer(layer);
  const groups = new ChartLayerGroups(
    {
      queueUpload: (job) => renderer.queueUpload(job),
      addLayer: add,
      removeGroup: (group) => renderer.removeGroup(group),
      invalidate,
      reserveFrame: (forMs) => renderer.reserveFrame(performance.now(), forMs),
      releaseFrame: () => renderer.releaseFrame(),
    },
    (built, group, addTo, shown) => encLayerJob(ctx, built, atlas, ranking, addTo, group, shown),
  );
  const maps = new ChartAttachments({
    worker: client,
    sink: {
      addLayer: (built, load, staged) => groups.addLayer(built, load, staged),
      // A cell not drawn yet is drawn once its mask joins (chartComplete): its first load's swap shows nothing.
      reveal: (name, load, shown) => groups.reveal(name, load, shown, name === null || ranking.isShown(name)),
      expectColours: () => groups.expectColours(),
      recolour: (load, layerName, colours) => groups.recolour(load, layerName, colours),
      applyColours: (loads, alongside, done) => groups.applyColours(loads, alongside, done),
      dropLoad: (load) => groups.dropLoad(load),
      chartComplete: (name, mask) =>
        renderer.queueUpload(
          coverageMaskJob(ctx, name, mask, ranking, add, () => {
            ranking.show(name);
            invalidate();
          }),
        ),
      removeChart: (name) => {
        ranking.hide(name);
        groups.removeChart(name);
        renderer.removeGroup(maskGroup(name));
        invalidate();
      },
    },
    ranking,
    world,
    token,
    origin: ctx.origin,
    onProgress,
    ...browserTimers,
  });
  const follower = new ViewFollower(
    () => {
      const box = viewBoxOf(host.view());
      if (!box) return;
      world.viewChanged(box);
      maps.viewChanged(box);
    },
    VIEW_QUIET_MS,
    VIEW_MAX_WAIT_MS,
    browserTimers,
  );
  const unsubscribe = host.onViewChange(() => follower.changed());
  return {
    maps,
    refreshSymbols: (names) => atlas.refresh(names),
    debug: () => ({
      attached: maps.attachedCharts,
      loaded: maps.loadedCharts,
      shown: ranking.shownCells,
      loading: maps.loadingCharts,
      failed: maps.failedCharts,
      pendingUploads: renderer.pendingUploads,
      coastline: { keys: coastline.keys.length, vertices: coastline.vertices, requests: world.requests, maxFrameVertices: ctx.stats.maxFrameVertices.coastline ?? 0 },
      gpuBufferBytes: gpuBuffers.bytes,
    }),
    dispose: () => {
      unsubscribe();
      follower.cancel();
      maps.signOut();
      worker.terminate();
      symbolWorker.terminate();
    },
  };
}

