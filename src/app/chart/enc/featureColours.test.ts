import { describe, expect, it } from 'vitest';
import type { ChartFeature, ChartFeatureCollection } from '../../../protocol/chart';
import { buildFillLayer, buildLineLayer, parseHexColour } from '../../../wasm/geometry';
import { layerInputs } from './chartFeatures';
import { expandColours, featureColourBytes, glyphColours, glyphSource, indexColour, recolourLayer, vertexFeatures } from './featureColours';
import { buildLayer, recolourBuiltLayer } from './layerBuild';

const origin = { latDeg: 54.53, lonDeg: 18.54 };
const square = (x: number, y: number, s: number) => [x, y, x + s, y, x + s, y + s, x, y + s, x, y];

function features(colours: string[]): ChartFeature[] {
  return [
    { kind: 'Polygon', coordinates: square(18.5, 54.5, 0.1), color: colours[0] ?? '', cscl: 22_000, lineWidthPx: 2, properties: {} },
    { kind: 'LineString', coordinates: [18.5], color: '#000000', cscl: 22_000, properties: {} },
    { kind: 'Polygon', coordinates: square(18.7, 54.5, 0.05), color: colours[1] ?? '', cscl: 22_000, properties: {} },
    { kind: 'LineString', coordinates: [18.5, 54.5, 18.6, 54.6, 18.7, 54.6], color: colours[2] ?? '', cscl: 22_000, properties: {} },
    { kind: 'Point', coordinates: [18.55, 54.55], color: '#000000', cscl: 22_000, symbol: 'BOYLAT_2_1', properties: {} },
  ];
}
const collection = (colours: string[]): ChartFeatureCollection => ({ type: 'FeatureCollection', chart_name: 'A', layer_name: 'DEPARE', theme: 'day', features: features(colours) });

describe('feature colours', () => {
  it('encodes feature indices up to 24 bits exactly through bytes', () => {
    for (const i of [0, 1, 255, 256, 65_535, 70_000, 16_777_215]) {
      const bytes = Uint8Array.from(indexColour(i).map((c) => Math.round(c * 255)));
      expect(vertexFeatures(bytes)[0]).toBe(i);
    }
    const rgba = featureColourBytes(['#ff0000', '#000000', '#00ff00', '#0000ff'], parseHexColour);
    expect(Array.from(expandColours(Uint32Array.from([2, 0, 3]), rgba))).toEqual([0, 255, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255]);
  });

  it('builds the same buffers as a build with the colours themselves', () => {
    const day = collection(['#c9edfd', '#a0c0e0', '#303030']);
    const { layer, recolour } = buildLayer(day, 'A', 'DEPARE', origin, true);
    const plain = layerInputs(day.features, parseHexColour);
    const fill = buildFillLayer(plain.fill?.build() ?? (undefined as never), origin);
    expect(layer.fill?.colours).toEqual(fill.colours);
    expect(layer.fill?.positions).toEqual(fill.positions);
    const group = plain.lines.find((l) => l.widthPx === 2);
    expect(layer.lines.find((l) => l.widthPx === 2)?.buffers.colours).toEqual(group ? buildLineLayer(group.input, group.styleIds, false, origin).colours : null);
    expect(recolour.featureCount).toBe(5);
    expect(recolour.fill?.length).toBe((layer.fill?.colours.length ?? 0) / 4);
  });

  it('recolours a built layer for another answer of the same layer, and refuses one with other features', () => {
    const { recolour } = buildLayer(collection(['#c9edfd', '#a0c0e0', '#303030']), 'A', 'DEPARE', origin, true);
    const night = collection(['#0a1a2a', '#102030', '#808080']);
    const colours = recolourBuiltLayer(recolour, { colours: night.features.map((f) => f.color), lineColours: [], textColours: [] });
    const { layer: nightBuilt } = buildLayer(night, 'A', 'DEPARE', origin, true);
    expect(colours?.fill).toEqual(nightBuilt.fill?.colours);
    expect(colours?.lines).toEqual(nightBuilt.lines.map((l) => l.buffers.colours));
    expect(recolourBuiltLayer(recolour, { colours: ['#000000'], lineColours: [], textColours: [] })).toBeNull();
  });

  it('recolours texts per glyph from the colour each wears (a sounding, a sector outline, a name)', () => {
    const sources = Uint32Array.from([glyphSource(0, 'color'), glyphSource(1, 'lineColor'), glyphSource(2, 'textColor'), glyphSource(3, 'textColor')]);
    const set = { colours: ['#ff0000', '#00ff00', '#0000ff', '#ffffff'], lineColours: [null, '#102030', null, null], textColours: [null, null, '#c0c0c0', null] };
    expect(Array.from(glyphColours(sources, set, parseHexColour))).toEqual([255, 0, 0, 255, 16, 32, 48, 255, 192, 192, 192, 255, 0, 0, 0, 255]);
    const data = { featureCount: 4, fill: null, lines: [], text: sources };
    expect(recolourLayer(data, set, parseHexColour)?.text?.length).toBe(16);
    expect(recolourLayer({ ...data, text: null }, set, parseHexColour)?.text).toBeNull();
  });
});
