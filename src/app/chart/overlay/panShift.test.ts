import { describe, expect, it } from 'vitest';
import { mercatorProjector, panByPixels, startChartView } from '../viewMath';
import { PAN_SHIFT_MAX_PX, PanShift, panTransform } from './panShift';

describe('PanShift', () => {
  const base = startChartView(800, 600);
  const point = { xM: base.centre.xM + 1234, yM: base.centre.yM - 567 };

  it('moves the parent by exactly what a pan moves every point, within the limit', () => {
    const shift = new PanShift();
    expect(shift.offset(base)).toBeNull(); // nothing placed yet
    shift.placed(base);
    expect(shift.offset(base)).toEqual({ dxPx: 0, dyPx: 0 });
    for (const [dx, dy] of [[3, 0], [-3, 0], [10, -7], [-PAN_SHIFT_MAX_PX + 1, 0]] as const) {
      const moved = panByPixels(base, dx, dy);
      const offset = shift.offset(moved);
      if (dy !== 0 && !offset) continue; // a vertical pan may change the scale (latitude): placed anew
      expect(offset).not.toBeNull();
      const before = mercatorProjector(base)(point);
      const after = mercatorProjector(moved)(point);
      expect(before.xPx + (offset?.dxPx ?? NaN)).toBeCloseTo(after.xPx, 6);
      expect(before.yPx + (offset?.dyPx ?? NaN)).toBeCloseTo(after.yPx, 6);
    }
  });

  it('asks for a new placement after a longer pan, a zoom or a resize', () => {
    const shift = new PanShift();
    shift.placed(base);
    expect(shift.offset(panByPixels(base, PAN_SHIFT_MAX_PX + 5, 0))).toBeNull();
    expect(shift.offset({ ...base, sceneScale: 1.5 })).toBeNull();
    expect(shift.offset({ ...base, widthPx: 801 })).toBeNull();
    shift.placed(panByPixels(base, PAN_SHIFT_MAX_PX + 5, 0));
    expect(shift.offset(base)).toBeNull(); // measured from the new base
  });

  it('follows a short pan with the parent, and clears it when the items must be placed anew', () => {
    const parent = { style: { transform: 'stale' } } as unknown as HTMLElement;
    const shift = new PanShift();
    expect(shift.follow(base, parent)).toBe(false); // first: place the items
    expect(parent.style.transform).toBe('');
    expect(shift.follow(panByPixels(base, 5, 0), parent)).toBe(true);
    const [dx, dy] = (parent.style.transform.match(/^translate\((.+)px, (.+)px\)$/) ?? []).slice(1).map(Number);
    expect(dx).toBeCloseTo(5, 6);
    expect(dy).toBeCloseTo(0, 6);
    expect(shift.follow(panByPixels(base, PAN_SHIFT_MAX_PX + 5, 0), parent)).toBe(false);
    expect(parent.style.transform).toBe('');
  });

  it('writes the offset as a translation, and none for a fresh placement', () => {
    expect(panTransform({ dxPx: 3, dyPx: -2 })).toBe('translate(3px, -2px)');
    expect(panTransform(null)).toBe('');
  });
});
