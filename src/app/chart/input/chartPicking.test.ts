import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartPicking } from './chartPicking';
import type { IconHitSource, PickChoice } from './pickHits';

/** One icon at (100, 100), radius 10. */
function iconAt(acted: string[], key = 'station:hel', x = 100): IconHitSource {
  return {
    hits: (xPx, yPx, tolerancePx) => {
      const centreDistancePx = Math.hypot(xPx - x, yPx - 100);
      const distancePx = Math.max(0, centreDistancePx - 10);
      return distancePx <= tolerancePx ? [{ key, label: key, distancePx, centreDistancePx, act: () => acted.push(key) }] : [];
    },
  };
}

// The window events go to a stand-in window (the tests run in Node).
const target = new EventTarget();
vi.stubGlobal('window', target);
const events: string[] = [];
target.addEventListener('object-picked', (e) => events.push((e as CustomEvent<string>).detail));
afterEach(() => {
  events.length = 0;
});

describe('the chart picking', () => {
  it('gives every quick click its own pick pass, at its own point, even when two come before a frame', () => {
    const picking = new ChartPicking();
    const acted: string[] = [];
    picking.addIconSource(iconAt(acted));
    picking.pressed(100, 100);
    picking.clicked();
    picking.pressed(300, 300);
    picking.clicked();
    const first = picking.nextPass(null);
    expect(first).toMatchObject({ xPx: 100, yPx: 100 });
    first?.started();
    const second = picking.nextPass(null);
    expect(second).toMatchObject({ xPx: 300, yPx: 300 });
    second?.started();
    expect(picking.awaitingPass).toBe(false);
    expect(picking.nextPass(null)).toBeNull();
    first?.onResult([]);
    second?.onResult([{ id: 77, distancePx: 1 }]);
    expect(acted).toEqual(['station:hel']);
    expect(events).toEqual(['77']);
  });

  it('tells the listeners of a choice at the press point; the held press picks again at the cursor', () => {
    const picking = new ChartPicking();
    const acted: string[] = [];
    picking.addIconSource(iconAt(acted, 'station:a', 100));
    const removeB = picking.addIconSource(iconAt(acted, 'warning:b', 112));
    const choices: PickChoice[] = [];
    picking.onPickChoice((c) => choices.push(c));
    picking.pressed(105, 100);
    const pass = picking.nextPass({ x: 105, y: 100 });
    pass?.started();
    expect(picking.nextPass({ x: 140, y: 100 })).toMatchObject({ xPx: 140, yPx: 100 });
    expect(picking.nextPass(null)).toBeNull();
    picking.clicked();
    pass?.onResult([]);
    expect(choices).toHaveLength(1);
    expect(choices[0]).toMatchObject({ xPx: 105, yPx: 100 });
    expect(choices[0]?.hits.map((h) => (h.kind === 'icon' ? h.icon.key : h.id))).toEqual(['station:a', 'warning:b']);
    expect(acted).toEqual([]);
    removeB();
    expect(picking.iconHitsAt(112, 100).map((h) => h.key)).toEqual(['station:a']);
  });

  it('shows the pointer cursor over an icon', () => {
    const picking = new ChartPicking();
    const cursors: string[] = [];
    picking.setCursor = (c) => cursors.push(c);
    picking.addIconSource(iconAt([]));
    picking.hover(0, 0);
    picking.hover(100, 105);
    picking.hover(101, 105);
    picking.hover(200, 200);
    expect(cursors).toEqual(['pointer', '']);
  });
});
