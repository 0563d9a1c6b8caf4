import { describe, expect, it } from 'vitest';
import { alertColours } from './alertColours';
import { alertSketch, CPA_MARK_PX, HIGHLIGHT_PX, ring, RING_POINTS } from './alertSketch';

const ALERT_COLOURS = alertColours('day');

const a = { latDeg: 54.6, lonDeg: 18.8 };
const b = { latDeg: 54.62, lonDeg: 18.9 };
const cpaA = { latDeg: 54.6, lonDeg: 18.85 };
const cpaB = { latDeg: 54.602, lonDeg: 18.85 };

describe('alertSketch', () => {
  it('highlights both vessels, dashes each track to its CPA position and joins the two CPA positions', () => {
    const sketch = alertSketch({ vessels: [a, b], cpa: [cpaA, cpaB] });
    expect(sketch.glyphs.map((g) => [g.shape, g.sizePx])).toEqual([
      ['dot', HIGHLIGHT_PX],
      ['dot', HIGHLIGHT_PX],
      ['diamond', CPA_MARK_PX],
      ['diamond', CPA_MARK_PX],
    ]);
    expect(sketch.lines.map((l) => [l.points, l.dashed ?? false, l.rgba])).toEqual([
      [[a, cpaA], true, ALERT_COLOURS.track],
      [[b, cpaB], true, ALERT_COLOURS.track],
      [[cpaA, cpaB], false, ALERT_COLOURS.cpa],
    ]);
  });

  it('rings the middle of the CPA with the threshold, dashed', () => {
    const sketch = alertSketch({ vessels: [a, b], cpa: [cpaA, cpaB], thresholdNm: 0.5 });
    const last = sketch.lines[3];
    expect(last?.dashed).toBe(true);
    expect(last?.rgba).toEqual(ALERT_COLOURS.cpa);
    expect(last?.points).toHaveLength(RING_POINTS + 1);
    const middle = { latDeg: 54.601, lonDeg: 18.85 };
    for (const p of last?.points ?? []) {
      const nm = 60 * Math.hypot(p.latDeg - middle.latDeg, (p.lonDeg - middle.lonDeg) * Math.cos((middle.latDeg * Math.PI) / 180));
      expect(nm).toBeCloseTo(0.5, 3);
    }
    expect(ring(middle, 1, 4)[4]).toEqual(ring(middle, 1, 4)[0]);
  });

  it('draws only the highlight for an integrity finding, nothing without a focus', () => {
    expect(alertSketch({ vessels: [a], cpa: [] })).toEqual({ lines: [], glyphs: [expect.objectContaining({ at: a, shape: 'dot' })] });
    expect(alertSketch(null)).toEqual({ lines: [], glyphs: [] });
  });
});
