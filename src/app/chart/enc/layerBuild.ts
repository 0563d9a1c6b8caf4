// Builds GPU buffers with the WASM core (runs in the chart worker):
// projection to origin-relative f32, fill tessellation, screen-width line
// strokes, symbol point positions; SCAMIN per vertex. Chart layers are never
// picked, so their pick colours stay behind (less to transfer and upload).
import type { GeoPoint } from '../../../protocol/geo';
import type { ChartFeature, ChartFeatureCollection } from '../../../protocol/chart';
import { buildFillLayerInPlace, buildLineLayer, parseHexColor, projectLonLatRelative } from '../../../wasm/geometry';
import type { FillBuffers } from '../layers/fill/fillProgram';
import { layerInputs, type FeatureInputSource } from './chartFeatures';
import type { BuiltLayer } from './workerProtocol';

/** A fill input tessellated into fill buffers (no pick colours; SCAMIN when a feature has one). */
export function buildFill(source: FeatureInputSource, origin: GeoPoint): FillBuffers {
  // The input is written straight into WASM memory (no copy in).
  const built = buildFillLayerInPlace(source.sizes(), (dst) => source.writeTo(dst), origin);
  const scamin = source.scamin(built.featureIds);
  return { positions: built.positions, indices: built.indices, colors: built.colors, ...(scamin ? { scamin } : {}) };
}

/** The polygons of some features as one fill (null when there are none). */
export function buildPolygons(features: readonly ChartFeature[], origin: GeoPoint): FillBuffers | null {
  const source = layerInputs(features, parseHexColor).fill;
  return source ? buildFill(source, origin) : null;
}

export function buildLayer(collection: ChartFeatureCollection, chartName: string, layerName: string, origin: GeoPoint): BuiltLayer {
  const inputs = layerInputs(collection.features, parseHexColor);
  const fill = inputs.fill ? buildFill(inputs.fill, origin) : null;
  const lines = inputs.lines.map((g) => {
    const b = buildLineLayer(g.input, g.styleIds, false, origin);
    const scamin = g.scamin(b.featureIds);
    return {
      widthPx: g.widthPx,
      buffers: {
        positions: b.positions,
        indices: b.indices,
        colors: b.colors,
        extrusions: b.extrusions,
        distancesM: b.distancesM,
        styleIds: b.styleIds,
        ...(scamin ? { scamin } : {}),
      },
    };
  });
  const points = inputs.points
    ? {
        positions: projectLonLatRelative(inputs.points.lonLat, origin.latDeg, origin.lonDeg),
        symbols: inputs.points.symbols,
        ...(inputs.points.scamin ? { scamin: inputs.points.scamin } : {}),
      }
    : null;
  return { chartName, layerName, cscl: inputs.cscl, fill, lines, points };
}
