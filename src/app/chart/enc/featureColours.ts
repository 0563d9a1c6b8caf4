// Colours that can change without rebuilding the geometry. A chart layer is
// tessellated once with each feature's INDEX as its colour (24 bits in RGB;
// the core copies a feature's colour to each of its vertices unchanged), so
// every vertex knows its feature; the colours of any theme or depth are
// then one lookup per vertex. The chart worker keeps the per-vertex feature
// indices of each built layer (LayerRecolourData) for a theme or depth
// change: it fetches only the features' colours (GET /chart-engine/map
// with fields=color) and sends only colours. A layer's texts (soundings,
// names, light sectors) keep per glyph which feature's colour it wears
// (its colour, line colour or text colour: GLYPH_COLOUR_FIELD) and are
// recoloured the same way.

/** Which of a feature's colours a glyph wears (glyph source = 4 * feature index + field). */
export const GLYPH_COLOUR_FIELD = { color: 0, lineColor: 1, textColor: 2 } as const;
export type GlyphColourField = keyof typeof GLYPH_COLOUR_FIELD;
export const glyphSource = (featureIndex: number, field: GlyphColourField): number => 4 * featureIndex + GLYPH_COLOUR_FIELD[field];

/** A layer's features' colours in one theme and depth (null: the feature has no such colour). */
export interface FeatureColourSet {
  colours: readonly string[];
  lineColours: readonly (string | null)[];
  textColours: readonly (string | null)[];
}

/** Per-vertex feature indices of one built layer (fill, and each line width group in build order), and per glyph its colour source. */
export interface LayerRecolourData {
  featureCount: number;
  fill: Uint32Array | null;
  lines: Uint32Array[];
  /** Per glyph of the layer's texts: glyphSource(feature, field); null without texts. */
  text: Uint32Array | null;
}

/** New colours of one built layer's vertices (and glyphs, RGBA8 each), in the same layout. */
export interface LayerColours {
  fill: Uint8Array | null;
  lines: Uint8Array[];
  text: Uint8Array | null;
}

/** RGBA 0..1 that encodes a feature index (exact after the core's rounding to bytes). */
export function indexColour(index: number): [number, number, number, number] {
  return [(index & 0xff) / 255, ((index >>> 8) & 0xff) / 255, ((index >>> 16) & 0xff) / 255, 1];
}

/** The feature index of each vertex of colours built with indexColour. */
export function vertexFeatures(colours: Uint8Array): Uint32Array {
  const out = new Uint32Array(colours.length / 4);
  for (let v = 0; v < out.length; v += 1) out[v] = (colours[4 * v] ?? 0) | ((colours[4 * v + 1] ?? 0) << 8) | ((colours[4 * v + 2] ?? 0) << 16);
  return out;
}

/** RGBA bytes of each feature's colour (`parse`: the core's parseHexColour, 0..1). */
export function featureColourBytes(colours: readonly string[], parse: (hex: string) => ArrayLike<number>): Uint8Array {
  const out = new Uint8Array(colours.length * 4);
  for (const [i, colour] of colours.entries()) {
    const rgba = parse(colour);
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

/** Each glyph's colour from its source (a feature's colour, line colour or text colour; black when the feature has none). */
export function glyphColours(sources: Uint32Array, set: FeatureColourSet, parse: (hex: string) => ArrayLike<number>): Uint8Array {
  const fields = [set.colours, set.lineColours, set.textColours];
  const cache = new Map<string, Uint8Array>();
  const out = new Uint8Array(sources.length * 4);
  for (let g = 0; g < sources.length; g += 1) {
    const source = sources[g] ?? 0;
    const hex = fields[source & 3]?.[source >>> 2] ?? '#000000';
    let rgba = cache.get(hex);
    if (!rgba) cache.set(hex, (rgba = featureColourBytes([hex], parse)));
    out.set(rgba, 4 * g);
  }
  return out;
}

/** The colours of a built layer for its features' colours in another theme or depth; null when the feature count differs. */
export function recolourLayer(data: LayerRecolourData, set: FeatureColourSet, parse: (hex: string) => ArrayLike<number>): LayerColours | null {
  if (set.colours.length !== data.featureCount) return null;
  const rgba = featureColourBytes(set.colours, parse);
  return {
    fill: data.fill ? expandColours(data.fill, rgba) : null,
    lines: data.lines.map((l) => expandColours(l, rgba)),
    text: data.text ? glyphColours(data.text, set, parse) : null,
  };
}
