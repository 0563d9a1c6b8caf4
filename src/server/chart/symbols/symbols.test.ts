// The symbols we draw: every class, shape and category of the name format
// gives a safe SVG (the checks uploads pass), categories differ, others 404.
import { describe, expect, it } from 'vitest';
import { chartSymbolName } from '../../../protocol/chart';
import { svgProblem } from '../../files/svg';
import { builtInSymbol, SYMBOL_CLASSES } from './index';

describe('builtInSymbol', () => {
  it('draws a safe SVG for every class and every shape and category (0..9), generic ones included', () => {
    for (const objectClass of SYMBOL_CLASSES) {
      for (let shape = 0; shape < 10; shape++) {
        for (let category = 0; category < 10; category++) {
          const svg = builtInSymbol(`${objectClass}_${shape}_${category}`);
          expect(svg, `${objectClass}_${shape}_${category}`).not.toBeNull();
          expect(svgProblem(Buffer.from(svg ?? ''))).toBeNull();
        }
      }
    }
  });

  it('tells lateral sides, cardinal quadrants and buoy shapes apart', () => {
    const names = ['BOYLAT_2_1', 'BOYLAT_1_2', 'BOYLAT_2_3', 'BOYLAT_1_4', 'BOYCAR_4_1', 'BOYCAR_4_2', 'BOYCAR_4_3', 'BOYCAR_4_4', 'BOYLAT_3_1', 'BCNLAT_1_1', 'BCNLAT_1_2'];
    const svgs = names.map((name) => builtInSymbol(name));
    expect(new Set(svgs).size).toBe(names.length);
    expect(builtInSymbol('BOYLAT_2_1')).toContain('#d6203a'); // port hand: red (IALA A)
    expect(builtInSymbol('BOYLAT_1_2')).toContain('#1f9d3a'); // starboard hand: green
  });

  it('uses the names chartSymbolName builds', () => {
    expect(builtInSymbol(chartSymbolName('BOYSPP', { BOYSHP: 5, CATSPM: [27] }))).not.toBeNull();
    expect(builtInSymbol(chartSymbolName('LNDMRK', { CATLMK: [17] }))).toContain('LNDMRK 17');
  });

  it('has none for other classes or malformed names', () => {
    for (const name of ['DEPARE_0_0', 'BOYLAT', 'BOYLAT_1', 'boylat_1_1', 'BOYLAT_1_1.svg', 'BOYLAT_-1_1', '../BOYLAT_1_1']) expect(builtInSymbol(name), name).toBeNull();
  });
});
