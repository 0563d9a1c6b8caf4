// What the vessel layer draws and where it gets it: a layer built off the
// main thread (by the app's vessel worker, src/app/live/worker/), packed
// for upload with its pick index, taken once when new; the layer tells the
// source how to build (shown, vector length, origin, the area around the
// view) and when it has uploaded a build.
import type { GeoPoint } from '../../../../protocol/geo';
import type { BuiltVesselLayer } from '../../../../wasm/shapes';
import type { GeoBbox } from '../../enc/workerProtocol';

/** The vessel layer as built: interleaved vertices, pick index, hull reach and id per vessel (in drawing order). */
export type PackedVesselLayer = BuiltVesselLayer;

/** How the vessel layer is to be built. */
export interface VesselLayerRequest {
  visible: boolean;
  vectorLengthMin: number;
  origin: GeoPoint;
  /** Only the vessels in this [west, south, east, north] box are built (null: all). */
  area: GeoBbox | null;
  /** The scales the area is drawn at (pixels per Mercator metre: lowest, highest; VesselArea); null: every scale. */
  drawnScalesPxPerM: readonly [number, number] | null;
  /** The stationary vessels are shrunk at every range the area is drawn at (their heading lines and marks hidden). */
  stationaryShrunk: boolean;
}

export interface VesselLayerSource {
  /** Tells the builder how to build (called every frame; passed on only on change). */
  setLayerOptions(next: VesselLayerRequest): void;
  /** When the newest built layer arrived (monotonic ms), or null when none waits. */
  readonly pendingSinceMs: number | null;
  /** The newest built layer, once; `uploaded` follows its upload. */
  takeLayer(): { buildId: number; layer: PackedVesselLayer } | null;
  /** Layer `buildId` is uploaded; it took `mainMs` of main thread (the next build waits for this). */
  uploaded(buildId: number, mainMs: number): void;
  /** Main-thread ms spent on the builder's messages so far (benchmarks). */
  readonly messageMs: number;
}
