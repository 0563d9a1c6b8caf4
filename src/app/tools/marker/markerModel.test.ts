import { describe, expect, it } from 'vitest';
import { MARKER_HIT_PX, MarkerModel, markerText } from './markerModel';

// A toy screen: 1000 px per degree, x east, y south.
const toScreen = (p: { latDeg: number; lonDeg: number }) => ({ xPx: p.lonDeg * 1000, yPx: -p.latDeg * 1000 });

describe('markers', () => {
  it('labels a marker with latitude N and longitude E to 4 decimals', () => {
    expect(markerText({ latDeg: 54.53, lonDeg: 18.54 })).toBe('54.5300 N 18.5400 E');
    expect(markerText({ latDeg: -1.23456, lonDeg: -0.00004 })).toBe('1.2346 S 0.0000 W');
    const m = new MarkerModel();
    m.add({ latDeg: 54.52346, lonDeg: 18.61234 });
    expect(m.labels()).toMatchObject([{ tone: 'marker', lines: ['54.5235 N 18.6123 E'] }]);
    expect(m.sketch().glyphs).toHaveLength(1);
  });

  it('removes the marker nearest a right click within the hit distance, and nothing farther', () => {
    const m = new MarkerModel();
    m.add({ latDeg: 1, lonDeg: 1 }); // (1000, -1000)
    m.add({ latDeg: 1, lonDeg: 1.005 }); // (1005, -1000)
    expect(m.removeAt(1000, -1000 + MARKER_HIT_PX + 1, toScreen)).toBe(false);
    expect(m.removeAt(1004, -1000, toScreen)).toBe(true);
    expect(m.labels().map((l) => l.lines[0])).toEqual(['1.0000 N 1.0000 E']);
    expect(m.removeAt(1000, -1000, toScreen)).toBe(true);
    expect(m.count).toBe(0);
  });
});
