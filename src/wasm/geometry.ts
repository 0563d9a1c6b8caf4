// Typed wrappers of the geometry bindings: batch projection, the geo
// reference, fill and line layers (one set of typed arrays per layer, ready
// for gl.bufferData), a mesh's triangles in runs by area, colours and dash
// patterns.
import type { GeoPoint } from '../protocol/geo';
import * as wasm from './core';

export {
  buildFillLayer,
  buildFillLayerInPlace,
  FillLayerInput,
  inputSizes,
  PolygonTessellator,
  wasmU32,
  type FeatureInputSizes,
  type FillEngineName,
} from './fill';

/** The buffers of one chart layer (see crates/traxis-core/src/layer.rs). */
export interface LayerBuffers {
  /** x, y per vertex: Mercator metres relative to the layer origin. */
  positions: Float32Array;
  indices: Uint32Array;
  /** RGBA bytes per vertex. */
  colours: Uint8Array;
  /** RGBA bytes per vertex for the id (picking) pass. */
  pickColours: Uint8Array;
  featureIds: Uint32Array;
  /** [firstIndex, indexCount] per feature. */
  featureRanges: Uint32Array;
  /** Lines only: extrusion x, y per vertex, in half widths. */
  extrusions: Float32Array;
  /** Lines only: distance along the line per vertex, metres. */
  distancesM: Float32Array;
  /** Lines only: 0 solid, 1 dashed, 2 dotted. */
  styleIds: Uint8Array;
  /** Features that could not be built (e.g. non-finite coordinates). */
  skippedFeatures: Uint32Array;
}

/** Flat feature input: all coordinates in one array, offsets per ring and per feature. */
export interface FeatureInput {
  coords: Float64Array;
  /** Vertex offset of every ring, plus the vertex count at the end. */
  ringOffsets: Uint32Array;
  /** Ring offset of every feature, plus the ring count at the end. */
  featureRingOffsets: Uint32Array;
  /** RGBA per feature (components above 1 are taken as 0-255). */
  coloursRgba: Float32Array;
  /** Pick id per feature (1..2^24 - 1). */
  featureIds: Uint32Array;
}

/** Where the coordinates are: lon/lat degrees with an origin position, or planar metres with an origin point. */
export type LayerOrigin = GeoPoint | { xM: number; yM: number };

function originArgs(origin: LayerOrigin): [boolean, number, number] {
  return 'latDeg' in origin ? [true, origin.latDeg, origin.lonDeg] : [false, origin.xM, origin.yM];
}

function takeLayer(layer: wasm.Layer): LayerBuffers {
  try {
    return {
      positions: layer.positions,
      indices: layer.indices,
      colours: layer.colours,
      pickColours: layer.pickColours,
      featureIds: layer.featureIds,
      featureRanges: layer.featureRanges,
      extrusions: layer.extrusions,
      distancesM: layer.distancesM,
      styleIds: layer.styleIds,
      skippedFeatures: layer.skippedFeatures,
    };
  } finally {
    layer.free();
  }
}

/** Strokes polylines (every ring of a feature) into one line layer of screen-constant width. */
export function buildLineLayer(input: FeatureInput, styleIds: Uint8Array, closed: boolean, origin: LayerOrigin): LayerBuffers {
  const [lonLat, a, b] = originArgs(origin);
  return takeLayer(
    wasm.buildLineLayer(
      input.coords,
      input.ringOffsets,
      input.featureRingOffsets,
      input.coloursRgba,
      input.featureIds,
      styleIds,
      closed,
      lonLat,
      a,
      b,
    ),
  );
}

/** A mesh's triangles in runs by area (crates/traxis-core/src/draw_ranges.rs). */
export interface TriangleRuns {
  /** The triangles' indices reordered by area. */
  indices: Uint32Array;
  /** minX, minY, maxX, maxY per run (origin-relative Mercator metres). */
  bounds: Float32Array;
  /** Each run's first index. */
  starts: Uint32Array;
  /** Each run's number of indices. */
  counts: Uint32Array;
}

/** A large mesh's triangles (3 indices each into x, y `positions`) sorted into runs by area; null for a mesh small enough to draw whole. */
export function binTriangles(positions: Float32Array, indices: Uint32Array): TriangleRuns | null {
  const runs = wasm.binTriangles(positions, indices);
  if (!runs) return null;
  try {
    return { indices: runs.indices, bounds: runs.bounds, starts: runs.starts, counts: runs.counts };
  } finally {
    runs.free();
  }
}

/** [lon, lat, ...] degrees to f32 Mercator metres relative to the origin's projection. */
export function projectLonLatRelative(lonLatDeg: Float64Array, originLatDeg: number, originLonDeg: number): Float32Array {
  return wasm.projectLonLatRelative(lonLatDeg, originLatDeg, originLonDeg);
}

/** Origin-relative Mercator metres [x, y, ...] back to [lon, lat, ...] degrees. */
export function unprojectRelative(xyM: Float64Array, originLatDeg: number, originLonDeg: number): Float64Array {
  return wasm.unprojectRelative(xyM, originLatDeg, originLonDeg);
}

/** The spec's geo reference, derived values. */
export interface GeoReferenceValues {
  displayedRangeNm: number;
  pixelsPerM: number;
  pixelsPerMercatorM: number;
  vectorLength: number;
  originXM: number;
  originYM: number;
}

export function geoReference(
  refLatDeg: number,
  refLonDeg: number,
  initialRangeNm: number,
  sceneScale: number,
  screenWidthPx: number,
  screenHeightPx: number,
): GeoReferenceValues {
  const v = wasm.geoReference(refLatDeg, refLonDeg, initialRangeNm, sceneScale, screenWidthPx, screenHeightPx);
  const [displayedRangeNm = NaN, pixelsPerM = NaN, pixelsPerMercatorM = NaN, vectorLength = NaN, originXM = NaN, originYM = NaN] = v;
  return { displayedRangeNm, pixelsPerM, pixelsPerMercatorM, vectorLength, originXM, originYM };
}

/** A hex colour as [r, g, b, a] in 0..1; invalid strings give red. */
export function parseHexColour(text: string): Float32Array {
  return wasm.parseHexColour(text);
}

/** Normalises a colour whose components may be 0-255. */
export function normaliseColour(r: number, g: number, b: number, a: number): Float32Array {
  return wasm.normaliseColour(r, g, b, a);
}

export const LINE_STYLE = { solid: 0, dashed: 1, dotted: 2 } as const;

/** Whether a line of the style is drawn at distancePx along it (what the fragment shader does). */
export function dashVisible(styleId: number, distancePx: number): boolean {
  return wasm.dashVisible(styleId, distancePx);
}
