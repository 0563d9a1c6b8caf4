import { describe, expect, it } from 'vitest';
import { ALERT_COLOURS, alertSketch, CPA_MARK_PX, HIGHLIGHT_PX } from './alertSketch';

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

  it('draws only the highlight for an integrity finding, nothing without a focus', () => {
    expect(alertSketch({ vessels: [a], cpa: [] })).toEqual({ lines: [], glyphs: [expect.objectContaining({ at: a, shape: 'dot' })] });
    expect(alertSketch(null)).toEqual({ lines: [], glyphs: [] });
  });
});
