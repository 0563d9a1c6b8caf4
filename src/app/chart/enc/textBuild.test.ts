import { describe, expect, it } from 'vitest';
import type { ChartFeature } from '../../../protocol/chart';
import { GLYPH_STRIDE_BYTES, LABEL_KIND } from '../layers/text/textFormat';
import { GlyphAtlas, type RasterGlyph } from './glyphAtlas';
import { TEXT_PRIORITY, buildText } from './textBuild';

/** A fake rasteriser: every character a 10 x 14 block advancing 8 px (spaces without ink). */
const raster = (char: string): RasterGlyph => (char === ' ' ? { data: new Uint8Array(0), width: 0, height: 0, glyphLeft: 0, glyphTop: 0, glyphAdvance: 6 } : { data: new Uint8Array(140).fill(200), width: 10, height: 14, glyphLeft: 0, glyphTop: 12, glyphAdvance: 8 });
const options = (names = true) => ({ names, project: (ll: Float64Array) => Float32Array.from(ll), parseColour: () => [0, 0, 0, 1] });
const point = (properties: ChartFeature['properties'], extra: Partial<ChartFeature> = {}): ChartFeature => ({ kind: 'Point', coordinates: [1, 2], color: '#000000', cscl: 22000, properties, ...extra });

describe('buildText', () => {
  it('writes soundings (metres and a decimetre subscript), names and obstacles for symbols', () => {
    const text = buildText(
      [point({ DEPTH: 2.3 }), point({ OBJNAM: 'Thomas Point' }, { symbol: 'LIGHTS_0_1', textColor: '#000000' })],
      'LIGHTS',
      new GlyphAtlas(raster),
      options(),
    );
    expect(text).not.toBeNull();
    const t = text as NonNullable<typeof text>;
    // sounding, the light's obstacle, its name.
    expect([...t.labels.kinds]).toEqual([LABEL_KIND.placed, LABEL_KIND.obstacle, LABEL_KIND.placed]);
    expect([...t.labels.priorities]).toEqual([TEXT_PRIORITY.sounding, TEXT_PRIORITY.obstacle, TEXT_PRIORITY.lightName]);
    expect(t.glyphCount).toBe(2 + 'Thomas Point'.length - 1);
    expect(t.glyphs.byteLength).toBe(t.glyphCount * GLYPH_STRIDE_BYTES);
    expect([...t.glyphLabels.slice(0, 2)]).toEqual([0, 0]);
    // The name starts right of the point, clear of its symbol.
    expect(t.labels.boxes[8] ?? 0).toBeGreaterThan(8);
  });

  it('draws sector lights as fixed arcs and legs, and leaves names out when switched off', () => {
    const text = buildText([point({ SECTR1: 90, SECTR2: 180, OBJNAM: 'X' }, { lineColor: '#000000', textColor: '#000000' })], 'LIGHTS', new GlyphAtlas(raster), options(false));
    const t = text as NonNullable<typeof text>;
    expect([...t.labels.kinds]).toEqual([LABEL_KIND.fixed]);
    expect(t.glyphCount).toBeGreaterThan(100);
  });

  it('puts depth contour values along the contour and has no text for a layer without any', () => {
    const contour: ChartFeature = { kind: 'LineString', coordinates: [-76.5, 38.9, -76.4, 38.9], color: '#000000', cscl: 22000, properties: { VALDCO: 5.5 }, textColor: '#000000' };
    const t = buildText([contour], 'DEPCNT', new GlyphAtlas(raster), options());
    expect(t?.labels.kinds.length).toBeGreaterThan(3);
    expect(buildText([contour], 'DEPCNT', new GlyphAtlas(raster), options(false))).toBeNull();
    // A layer of unnamed buoys: only their boxes, so labels of other layers keep off them.
    const buoys = buildText([point({}, { symbol: 'BOYLAT_2_1' })], 'BOYLAT', new GlyphAtlas(raster), options());
    expect(buoys && [...buoys.labels.kinds]).toEqual([LABEL_KIND.obstacle]);
    expect(buoys?.glyphCount).toBe(0);
  });

  it("writes a light's description beside it (below its name), and hides texts below the feature's SCAMIN", () => {
    const light = point({ LITCHR: 2, SIGGRP: '(2)', COLOUR: [4], SIGPER: 6, OBJNAM: 'Bell' }, { symbol: 'LIGHTS_0_4', textColor: '#000000', scamin: 22_000 });
    const t = buildText([light], 'LIGHTS', new GlyphAtlas(raster), options());
    const built = t as NonNullable<typeof t>;
    // obstacle, description, name.
    expect([...built.labels.priorities]).toEqual([TEXT_PRIORITY.obstacle, TEXT_PRIORITY.lightDescription, TEXT_PRIORITY.lightName]);
    expect(built.glyphCount).toBe('Fl(2)G 6s'.length - 1 + 'Bell'.length);
    // The description's box lies below the name's.
    expect(built.labels.boxes[4 + 3] ?? 0).toBeLessThan(built.labels.boxes[8 + 1] ?? 0);
    // SCAMIN 1:22 000 at latitude 2: placed from cos(2°) / (0.00028 * 22 000) px per Mercator metre; the obstacle always.
    const minPx = Math.cos((2 * Math.PI) / 180) / (0.00028 * 22_000);
    expect([...built.labels.minPixelsPerMercatorM].map((v) => Math.round(v * 1e6))).toEqual([0, Math.round(minPx * 1e6), Math.round(minPx * 1e6)]);
    expect(buildText([light], 'LIGHTS', new GlyphAtlas(raster), options(false))?.labels.kinds.length).toBe(1);
  });
});
