import { describe, expect, it } from 'vitest';
import { PENCIL_STEP_PX, PencilModel } from './pencilModel';

const geo = (x: number) => ({ latDeg: 54.5, lonDeg: 18.5 + x / 1e5 });

describe('pencil', () => {
  it('a click starts a stroke, moves extend it (every PENCIL_STEP_PX), the next click ends it', () => {
    const p = new PencilModel();
    expect(p.extend(geo(5), 5, 0)).toBe(false); // not drawing: moves draw nothing
    p.toggle(geo(0), 0, 0);
    expect(p.isDrawing).toBe(true);
    expect(p.extend(geo(1), PENCIL_STEP_PX - 1, 0)).toBe(false);
    expect(p.extend(geo(10), 10, 0)).toBe(true);
    expect(p.extend(geo(20), 20, 0)).toBe(true);
    p.toggle(geo(21), 21, 0);
    expect(p.isDrawing).toBe(false);
    expect(p.sketch().lines[0]?.points.map((g) => g.lonDeg)).toEqual([geo(0), geo(10), geo(20), geo(21)].map((g) => g.lonDeg));
    // Positions are geographic: the same stroke whatever the view later does.
    expect(p.sketch().lines[0]?.points[1]).toEqual(geo(10));
  });

  it('Escape ends the stroke; a new click starts another; right click clears all', () => {
    const p = new PencilModel();
    p.toggle(geo(0), 0, 0);
    p.extend(geo(10), 10, 0);
    expect(p.end()).toBe(true);
    expect(p.end()).toBe(false);
    expect(p.extend(geo(30), 30, 0)).toBe(false);
    p.toggle(geo(40), 40, 0);
    p.extend(geo(50), 50, 0);
    expect(p.strokeCount).toBe(2);
    p.clear();
    expect(p.strokeCount).toBe(0);
    expect(p.isDrawing).toBe(false);
    expect(p.sketch().lines).toEqual([]);
  });
});
