import { describe, expect, it } from 'vitest';
import { BLITZ_DEFAULTS, BLITZ_STORAGE_KEY, blitzErrors, blitzQuery, loadBlitz } from './blitzSettings';

describe('Blitz settings', () => {
  it('defaults to 100, -18, 43, 73, 33 and queries with sig 0', () => {
    expect(BLITZ_DEFAULTS).toEqual({ number: '100', west: '-18', east: '43', north: '73', south: '33' });
    expect(blitzErrors(BLITZ_DEFAULTS)).toEqual([]);
    expect(blitzQuery({ ...BLITZ_DEFAULTS, west: ' 10.5 ' })).toEqual({ number: '100', west: '10.5', east: '43', north: '73', south: '33', sig: '0' });
  });

  it('refuses what the server could not take, with Polish messages', () => {
    expect(blitzErrors({ ...BLITZ_DEFAULTS, number: '0' })).toEqual(['Liczba wyładowań: liczba całkowita od 1 do 10000.']);
    expect(blitzErrors({ ...BLITZ_DEFAULTS, number: '1.5' })).toHaveLength(1);
    expect(blitzErrors({ ...BLITZ_DEFAULTS, west: 'x' })[0]).toMatch(/^Zachód .*: długość geograficzna od -180 do 180\.$/);
    expect(blitzErrors({ ...BLITZ_DEFAULTS, north: '91' })[0]).toMatch(/szerokość geograficzna od -90 do 90/);
    expect(blitzErrors({ ...BLITZ_DEFAULTS, south: '80' })).toEqual(['Południe musi być mniejsze niż północ.']);
  });

  it('reads the saved settings, falling back to the defaults (and off) when unreadable or invalid', () => {
    const saved = (value: string | null) => ({ getItem: (k: string) => (k === BLITZ_STORAGE_KEY ? value : null) });
    expect(loadBlitz(saved(JSON.stringify({ fields: { number: '50', west: '10' }, on: true })))).toEqual({
      fields: { ...BLITZ_DEFAULTS, number: '50', west: '10' },
      on: true,
    });
    expect(loadBlitz(saved('{bad json'))).toEqual({ fields: BLITZ_DEFAULTS, on: false });
    expect(loadBlitz(saved(JSON.stringify({ fields: { number: '-1' }, on: true })))).toEqual({ fields: { ...BLITZ_DEFAULTS, number: '-1' }, on: false });
    expect(loadBlitz(null)).toEqual({ fields: BLITZ_DEFAULTS, on: false });
  });
});
