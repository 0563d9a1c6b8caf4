// The symbols we draw: every class, shape and category of the name format
// gives a safe SVG (the checks uploads pass), categories differ, lateral
// marks follow their IALA region, other names 404.
import { describe, expect, it } from 'vitest';
import { chartSymbolName } from '../../../protocol/chart';
import { svgProblem } from '../../files/svg';
import { PAINT } from './svg';
import { S57_POINT_CLASSES } from './generic';
import { builtInSymbol, SYMBOL_CLASSES } from './index';

/** The fill colours of a symbol's painted bands (the clipped rects of paintedShape). */
const bandColours = (svg: string | null): string[] => [...(svg ?? '').matchAll(/<rect x="0" y="[\d.]+" width="32" height="[\d.]+" fill="(#[0-9a-f]{6})"/g)].map((m) => m[1] ?? '');

describe('builtInSymbol', () => {
  it('draws a safe SVG for every class and every shape and category (0..9), generic ones included', () => {
    for (const objectClass of SYMBOL_CLASSES) {
      for (let shape = 0; shape < 10; shape++) {
        for (let category = 0; category < 10; category++) {
          const svg = builtInSymbol(`${objectClass}_${shape}_${category}`);
          expect(svg, `${objectClass}_${shape}_${category}`).not.toBeNull();
          expect(svgProblem(Buffer.from(svg ?? '')), `${objectClass}_${shape}_${category}`).toBeNull();
        }
      }
    }
  });

  it('gives every point class of the S-57 catalogue a safe symbol, specific or generic', () => {
    for (const objectClass of S57_POINT_CLASSES) {
      const svg = builtInSymbol(`${objectClass}_0_0`);
      expect(svg, objectClass).not.toBeNull();
      expect(svgProblem(Buffer.from(svg ?? '')), objectClass).toBeNull();
    }
    expect(builtInSymbol('LNDARE_0_0')).not.toContain('generic');
    expect(builtInSymbol('BUAARE_0_0')).not.toContain('generic');
    expect(builtInSymbol('HRBFAC_0_5')).not.toContain('generic');
    expect(builtInSymbol('SLCONS_0_0')).not.toContain('generic');
    expect(builtInSymbol('LNDRGN_0_0')).not.toContain('generic');
    expect(builtInSymbol('RSCSTA_0_0')).toContain('generic');
  });

  it('tells lateral sides, cardinal quadrants and buoy shapes apart', () => {
    const names = ['BOYLAT_2_1', 'BOYLAT_1_2', 'BOYLAT_2_3', 'BOYLAT_1_4', 'BOYCAR_4_1', 'BOYCAR_4_2', 'BOYCAR_4_3', 'BOYCAR_4_4', 'BOYLAT_3_1', 'BCNLAT_1_1', 'BCNLAT_1_2'];
    const svgs = names.map((name) => builtInSymbol(name));
    expect(new Set(svgs).size).toBe(names.length);
    expect(bandColours(builtInSymbol('BOYLAT_2_1'))).toEqual([PAINT.red]); // port hand: red (IALA A)
    expect(bandColours(builtInSymbol('BOYLAT_1_2'))).toEqual([PAINT.green]); // starboard hand: green
  });

  it('paints lateral marks of IALA region B the other way round ("red right returning"), shapes unchanged', () => {
    expect(bandColours(builtInSymbol('BOYLAT_2_1_B'))).toEqual([PAINT.green]); // port hand can: green
    expect(bandColours(builtInSymbol('BOYLAT_1_2_B'))).toEqual([PAINT.red]); // starboard hand cone: red
    expect(bandColours(builtInSymbol('BOYLAT_2_3_B'))).toEqual([PAINT.green, PAINT.red, PAINT.green]);
    expect(bandColours(builtInSymbol('BOYLAT_1_4_B'))).toEqual([PAINT.red, PAINT.green, PAINT.red]);
    expect(bandColours(builtInSymbol('BCNLAT_1_1_B'))).toEqual([PAINT.green]);
    expect(bandColours(builtInSymbol('BCNLAT_1_2_B'))).toEqual([PAINT.red]);
    // The body shape (can, cone) stays: only colours differ.
    const can = (svg: string | null) => (svg ?? '').match(/<rect x="9" y="12" width="14" height="17"/g)?.length ?? 0;
    expect(can(builtInSymbol('BOYLAT_2_1_B'))).toBeGreaterThan(0);
    expect(can(builtInSymbol('BOYLAT_2_1'))).toBe(can(builtInSymbol('BOYLAT_2_1_B')));
    // Only lateral marks have a region B form.
    expect(builtInSymbol('BOYCAR_4_1_B')).toBeNull();
    expect(builtInSymbol('LIGHTS_0_3_B')).toBeNull();
  });

  it('draws light flares in the light colour', () => {
    expect(builtInSymbol('LIGHTS_0_3')).toContain('#f15469'); // red: LITRD
    expect(builtInSymbol('LIGHTS_0_4')).toContain('#68e456'); // green: LITGN
    expect(builtInSymbol('LIGHTS_0_1')).toContain('#f4da48'); // white: yellow flare (LITYW)
    expect(builtInSymbol('LIGHTS_0_0')).toContain('#c545c3'); // unknown: magenta
  });

  it('uses the names chartSymbolName builds', () => {
    expect(builtInSymbol(chartSymbolName('BOYSPP', { BOYSHP: 5, CATSPM: [27] }))).not.toBeNull();
    expect(builtInSymbol(chartSymbolName('LNDMRK', { CATLMK: [17] }))).toContain('LNDMRK 17');
    expect(builtInSymbol(chartSymbolName('BOYLAT', { BOYSHP: 2, CATLAM: 1 }, 'B'))).toContain(PAINT.green);
    expect(builtInSymbol(chartSymbolName('SBDARE', { NATSUR: ['4'] }))).toContain('>S<');
  });

  it('has none for other classes or malformed names', () => {
    for (const name of ['DEPARE_0_0', 'M_NSYS_0_0', 'BOYLAT', 'BOYLAT_1', 'boylat_1_1', 'BOYLAT_1_1.svg', 'BOYLAT_-1_1', '../BOYLAT_1_1', 'BOYLAT_1_1_A', 'BOYLAT_1_1_b']) {
      expect(builtInSymbol(name), name).toBeNull();
    }
  });
});
