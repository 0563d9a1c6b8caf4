// Messages between the main thread and the vessel worker. The worker owns
// the vessels stream (socket, JSON, merge per id, expiry) and builds the
// vessel layer; the main thread only uploads what it gets and asks for the
// one vessel record it shows. The layer it builds is the chart's
// PackedVesselLayer (chart/layers/vessels/vesselSource.ts).
import type { GeoPoint } from '../../../protocol/geo';
import type { GeoBbox } from '../../chart/enc/workerProtocol';
import type { PackedVesselLayer } from '../../chart/layers/vessels/vesselSource';
import type { LiveVessel } from '../vesselTable';
import type { LineBuffers } from '../../chart/layers/line/lineProgram';
import type { PictureAnswer, PictureRequest } from './picturePipeline';
import type { RadarRequest } from './radarPipeline';
import type { TrailsRequest } from './trailsPipeline';

export type VesselWorkerRequest =
  /** Open the vessels stream on the page's host (and keep it open: reconnect 1 s after close). */
  | { type: 'connect'; location: { protocol: string; host: string } }
  /** Close the stream and forget every vessel (signed out). */
  | { type: 'disconnect' }
  /** How the layer is built; hidden vessels are not built, nor those outside `area` ([west, south, east, north]; null: none left out); a vessel's symbol that cannot show at the area's scales is left out. */
  | { type: 'layerOptions'; visible: boolean; vectorLengthMin: number; origin: GeoPoint; area: GeoBbox | null; drawnScalesPxPerM: readonly [number, number] | null; stationaryShrunk: boolean }
  /** The main thread uploaded layer `buildId`, which took it `mainMs` (the next build waits for this). */
  | { type: 'uploaded'; buildId: number; mainMs: number }
  /** Send the record of this vessel now and on every update (null: none). */
  | { type: 'watch'; id: number | null }
  /** The blacklisted MMSIs: their vessels leave the table at once and are never merged again. */
  | { type: 'blacklist'; mmsis: string[] }
  /** Replay: fetch and parse the history's picture at a moment, keep its vessels, answer with the rest ('picture'). */
  | { type: 'picture'; request: PictureRequest }
  /** Replay: the table becomes the vessels of picture `id` (the stream closes until 'live'; no expiry). */
  | { type: 'replay'; id: number }
  /** Back to the stream after a replay (the table is emptied and the stream opened again). */
  | { type: 'live' }
  /** Every vessel's trail of a window from the history, around the layer's area (null: off). */
  | { type: 'trails'; request: TrailsRequest | null }
  /** Build the radar picture of this view, again on every fleet change (null: the radar is off). */
  | { type: 'radar'; request: RadarRequest | null };

export type VesselWorkerMessage =
  | { type: 'layer'; buildId: number; layer: PackedVesselLayer }
  /** The table changed: the ids of all its vessels (count and pick lookup). */
  | { type: 'table'; ids: Uint32Array }
  /** The watched vessel's record (null: not in the table). */
  | { type: 'vessel'; id: number; vessel: LiveVessel | null }
  /** The radar's echoes [x, y, intensity, ...] (origin-relative Mercator metres) for request `id`. */
  | { type: 'radar'; id: number; echoes: Float32Array }
  /** The trails of request `id` as one line layer (null: none in the area). */
  | { type: 'trails'; id: number; buffers: LineBuffers | null }
  /** A replay picture without its vessels (kept in the worker), or why there is none. */
  | ({ type: 'picture' } & PictureAnswer)
  | { type: 'error'; message: string };

/** The requests the vessel pipeline handles (the others go to the radar, trails and picture pipelines). */
export type VesselPipelineRequest = Exclude<VesselWorkerRequest, { type: 'radar' | 'trails' | 'picture' | 'replay' }>;

export function layerTransferables(l: PackedVesselLayer): ArrayBuffer[] {
  const all = [l.vertices, ...[l.vertexOffsets, l.anchors, l.extentsM, l.extentsPx, l.hullReachM, l.ids].map((a) => a.buffer)];
  return [...new Set(all)].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer && b.byteLength > 0);
}
