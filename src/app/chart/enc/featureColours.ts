// Colours that can change without rebuilding the geometry. A chart layer is
// tessellated once with each feature's INDEX as its colour (24 bits in RGB;
// the core copies a feature's colour to each of its vertices unchanged), so
// every vertex knows its feature; the colours of any theme or depth are
// then one lookup per vertex. The chart worker keeps the per-vertex feature
// indices of each built layer (LayerRecolourData) for a theme or depth
// change: it fetches only the features' colours (GET /chart-engine/map
// with fields=color) and sends only colours.

/** Per-vertex feature indices of one built layer (fill, and each line width group in build order). */
export interface LayerRecolourData {
  featureCount: number;
  fill: Uint32Array | null;
  lines: Uint32Array[];
}

/** New colours of one built layer's vertices, in the same layout. */
export interface LayerColours {
  fill: Uint8Array | null;
  lines: Uint8Array[];
}

/** RGBA 0..1 that encodes a feature index (exact after the core's rounding to bytes). */
export function indexColour(index: number): [number, number, number, number] {
  return [(index & 0xff) / 255, ((index >>> 8) & 0xff) / 255, ((index >>> 16) & 0xff) / 255, 1];
}

/** The feature index of each vertex of colours built with indexColour. */
export function vertexFeatures(colors: Uint8Array): Uint32Array {
  const out = new Uint32Array(colors.length / 4);
  for (let v = 0; v < out.length; v += 1) out[v] = (colors[4 * v] ?? 0) | ((colors[4 * v + 1] ?? 0) << 8) | ((colors[4 * v + 2] ?? 0) << 16);
  return out;
}

/** RGBA bytes of each feature's colour (`parse`: the core's parseHexColor, 0..1). */
export function featureColourBytes(colors: readonly string[], parse: (hex: string) => ArrayLike<number>): Uint8Array {
  const out = new Uint8Array(colors.length * 4);
  for (const [i, color] of colors.entries()) {
    const rgba = parse(color);
    for (let k = 0; k < 4; k += 1) out[4 * i + k] = Math.max(0, Math.min(255, Math.round((rgba[k] ?? (k === 3 ? 1 : 0)) * 255)));
  }
  return out;
}

/** Each vertex coloured with its feature's colour. */
export function expandColours(vertexFeature: Uint32Array, featureRgba: Uint8Array): Uint8Array {
  const out = new Uint8Array(vertexFeature.length * 4);
  for (let v = 0; v < vertexFeature.length; v += 1) {
    const f = 4 * (vertexFeature[v] ?? 0);
    out[4 * v] = featureRgba[f] ?? 0;
    out[4 * v + 1] = featureRgba[f + 1] ?? 0;
    out[4 * v + 2] = featureRgba[f + 2] ?? 0;
    out[4 * v + 3] = featureRgba[f + 3] ?? 0;
  }
  return out;
}

/** The colours of a built layer for its features' colours in another theme or depth; null when the feature count differs. */
export function recolourLayer(data: LayerRecolourData, colors: readonly string[], parse: (hex: string) => ArrayLike<number>): LayerColours | null {
  if (colors.length !== data.featureCount) return null;
  const rgba = featureColourBytes(colors, parse);
  return { fill: data.fill ? expandColours(data.fill, rgba) : null, lines: data.lines.map((l) => expandColours(l, rgba)) };
}
