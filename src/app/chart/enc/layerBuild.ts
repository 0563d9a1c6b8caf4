// Builds one chart layer's GPU buffers with the WASM core (runs in the
// chart worker): projection to origin-relative f32, fill tessellation,
// screen-width line strokes, symbol point positions, and the layer's texts
// (soundings, names, contour values, light sectors) from one glyph atlas.
// The geometry is built with feature indices as colours (featureColours.ts),
// kept (with each glyph's colour source) to recolour the layer for another
// theme or depth without building it again.
import type { GeoPoint } from '../../../protocol/geo';
import type { ChartFeatureCollection } from '../../../protocol/chart';
import { buildFillLayerInPlace, buildLineLayer, parseHexColor, projectLonLatRelative } from '../../../wasm/geometry';
import { pl } from '../../i18n/pl';
import { layerInputs } from './chartFeatures';
import { expandColours, featureColourBytes, indexColour, recolourLayer, vertexFeatures, type FeatureColourSet, type LayerColours, type LayerRecolourData } from './featureColours';
import { GlyphAtlas } from './glyphAtlas';
import { sdfRaster } from './glyphRaster';
import { buildText } from './textBuild';
import type { BuiltText } from '../layers/text/textFormat';
import type { BuiltLayer } from './workerProtocol';

/** The worker's one glyph atlas (each character rasterised once; the rasteriser made at the first character). */
let raster: ReturnType<typeof sdfRaster> | null = null;
const glyphs = new GlyphAtlas((char) => (raster ??= sdfRaster())(char));

export function buildLayer(
  collection: ChartFeatureCollection,
  chartName: string | null,
  layerName: string,
  origin: GeoPoint,
  names: boolean,
): { layer: BuiltLayer; recolour: LayerRecolourData } {
  const inputs = layerInputs(collection.features, (_hex, index) => indexColour(index));
  for (const [kind, count] of Object.entries(inputs.unsupported)) console.warn(pl.chart.unsupportedGeometry(layerName, kind, count));
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
  const built = buildText(collection.features, layerName, glyphs, {
    names,
    project: (lonLat) => projectLonLatRelative(lonLat, origin.latDeg, origin.lonDeg),
    parseColor: parseHexColor,
  });
  let text: BuiltText | null = null;
  let glyphSources: Uint32Array | null = null;
  if (built) ({ glyphSources, ...text } = built);
  return {
    layer: { chartName, layerName, cscl: inputs.cscl, fill, lines, points, text },
    recolour: { featureCount: collection.features.length, fill: fillFeatures, lines: lineFeatures, text: glyphSources },
  };
}

/** A built layer's colours for its features' colours in another theme or depth; null when they do not fit. */
export const recolourBuiltLayer = (data: LayerRecolourData, colors: FeatureColourSet): LayerColours | null => recolourLayer(data, colors, parseHexColor);
