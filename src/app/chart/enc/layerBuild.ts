// Builds one chart layer's GPU buffers with the WASM core (runs in the
// chart worker): projection to origin-relative f32, fill tessellation,
// screen-width line strokes, symbol point positions, and the layer's texts
// (soundings, names, contour values, light sectors) from one glyph atlas.
import type { GeoPoint } from '../../../protocol/geo';
import type { ChartFeatureCollection } from '../../../protocol/chart';
import { buildFillLayerInPlace, buildLineLayer, parseHexColor, projectLonLatRelative } from '../../../wasm/geometry';
import { pl } from '../../i18n/pl';
import { layerInputs } from './chartFeatures';
import { GlyphAtlas } from './glyphAtlas';
import { sdfRaster } from './glyphRaster';
import { buildText } from './textBuild';
import type { BuiltLayer } from './workerProtocol';

/** The worker's one glyph atlas (each character rasterised once). */
let glyphs: GlyphAtlas | null = null;

export function buildLayer(
  collection: ChartFeatureCollection,
  chartName: string | null,
  layerName: string,
  origin: GeoPoint,
  names: boolean,
): BuiltLayer {
  const inputs = layerInputs(collection.features, parseHexColor);
  for (const [kind, count] of Object.entries(inputs.unsupported)) console.warn(pl.chart.unsupportedGeometry(layerName, kind, count));
  // The fill input is written straight into WASM memory (no copy in).
  const source = inputs.fill;
  const fill = source ? buildFillLayerInPlace(source.sizes(), (dst) => source.writeTo(dst), origin) : null;
  const lines = inputs.lines.map((g) => ({ widthPx: g.widthPx, buffers: buildLineLayer(g.input, g.styleIds, false, origin) }));
  const points = inputs.points
    ? { positions: projectLonLatRelative(inputs.points.lonLat, origin.latDeg, origin.lonDeg), symbols: inputs.points.symbols }
    : null;
  glyphs ??= new GlyphAtlas(sdfRaster());
  const text = buildText(collection.features, layerName, glyphs, {
    names,
    project: (lonLat) => projectLonLatRelative(lonLat, origin.latDeg, origin.lonDeg),
    parseColor: parseHexColor,
  });
  return { chartName, layerName, cscl: inputs.cscl, fill, lines, points, text };
}
