// Builds one chart layer's GPU buffers with the WASM core (runs in the
// chart worker): projection to origin-relative f32, fill tessellation,
// screen-width line strokes, symbol point positions.
import type { GeoPoint } from '../../../protocol/geo';
import type { ChartFeatureCollection } from '../../../protocol/chart';
import { buildFillLayerInPlace, buildLineLayer, parseHexColor, projectLonLatRelative } from '../../../wasm/geometry';
import { layerInputs } from './chartFeatures';
import type { BuiltLayer } from './workerProtocol';

export function buildLayer(
  collection: ChartFeatureCollection,
  chartName: string | null,
  layerName: string,
  origin: GeoPoint,
): BuiltLayer {
  const inputs = layerInputs(collection.features, parseHexColor);
  // The fill input is written straight into WASM memory (no copy in).
  const source = inputs.fill;
  const fill = source ? buildFillLayerInPlace(source.sizes(), (dst) => source.writeTo(dst), origin) : null;
  const lines = inputs.lines.map((g) => ({ widthPx: g.widthPx, buffers: buildLineLayer(g.input, g.styleIds, false, origin) }));
  const points = inputs.points
    ? { positions: projectLonLatRelative(inputs.points.lonLat, origin.latDeg, origin.lonDeg), symbols: inputs.points.symbols }
    : null;
  return { chartName, layerName, cscl: inputs.cscl, fill, lines, points };
}
