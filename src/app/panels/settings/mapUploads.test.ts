import { describe, expect, it } from 'vitest';
import { MAP_ACCEPT, baseCellName, chartUpload, uploadOrder } from './mapUploads';

describe('chart file uploads', () => {
  it('takes base cells and their updates .001 … .999, nothing else', () => {
    expect(chartUpload('US5MD1MC.000')).toEqual({ stem: 'US5MD1MC', update: 0 });
    expect(chartUpload('us4md81m.003')).toEqual({ stem: 'US4MD81M', update: 3 });
    expect(chartUpload('X.999')).toEqual({ stem: 'X', update: 999 });
    for (const bad of ['notatki.txt', 'US5MD1MC.00', 'US5MD1MC.0001', '.001', 'US5MD1MC']) expect(chartUpload(bad)).toBeNull();
    expect(baseCellName({ stem: 'US4MD81M', update: 2 })).toBe('US4MD81M.000');
  });

  it('uploads each cell before its updates, updates in sequence', () => {
    const names = ['B.002', 'A.001', 'B.000', 'A.000', 'B.001'].map((name) => ({ name }));
    expect(uploadOrder(names).map((f) => f.name)).toEqual(['A.000', 'A.001', 'B.000', 'B.001', 'B.002']);
  });

  it('lets the file chooser show .000 … .999', () => {
    const accept = MAP_ACCEPT.split(',');
    expect(accept).toHaveLength(1000);
    expect(accept[0]).toBe('.000');
    expect(accept[999]).toBe('.999');
  });
});
