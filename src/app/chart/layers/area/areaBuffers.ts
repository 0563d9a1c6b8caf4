// Outlined areas from geographic rings (navigation warnings' affected
// areas, camera coverage sectors): a translucent fill of the closed rings
// that have a fill colour, and their outlines (closed) or polylines (open)
// of screen-constant width, with a wider halo beneath those that have one,
// built by the core into one buffer set each.
import { buildFillLayer, buildLineLayer, LINE_STYLE, type FeatureInput, type LayerBuffers } from '../../../../wasm/geometry';
import type { GeoPoint } from '../../../../protocol/geo';

export type Rgba = readonly [number, number, number, number];

export interface AreaShape {
  /** [lon, lat, ...] degrees (a ring is not repeated at its end). */
  lonLat: ArrayLike<number>;
  /** A ring (closed outline, may be filled) or a polyline. */
  closed: boolean;
  /** RGBA 0..1; null: not filled. */
  fillRgba: Rgba | null;
  lineRgba: Rgba;
  /** RGBA 0..1 of a wider line beneath the outline (it reads on every chart colour); absent: none. */
  haloRgba?: Rgba | null;
  lineStyle: keyof typeof LINE_STYLE;
}

export interface AreaBuffers {
  fill: LayerBuffers | null;
  /** Outlines of rings. */
  outlines: LayerBuffers | null;
  /** Open polylines. */
  polylines: LayerBuffers | null;
  /** The halos beneath the outlines and polylines that have one. */
  haloOutlines: LayerBuffers | null;
  haloPolylines: LayerBuffers | null;
}

/** Areas are not pickable; every feature carries this id. */
const AREA_FEATURE_ID = 1;

const finitePairs = (lonLat: ArrayLike<number>): boolean => {
  if (lonLat.length < 4 || lonLat.length % 2 !== 0) return false;
  for (let i = 0; i < lonLat.length; i += 1) if (!Number.isFinite(lonLat[i])) return false;
  return true;
};

function featureInput(shapes: readonly AreaShape[], colour: (s: AreaShape) => Rgba): FeatureInput {
  const vertices = shapes.reduce((n, s) => n + s.lonLat.length / 2, 0);
  const input: FeatureInput = {
    coords: new Float64Array(vertices * 2),
    ringOffsets: new Uint32Array(shapes.length + 1),
    featureRingOffsets: new Uint32Array(shapes.length + 1),
    coloursRgba: new Float32Array(shapes.length * 4),
    featureIds: new Uint32Array(shapes.length).fill(AREA_FEATURE_ID),
  };
  let vertex = 0;
  shapes.forEach((s, i) => {
    input.ringOffsets[i] = vertex;
    input.featureRingOffsets[i] = i;
    input.coords.set(Array.from(s.lonLat), vertex * 2);
    input.coloursRgba.set(colour(s), i * 4);
    vertex += s.lonLat.length / 2;
  });
  input.ringOffsets[shapes.length] = vertex;
  input.featureRingOffsets[shapes.length] = shapes.length;
  return input;
}

const lines = (shapes: readonly AreaShape[], closed: boolean, origin: GeoPoint, colour: (s: AreaShape) => Rgba = (s) => s.lineRgba): LayerBuffers | null =>
  shapes.length === 0
    ? null
    : buildLineLayer(
        featureInput(shapes, colour),
        Uint8Array.from(shapes, (s) => LINE_STYLE[s.lineStyle]),
        closed,
        origin,
      );

const haloed = (s: AreaShape): boolean => Boolean(s.haloRgba);
const haloOf = (s: AreaShape): Rgba => s.haloRgba ?? s.lineRgba;

/** The buffers of a set of areas (shapes with fewer than two finite points are skipped). */
export function areaBuffers(shapes: readonly AreaShape[], origin: GeoPoint): AreaBuffers {
  const valid = shapes.filter((s) => finitePairs(s.lonLat));
  const rings = valid.filter((s) => s.closed && s.lonLat.length >= 6);
  const filled = rings.filter((s) => s.fillRgba !== null);
  const open = valid.filter((s) => !s.closed || s.lonLat.length < 6);
  return {
    fill: filled.length === 0 ? null : buildFillLayer(featureInput(filled, (s) => s.fillRgba ?? [0, 0, 0, 0]), origin),
    outlines: lines(rings, true, origin),
    polylines: lines(open, false, origin),
    haloOutlines: lines(rings.filter(haloed), true, origin, haloOf),
    haloPolylines: lines(open.filter(haloed), false, origin, haloOf),
  };
}
