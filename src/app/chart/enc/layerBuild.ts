// Builds GPU buffers with the WASM core (runs in the chart worker): one
// chart layer's projection to origin-relative f32, fill tessellation,
// screen-width line strokes, symbol point positions, SCAMIN per vertex, and
// the layer's texts (soundings, names, contour values, light sectors) from
// one glyph atlas; also plain polygon fills (coastline tiles, coverage
// masks). The layer's geometry is built with feature indices as colours
// (featureColours.ts), kept (with each glyph's colour source) to recolour
// the layer for another theme or depth without building it again. Chart
// layers are never picked, so their pick colours stay behind (less to
// transfer and upload). A large fill's or stroke's triangles are sorted
// into runs by area (the core's binTriangles; gl/drawRanges.ts): a frame
// draws those in view.
import type { GeoPoint } from '../../../protocol/geo';
import type { ChartFeature, ChartFeatureCollection } from '../../../protocol/chart';
import { binTriangles, buildFillLayerInPlace, buildLineLayer, parseHexColour, projectLonLatRelative } from '../../../wasm/geometry';
import { pl } from '../../i18n/pl';
import type { FillBuffers } from '../layers/fill/fillProgram';
import type { BuiltText } from '../layers/text/textFormat';
import { layerInputs, type FeatureInputSource } from './chartFeatures';
import { expandColours, featureColourBytes, indexColour, recolourLayer, vertexFeatures, type FeatureColourSet, type LayerColours, type LayerRecolourData } from './featureColours';
import { GlyphAtlas } from './glyphAtlas';
import { sdfRaster } from './glyphRaster';
import { buildText } from './textBuild';
import type { BuiltLayer } from './workerProtocol';

/** The worker's one glyph atlas (each character rasterised once; the rasteriser made at the first character). */
let raster: ReturnType<typeof sdfRaster> | null = null;
const glyphs = new GlyphAtlas((char) => (raster ??= sdfRaster())(char));

/** The characters most chart texts are made of: figures, Latin and Polish letters, common punctuation (rasterised ahead: encWorker.ts). */
export const COMMON_GLYPHS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzĄĆĘŁŃÓŚŹŻąćęłńóśźż.,-()'/&";

/** Rasterises these characters into the glyph atlas now (those already there cost nothing). */
export function rasteriseGlyphs(chars: string): void {
  for (const char of chars) glyphs.glyph(char);
}

/** A fill input tessellated into fill buffers (no pick colours; SCAMIN when a feature has one). */
export function buildFill(source: FeatureInputSource, origin: GeoPoint): FillBuffers {
  // The input is written straight into WASM memory (no copy in).
  const built = buildFillLayerInPlace(source.sizes(), (dst) => source.writeTo(dst), origin);
  const scamin = source.scamin(built.featureIds);
  return { positions: built.positions, indices: built.indices, colours: built.colours, ...(scamin ? { scamin } : {}) };
}

/** Buffers with their triangles in runs by area when there are enough of them (the vertices stay as they are). */
function inRuns<T extends { positions: Float32Array; indices: Uint32Array }>(buffers: T): T {
  const runs = binTriangles(buffers.positions, buffers.indices);
  return runs ? { ...buffers, indices: runs.indices, ranges: { bounds: runs.bounds, starts: runs.starts, counts: runs.counts } } : buffers;
}

/** The polygons of some features as one fill in their own colours (null when there are none). */
export function buildPolygons(features: readonly ChartFeature[], origin: GeoPoint): FillBuffers | null {
  const source = layerInputs(features, parseHexColour).fill;
  return source ? buildFill(source, origin) : null;
}

export function buildLayer(
  collection: ChartFeatureCollection,
  chartName: string,
  layerName: string,
  origin: GeoPoint,
  names: boolean,
): { layer: BuiltLayer; recolour: LayerRecolourData } {
  const inputs = layerInputs(collection.features, (_hex, index) => indexColour(index));
  for (const [kind, count] of Object.entries(inputs.unsupported)) console.warn(pl.chart.unsupportedGeometry(layerName, kind, count));
  const rgba = featureColourBytes(
    collection.features.map((f) => f.color),
    parseHexColour,
  );
  const fill = inputs.fill ? inRuns(buildFill(inputs.fill, origin)) : null;
  const fillFeatures = fill ? vertexFeatures(fill.colours) : null;
  if (fill && fillFeatures) fill.colours = expandColours(fillFeatures, rgba);
  const lineFeatures: Uint32Array[] = [];
  const lines = inputs.lines.map((g) => {
    const b = buildLineLayer(g.input, g.styleIds, false, origin);
    const scamin = g.scamin(b.featureIds);
    const features = vertexFeatures(b.colours);
    lineFeatures.push(features);
    return {
      widthPx: g.widthPx,
      buffers: inRuns({
        positions: b.positions,
        indices: b.indices,
        colours: expandColours(features, rgba),
        extrusions: b.extrusions,
        distancesM: b.distancesM,
        styleIds: b.styleIds,
        ...(scamin ? { scamin } : {}),
      }),
    };
  });
  const points = inputs.points
    ? {
        positions: projectLonLatRelative(inputs.points.lonLat, origin.latDeg, origin.lonDeg),
        symbols: inputs.points.symbols,
        ...(inputs.points.scamin ? { scamin: inputs.points.scamin } : {}),
      }
    : null;
  const built = buildText(collection.features, layerName, glyphs, {
    names,
    project: (lonLat) => projectLonLatRelative(lonLat, origin.latDeg, origin.lonDeg),
    parseColour: parseHexColour,
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
export const recolourBuiltLayer = (data: LayerRecolourData, colours: FeatureColourSet): LayerColours | null => recolourLayer(data, colours, parseHexColour);
