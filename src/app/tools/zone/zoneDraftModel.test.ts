import { describe, expect, it } from 'vitest';
import type { GeoPoint } from '../../../protocol/geo';
import { CLOSE_SLOP_PX, ZoneDraftModel } from './zoneDraftModel';

// A flat screen: 1000 px a degree, y down.
const screen = (p: GeoPoint) => ({ xPx: p.lonDeg * 1000, yPx: -p.latDeg * 1000 });
const at = (xPx: number, yPx: number) => ({ geo: { latDeg: -yPx / 1000, lonDeg: xPx / 1000 }, px: { xPx, yPx } });
const click = (m: ZoneDraftModel, xPx: number, yPx: number) => {
  const c = at(xPx, yPx);
  return m.click(c.geo, c.px, screen);
};

describe('ZoneDraftModel', () => {
  it('adds points by clicks and closes on the first point once it has three', () => {
    const m = new ZoneDraftModel();
    expect(click(m, 0, 0)).toBe('added');
    expect(click(m, 100, 0)).toBe('added');
    expect(click(m, 100, 100)).toBe('added');
    expect(click(m, 3, 2)).toBe('closed');
    expect(m.polygon()).toEqual([
      [-0, 0],
      [-0, 0.1],
      [-0.1, 0.1],
    ]);
  });

  it("closes on a second click on the last point (a double-click's) and ignores it before three points", () => {
    const m = new ZoneDraftModel();
    click(m, 0, 0);
    click(m, 100, 0);
    expect(click(m, 101, 1)).toBe('ignored');
    click(m, 100, 100);
    expect(click(m, 100 + CLOSE_SLOP_PX - 1, 100)).toBe('closed');
    expect(m.points).toHaveLength(3);
  });

  it('drops the last point on undo and draws the legs with the closing preview', () => {
    const m = new ZoneDraftModel();
    click(m, 0, 0);
    click(m, 100, 0);
    expect(m.undo()).toBe(true);
    expect(m.points).toHaveLength(1);
    expect(m.hover({ latDeg: -0.05, lonDeg: 0.05 })).toBe(true);
    const sketch = m.sketch();
    expect(sketch.glyphs).toHaveLength(1);
    expect(sketch.lines[1]?.dashed).toBe(true);
    expect(sketch.lines[1]?.points).toHaveLength(3);
    expect(m.closable).toBe(false);
  });
});
