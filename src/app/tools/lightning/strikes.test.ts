import { describe, expect, it } from 'vitest';
import { LIGHTNING_FADE_MIN_S, LIGHTNING_MIN_ALPHA, strikeAlphas } from '../../chart/layers/lightning/strikeFade';
import { clearStrikes, parseStrikes, setStrikes, type LightningStrikes } from './strikes';

const T0 = Date.parse('2026-11-23T10:00:00Z');

describe('lightning strikes', () => {
  it('parses the API answer, skipping strikes without a valid position', () => {
    const s = parseStrikes([
      { lon: 18.6, lat: 54.5, time: '2026-11-23T10:00:00Z' },
      { lon: 200, lat: 54.5, time: '2026-11-23T10:00:00Z' },
      { lon: Number.NaN, lat: 54.5, time: '2026-11-23T10:00:00Z' },
      { lon: 18.7, lat: 54.4, time: 'not a time' },
    ]);
    expect(s).toHaveLength(2);
    expect(s[0]).toEqual({ latDeg: 54.5, lonDeg: 18.6, timeMs: T0 });
    expect(Number.isNaN(s[1]?.timeMs)).toBe(true);
  });

  it('fades older strikes: full for the newest, the minimum for the oldest of a long series', () => {
    const span = 10 * 60_000;
    const strikes = [
      { latDeg: 1, lonDeg: 1, timeMs: T0 },
      { latDeg: 1, lonDeg: 1, timeMs: T0 + span / 2 },
      { latDeg: 1, lonDeg: 1, timeMs: T0 + span },
    ];
    const a = strikeAlphas(strikes, T0 + span);
    expect(a[2]).toBeCloseTo(1);
    expect(a[1]).toBeCloseTo(1 - (1 - LIGHTNING_MIN_ALPHA) / 2);
    expect(a[0]).toBeCloseTo(LIGHTNING_MIN_ALPHA);
    // A burst of fresh strikes is not faded across its few seconds.
    const burst = strikeAlphas([{ latDeg: 0, lonDeg: 0, timeMs: T0 }, { latDeg: 0, lonDeg: 0, timeMs: T0 + 5000 }], T0 + 5000);
    expect(burst[0]).toBeGreaterThan(1 - 5 / LIGHTNING_FADE_MIN_S);
    // Time passing fades everything.
    expect(strikeAlphas(strikes, T0 + 3 * span)[2]).toBeLessThan(0.7);
  });

  it('bumps the version on change and clears', () => {
    const store: LightningStrikes = { strikes: [], version: 0 };
    clearStrikes(store);
    expect(store.version).toBe(0);
    setStrikes(store, [{ latDeg: 1, lonDeg: 2, timeMs: T0 }]);
    clearStrikes(store);
    expect(store).toEqual({ strikes: [], version: 2 });
  });
});
