// Typed wrappers of vessel, train and camera shapes and radar echoes.
import type { GeoPoint } from '../protocol/geo';
import * as wasm from './core';

export interface VesselDimensions {
  toBowM?: number | null;
  toSternM?: number | null;
  toPortM?: number | null;
  toStarboardM?: number | null;
}

export interface VesselShape {
  kind: 'notInitialized' | 'defaultTriangle' | 'hull';
  colour: Float32Array;
  /** Closed ring [x, y, ...], x east, y north: metres for 'hull', pixels otherwise. */
  outline: Float64Array;
}

const opt = (v: number | null | undefined): number | undefined => (v === null ? undefined : v);

export function vesselShape(dims: VesselDimensions, headingDeg: number): VesselShape {
  const s = wasm.vesselShape(opt(dims.toBowM), opt(dims.toSternM), opt(dims.toPortM), opt(dims.toStarboardM), headingDeg);
  try {
    const kind = s.kind;
    if (kind !== 'notInitialized' && kind !== 'defaultTriangle' && kind !== 'hull') throw new Error(`unknown vessel shape ${kind}`);
    return { kind, colour: s.colour, outline: s.outline };
  } finally {
    s.free();
  }
}

/** The nav-status mark's rings in pixels ([] for statuses without a shape). */
export function navStatusMark(navStatus: string): Float64Array[] {
  const coords = wasm.navStatusMark(navStatus);
  const offsets = wasm.navStatusMarkOffsets(navStatus);
  const rings: Float64Array[] = [];
  for (let i = 0; i + 1 < offsets.length; i += 1) rings.push(coords.slice(2 * (offsets[i] ?? 0), 2 * (offsets[i + 1] ?? 0)));
  return rings;
}

export interface TrainInput {
  latDeg: number;
  lonDeg: number;
  azimuthDeg: number;
  sidingLengthM: number;
  trolleyCount: number;
  locoLengthM: number;
  locoWidthM: number;
  trolleyLengthM: number;
  trolleyWidthM: number;
  trolleySpacingM: number;
}

export interface TrainGeometry {
  /** One closed ring [lon, lat] x 4 per vehicle, loco first. */
  vehicles: Float64Array[];
  trainLengthM: number;
  exceedsSiding: boolean;
}

export function trainGeometry(t: TrainInput): TrainGeometry {
  const out = wasm.trainGeometry(
    t.latDeg,
    t.lonDeg,
    t.azimuthDeg,
    t.sidingLengthM,
    t.trolleyCount,
    t.locoLengthM,
    t.locoWidthM,
    t.trolleyLengthM,
    t.trolleyWidthM,
    t.trolleySpacingM,
  );
  const vehicles: Float64Array[] = [];
  for (let i = 0; i + 8 <= out.length - 2; i += 8) vehicles.push(out.slice(i, i + 8));
  return { vehicles, trainLengthM: out[out.length - 2] ?? 0, exceedsSiding: out[out.length - 1] === 1 };
}

export interface CameraCoverage {
  latDeg: number;
  lonDeg: number;
  angleMinDeg: number;
  angleMaxDeg: number;
  rangeMinM: number;
  rangeMaxM: number;
}

/** The sphere of the camera sectors (spec section 9: 6371 km; the core's CAMERA_EARTH_RADIUS_M). */
export const CAMERA_SPHERE_RADIUS_M = 6_371_000;

/** Sector outline [lon, lat, ...]: 20 arc segments on the 6371 km sphere. */
export function cameraSectorOutline(c: CameraCoverage): Float64Array {
  return wasm.cameraSectorOutline(c.latDeg, c.lonDeg, c.angleMinDeg, c.angleMaxDeg, c.rangeMinM, c.rangeMaxM);
}

export function cameraSectorContains(c: CameraCoverage, latDeg: number, lonDeg: number): boolean {
  return wasm.cameraSectorContains(c.latDeg, c.lonDeg, c.angleMinDeg, c.angleMaxDeg, c.rangeMinM, c.rangeMaxM, latDeg, lonDeg);
}

export const radarEchoCount = (displayRangeNm: number): number => wasm.radarEchoCount(displayRangeNm);

export interface Outlines {
  /** Origin-relative metres [x, y, ...]. */
  xyM: Float64Array;
  /** Vertex offset of every outline, plus the total. */
  offsets: Uint32Array;
}

export interface ViewRect {
  minXM: number;
  minYM: number;
  maxXM: number;
  maxYM: number;
}

/** Echo points [x, y, intensity, ...], deterministic for a seed. */
export function radarEchoes(hulls: Outlines, landEdges: Outlines, view: ViewRect, displayRangeNm: number, seed: number): Float32Array {
  return wasm.radarEchoes(
    hulls.xyM,
    hulls.offsets,
    landEdges.xyM,
    landEdges.offsets,
    view.minXM,
    view.minYM,
    view.maxXM,
    view.maxYM,
    displayRangeNm,
    seed,
  );
}

/** Per-vessel flags of the batch vessel layer. */
export const VESSEL_FLAGS = {
  /** Not heard for longer than its reporting rate allows: drawn crossed (lost target). */
  lost: 1,
  /** An AIS-SART, MOB device or EPIRB-AIS: the red AIS-SART symbol (a circle with a cross), on top of every target. */
  distress: 2,
  /** A SAR aircraft: an aircraft along its course. */
  sarAircraft: 4,
} as const;

/** Flat inputs of the whole vessel layer (one entry per vessel; dimsM four per vessel, NaN = missing; AIS nav status codes). */
export interface VesselBatchInput {
  latDeg: Float64Array;
  lonDeg: Float64Array;
  headingDeg: Float64Array;
  speedKn: Float64Array;
  courseDeg: Float64Array;
  dimsM: Float64Array;
  navStatus: Uint8Array;
  ids: Uint32Array;
  /** VESSEL_FLAGS per vessel. */
  flags: Uint8Array;
}

export interface VesselLayerOptions {
  origin: GeoPoint;
  /** Motion vector minutes; NaN leaves the vectors out. */
  vectorLengthMin: number;
  pickable: boolean;
  /** Symbols as outlines only, without marks or heading lines (the predicted ghost). */
  outlineOnly: boolean;
  /**
   * The scales (pixels per Mercator metre: lowest, highest) the layer is
   * drawn at until rebuilt: a vessel whose symbol is the same at all of
   * them gets only that one (absent: every scale, both symbols).
   */
  drawnScalesPxPerM?: readonly [number, number];
  /** The stationary vessels are shrunk at every range the layer is drawn at: their heading lines and marks (hidden then) are left out. */
  stationaryShrunk?: boolean;
}

/** Where each vessel's triangles are, so a pick pass can draw only those near the cursor. */
export interface VesselPickIndex {
  /** First vertex of every vessel, plus the vertex count. */
  vertexOffsets: Uint32Array;
  /** Anchor per vessel [x, y, ...], origin-relative Mercator metres (NaN when skipped). */
  anchors: Float32Array;
  /** Reach of each vessel's triangles from its anchor: Mercator metres plus pixels. */
  extentsM: Float32Array;
  extentsPx: Float32Array;
}

/** The built vessel layer: interleaved vertices (the core's vessel_vertex format, 20 bytes each), per vessel in drawing order its pick index, hull reach and id. */
export interface BuiltVesselLayer extends VesselPickIndex {
  vertices: ArrayBuffer;
  vertexCount: number;
  /** How far each vessel's hull reaches from its anchor, Mercator metres (0: none). */
  hullReachM: Float32Array;
  /** The vessels' ids in drawing order. */
  ids: Uint32Array;
}

/** Bytes per vertex of the vessel layer (the core's VERTEX_BYTES). */
export const VESSEL_VERTEX_BYTES = 20;

/** Every vessel's symbols, lines and marks in one interleaved buffer (one core call). */
export function buildVesselLayer(v: VesselBatchInput, o: VesselLayerOptions): BuiltVesselLayer {
  const layer = wasm.buildVesselLayer(
    v.latDeg,
    v.lonDeg,
    v.headingDeg,
    v.speedKn,
    v.courseDeg,
    v.dimsM,
    v.navStatus,
    v.ids,
    v.flags,
    o.origin.latDeg,
    o.origin.lonDeg,
    o.vectorLengthMin,
    o.pickable,
    o.outlineOnly,
    o.drawnScalesPxPerM?.[0] ?? 0,
    o.drawnScalesPxPerM?.[1] ?? Infinity,
    o.stationaryShrunk ?? false,
  );
  try {
    const vertices = layer.vertices;
    return {
      vertices: vertices.buffer as ArrayBuffer,
      vertexCount: vertices.length / VESSEL_VERTEX_BYTES,
      vertexOffsets: layer.vertexOffsets,
      anchors: layer.anchors,
      extentsM: layer.extentsM,
      extentsPx: layer.extentsPx,
      hullReachM: layer.hullReachM,
      ids: layer.ids,
    };
  } finally {
    layer.free();
  }
}
