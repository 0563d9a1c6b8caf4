// Builds one chart layer's GPU buffers with the WASM core (runs in the
// chart worker): projection to origin-relative f32, fill tessellation,
// screen-width line strokes, symbol point positions. The geometry is built
// with feature indices as colours (featureColours.ts), kept to recolour the
// layer for another theme or depth without building it again.
import type { GeoPoint } from '../../../protocol/geo';
import type { ChartFeatureCollection } from '../../../protocol/chart';
import { buildFillLayerInPlace, buildLineLayer, parseHexColor, projectLonLatRelative } from '../../../wasm/geometry';
import { layerInputs } from './chartFeatures';
import { expandColours, featureColourBytes, indexColour, recolourLayer, vertexFeatures, type LayerColours, type LayerRecolourData } from './featureColours';
import type { BuiltLayer } from './workerProtocol';

export function buildLayer(
  collection: ChartFeatureCollection,
  chartName: string | null,
  layerName: string,
  origin: GeoPoint,
): { layer: BuiltLayer; recolour: LayerRecolourData } {
  const inputs = layerInputs(collection.features, (_hex, index) => indexColour(index));
  const rgba = featureColourBytes(
    collection.features.map((f) => f.color),
    parseHexColor,
  );
  // The fill input is written straight into WASM memory (no copy in).
  const source = inputs.fill;
  const fill = source ? buildFillLayerInPlace(source.sizes(), (dst) => source.writeTo(dst), origin) : null;
  const fillFeatures = fill ? vertexFeatures(fill.colors) : null;
  if (fill && fillFeatures) fill.colors = expandColours(fillFeatures, rgba);
  const lineFeatures: Uint32Array[] = [];
  const lines = inputs.lines.map((g) => {
    const buffers = buildLineLayer(g.input, g.styleIds, false, origin);
    const features = vertexFeatures(buffers.colors);
    lineFeatures.push(features);
    buffers.colors = expandColours(features, rgba);
    return { widthPx: g.widthPx, buffers };
  });
  const points = inputs.points
    ? { positions: projectLonLatRelative(inputs.points.lonLat, origin.latDeg, origin.lonDeg), symbols: inputs.points.symbols }
    : null;
  return {
    layer: { chartName, layerName, cscl: inputs.cscl, fill, lines, points },
    recolour: { featureCount: collection.features.length, fill: fillFeatures, lines: lineFeatures },
  };
}

/** A built layer's colours for its features' colours in another theme or depth; null when they do not fit. */
export const recolourBuiltLayer = (data: LayerRecolourData, colors: readonly string[]): LayerColours | null => recolourLayer(data, colors, parseHexColor);
