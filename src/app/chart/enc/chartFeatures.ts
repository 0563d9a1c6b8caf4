// Chart-engine features (src/protocol/chart.ts) to the core's flat inputs:
// polygons to one fill input, lines (and polygon outlines with a width)
// grouped by pixel width, points to positions and symbol names. Chart
// features are never picked: their "pick id" is the feature's number in its
// input, so the core's per-vertex ids give each vertex its feature's SCAMIN.
import { DEFAULT_CHART_CSCL, type ChartFeature } from '../../../protocol/chart';
import { LINE_STYLE, type FeatureInput, type FeatureInputSizes } from '../../../wasm/geometry';

/** Line width when the feature gives none. */
export const DEFAULT_LINE_WIDTH_PX = 1;

/** SCAMIN per vertex from the core's per-vertex feature ids (feature i has id i + 1); null when no feature has one. */
export type ScaminPerVertex = (featureIds: Uint32Array) => Float32Array | null;

export interface LineGroupInput {
  widthPx: number;
  input: FeatureInput;
  styleIds: Uint8Array;
  scamin: ScaminPerVertex;
}

export interface PointInput {
  /** [lon, lat, ...] degrees. */
  lonLat: Float64Array;
  symbols: string[];
  /** SCAMIN per point (0: none); null when no point has one. */
  scamin: Float32Array | null;
}

/** A layer input that writes itself into given arrays (e.g. views on WASM memory, no copy). */
export interface FeatureInputSource {
  sizes(): FeatureInputSizes;
  writeTo(dst: FeatureInput): void;
  build(): FeatureInput;
  scamin: ScaminPerVertex;
}

/** A feature's SCAMIN as the shaders take it (0: none; above f32's exact integers: clamped). */
const scaminValue = (f: ChartFeature): number =>
  typeof f.scamin === 'number' && Number.isFinite(f.scamin) && f.scamin > 0 ? Math.min(f.scamin, MAX_SCAMIN) : 0;
/** The largest SCAMIN kept exactly in a float attribute (2^24 - 1, about 1:16.8 million). */
export const MAX_SCAMIN = 16_777_215;

export interface LayerInputs {
  cscl: number;
  fill: FeatureInputSource | null;
  lines: LineGroupInput[];
  points: PointInput | null;
  /** Features of geometry kinds the chart does not draw, skipped: count per kind (spec: a console warning). */
  unsupported: Record<string, number>;
}

const SUPPORTED_KINDS: ReadonlySet<string> = new Set(['Point', 'LineString', 'Polygon']);

/**
 * One input's features, kept by reference until written: the coordinates go
 * straight from the parsed arrays into the typed arrays (or WASM memory) with
 * one `set` per feature, never through a growing array of numbers.
 */
class FeatureInputBuilder implements FeatureInputSource {
  private readonly features: ChartFeature[] = [];
  private coordCount = 0;
  private ringCount = 0;
  private readonly colours: number[] = [];
  readonly styles: number[] = [];
  private readonly scamins: number[] = [];

  add(f: ChartFeature, rgba: ArrayLike<number>): void {
    this.features.push(f);
    this.scamins.push(scaminValue(f));
    this.coordCount += f.coordinates.length;
    this.ringCount += f.partStarts && f.partStarts.length > 0 ? f.partStarts.length : 1;
    this.colours.push(rgba[0] ?? 1, rgba[1] ?? 0, rgba[2] ?? 0, rgba[3] ?? 1);
    this.styles.push(LINE_STYLE[f.lineStyle ?? 'solid']);
  }

  get count(): number {
    return this.features.length;
  }

  sizes(): FeatureInputSizes {
    const n = this.count;
    return { coords: this.coordCount, ringOffsets: this.ringCount + 1, featureRingOffsets: n + 1, coloursRgba: 4 * n, featureIds: n };
  }

  /** Writes the input into arrays of `sizes()` (offsets closed by their totals). */
  writeTo(dst: FeatureInput): void {
    let coordAt = 0;
    let ringAt = 0;
    for (const [i, f] of this.features.entries()) {
      dst.featureRingOffsets[i] = ringAt;
      dst.featureIds[i] = i + 1;
      const vertexAt = coordAt / 2;
      if (f.partStarts && f.partStarts.length > 0) for (const s of f.partStarts) dst.ringOffsets[ringAt++] = vertexAt + s;
      else dst.ringOffsets[ringAt++] = vertexAt;
      dst.coords.set(f.coordinates, coordAt);
      coordAt += f.coordinates.length;
    }
    dst.ringOffsets[ringAt] = coordAt / 2;
    dst.featureRingOffsets[this.count] = ringAt;
    dst.coloursRgba.set(this.colours);
  }

  readonly scamin: ScaminPerVertex = (featureIds) => {
    if (!this.scamins.some((v) => v > 0)) return null;
    const out = new Float32Array(featureIds.length);
    for (let v = 0; v < featureIds.length; v += 1) out[v] = this.scamins[(featureIds[v] ?? 0) - 1] ?? 0;
    return out;
  };

  build(): FeatureInput {
    const s = this.sizes();
    const input = {
      coords: new Float64Array(s.coords),
      ringOffsets: new Uint32Array(s.ringOffsets),
      featureRingOffsets: new Uint32Array(s.featureRingOffsets),
      coloursRgba: new Float32Array(s.coloursRgba),
      featureIds: new Uint32Array(s.featureIds),
    };
    this.writeTo(input);
    return input;
  }
}

const validCoordinates = (f: ChartFeature): boolean => f.coordinates.length >= 2 && f.coordinates.length % 2 === 0;

/**
 * Splits a layer's features into the core's inputs; `parseColour` gives RGBA
 * 0..1 (the core's parseHexColour) of a feature's colour, or anything per
 * feature index (featureColours.ts encodes the index, to recolour later).
 */
export function layerInputs(features: readonly ChartFeature[], parseColour: (hex: string, featureIndex: number) => ArrayLike<number>): LayerInputs {
  const fill = new FeatureInputBuilder();
  const lines = new Map<number, FeatureInputBuilder>();
  const pointCoords: number[] = [];
  const symbols: string[] = [];
  const pointScamin: number[] = [];
  let cscl = DEFAULT_CHART_CSCL;
  const unsupported: Record<string, number> = {};
  for (const [index, f] of features.entries()) {
    if (!SUPPORTED_KINDS.has(f.kind)) {
      const kind = String(f.kind);
      unsupported[kind] = (unsupported[kind] ?? 0) + 1;
      continue;
    }
    if (!validCoordinates(f)) continue;
    cscl = f.cscl;
    const rgba = parseColour(f.color, index);
    if (f.kind === 'Point') {
      if (f.symbol) {
        pointCoords.push(f.coordinates[0] ?? 0, f.coordinates[1] ?? 0);
        symbols.push(f.symbol);
        pointScamin.push(scaminValue(f));
      }
      continue;
    }
    if (f.kind === 'Polygon' && !f.noFill) fill.add(f, rgba);
    const stroked = f.kind === 'LineString' || (f.lineWidthPx ?? 0) > 0;
    if (stroked) {
      const width = f.lineWidthPx && f.lineWidthPx > 0 ? f.lineWidthPx : DEFAULT_LINE_WIDTH_PX;
      let group = lines.get(width);
      if (!group) lines.set(width, (group = new FeatureInputBuilder()));
      group.add(f, rgba);
    }
  }
  return {
    cscl,
    fill: fill.count > 0 ? fill : null,
    lines: [...lines].map(([widthPx, b]) => ({ widthPx, input: b.build(), styleIds: Uint8Array.from(b.styles), scamin: b.scamin })),
    points:
      symbols.length > 0
        ? { lonLat: Float64Array.from(pointCoords), symbols, scamin: pointScamin.some((v) => v > 0) ? Float32Array.from(pointScamin) : null }
        : null,
    unsupported,
  };
}
