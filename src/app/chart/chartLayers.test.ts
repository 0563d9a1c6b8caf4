import { describe, expect, it } from 'vitest';
import { WORLD_CONTOUR_LAYER } from './enc/chartUrls';
import { insertInDrawOrder } from './chartLayers';

describe('chart layer draw order', () => {
  it('draws the world contour first, then descending cscl, then CHART_LAYERS order', () => {
    const list: { layerName: string; cscl: number }[] = [];
    const add = (layerName: string, cscl: number) => insertInDrawOrder(list, { layerName, cscl });
    add('BOYLAT', 22_000);
    add('LNDARE', 22_000);
    add('DEPARE', 90_000);
    add(WORLD_CONTOUR_LAYER, 0);
    add('COALNE', 22_000);
    add('DEPARE', 22_000);
    expect(list.map((l) => `${l.layerName}@${l.cscl}`)).toEqual([
      `${WORLD_CONTOUR_LAYER}@0`,
      'DEPARE@90000',
      'LNDARE@22000',
      'DEPARE@22000',
      'COALNE@22000',
      'BOYLAT@22000',
    ]);
  });
});
