import { describe, expect, it } from 'vitest';
import { LATLON_KEYS, hasPosition, keySignalName, latLonUpdate } from './chartEvents';

describe('chart events', () => {
  it('names the latlon payload keys once', () => {
    const u = latLonUpdate({ latDeg: 1, lonDeg: 2 }, { latDeg: 3, lonDeg: 4 }, 5);
    expect(u[LATLON_KEYS.centreLat]).toBe(1);
    expect(u[LATLON_KEYS.centreLon]).toBe(2);
    expect(u[LATLON_KEYS.cursorLat]).toBe(3);
    expect(u[LATLON_KEYS.cursorLon]).toBe(4);
    expect(u[LATLON_KEYS.range]).toBe(5);
    const none = latLonUpdate({ latDeg: 1, lonDeg: 2 }, null, 5);
    expect(hasPosition(none[LATLON_KEYS.cursorLat], none[LATLON_KEYS.cursorLon])).toBe(false);
  });

  it('upper-cases key signals and ignores zero coordinates', () => {
    expect(keySignalName('a')).toBe('A');
    expect(keySignalName('Escape')).toBe('ESCAPE');
    expect(hasPosition(0, 0)).toBe(false);
    expect(hasPosition(0, 18)).toBe(true);
  });
});
