// The vessel worker: the vessels stream, the fleet and the layer builds off
// the main thread (vesselPipeline.ts), and the radar's echoes, which need
// the fleet (radarPipeline.ts), and every vessel's recent trail from the
// history (trailsPipeline.ts); the buffers are transferred. A replay's
// pictures are fetched and parsed here too (picturePipeline.ts): the main
// thread gets them without their vessels.
// The WASM core is imported lazily so the message handler exists from the
// first message on and no early message is lost.
import { PicturePipeline } from './picturePipeline';
import { RadarLand } from './radarLand';
import { RadarPipeline } from './radarPipeline';
import { TrailsPipeline, trailTransferables } from './trailsPipeline';
import { VesselPipeline } from './vesselPipeline';
import type { VesselWorkerMessage, VesselWorkerRequest } from './vesselWorkerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<VesselWorkerRequest>) => void) | null;
  postMessage(message: VesselWorkerMessage, transfer?: Transferable[]): void;
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(timer: number): void;
}
const scope = self as unknown as WorkerScope;
let builder: Promise<typeof import('./vesselLayerBuild')> | null = null;
let radarBuilder: Promise<typeof import('./radarEchoes')> | null = null;
let trailBuilder: Promise<typeof import('./trailBuild')> | null = null;
const land = new RadarLand({ fetch: (url, init) => fetch(url, init), now: () => performance.now() });
/** The core's echoes keep this seed (steady between rebuilds); the clutter changes per build. */
const RADAR_ECHO_SEED = 1;

const pipeline = new VesselPipeline({
  open: (url) => new WebSocket(url),
  setTimer: (fn, ms) => scope.setTimeout(fn, ms),
  clearTimer: (timer) => scope.clearTimeout(timer as number),
  now: () => performance.now(),
  clock: () => Date.now(),
  post: (message, transfer) => scope.postMessage(message, transfer),
  build: async (vessels, options, nowMs) => {
    builder ??= import('./vesselLayerBuild');
    const { buildPackedVesselLayer } = await builder;
    return buildPackedVesselLayer(vessels.values(), vessels.size, options, nowMs);
  },
  tableChanged: () => radar.tableChanged(),
});

const radar = new RadarPipeline({
  now: () => performance.now(),
  setTimer: (fn, ms) => scope.setTimeout(fn, ms),
  clearTimer: (timer) => scope.clearTimeout(timer as number),
  post: (id, echoes) => scope.postMessage({ type: 'radar', id, echoes }, [echoes.buffer as ArrayBuffer]),
  build: async (request, build) => {
    radarBuilder ??= import('./radarEchoes');
    const [{ buildRadarEchoes }, coast] = await Promise.all([radarBuilder, land.around(request.view.centre, request.view.rangeNm, request.token)]);
    return buildRadarEchoes(pipeline.table.vessels.values(), request.view, coast, request.origin, RADAR_ECHO_SEED, build);
  },
});

const trails = new TrailsPipeline({
  fetch: (url, init) => fetch(url, init),
  build: async (tracks, rgba, origin, area) => {
    trailBuilder ??= import('./trailBuild');
    const { buildTrailBuffers } = await trailBuilder;
    return buildTrailBuffers(tracks, rgba, origin, area);
  },
  view: () => pipeline.layerView(),
  post: (id, buffers) => scope.postMessage({ type: 'trails', id, buffers }, buffers ? trailTransferables(buffers) : []),
  error: (message) => scope.postMessage({ type: 'error', message }),
});

const pictures = new PicturePipeline({
  fetch: (url, init) => fetch(url, init),
  post: (answer) => scope.postMessage({ type: 'picture', ...answer }),
});

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'radar') radar.set(request.request);
  else if (request.type === 'trails') trails.set(request.request);
  else if (request.type === 'picture') void pictures.fetch(request.request);
  else if (request.type === 'replay') {
    const vessels = pictures.take(request.id);
    if (vessels) pipeline.showPicture(vessels);
    else scope.postMessage({ type: 'error', message: `replay: picture ${request.id} is not kept` });
  } else {
    if (request.type === 'live' || request.type === 'disconnect') pictures.drop();
    pipeline.handle(request);
  }
};
