// Conversion of reader layers to chart features: odd attributes and missing
// or broken geometry never throw; properties and colours as the protocol says.
import { describe, expect, it } from 'vitest';
import { EncBuoyageRegion, EncGeometryKind, type EncLayer } from '../../wasm/enc';
import { colourHex, COLOUR_TOKENS, type ColourToken } from '../../protocol/s52Colours';
import { consoleProperties, layerFeatures, scaminOf } from './features';
import { depthAreaFill, soundingColour } from './styles';

const look = { theme: 'day' as const, depthWhenWhiteM: 3, cscl: 22000 };

function layerOf(name: string, kinds: number[], featureParts: number[], partVertices: number[], lonLat: number[], attributes: EncLayer['attributes']): EncLayer {
  return {
    name,
    featureKinds: Uint8Array.from(kinds),
    featurePartOffsets: Uint32Array.from(featureParts),
    partVertexOffsets: Uint32Array.from(partVertices),
    lonLatDeg: Float64Array.from(lonLat),
    depthM: new Float64Array(0),
    attributes,
    buoyageRegions: new Uint8Array(kinds.length),
  };
}

describe('layerFeatures', () => {
  it('skips features without geometry or with offsets out of range, and keeps unknown attributes as they are', () => {
    const layer = layerOf(
      'BOYLAT',
      [EncGeometryKind.None, EncGeometryKind.Point, EncGeometryKind.Point, 99],
      [0, 0, 1, 2, 3],
      [0, 1, 50, 51],
      [18.5, 54.5],
      [{}, { BOYSHP: 2, CATLAM: 1, ZZZZZZ: 'odd', WEIRD: ['x', '1'] }, { CATLAM: 'abc' }],
    );
    const features = layerFeatures(layer, look);
    expect(features).toHaveLength(1);
    expect(features[0]).toMatchObject({ kind: 'Point', coordinates: [18.5, 54.5], symbol: 'BOYLAT_2_1', cscl: 22000, properties: { ZZZZZZ: 'odd', WEIRD: ['x', '1'] } });
  });

  it('names lateral marks by the IALA region the reader found for them', () => {
    const layer = layerOf('BOYLAT', [EncGeometryKind.Point, EncGeometryKind.Point], [0, 1, 2], [0, 1, 2], [18.5, 54.5, -76.4, 38.9], [{ BOYSHP: 2, CATLAM: 1 }, { BOYSHP: 2, CATLAM: 1 }]);
    layer.buoyageRegions = Uint8Array.from([EncBuoyageRegion.A, EncBuoyageRegion.B]);
    expect(layerFeatures(layer, look).map((f) => f.symbol)).toEqual(['BOYLAT_2_1', 'BOYLAT_2_1_B']);
    layer.buoyageRegions = new Uint8Array(0); // none known: region A
    expect(layerFeatures(layer, look).map((f) => f.symbol)).toEqual(['BOYLAT_2_1', 'BOYLAT_2_1']);
  });

  it('gives polygons their ring starts and outline, lines their S-52 style, soundings their depth', () => {
    const ring = [0, 0, 1, 0, 1, 1, 0, 0];
    const hole = [0.2, 0.2, 0.4, 0.2, 0.4, 0.4, 0.2, 0.2];
    const polygon = layerFeatures(layerOf('SLCONS', [EncGeometryKind.Polygon], [0, 2], [0, 4, 8], [...ring, ...hole], [{}]), look)[0];
    expect(polygon).toMatchObject({ kind: 'Polygon', partStarts: [0, 4], color: colourHex('CHGRF', 'day'), lineColor: colourHex('CSTLN', 'day'), lineStyle: 'solid', lineWidthPx: 2 });
    expect(polygon?.coordinates).toHaveLength(16);
    const land = layerFeatures(layerOf('LNDARE', [EncGeometryKind.Polygon], [0, 1], [0, 4], ring, [{}]), look)[0];
    expect(land).toMatchObject({ kind: 'Polygon', color: colourHex('LANDA', 'day') });
    expect(land?.lineWidthPx).toBeUndefined();

    const line = layerFeatures(layerOf('DWRTCL', [EncGeometryKind.LineString], [0, 1], [0, 2], [0, 0, 1, 1], [{}]), look)[0];
    expect(line).toMatchObject({ kind: 'LineString', lineStyle: 'dashed', lineWidthPx: 2 });
    expect(line?.partStarts).toBeUndefined();

    const soundings = layerOf('SOUNDG', [EncGeometryKind.Soundings], [0, 1], [0, 2], [1, 2, 3, 4], [{ QUASOU: ['6'] }]);
    soundings.depthM = Float64Array.from([2.5, NaN]);
    const points = layerFeatures(soundings, look);
    expect(points).toHaveLength(2);
    expect(points[0]?.properties).toEqual({ QUASOU: [6], DEPTH: 2.5 });
    expect(points[1]?.properties.DEPTH).toBeUndefined();
    expect(points[0]?.symbol).toBeUndefined();
  });

  it('keeps what lights, contours and names need: COLOUR, SECTR1/2, VALNMR, VALDCO, OBJNAM; all-round lights get a flare, sector lights none', () => {
    const lights = layerOf(
      'LIGHTS',
      [EncGeometryKind.Point, EncGeometryKind.Point, EncGeometryKind.Point],
      [0, 1, 2, 3],
      [0, 1, 2, 3],
      [-76.48, 38.97, -76.47, 38.96, -76.46, 38.95],
      [{ COLOUR: ['3'], SECTR1: 120.5, SECTR2: 240, VALNMR: 4, LITCHR: 2, OBJNAM: 'Annapolis Light' }, { COLOUR: ['4'] }, { COLOUR: ['1'], SECTR1: 0, SECTR2: 360, LITCHR: '2', SIGGRP: '(2)', SIGPER: 6 }],
    );
    const [sector, allRound, fullCircle] = layerFeatures(lights, look);
    // A light with a described character has a text colour (its description), one without none.
    expect(fullCircle?.textColor).toBe(colourHex('CHBLK', 'day'));
    expect(sector).toMatchObject({ kind: 'Point', color: colourHex('LITRD', 'day'), textColor: colourHex('CHBLK', 'day') });
    expect(sector?.symbol).toBeUndefined();
    expect(sector?.lineColor).toBe(colourHex('CHBLK', 'day'));
    expect(sector?.properties).toMatchObject({ COLOUR: [3], SECTR1: 120.5, SECTR2: 240, VALNMR: 4, OBJNAM: 'Annapolis Light' });
    expect(allRound).toMatchObject({ symbol: 'LIGHTS_0_4', color: colourHex('LITGN', 'day') });
    expect(allRound?.textColor).toBeUndefined();
    expect(fullCircle?.symbol).toBe('LIGHTS_0_1');
    const contour = layerFeatures(layerOf('DEPCNT', [EncGeometryKind.LineString], [0, 1], [0, 2], [0, 0, 1, 1], [{ VALDCO: 5.5 }]), { ...look, theme: 'night' })[0];
    expect(contour?.properties.VALDCO).toBe(5.5);
    expect(contour?.textColor).toBe(colourHex('DEPSC', 'night'));
  });

  it('leaves sea areas unfilled (only their names are drawn)', () => {
    const sea = layerFeatures(layerOf('SEAARE', [EncGeometryKind.Polygon], [0, 1], [0, 4], [0, 0, 1, 0, 1, 1, 0, 0], [{ OBJNAM: 'Chesapeake Bay' }]), look)[0];
    expect(sea).toMatchObject({ kind: 'Polygon', noFill: true, textColor: colourHex('CHBLK', 'day') });
    expect(sea?.lineWidthPx).toBeUndefined();
  });

  it('colours soundings at most the safety depth black, deeper grey', () => {
    expect(soundingColour(3, 3)).toBe('SNDG2');
    expect(soundingColour(3.01, 3)).toBe('SNDG1');
  });

  it('turns enumerated lists into numbers and drops record bookkeeping', () => {
    expect(consoleProperties({ RCID: 1, OBJL: 17, LNAM: 'AB', CATSPM: ['27', '5'], OBJNAM: 'Buoy 3', COLOUR: [] })).toEqual({ LNAM: 'AB', CATSPM: [27, 5], OBJNAM: 'Buoy 3', COLOUR: [] });
  });
});

describe('colours', () => {
  it('gives the S-52 DAY_BRIGHT, DUSK and NIGHT values', () => {
    const published: [ColourToken, string, string, string][] = [
      ['DEPDW', '#d4eaee', '#070707', '#070707'],
      ['DEPVS', '#73b6ef', '#16232f', '#030413'],
      ['LANDA', '#c9b97a', '#2c291b', '#0d0a08'],
      ['CHBLK', '#070707', '#363c3d', '#1f2223'],
      ['CHRED', '#f15469', '#501c23', '#3b110a'],
      ['TRFCD', '#c545c3', '#4a3a51', '#3a143a'],
    ];
    for (const [token, day, dusk, night] of published) {
      expect([colourHex(token, 'day'), colourHex(token, 'dusk'), colourHex(token, 'night')], token).toEqual([day, dusk, night]);
    }
  });

  it('darkens sea and land from day to dusk to night', () => {
    const brightness = (hex: string) => [1, 3, 5].reduce((sum, at) => sum + parseInt(hex.slice(at, at + 2), 16), 0);
    for (const token of ['DEPVS', 'DEPMS', 'LANDA', 'LANDF'] as const satisfies readonly ColourToken[]) {
      const day = brightness(colourHex(token, 'day'));
      const dusk = brightness(colourHex(token, 'dusk'));
      expect(day, token).toBeGreaterThan(dusk);
      expect(dusk, token).toBeGreaterThan(brightness(colourHex(token, 'night')));
    }
    expect(COLOUR_TOKENS.length).toBeGreaterThan(30);
  });

  it('shades depth areas against depth_when_white', () => {
    expect(depthAreaFill({ DRVAL1: 5, DRVAL2: 10 }, 3)).toBe('DEPDW');
    expect(depthAreaFill({ DRVAL1: 5, DRVAL2: 10 }, 30)).toBe('DEPVS');
    expect(depthAreaFill({ DRVAL1: 15, DRVAL2: 20 }, 30)).toBe('DEPMS');
    expect(depthAreaFill({ DRVAL1: 25, DRVAL2: 30 }, 30)).toBe('DEPMD');
    expect(depthAreaFill({ DRVAL1: -2, DRVAL2: 0 }, 3)).toBe('DEPIT');
    expect(depthAreaFill({}, 3)).toBe('DEPIT');
    expect(depthAreaFill({ DRVAL1: 'x' }, 3)).toBe('DEPIT');
  });
});

describe('SCAMIN', () => {
  it('reads a positive SCAMIN (number or digits) and ignores others', () => {
    expect(scaminOf({ SCAMIN: 22000 })).toBe(22000);
    expect(scaminOf({ SCAMIN: '179999' })).toBe(179999);
    expect(scaminOf({ SCAMIN: 0 })).toBeUndefined();
    expect(scaminOf({ SCAMIN: 'x' })).toBeUndefined();
    expect(scaminOf({})).toBeUndefined();
  });

  it('puts it on points, lines, polygons and soundings as scamin', () => {
    const points = layerFeatures(layerOf('BOYLAT', [EncGeometryKind.Point, EncGeometryKind.Point], [0, 1, 2], [0, 1, 2], [18.5, 54.5, 18.6, 54.6], [{ SCAMIN: 45000 }, {}]), look);
    expect(points.map((feature) => feature.scamin)).toEqual([45000, undefined]);
    expect('scamin' in (points[1] ?? {})).toBe(false);
    const area = layerFeatures(layerOf('DEPARE', [EncGeometryKind.Polygon], [0, 1], [0, 4], [0, 0, 1, 0, 1, 1, 0, 0], [{ SCAMIN: 90000, DRVAL1: 5 }]), look);
    expect(area[0]?.scamin).toBe(90000);
    const soundings: EncLayer = { ...layerOf('SOUNDG', [EncGeometryKind.Soundings], [0, 1], [0, 2], [18.5, 54.5, 18.6, 54.6], [{ SCAMIN: 12000 }]), depthM: Float64Array.from([4.2, 7]) };
    expect(layerFeatures(soundings, look).map((feature) => feature.scamin)).toEqual([12000, 12000]);
  });
});
