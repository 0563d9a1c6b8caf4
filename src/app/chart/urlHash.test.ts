import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, formatViewHash, parseViewHash } from './urlHash';

describe('view hash', () => {
  afterEach(() => vi.useRealTimers());

  it('parses #lat,lon,rangeNm', () => {
    expect(parseViewHash('#54.5,18.6,12')).toEqual({ centre: { latDeg: 54.5, lonDeg: 18.6 }, rangeNm: 12 });
    expect(parseViewHash('-33.9,-70.5,0.5')).toEqual({ centre: { latDeg: -33.9, lonDeg: -70.5 }, rangeNm: 0.5 });
  });

  it('rejects malformed or out-of-range hashes', () => {
    for (const h of ['', '#', '#1,2', '#1,2,3,4', '#a,2,3', '#91,0,3', '#0,181,3', '#0,0,0', '#0,0,-1', '#1,,3', '#Infinity,0,1']) {
      expect(parseViewHash(h)).toBeNull();
    }
  });

  it('formats and parses back', () => {
    const v = { centre: { latDeg: 54.123456789, lonDeg: -18.5 }, rangeNm: 3.25 };
    const back = parseViewHash(formatViewHash(v));
    expect(back?.centre.latDeg).toBeCloseTo(54.123457, 6);
    expect(back?.centre.lonDeg).toBe(-18.5);
    expect(back?.rangeNm).toBe(3.25);
  });

  it('debounces writes', () => {
    vi.useFakeTimers();
    const write = vi.fn();
    const d = debounce(write, 300);
    d.schedule('a');
    vi.advanceTimersByTime(200);
    d.schedule('b');
    vi.advanceTimersByTime(299);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledExactlyOnceWith('b');
    d.schedule('c');
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(write).toHaveBeenCalledTimes(1);
  });
});
