// Chart-engine features (src/protocol/chart.ts) to the core's flat inputs:
// polygons to one fill input, lines (and polygon outlines with a width)
// grouped by pixel width, points to positions and symbol names.
import { DEFAULT_CHART_CSCL, type ChartFeature } from '../../../protocol/chart';
import { LINE_STYLE, type FeatureInput } from '../../../wasm/geometry';

/** Features of chart layers are not pickable; they all carry this id. */
export const CHART_FEATURE_ID = 1;
/** Line width when the feature gives none. */
export const DEFAULT_LINE_WIDTH_PX = 1;

export interface LineGroupInput {
  widthPx: number;
  input: FeatureInput;
  styleIds: Uint8Array;
}

export interface PointInput {
  /** [lon, lat, ...] degrees. */
  lonLat: Float64Array;
  symbols: string[];
}

export interface LayerInputs {
  cscl: number;
  fill: FeatureInput | null;
  lines: LineGroupInput[];
  points: PointInput | null;
}

class FeatureInputBuilder {
  coords: number[] = [];
  ringOffsets: number[] = [];
  featureRingOffsets: number[] = [];
  colors: number[] = [];
  styles: number[] = [];

  add(f: ChartFeature, rgba: ArrayLike<number>): void {
    const starts = f.partStarts && f.partStarts.length > 0 ? f.partStarts : [0];
    this.featureRingOffsets.push(this.ringOffsets.length);
    const base = this.coords.length / 2;
    for (const s of starts) this.ringOffsets.push(base + s);
    for (const c of f.coordinates) this.coords.push(c);
    this.colors.push(rgba[0] ?? 1, rgba[1] ?? 0, rgba[2] ?? 0, rgba[3] ?? 1);
    this.styles.push(LINE_STYLE[f.lineStyle ?? 'solid']);
  }

  get count(): number {
    return this.featureRingOffsets.length;
  }

  build(): FeatureInput {
    const n = this.count;
    return {
      coords: Float64Array.from(this.coords),
      ringOffsets: Uint32Array.from([...this.ringOffsets, this.coords.length / 2]),
      featureRingOffsets: Uint32Array.from([...this.featureRingOffsets, this.ringOffsets.length]),
      colorsRgba: Float32Array.from(this.colors),
      featureIds: new Uint32Array(n).fill(CHART_FEATURE_ID),
    };
  }
}

const validCoordinates = (f: ChartFeature): boolean => f.coordinates.length >= 2 && f.coordinates.length % 2 === 0;

/** Splits a layer's features into the core's inputs; `parseColor` gives RGBA 0..1 (the core's parseHexColor). */
export function layerInputs(features: readonly ChartFeature[], parseColor: (hex: string) => ArrayLike<number>): LayerInputs {
  const fill = new FeatureInputBuilder();
  const lines = new Map<number, FeatureInputBuilder>();
  const pointCoords: number[] = [];
  const symbols: string[] = [];
  let cscl = DEFAULT_CHART_CSCL;
  for (const f of features) {
    if (!validCoordinates(f)) continue;
    cscl = f.cscl;
    const rgba = parseColor(f.color);
    if (f.kind === 'Point') {
      if (f.symbol) {
        pointCoords.push(f.coordinates[0] ?? 0, f.coordinates[1] ?? 0);
        symbols.push(f.symbol);
      }
      continue;
    }
    if (f.kind === 'Polygon') fill.add(f, rgba);
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
    fill: fill.count > 0 ? fill.build() : null,
    lines: [...lines].map(([widthPx, b]) => ({ widthPx, input: b.build(), styleIds: Uint8Array.from(b.styles) })),
    points: symbols.length > 0 ? { lonLat: Float64Array.from(pointCoords), symbols } : null,
  };
}
