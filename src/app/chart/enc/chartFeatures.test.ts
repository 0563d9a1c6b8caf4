import { describe, expect, it } from 'vitest';
import type { ChartFeature } from '../../../protocol/chart';
import { buildFillLayer, buildFillLayerInPlace, buildLineLayer, parseHexColour } from '../../../wasm/geometry';
import { layerInputs } from './chartFeatures';
import { buildLayer } from './layerBuild';

const origin = { latDeg: 54.53, lonDeg: 18.54 };
const square = (x: number, y: number, s: number) => [x, y, x + s, y, x + s, y + s, x, y + s, x, y];

const features: ChartFeature[] = [
  {
    kind: 'Polygon',
    coordinates: [...square(18.5, 54.5, 0.1), ...square(18.52, 54.52, 0.02)],
    partStarts: [0, 5],
    color: '#80a0c0',
    cscl: 22_000,
    properties: {},
  },
  { kind: 'Polygon', coordinates: square(18.7, 54.5, 0.05), color: '#00ff00', cscl: 22_000, lineWidthPx: 2, lineStyle: 'dashed', properties: {} },
  { kind: 'LineString', coordinates: [18.5, 54.5, 18.6, 54.6, 18.7, 54.6], color: '#000000', cscl: 22_000, lineWidthPx: 2, properties: {} },
  { kind: 'LineString', coordinates: [18.5, 54.5, 18.6, 54.6], color: '#000000', cscl: 22_000, lineStyle: 'dotted', properties: {} },
  { kind: 'Point', coordinates: [18.55, 54.55], color: '#000000', cscl: 22_000, symbol: 'BOYLAT_2_1', properties: {} },
  { kind: 'Point', coordinates: [18.56, 54.56], color: '#000000', cscl: 22_000, properties: {} },
  { kind: 'LineString', coordinates: [18.5], color: '#000000', cscl: 22_000, properties: {} },
  // A sea area: only its name is drawn, no fill.
  { kind: 'Polygon', coordinates: square(19, 54.5, 0.1), color: '#ffffff', cscl: 22_000, noFill: true, properties: { OBJNAM: 'Zatoka' } },
  // An unknown kind with a line width: skipped, not drawn as a line.
  { kind: 'MultiCurve' as ChartFeature['kind'], coordinates: [18.5, 54.5, 18.6, 54.6], color: '#000000', cscl: 22_000, lineWidthPx: 3, properties: {} },
];

describe('chart features to core inputs', () => {
  const inputs = layerInputs(features, parseHexColour);

  it('skips unsupported geometry kinds and counts them for the warning', () => {
    expect(inputs.unsupported).toEqual({ MultiCurve: 1 });
    expect(inputs.lines.find((l) => l.widthPx === 3)).toBeUndefined();
  });

  it('splits polygons, lines by width and symbol points', () => {
    expect(inputs.cscl).toBe(22_000);
    expect(Array.from(inputs.fill?.build().ringOffsets ?? [])).toEqual([0, 5, 10, 15]);
    expect(Array.from(inputs.fill?.build().featureRingOffsets ?? [])).toEqual([0, 2, 3]);
    expect(Array.from(inputs.fill?.build().coloursRgba.slice(0, 4) ?? []).map((v) => Math.round(v * 255))).toEqual([128, 160, 192, 255]);
    expect(inputs.lines.map((l) => l.widthPx)).toEqual([2, 1]);
    expect(Array.from(inputs.lines[0]?.styleIds ?? [])).toEqual([1, 0]);
    expect(Array.from(inputs.lines[1]?.styleIds ?? [])).toEqual([2]);
    expect(inputs.points?.symbols).toEqual(['BOYLAT_2_1']);
  });

  it('tessellates with the core without skipping features', () => {
    if (!inputs.fill) throw new Error('no fill input');
    const fill = buildFillLayer(inputs.fill.build(), origin);
    expect(fill.skippedFeatures.length).toBe(0);
    expect(fill.indices.length % 3).toBe(0);
    expect(fill.indices.length).toBeGreaterThanOrEqual(3 * 8 + 3 * 2);
    const source = inputs.fill;
    const inPlace = buildFillLayerInPlace(source.sizes(), (dst) => source.writeTo(dst), origin);
    expect(Array.from(inPlace.indices)).toEqual(Array.from(fill.indices));
    expect(Array.from(inPlace.positions)).toEqual(Array.from(fill.positions));
    for (const g of inputs.lines) {
      const lines = buildLineLayer(g.input, g.styleIds, false, origin);
      expect(lines.skippedFeatures.length).toBe(0);
      expect(lines.extrusions.length).toBe(lines.positions.length);
    }
  });

  it('gives every vertex its feature\'s SCAMIN (0 without), so the shaders hide features by the display scale', () => {
    const withScamin: ChartFeature[] = [
      { ...(features[0] as ChartFeature), scamin: 21_999 },
      features[1] as ChartFeature,
      { ...(features[2] as ChartFeature), scamin: 44_999 },
      { ...(features[4] as ChartFeature), scamin: 29_999 },
      features[5] as ChartFeature,
    ];
    const built = buildLayer({ type: 'FeatureCollection', chart_name: 'X', layer_name: 'DEPCNT', theme: 'day', features: withScamin }, 'X', 'DEPCNT', origin, false).layer;
    const fill = built.fill;
    if (!fill?.scamin) throw new Error('no SCAMIN on the fill');
    expect(fill.scamin).toHaveLength(fill.positions.length / 2);
    expect(new Set(fill.scamin)).toEqual(new Set([21_999, 0]));
    // Each triangle is one feature's: its three vertices share one SCAMIN.
    for (let i = 0; i < fill.indices.length; i += 3) {
      const [a = 0, b = 0, c = 0] = fill.indices.slice(i, i + 3);
      expect(fill.scamin[a]).toBe(fill.scamin[b]);
      expect(fill.scamin[a]).toBe(fill.scamin[c]);
    }
    expect(fill.pickColours).toBeUndefined();
    const lineScamin = new Set(built.lines.flatMap((l) => Array.from(l.buffers.scamin ?? [])));
    expect(lineScamin).toEqual(new Set([0, 44_999]));
    expect(Array.from(built.points?.scamin ?? [])).toEqual([29_999]);
    // No SCAMIN anywhere: nothing extra to upload.
    const plain = buildLayer({ type: 'FeatureCollection', chart_name: 'X', layer_name: 'LNDARE', theme: 'day', features: features.slice(0, 2) }, 'X', 'LNDARE', origin, false).layer;
    expect(plain.fill?.scamin).toBeUndefined();
  });
});
