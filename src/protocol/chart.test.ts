import { describe, expect, it } from 'vitest';
import { chartSymbolName, isLayerEnabled } from './chart';

describe('chart protocol', () => {
  it('builds symbol names from class, shape and category', () => {
    expect(chartSymbolName('BOYLAT', { BOYSHP: 2, CATLAM: 1 })).toBe('BOYLAT_2_1');
    expect(chartSymbolName('LNDMRK', { CATLMK: [17, 3] })).toBe('LNDMRK_0_17');
    expect(chartSymbolName('BOYCAR', { BOYSHP: 3, CATCAM: '4' })).toBe('BOYCAR_3_4');
    expect(chartSymbolName('PILBOP', {})).toBe('PILBOP_0_0');
    expect(chartSymbolName('LIGHTS', { COLOUR: [3, 1] })).toBe('LIGHTS_0_3');
  });

  it('marks lateral marks of IALA region B, and only those', () => {
    expect(chartSymbolName('BOYLAT', { BOYSHP: 2, CATLAM: 1 }, 'B')).toBe('BOYLAT_2_1_B');
    expect(chartSymbolName('BCNLAT', { BCNSHP: 1, CATLAM: 2 }, 'B')).toBe('BCNLAT_1_2_B');
    expect(chartSymbolName('BOYLAT', { BOYSHP: 2, CATLAM: 1 }, 'A')).toBe('BOYLAT_2_1');
    expect(chartSymbolName('BOYCAR', { BOYSHP: 3, CATCAM: 1 }, 'B')).toBe('BOYCAR_3_1');
  });

  it('applies the layer-enable rule', () => {
    expect(isLayerEnabled({}, 'DEPARE')).toBe(true);
    expect(isLayerEnabled({ DEPARE: false }, 'DEPARE')).toBe(false);
    expect(isLayerEnabled({ DEPARE: false }, 'LNDARE')).toBe(true);
    expect(isLayerEnabled({ LNDARE: true }, 'LNDARE')).toBe(true);
  });
});
